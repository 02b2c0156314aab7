// source="live": the figures the public providers give without a key, read from the reader's browser; the rest
// stays sample data, marked as such. Reads answer at once from the page's shared cache when it holds an
// answer (stale answers too, while a fresh one loads), so a refresh never blanks a widget; the first read
// waits for the network. While widgets listen and the page is visible, stale answers are refreshed.

import type { QuoteSymbol } from '../catalog.ts';
import {
  type Awaitable,
  type DataSource,
  type OnChainOverview,
  type SentimentOverview,
  sampleDataSource,
} from '../data-source.ts';
import { type Credit, type Provenance, type Provider, SAMPLE } from '../provenance.ts';
import {
  COIN_QUOTES,
  MARKET_HISTORY,
  ONCHAIN_METRICS,
  OVERALL_SENTIMENT,
  PLATFORM_SENTIMENT,
  quoteOf,
} from '../sample-data.ts';
import { generateSeries } from '../series.ts';
import type { ChartPoint, CoinQuote, MarketPoint, OnChainMetric } from '../types.ts';
import { FEAR_AND_GREED_PATH, fearAndGreed } from './alternative.ts';
import { chartPath, latestFromChart } from './blockchain.ts';
import {
  COINGECKO_IDS,
  coinPath,
  type HourlyPoint,
  historyFromMarkets,
  hourlyFromMarketChart,
  marketChartPath,
  marketsPath,
  quotesFromMarkets,
  sentimentFromCoin,
} from './coingecko.ts';
import {
  ONCHAIN_SAMPLE_PARTS,
  onChainWith,
  SENTIMENT_SAMPLE_PARTS,
  SERIES_SAMPLE_PARTS,
  sentimentWith,
  seriesWith,
} from './compose.ts';
import { baseUrl } from './config.ts';
import { HASHRATE_PATH, hashrateFrom } from './mempool.ts';
import { type Answer, abortRequests, backingOff, cachedAnswer, RequestError, request } from './request.ts';

/** How long an answer counts as fresh, by kind of figure. */
export const REFRESH_MS = {
  prices: 60_000,
  series: 5 * 60_000,
  onChain: 10 * 60_000,
  fearAndGreed: 30 * 60_000,
  coinSentiment: 10 * 60_000,
} as const;

/** The shortest refresh any setting may ask for. */
export const MIN_REFRESH_MS = 15_000;

export interface Resource<T extends object> {
  /** Tells apart reads of the same answer (the quotes and the history share one). */
  key: string;
  /** The provider named as the figures' source; a feed names its publisher in each read instead. */
  provider?: Provider;
  /** Where the answer is (in the currency of the read in force, for the price resources). */
  url: (currency: string) => string;
  /** Who answers, in error messages; "el proveedor" unless said. */
  who?: string;
  maxAgeMs: number;
  /**
   * Reads the answer; returns the figures, the parts that had to stay sample data and, for a feed, who
   * published them and when. May throw a RequestError saying why the figures cannot be shown.
   */
  read(answer: Answer, currency: string): Reading<T> | undefined;
  /** The value when the answer cannot be used at all. */
  sample(): T;
  /** Prices: the sample value (in dollars) cannot stand in for them in another currency. */
  priced?: boolean;
}

export interface Reading<T> {
  value: T;
  sampleParts?: string[];
  /** Sample data standing in for a missing part: marked as sample, not as the provider's. */
  sample?: boolean;
  publisher?: Credit;
  /** The providers a feed names for the part (the feed built by our server does). */
  providers?: readonly Provider[];
  updatedAt?: number;
}

const provenances = new WeakMap<object, Provenance>();
const readValues = new WeakMap<Answer, Map<string, object>>();
const listeners = new Set<() => void>();
/** Every resource read on this page, by URL, for the refresh loop. */
const active = new Map<string, number>();

/** A resource's URL at one of the providers, whose base URL the page may have changed. */
const at =
  (provider: Provider, path: string | ((currency: string) => string)) =>
  (currency: string): string =>
    `${baseUrl(provider)}${typeof path === 'string' ? path : path(currency)}`;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The figures of an answer, the same object each time (so widgets that did not change skip rendering). */
