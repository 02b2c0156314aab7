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
import { type Provenance, type Provider, SAMPLE } from '../provenance.ts';
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
import { baseUrl } from './config.ts';
import { HASHRATE_PATH, hashrateFrom } from './mempool.ts';
import { type Answer, cachedAnswer, RequestError, request } from './request.ts';

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

interface Resource<T extends object> {
  /** Tells apart reads of the same answer (the quotes and the history share one). */
  key: string;
  provider: Provider;
  /** The path after the provider's base URL (the currency of the read in force, for the price resources). */
  path: string | ((currency: string) => string);
  maxAgeMs: number;
  /** Reads the answer; returns the figures and the parts that had to stay sample data. */
  read(answer: Answer, currency: string): { value: T; sampleParts?: string[] } | undefined;
  /** The value when the answer cannot be used at all. */
  sample(): T;
  /** Prices: the sample value (in dollars) cannot stand in for them in another currency. */
  priced?: boolean;
}

const provenances = new WeakMap<object, Provenance>();
const readValues = new WeakMap<Answer, Map<string, object>>();
const listeners = new Set<() => void>();
/** Every resource read on this page, by URL, for the refresh loop. */
const active = new Map<string, number>();

const urlOf = (resource: Resource<object>) =>
  `${baseUrl(resource.provider)}${typeof resource.path === 'string' ? resource.path : resource.path(readCurrency)}`;

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
    read ? { providers: [resource.provider], updatedAt: answer.receivedAt, sampleParts: read.sampleParts } : SAMPLE,
  );
  values.set(key, value);
  return value;
}

function refreshInBackground(url: string): void {
  request(url).then(notify, notify);
}

/** A widget's own `refresh` and `currency`, in force while its reads run (they are synchronous calls). */
let refreshOverride: number | undefined;
let readCurrency = 'USD';

