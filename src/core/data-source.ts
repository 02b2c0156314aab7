// The seam between widgets and their data. Widgets read through a DataSource only, so a live source can
// replace the sample data without touching a widget. A method may answer at once (the sample data does, so
// widgets paint their content on the first frame) or with a Promise (a network source will).

import type { AdVariant, Timeframe } from './catalog.ts';
import type { MeasuredSentiment } from './measured/types.ts';
import type { Provenance } from './provenance.ts';
import { CHAT_REPLY_DELAY_MS, COIN_QUOTES, OVERALL_SENTIMENT, PLATFORM_SENTIMENT, quoteOf } from './sample/common.ts';
import type { SpanSeries } from './spans/types.ts';
import type {
  Ad,
  AiInsight,
  ChartPoint,
  CoinQuote,
  MarketPoint,
  OnChainMetric,
  PlatformSentiment,
  Portfolio,
} from './types.ts';

export type Awaitable<T> = T | Promise<T>;

export interface SentimentOverview {
  overall: number;
  /** The provider's own word for `overall` (the Fear & Greed classification), when it has one. */
  label?: string;
  platforms: readonly PlatformSentiment[];
}

export interface OnChainOverview {
  metrics: readonly OnChainMetric[];
  /** Percent. */
  networkHealth: number;
  networkHealthLabel: string;
}

export interface InsightsOverview {
  insights: readonly AiInsight[];
  /** How many data sources the AI analyses. */
  dataSources: number;
  /** With cards made by rules: how many rules had the figures to decide (0: none yet, so no card says nothing). */
  rulesWithFigures?: number;
}

/** The fixed figures beside the analytics charts (spec §2). */
export interface AnalyticsFigures {
  /** Percent of mentions that are positive, neutral and negative. */
  sentimentSplit: { positive: number; neutral: number; negative: number };
  /** Dollars moved on-chain in 24 h. */
  onChainVolume: number;
  whaleTransactions: number;
}

export interface DataSource {
  quotes(): Awaitable<readonly CoinQuote[]>;
  /** Six 4-hour points of the overview coins' prices. */
  marketHistory(): Awaitable<readonly MarketPoint[]>;
  sentiment(): Awaitable<SentimentOverview>;
  onChain(): Awaitable<OnChainOverview>;
  insights(): Awaitable<InsightsOverview>;
  portfolio(): Awaitable<Portfolio>;
  /** 24 hourly points for a coin; the same seed gives the same series. */
  series(coin: string, seed: number): Awaitable<readonly ChartPoint[]>;
  analyticsFigures(coin: string): Awaitable<AnalyticsFigures>;
  /**
   * A coin's real history over the chosen span (price, volume, measured sentiment where a server has it, and
   * the correlation of their changes); undefined whenever a span cannot be had (the widget then shows its 24 hours
   * as before). The sample data has none (absent: its timeframe is only a label, spec), nor a source that does
   * not say.
   */
  spanSeries?(coin: string, span: Timeframe): Awaitable<SpanSeries | undefined>;
  ads(): Awaitable<Readonly<Record<AdVariant, Ad>>>;
  /** A coin's sentiment score, 0–100. */
  coinSentiment(symbol: string): Awaitable<{ score: number }>;
  /** Every quoted coin's sentiment score, 0–100, by symbol (trending's sentiment column). */
  coinSentiments(): Awaitable<Readonly<Record<string, number>>>;
  /**
   * What the site's server measured itself in public posts and headlines (a feed's `measured` part); undefined
   * for the sample data and for `source="live"`, whose browser never calls the collectors' sources.
   */
  measured(): Awaitable<MeasuredSentiment | undefined>;
  /** The assistant's answer to a question; rejects with an AbortError when `signal` aborts first. */
  ask(question: string, signal?: AbortSignal): Promise<string>;
  /** Where a value this source returned comes from; sources that do not say are sample data. */
  provenanceOf?(value: object): Provenance | undefined;
  /** Calls `listener` when newer figures arrived (or a refresh failed); returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
  /** Asks again for what could not be loaded, at once (the reader pressed "Reintentar"). */
  retry?(): void;
}

function abortError(): DOMException {
  return new DOMException('La pregunta se canceló.', 'AbortError');
}

/** Waits `ms`, leaving no timer behind when `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The sample figures one kind of widget alone shows. In the browser they travel with that widget's code (its
 * module's `sample`, handed over as its tag is defined: src/client/sample-source.ts), so a page loads only its own
 * widgets'; the server and tests hand over all of them at once (sample-data.ts, OWN_SAMPLES).
 */
export type OwnSample = Pick<
  DataSource,
  'onChain' | 'insights' | 'portfolio' | 'ads' | 'series' | 'analyticsFigures' | 'marketHistory'
>;

const SAMPLE_COIN_SENTIMENTS: Readonly<Record<string, number>> = Object.fromEntries(
  COIN_QUOTES.map((quote) => [quote.symbol, quote.sentiment]),
);

/**
 * The spec's sample data as a source: synchronous, offline, deterministic for a given seed. `own` holds the figures
 * one widget alone shows; it is read at each call, so figures handed over later are answered too.
 */
export function createSampleSource(own: Readonly<Partial<OwnSample>>): DataSource {
  const ownSample = <K extends keyof OwnSample>(key: K): OwnSample[K] => {
    const read = own[key];
    if (!read) throw new Error(`No sample ${key}: its widget's code has not provided it.`);
    return read;
  };
  return {
    quotes: () => COIN_QUOTES,
    marketHistory: () => ownSample('marketHistory')(),
    sentiment: () => ({ overall: OVERALL_SENTIMENT, platforms: PLATFORM_SENTIMENT }),
    onChain: () => ownSample('onChain')(),
    insights: () => ownSample('insights')(),
    portfolio: () => ownSample('portfolio')(),
    series: (coin, seed) => ownSample('series')(coin, seed),
    analyticsFigures: (coin) => ownSample('analyticsFigures')(coin),
    ads: () => ownSample('ads')(),
    coinSentiment: (symbol) => ({ score: quoteOf(symbol)?.sentiment ?? OVERALL_SENTIMENT }),
    coinSentiments: () => SAMPLE_COIN_SENTIMENTS,
    measured: () => undefined,
    async ask(question, signal) {
      // The sample replies travel with the chat's code (already here when a chat asks): a page without a chat never
      // fetches them.
      const replies = import('./chat-reply.ts');
      await delay(CHAT_REPLY_DELAY_MS, signal);
      return (await replies).replyTo(question);
    },
  };
}