function figuresOf<T extends object>(resource: Resource<T>, url: string, answer: Answer, currency: string): T {
  let values = readValues.get(answer);
  if (!values) {
    values = new Map();
    readValues.set(answer, values);
  }
  const key = `${url} ${resource.key}`;
  const known = values.get(key);
  if (known) return known as T;
  const read = resource.read(answer, currency);
  // Dollar figures shown as another currency would be wrong figures: then the widget says it has none.
  if (!read && resource.priced && currency !== 'USD') throw new RequestError('la respuesta del proveedor no sirve');
  const value = read?.value ?? resource.sample();
  provenances.set(
    value,
    !read
      ? SAMPLE
      : read.sample
        ? { ...SAMPLE, sampleParts: read.sampleParts }
        : {
            providers: read.providers ?? (resource.provider ? [resource.provider] : []),
            publisher: read.publisher,
            updatedAt: read.updatedAt ?? answer.receivedAt,
            sampleParts: read.sampleParts,
          },
  );
  values.set(key, value);
  return value;
}

function refreshInBackground(url: string, who?: string): void {
  request(url, false, who).then(notify, notify);
}

const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

/** A widget's own `refresh` and `currency`, in force while its reads run (they are synchronous calls). */
let refreshOverride: number | undefined;
let readCurrency = 'USD';

/** A resource's figures: at once from the page's cache (refreshing it when stale), or once they arrive. */
export function read<T extends object>(resource: Resource<T>): Awaitable<T> {
  const url = resource.url(readCurrency);
  const maxAge = refreshOverride ?? resource.maxAgeMs;
  // One request serves every widget: the URL refreshes as often as its most eager reader asks.
  active.set(url, Math.min(active.get(url) ?? Number.POSITIVE_INFINITY, maxAge));
  const answer = cachedAnswer(url);
  if (answer) {
    // A hidden page waits: the return to the page refreshes what went stale (see the listener below).
    if (Date.now() - answer.receivedAt >= maxAge && pageVisible()) refreshInBackground(url, resource.who);
    return figuresOf(resource, url, answer, readCurrency);
  }
  // Failed a moment ago and left alone for a while: say so at once, rather than with a promise each render.
  const failure = backingOff(url);
  if (failure) throw failure;
  // The currency in force now, not when the answer arrives.
  const currency = readCurrency;
  return request(url, false, resource.who).then((fresh) => figuresOf(resource, url, fresh, currency));
}

let timer: ReturnType<typeof setTimeout> | undefined;

let holders = 0;

/**
 * Called by each widget showing fetched figures while it is on the page; returns its release. When the last
 * one leaves, the requests on their way are aborted: nobody is left to show their answers. (Checked a task
 * later, so a widget that a framework moves — removed and added back at once — keeps them.)
 */
export function holdRequests(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    setTimeout(() => {
      if (holders === 0) abortRequests();
    });
  };
}

/** While someone listens and the page is visible, refreshes stale answers every 15 s at most. */
function scheduleRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0 || typeof document === 'undefined') return;
  timer = setTimeout(() => {
    if (pageVisible()) {
      for (const [url, maxAge] of active) {
        const answer = cachedAnswer(url);
        if (!answer || Date.now() - answer.receivedAt >= maxAge) refreshInBackground(url);
      }
    }
    scheduleRefresh();
  }, MIN_REFRESH_MS);
}

if (typeof document !== 'undefined') {
  // Back on the page after a while: refresh what went stale at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && listeners.size > 0) {
      for (const [url, maxAge] of active) {
        const answer = cachedAnswer(url);
        if (answer && Date.now() - answer.receivedAt >= maxAge) refreshInBackground(url);
      }
    }
  });
}

const quotesResource: Resource<readonly CoinQuote[]> = {
  key: 'quotes',
  priced: true,
  provider: 'coingecko',
  url: at('coingecko', marketsPath),
  maxAgeMs: REFRESH_MS.prices,
  read: ({ value }, currency) => {
    const { quotes, sampleCoins } = quotesFromMarkets(value);
    if (sampleCoins.length === quotes.length) return undefined;
    return {
      // Sample quotes are in dollars: in another currency a coin without a live quote is left out.
      value: currency === 'USD' ? quotes : quotes.filter((q) => !sampleCoins.includes(q.symbol)),
      sampleParts: sampleCoins.length > 0 ? [`cotización de ${sampleCoins.join(', ')}`] : [],
    };
  },
  sample: () => COIN_QUOTES,
};