function read<T extends object>(resource: Resource<T>): Awaitable<T> {
  const url = urlOf(resource);
  const maxAge = refreshOverride ?? resource.maxAgeMs;
  // One request serves every widget: the URL refreshes as often as its most eager reader asks.
  active.set(url, Math.min(active.get(url) ?? Number.POSITIVE_INFINITY, maxAge));
  const answer = cachedAnswer(url);
  if (answer) {
    if (Date.now() - answer.receivedAt >= maxAge) refreshInBackground(url);
    return figuresOf(resource, url, answer, readCurrency);
  }
  // The currency in force now, not when the answer arrives.
  const currency = readCurrency;
  return request(url).then((fresh) => figuresOf(resource, url, fresh, currency));
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** While someone listens and the page is visible, refreshes stale answers every 15 s at most. */
function scheduleRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0 || typeof document === 'undefined') return;
  timer = setTimeout(() => {
    if (document.visibilityState === 'visible') {
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
  path: marketsPath,
  maxAgeMs: REFRESH_MS.prices,
  read: ({ value }, currency) => {
    const { quotes, sampleCoins } = quotesFromMarkets(value);
    if (sampleCoins.length === quotes.length) return undefined;
    return {
      // Sample quotes are in dollars: in another currency a coin without a live quote is left out.
      value: currency === 'USD' ? quotes : quotes.filter((q) => !sampleCoins.includes(q.symbol)),
      sampleParts: [
        'sentimiento por moneda',
        ...(sampleCoins.length > 0 ? [`cotización de ${sampleCoins.join(', ')}`] : []),
      ],
    };
  },
  sample: () => COIN_QUOTES,
};

const historyResource: Resource<readonly MarketPoint[]> = {
  key: 'history',
  priced: true,
  provider: 'coingecko',
  path: marketsPath,
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
  path: FEAR_AND_GREED_PATH,
  maxAgeMs: REFRESH_MS.fearAndGreed,
  read: ({ value }) => {
    const index = fearAndGreed(value);
    return (
      index && {
        value: { overall: index.value, label: index.label, platforms: PLATFORM_SENTIMENT },
        sampleParts: ['por plataforma'],
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
      path: coinPath(symbol),
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

const composites = new Map<string, { parts: readonly object[]; value: object }>();

/** One part of a combined value: its read, and what stands in for it (sample data) if it cannot be had. */
type Part<T extends object> = readonly [read: Awaitable<T>, sample: () => T];

/**
 * A value built from several reads (figures from two providers, or live figures beside sample ones), the same
 * object while its parts are the same; its provenance names every provider and the oldest answer. A part that
 * cannot be had is sample data in the whole; only when none can be had does the whole fail.
 */
function combine<A extends object, B extends object, T extends object>(
  key: string,
  parts: readonly [Part<A>, Part<B>?],
  build: (a: A, b: B) => { value: T; sampleParts: string[] },
): Awaitable<T> {
  const settle = (values: readonly object[]): T => {
    const known = composites.get(key);
    if (known && known.parts.length === values.length && known.parts.every((p, i) => p === values[i])) {
      return known.value as T;
    }
    const { value, sampleParts } = build(values[0] as A, values[1] as B);
    const sources = values.map((part) => provenances.get(part) ?? SAMPLE);
    const times = sources.flatMap((source) => (source.updatedAt === undefined ? [] : [source.updatedAt]));
    provenances.set(value, {
      providers: [...new Set(sources.flatMap((source) => source.providers))],
      updatedAt: times.length > 0 ? Math.min(...times) : undefined,
      sampleParts: [...new Set([...sampleParts, ...sources.flatMap((source) => source.sampleParts ?? [])])],
    });
    composites.set(key, { parts: values, value });
    return value;
  };
  const present = (parts as readonly (Part<object> | undefined)[]).filter(
    (part): part is Part<object> => part !== undefined,
  );
  if (!present.some(([value]) => value instanceof Promise)) return settle(present.map(([value]) => value as object));
  return Promise.allSettled(present.map(([value]) => value)).then((results) => {
    const failure = results.find((result) => result.status === 'rejected');
    if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
    return settle(
      results.map((result, i) => (result.status === 'fulfilled' ? result.value : (present[i]?.[1]() ?? {}))),
    );
  });
}

const hashrateResource: Resource<{ value: number; change: number }> = {
  key: 'hashrate',
  provider: 'mempool',
  path: HASHRATE_PATH,
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
  path: chartPath('n-unique-addresses'),
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
    [read(hashrateResource), () => metricOf('hashrate')],
    [read(addressesResource), () => metricOf('addresses')],
  ] as const;
  return combine('onchain', parts, (hashrate, addresses) => {
    const live: Partial<Record<OnChainMetric['id'], { value: number; change: number }>> = { hashrate, addresses };
    const sample = sampleDataSource.onChain() as OnChainOverview;
    return {
      value: {
        ...sample,
        metrics: sample.metrics.map((metric) => {
          const figure = live[metric.id];
          return figure ? { ...metric, ...figure, trend: figure.change >= 0 ? 'up' : 'down' } : metric;
        }),
      },
      sampleParts: ['ballenas', 'volumen on-chain', 'salud de la red'],
    };
  });
}

const seriesResources = new Map<QuoteSymbol, Resource<HourlyPoint[]>>();
function seriesResource(symbol: QuoteSymbol): Resource<HourlyPoint[]> {
  let resource = seriesResources.get(symbol);
  if (!resource) {
    resource = {
      key: `series ${symbol}`,
      provider: 'coingecko',
      path: (currency) => marketChartPath(symbol, currency),
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
  const parts = [[read(seriesResource(symbol)), () => [] as HourlyPoint[]]] as const;
  return combine(`series ${coin} ${seed} ${currency}`, parts, (hourly: HourlyPoint[]) => {
    // The sample series is in dollars: it can stand in for live prices only in dollars.
    if (hourly.length !== sample.length && currency !== 'USD') {
      throw new RequestError('la respuesta del proveedor no sirve');
    }
    return {
      value:
        hourly.length === sample.length
          ? sample.map((point, i) => {
              const live = hourly[i] as HourlyPoint;
              // CoinGecko's volume is the trading volume of the 24 h up to that hour: its hourly share.
              return { ...point, time: live.time, price: live.price, volume: live.volume / 24 };
            })
          : sample,
      sampleParts: ['sentimiento', 'transacciones', 'direcciones', 'ballenas'],
    };
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

const variants = new Map<string, DataSource>();

/**
 * The live source for a widget with its own `refresh` (seconds; never below 15 s) and `currency` (prices in
 * it; ISO 4217), or the default one (each figure's pace, US dollars).
 */
export function liveSourceWith(seconds: number | undefined, currency = 'USD'): DataSource {
  if (seconds === undefined && currency === 'USD') return liveDataSource;
  const ms = seconds === undefined ? undefined : Math.max(MIN_REFRESH_MS, seconds * 1000);
  const key = `${ms} ${currency}`;
  let source = variants.get(key);
  if (!source) {
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
    source = {
      ...liveDataSource,
      quotes: reading(liveDataSource.quotes),
      marketHistory: reading(liveDataSource.marketHistory),
      sentiment: reading(liveDataSource.sentiment),
      coinSentiment: reading(liveDataSource.coinSentiment),
      onChain: reading(liveDataSource.onChain),
      series: reading(liveDataSource.series),
    };
    variants.set(key, source);
  }
  return source;
}
