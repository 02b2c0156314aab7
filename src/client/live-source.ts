// source="live": the figures the public providers give without a key, read from the reader's browser; the rest
// stays sample data, marked as such. A source per widget setting (currency, refresh), each passing its settings
// with every read. The parts: resources.ts (what is asked for), figures.ts (reading answers into figures, with
// provenance), combine.ts (figures from several answers), refresh.ts (keeping them fresh), request.ts (the
// page's shared requests).

import type { QuoteSymbol } from '../core/catalog.ts';
import type { Awaitable, DataSource, OnChainOverview } from '../core/data-source.ts';
import { ONCHAIN_SAMPLE_PARTS, onChainWith } from '../core/live/compose.ts';
import { refreshMs } from '../core/live/pace.ts';
import { COIN_QUOTES } from '../core/sample/common.ts';
import { combine } from './combine.ts';
import {
  addressesResource,
  coinSentimentResource,
  hashrateResource,
  historyResource,
  type Metric,
  metricOf,
  quotesResource,
  sentimentResource,
} from './live-resources.ts';
import { DEFAULT_SETTINGS, provenanceOf, type ReadSettings, read, sampleRead } from './read-resource.ts';
import { retryMissing, subscribe } from './refresh.ts';
import { RequestError } from './request.ts';
import { sampleDataSource } from './sample-source.ts';

export { MIN_REFRESH_MS, REFRESH_MS, refreshMs } from '../core/live/pace.ts';
export type { Reading, ReadSettings, Resource } from './read-resource.ts';
export { read } from './read-resource.ts';
export { holdRequests } from './refresh.ts';

/** Each coin's community sentiment, one request per coin (all of them share the page's requests). */
function liveCoinSentiments(settings: ReadSettings): Awaitable<Readonly<Record<string, number>>> {
  const sample = sampleDataSource.coinSentiments() as Readonly<Record<string, number>>;
  const symbols = COIN_QUOTES.map((quote) => quote.symbol as QuoteSymbol);
  const parts = symbols.map(
    (symbol) =>
      [
        () => read(coinSentimentResource(symbol), settings),
        () => ({ score: sample[symbol] ?? 50 }),
        `sentimiento de ${symbol}`,
        'coingecko',
      ] as const,
  );
  return combine<{ score: number }[], Readonly<Record<string, number>>>('coin sentiments', parts, (...scores) => ({
    value: Object.fromEntries(symbols.map((symbol, i) => [symbol, scores[i]?.score ?? sample[symbol] ?? 50])),
    sampleParts: [],
  }));
}

function liveOnChain(settings: ReadSettings): Awaitable<OnChainOverview> {
  const parts = [
    [() => read(hashrateResource, settings), () => metricOf('hashrate'), 'tasa de hash', 'mempool'],
    [() => read(addressesResource, settings), () => metricOf('addresses'), 'direcciones activas', 'blockchain'],
  ] as const;
  return combine<[Metric, Metric], OnChainOverview>('onchain', parts, (hashrate, addresses) => ({
    value: onChainWith(sampleDataSource.onChain() as OnChainOverview, { hashrate, addresses }),
    sampleParts: ONCHAIN_SAMPLE_PARTS,
  }));
}

type ChartReaders = typeof import('./live-span.ts');
let chartReaders: ChartReaders | undefined;

/**
 * What is drawn of CoinGecko's market_chart (a span, and the charts' 24 hours), read by a chunk of its own loaded on
 * the first chart (at once once loaded): a sentiment or quotes page never fetches it.
 */
function withChartReaders<T>(use: (readers: ChartReaders) => Awaitable<T>, failed: () => T): Awaitable<T> {
  if (chartReaders) return use(chartReaders);
  return import('./live-span.ts').then((module) => {
    chartReaders = module;
    return use(module);
  }, failed);
}

/** The live source whose reads are made with `settings`. */
function liveSource(settings: ReadSettings): DataSource {
  return {
    quotes: () => read(quotesResource, settings),
    marketHistory: () => read(historyResource, settings),
    sentiment: () => read(sentimentResource, settings),
    coinSentiment: (symbol) => read(coinSentimentResource(symbol as QuoteSymbol), settings),
    coinSentiments: () => liveCoinSentiments(settings),
    onChain: () => liveOnChain(settings),
    insights: () => sampleRead(sampleDataSource.insights(), 'perspectivas de IA'),
    portfolio: () => sampleRead(sampleDataSource.portfolio(), 'portafolio'),
    series: (coin, seed) =>
      withChartReaders(
        (readers) => readers.liveHourlySeries(coin, seed, settings),
        () => {
          throw new RequestError('no se pudo cargar el lector de series');
        },
      ),
    // Undefined when the span cannot be had: the widget then says why, or draws what it drew before spans.
    spanSeries: (coin, span) =>
      withChartReaders(
        (readers) => readers.liveSpanSeries(coin, span, settings),
        () => undefined,
      ),
    analyticsFigures: (coin) => sampleRead(sampleDataSource.analyticsFigures(coin), 'cifras del análisis'),
    ads: () => sampleDataSource.ads(),
    // Measured figures come from a site's server (a feed) only: the browser never calls the collectors' sources.
    measured: () => undefined,
    ask: (question, signal) => sampleDataSource.ask(question, signal),
    provenanceOf,
    subscribe,
    retry: retryMissing,
  };
}

/** Each figure at its own pace, in US dollars. */
export const liveDataSource: DataSource = liveSource(DEFAULT_SETTINGS);

const variants = new Map<string, DataSource>();

/**
 * The live source for a widget with its own `refresh` (seconds; never below 15 s) and `currency` (prices in
 * it; ISO 4217), or the default one (each figure's pace, US dollars).
 */
export function liveSourceWith(seconds: number | undefined, currency = 'USD'): DataSource {
  if (seconds === undefined && currency === 'USD') return liveDataSource;
  const maxAgeMs = refreshMs(seconds);
  const key = `${maxAgeMs} ${currency}`;
  let source = variants.get(key);
  if (!source) {
    source = liveSource({ currency, maxAgeMs });
    variants.set(key, source);
  }
  return source;
}