const historyResource: Resource<readonly MarketPoint[]> = {
  key: 'history',
  priced: true,
  provider: 'coingecko',
  url: at('coingecko', marketsPath),
  maxAgeMs: REFRESH_MS.prices,
  read: ({ value, receivedAt }) => {
    const history = historyFromMarkets(value, receivedAt);
    return history && { value: history };
  },
  sample: () => MARKET_HISTORY,
};

const sentimentResource: Resource<SentimentOverview> = {
  key: 'sentiment',
  provider: 'alternative',
  url: at('alternative', FEAR_AND_GREED_PATH),
  maxAgeMs: REFRESH_MS.fearAndGreed,
  read: ({ value }) => {
    const index = fearAndGreed(value);
    return (
      index && {
        value: sentimentWith(index),
        sampleParts: SENTIMENT_SAMPLE_PARTS,
      }
    );
  },
  sample: () => ({ overall: OVERALL_SENTIMENT, platforms: PLATFORM_SENTIMENT }),
};

const coinSentimentResources = new Map<QuoteSymbol, Resource<{ score: number }>>();
function coinSentimentResource(symbol: QuoteSymbol): Resource<{ score: number }> {
  let resource = coinSentimentResources.get(symbol);
  if (!resource) {
    resource = {
      key: `coin ${symbol}`,
      provider: 'coingecko',
      url: at('coingecko', coinPath(symbol)),
      maxAgeMs: REFRESH_MS.coinSentiment,
      read: ({ value }) => {
        const score = sentimentFromCoin(value, symbol);
        return score === undefined ? undefined : { value: { score } };
      },
      sample: () => ({ score: quoteOf(symbol)?.sentiment ?? OVERALL_SENTIMENT }),
    };
    coinSentimentResources.set(symbol, resource);
  }
  return resource;
}

/** Each coin's community sentiment, one request per coin (all of them share the page's requests). */
function liveCoinSentiments(): Awaitable<Readonly<Record<string, number>>> {
  const sample = sampleDataSource.coinSentiments() as Readonly<Record<string, number>>;
  const symbols = COIN_QUOTES.map((quote) => quote.symbol as QuoteSymbol);
  const parts = symbols.map(
    (symbol) =>
      [
        () => read(coinSentimentResource(symbol)),
        () => ({ score: sample[symbol] ?? 50 }),
        `sentimiento de ${symbol}`,
      ] as const,
  );
  return combine<{ score: number }[], Readonly<Record<string, number>>>('coin sentiments', parts, (...scores) => ({
    value: Object.fromEntries(symbols.map((symbol, i) => [symbol, scores[i]?.score ?? sample[symbol] ?? 50])),
    sampleParts: [],
  }));
}

const composites = new Map<string, { parts: readonly object[]; value: object }>();
/** The sample data standing in for a part of a whole, by whole and part. */
const standIns = new Map<string, object>();

/**
 * One part of a combined value: its read, what stands in for it (sample data) if it cannot be had, and its
 * name in the provenance line then.
 */
type Part<T extends object> = readonly [read: () => Awaitable<T>, sample: () => T, label: string];

/**
 * A value built from several reads (figures from several providers, or live figures beside sample ones), the
 * same object while its parts are the same; its provenance names every provider and the oldest answer. A part
 * that cannot be had is sample data in the whole, named as such; only when none can be had does the whole fail.
 */
