// source="live": the figures the public providers give without a key, read from the reader's browser; the rest
// stays sample data, marked as such. Reads answer at once from the page's shared cache when it holds an
// answer (stale answers too, while a fresh one loads), so a refresh never blanks a widget; the first read
// waits for the network. While widgets listen and the page is visible, stale answers are refreshed.

import type { QuoteSymbol } from '../catalog.ts';
import { type Awaitable, type DataSource, type SentimentOverview, sampleDataSource } from '../data-source.ts';
import { type Provenance, type Provider, SAMPLE } from '../provenance.ts';
import { COIN_QUOTES, MARKET_HISTORY, OVERALL_SENTIMENT, PLATFORM_SENTIMENT, quoteOf } from '../sample-data.ts';
import type { CoinQuote, MarketPoint } from '../types.ts';
import { FEAR_AND_GREED_PATH, fearAndGreed } from './alternative.ts';
import { coinPath, historyFromMarkets, marketsPath, quotesFromMarkets, sentimentFromCoin } from './coingecko.ts';
import { baseUrl } from './config.ts';
import { type Answer, cachedAnswer, request } from './request.ts';

/** How long an answer counts as fresh, by kind of figure. */
export const REFRESH_MS = {
  prices: 60_000,
  fearAndGreed: 30 * 60_000,
  coinSentiment: 10 * 60_000,
} as const;

/** The shortest refresh any setting may ask for. */
export const MIN_REFRESH_MS = 15_000;

interface Resource<T extends object> {
  /** Tells apart reads of the same answer (the quotes and the history share one). */
  key: string;
  provider: Provider;
  path: string;
  maxAgeMs: number;
  /** Reads the answer; returns the figures and the parts that had to stay sample data. */
  read(answer: Answer): { value: T; sampleParts?: string[] } | undefined;
  /** The value when the answer cannot be used at all. */
  sample(): T;
}

const provenances = new WeakMap<object, Provenance>();
const readValues = new WeakMap<Answer, Map<string, object>>();
const listeners = new Set<() => void>();
/** Every resource read on this page, by URL, for the refresh loop. */
const active = new Map<string, number>();

const urlOf = (resource: Resource<object>) => `${baseUrl(resource.provider)}${resource.path}`;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The figures of an answer, the same object each time (so widgets that did not change skip rendering). */
function figuresOf<T extends object>(resource: Resource<T>, url: string, answer: Answer): T {
  let values = readValues.get(answer);
  if (!values) {
    values = new Map();
    readValues.set(answer, values);
  }
  const key = `${url} ${resource.key}`;
  const known = values.get(key);
  if (known) return known as T;
  const read = resource.read(answer);
  const value = read?.value ?? resource.sample();
  provenances.set(
    value,
    read
      ? { provider: resource.provider, updatedAt: answer.receivedAt, sampleParts: read.sampleParts }
      : { ...SAMPLE, sampleParts: undefined },
  );
  values.set(key, value);
  return value;
}

function refreshInBackground(url: string): void {
  request(url).then(notify, notify);
}

function read<T extends object>(resource: Resource<T>): Awaitable<T> {
  const url = urlOf(resource);
  active.set(url, Math.min(active.get(url) ?? Number.POSITIVE_INFINITY, resource.maxAgeMs));
  const answer = cachedAnswer(url);
  if (answer) {
    if (Date.now() - answer.receivedAt >= resource.maxAgeMs) refreshInBackground(url);
    return figuresOf(resource, url, answer);
  }
  return request(url).then((fresh) => figuresOf(resource, url, fresh));
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
  provider: 'coingecko',
  path: marketsPath('usd'),
  maxAgeMs: REFRESH_MS.prices,
  read: ({ value }) => {
    const { quotes, sampleCoins } = quotesFromMarkets(value);
    if (sampleCoins.length === quotes.length) return undefined;
    return {
      value: quotes,
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
  provider: 'coingecko',
  path: marketsPath('usd'),
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

/** Sample data inside a live widget: marked as sample for the provenance line. */
function sampleRead<T>(value: Awaitable<T>): Awaitable<T> {
  if (value && typeof value === 'object' && !provenances.has(value)) provenances.set(value, SAMPLE);
  return value;
}

export const liveDataSource: DataSource = {
  quotes: () => read(quotesResource),
  marketHistory: () => read(historyResource),
  sentiment: () => read(sentimentResource),
  coinSentiment: (symbol) => read(coinSentimentResource(symbol as QuoteSymbol)),
  onChain: () => sampleRead(sampleDataSource.onChain()),
  insights: () => sampleRead(sampleDataSource.insights()),
  portfolio: () => sampleRead(sampleDataSource.portfolio()),
  series: (coin, seed) => sampleRead(sampleDataSource.series(coin, seed)),
  analyticsFigures: (coin) => sampleRead(sampleDataSource.analyticsFigures(coin)),
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
