// What issue 23 adds on top of the measured sentiment: one coin's series over a chosen span (served by
// GET /api/series), the correlation computed from it, and whale transfers. Pure types, shared by the server,
// the widgets and the assistant.

import type { Timeframe } from '../catalog.ts';
import type { SentimentShares } from '../measured/types.ts';
import type { Provider } from '../provenance.ts';

/**
 * One point of a span: hourly for 1D and 7D, daily for 30D and 90D. Price and volume are there together, in every
 * point of a series with prices; a partial series (`sources.partial`: the prices could not be had) has neither.
 */
export interface SpanPoint {
  /** The period's start, ISO 8601 UTC. */
  time: string;
  /** The period's last price (its close), in the response's currency (USD unless said). */
  price?: number;
  /** CoinGecko's rolling 24 h volume at that price's moment, same currency. */
  volume?: number;
  /** Measured sentiment 0–100 of that period, when it had items. */
  sentiment?: number;
  /** The measured items about the coin in that period, when it had any. */
  mentions?: number;
  /** BTC moved by whale transfers in that period (BTC only, when measured). */
  whaleVolume?: number;
}

export const CORRELATION_KEYS = ['price', 'sentiment', 'volume', 'whales'] as const;
export type CorrelationKey = (typeof CORRELATION_KEYS)[number];

/** One cell: r of the two variables' changes, or too few pairs to say. */
export type CorrelationCell = { r: number; n: number } | { r: null; n: number };

export interface SpanCorrelation {
  /** Pearson on period-to-period changes (returns of price and volume, differences of sentiment and whales). */
  method: 'pearson';
  /** Pairs of changes behind the matrix as a whole (cells may have fewer where a series has gaps). */
  n: number;
  /** matrix[a][b] for a, b in CORRELATION_KEYS; null r where n < MIN_CORRELATION_PAIRS. */
  matrix: Record<CorrelationKey, Record<CorrelationKey, CorrelationCell>>;
}

/** Under this many pairs a cell says "n < 10" instead of a number. */
export const MIN_CORRELATION_PAIRS = 10;

export interface SpanSeries {
  /** The coin's ticker: the spec's, or any a server follows (COINS). */
  coin: string;
  span: Timeframe;
  currency: string;
  points: SpanPoint[];
  correlation: SpanCorrelation;
  /**
   * The measured split of the span's items about the coin (every platform), when they are at least
   * MIN_ITEMS_FOR_SCORE; absent otherwise, and without a store.
   */
  split?: { mentions: number; shares: SentimentShares };
  /** Where each column came from. */
  sources: {
    providers: Provider[];
    measured: boolean;
    /** When the prices' answer arrived; in a partial series, when the newest measured item was stored. */
    updatedAt: string;
    stale?: boolean;
    /** No prices (the provider failed): the points hold the measured sentiment alone. */
    partial?: boolean;
    /** Why the series is partial, in Spanish, for the reader. */
    reason?: string;
  };
}

/** One large Bitcoin transfer (no exchange labels: we hold none). */
export interface WhaleTransfer {
  txid: string;
  /** Sum of the outputs, BTC. */
  btc: number;
  /** ms since the epoch: first seen (mempool) or block time. */
  seenAt: number;
  /** https://mempool.space/tx/<txid> */
  url: string;
}