function combine<P extends object[], T extends object>(
  key: string,
  parts: { readonly [K in keyof P]: Part<P[K]> },
  build: (...values: P) => { value: T; sampleParts: string[] },
): Awaitable<T> {
  const all = parts as unknown as readonly Part<object>[];
  const settle = (values: readonly object[], missing: readonly string[]): T => {
    const known = composites.get(key);
    if (known && known.parts.length === values.length && known.parts.every((p, i) => p === values[i])) {
      return known.value as T;
    }
    const { value, sampleParts } = build(...(values as P));
    const sources = values.map((part) => provenances.get(part) ?? SAMPLE);
    const times = sources.flatMap((source) => (source.updatedAt === undefined ? [] : [source.updatedAt]));
    provenances.set(value, {
      providers: [...new Set(sources.flatMap((source) => source.providers))],
      updatedAt: times.length > 0 ? Math.min(...times) : undefined,
      sampleParts: [...new Set([...sampleParts, ...missing, ...sources.flatMap((source) => source.sampleParts ?? [])])],
    });
    composites.set(key, { parts: values, value });
    return value;
  };
  // A part that throws (it failed a moment ago) is sample data at once.
  // The same stand-in each time, so a whole with the same parts stays the same object.
  const standIn = (i: number): object => {
    const [, sample, label] = all[i] as Part<object>;
    const id = `${key} ${label}`;
    let value = standIns.get(id);
    if (!value) {
      value = sample();
      standIns.set(id, value);
    }
    return value;
  };
  let firstError: unknown;
  const reads = all.map(([readPart, , label], i): { value: Awaitable<object>; missing?: string } => {
    try {
      return { value: readPart() };
    } catch (error) {
      firstError ??= error;
      return { missing: label, value: standIn(i) };
    }
  });
  const missingNow = reads.flatMap(({ missing }) => (missing === undefined ? [] : [missing]));
  // Only when no part can be had does the whole fail.
  if (missingNow.length === all.length) throw firstError;
  if (!reads.some(({ value }) => value instanceof Promise)) {
    return settle(
      reads.map(({ value }) => value as object),
      missingNow,
    );
  }
  return Promise.allSettled(reads.map(({ value }) => value)).then((results) => {
    const failure = results.find((result) => result.status === 'rejected');
    if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
    const values = results.map((result, i) => (result.status === 'fulfilled' ? result.value : standIn(i)));
    const missing = results.flatMap((result, i) => (result.status === 'rejected' ? [all[i]?.[2] ?? ''] : []));
    return settle(values as object[], [...new Set([...missingNow, ...missing])]);
  });
}

const hashrateResource: Resource<{ value: number; change: number }> = {
  key: 'hashrate',
  provider: 'mempool',
  url: at('mempool', HASHRATE_PATH),
  maxAgeMs: REFRESH_MS.onChain,
  read: ({ value }) => {
    const hashrate = hashrateFrom(value);
    return hashrate && { value: hashrate };
  },
  sample: () => metricOf('hashrate'),
};

const addressesResource: Resource<{ value: number; change: number }> = {
  key: 'addresses',
  provider: 'blockchain',
  url: at('blockchain', chartPath('n-unique-addresses')),
  maxAgeMs: REFRESH_MS.onChain,
  read: ({ value }) => {
    const latest = latestFromChart(value, 'n-unique-addresses');
    return latest && { value: latest };
  },
  sample: () => metricOf('addresses'),
};

function metricOf(id: OnChainMetric['id']): { value: number; change: number } {
  const metric = ONCHAIN_METRICS.find((m) => m.id === id) as OnChainMetric;
  return { value: metric.value, change: metric.change };
}

function liveOnChain(): Awaitable<OnChainOverview> {
  const parts = [
    [() => read(hashrateResource), () => metricOf('hashrate'), 'tasa de hash'],
    [() => read(addressesResource), () => metricOf('addresses'), 'direcciones activas'],
  ] as const;
  type Metric = { value: number; change: number };
  return combine<[Metric, Metric], OnChainOverview>('onchain', parts, (hashrate, addresses) => ({
    value: onChainWith({ hashrate, addresses }),
    sampleParts: ONCHAIN_SAMPLE_PARTS,
  }));
}

const seriesResources = new Map<QuoteSymbol, Resource<HourlyPoint[]>>();
function seriesResource(symbol: QuoteSymbol): Resource<HourlyPoint[]> {
  let resource = seriesResources.get(symbol);
  if (!resource) {
    resource = {
      key: `series ${symbol}`,
      provider: 'coingecko',
      url: at('coingecko', (currency) => marketChartPath(symbol, currency)),
      maxAgeMs: REFRESH_MS.series,
      read: ({ value }) => {
        const hourly = hourlyFromMarketChart(value, symbol);
        return hourly && { value: hourly };
      },
      sample: () => [],
    };
    seriesResources.set(symbol, resource);
  }
  return resource;
}

