// source="live": the figures the public providers give without a key, read from the reader's browser; the rest
// stays sample data, marked as such. A source per widget setting (currency, refresh), each passing its settings
// with every read. The parts: resources.ts (what is asked for), figures.ts (reading answers into figures, with
// provenance), combine.ts (figures from several answers), refresh.ts (keeping them fresh), request.ts (the
// page's shared requests).

import type { AnalyticsCoin, QuoteSymbol, Timeframe } from '../core/catalog.ts';
import type { Awaitable, DataSource, OnChainOverview } from '../core/data-source.ts';
import { COINGECKO_IDS, type HourlyPoint } from '../core/live/coingecko.ts';
import { ONCHAIN_SAMPLE_PARTS, onChainWith, SERIES_SAMPLE_PARTS, seriesWith } from '../core/live/compose.ts';
import { refreshMs } from '../core/live/pace.ts';
import { COIN_QUOTES } from '../core/sample/common.ts';
import type { SpanSeries } from '../core/signals/types.ts';
import type { ChartPoint } from '../core/types.ts';
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
  seriesResource,
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

/** Live price and volume for each hour; the other figures of a point stay the seeded sample series'. */
function liveSeries(coin: string, seed: number, settings: ReadSettings): Awaitable<readonly ChartPoint[]> {
  const symbol = (coin in COINGECKO_IDS ? coin : 'BTC') as QuoteSymbol;
  const sample = sampleDataSource.series(coin, seed) as readonly ChartPoint[];
  const { currency } = settings;
  const parts = [
    [() => read(seriesResource(symbol), settings), () => [] as HourlyPoint[], 'serie', 'coingecko'] as const,
  ] as const;
  return combine<[HourlyPoint[]], readonly ChartPoint[]>(`series ${coin} ${seed} ${currency}`, parts, (hourly) => {
    const live = seriesWith(sample, hourly);
    // The sample series is in dollars: it can stand in for live prices only in dollars.
    if (!live && currency !== 'USD') throw new RequestError('la respuesta del proveedor no sirve');
    return { value: live ?? sample, sampleParts: SERIES_SAMPLE_PARTS };
  });
}

type SpanReader = typeof import('./live-span.ts').liveSpanSeries;
let loadedSpanReader: SpanReader | undefined;

/**
 * The chosen span's price and volume from CoinGecko, read by a chunk of its own loaded on the first span (at once
 * once loaded); undefined when they cannot be had, and the widget draws what it drew before spans.
 */
function liveSpanSeries(
  coin: AnalyticsCoin,
  span: Timeframe,
  settings: ReadSettings,
): Awaitable<SpanSeries | undefined> {
  if (loadedSpanReader) return loadedSpanReader(coin, span, settings);
  return import('./live-span.ts').then(
    (module) => {
      loadedSpanReader = module.liveSpanSeries;
      return loadedSpanReader(coin, span, settings);
    },
    () => undefined,
  );
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
    series: (coin, seed) => liveSeries(coin, seed, settings),
    spanSeries: (coin, span) => liveSpanSeries(coin, span, settings),
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
