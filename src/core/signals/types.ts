// What issue 23 adds on top of the measured sentiment: one coin's series over a chosen span (served by
// GET /api/series), the correlation computed from it, and whale transfers. Pure types, shared by the server,
// the widgets and the assistant.

import type { AnalyticsCoin, Timeframe } from '../catalog.ts';
import type { SentimentShares } from '../measured/types.ts';
import type { Provider } from '../provenance.ts';

/** One point of a span: hourly for 1D and 7D, daily for 30D and 90D. */
export interface SpanPoint {
  /** The period's start, ISO 8601 UTC. */
  time: string;
  /** In the response's currency (USD unless said). */
  price: number;
  /** Traded volume in that period, same currency. */
  volume: number;
  /** Measured sentiment 0–100 of that period, when it had items. */
  sentiment?: number;
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
  coin: AnalyticsCoin;
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
  sources: { providers: Provider[]; measured: boolean; updatedAt: string; stale?: boolean };
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