/** Live price and volume for each hour; the other figures of a point stay the seeded sample series'. */
function liveSeries(coin: string, seed: number): Awaitable<readonly ChartPoint[]> {
  const symbol = (coin in COINGECKO_IDS ? coin : 'BTC') as QuoteSymbol;
  const sample = generateSeries(coin, seed);
  const currency = readCurrency;
  const parts = [[() => read(seriesResource(symbol)), () => [] as HourlyPoint[], 'serie'] as const] as const;
  return combine<[HourlyPoint[]], readonly ChartPoint[]>(`series ${coin} ${seed} ${currency}`, parts, (hourly) => {
    const live = seriesWith(sample, hourly);
    // The sample series is in dollars: it can stand in for live prices only in dollars.
    if (!live && currency !== 'USD') throw new RequestError('la respuesta del proveedor no sirve');
    return { value: live ?? sample, sampleParts: SERIES_SAMPLE_PARTS };
  });
}

/** Sample data inside a live widget, named for the provenance line. */
function sampleRead<T>(value: Awaitable<T>, part: string): Awaitable<T> {
  if (value && typeof value === 'object' && !provenances.has(value)) {
    provenances.set(value, { ...SAMPLE, sampleParts: [part] });
  }
  return value;
}

export const liveDataSource: DataSource = {
  quotes: () => read(quotesResource),
  marketHistory: () => read(historyResource),
  sentiment: () => read(sentimentResource),
  coinSentiment: (symbol) => read(coinSentimentResource(symbol as QuoteSymbol)),
  coinSentiments: liveCoinSentiments,
  onChain: liveOnChain,
  insights: () => sampleRead(sampleDataSource.insights(), 'perspectivas de IA'),
  portfolio: () => sampleRead(sampleDataSource.portfolio(), 'cartera'),
  series: liveSeries,
  analyticsFigures: (coin) => sampleRead(sampleDataSource.analyticsFigures(coin), 'cifras del análisis'),
  ads: () => sampleDataSource.ads(),
  ask: (question, signal) => sampleDataSource.ask(question, signal),
  provenanceOf: (value) => provenances.get(value),
  subscribe(listener) {
    listeners.add(listener);
    if (!timer) scheduleRefresh();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) scheduleRefresh();
    };
  },
  retry() {
    for (const url of active.keys()) if (!cachedAnswer(url)) request(url, true).then(notify, notify);
  },
};

/**
 * `source` with a widget's own refresh (ms; undefined: each figure's pace) and currency in force during each of
 * its reads: reads are synchronous calls, and the settings are restored after each.
 */
export function withReadSettings(source: DataSource, ms: number | undefined, currency: string): DataSource {
  const reading =
    <Args extends unknown[], R>(method: (...args: Args) => R) =>
    (...args: Args): R => {
      const before = [refreshOverride, readCurrency] as const;
      refreshOverride = ms;
      readCurrency = currency;
      try {
        return method(...args);
      } finally {
        [refreshOverride, readCurrency] = before;
      }
    };
  return {
    ...source,
    quotes: reading(source.quotes),
    marketHistory: reading(source.marketHistory),
    sentiment: reading(source.sentiment),
    coinSentiment: reading(source.coinSentiment),
    coinSentiments: reading(source.coinSentiments),
    onChain: reading(source.onChain),
    insights: reading(source.insights),
    portfolio: reading(source.portfolio),
    series: reading(source.series),
    analyticsFigures: reading(source.analyticsFigures),
  };
}

/** A widget's `refresh` in seconds as the wait between updates, never below 15 s. */
export const refreshMs = (seconds: number | undefined): number | undefined =>
  seconds === undefined ? undefined : Math.max(MIN_REFRESH_MS, seconds * 1000);

const variants = new Map<string, DataSource>();

/**
 * The live source for a widget with its own `refresh` (seconds; never below 15 s) and `currency` (prices in
 * it; ISO 4217), or the default one (each figure's pace, US dollars).
 */
export function liveSourceWith(seconds: number | undefined, currency = 'USD'): DataSource {
  if (seconds === undefined && currency === 'USD') return liveDataSource;
  const ms = refreshMs(seconds);
  const key = `${ms} ${currency}`;
  let source = variants.get(key);
  if (!source) {
    source = withReadSettings(liveDataSource, ms, currency);
    variants.set(key, source);
  }
  return source;
}
