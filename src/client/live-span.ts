// source="live" without a server: what the charts draw of CoinGecko's market_chart, read through the live source's
// machinery (the page's shared request, backoff). One resource per coin and span whose answer is read once into
// samples (src/core/spans/market-chart.ts); from them, by the same pure functions as the server's, a span's points
// and the charts' last 24 hours (the 1D answer serves both). No sentiment column: the browser never reads the
// collectors' sources. Its own chunk, fetched by the live source on a chart's first read.

import type { QuoteSymbol, Timeframe } from '../core/catalog.ts';
import type { Awaitable } from '../core/data-source.ts';
import { MAX_ANSWER_BYTES } from '../core/live/capped-body.ts';
import { COINGECKO_IDS } from '../core/live/coingecko.ts';
import { SERIES_SAMPLE_PARTS, seriesWith } from '../core/live/compose.ts';
import { REFRESH_MS } from '../core/live/pace.ts';
import { type MarketChartSamples, marketChartPath, samplesFromMarketChart } from '../core/spans/market-chart.ts';
import { hourlyPoints, spanPoints, spanSeriesOf } from '../core/spans/points.ts';
import type { SpanSeries } from '../core/spans/types.ts';
import type { ChartPoint } from '../core/types.ts';
import { combine } from './combine.ts';
import { warnField } from './field-warnings.ts';
import { at, perKey } from './live-resources.ts';
import { provenanceOf, type ReadSettings, read, setProvenance } from './read-resource.ts';
import { RequestError } from './request.ts';
import { sampleDataSource } from './sample-source.ts';

/** A market_chart answer's samples, with the answer's arrival (the moment its periods are drawn at). */
interface ChartReading extends MarketChartSamples {
  receivedAt: number;
}

/** No usable answer: no samples (the charts' 24 hours stay sample data, the span is none). */
const NO_SAMPLES: ChartReading = Object.freeze({ prices: [], volumes: [], receivedAt: 0 }) as ChartReading;

/** A coin the browser reads from CoinGecko (the spec's); another has no chart here, and none stands in for it. */
const chartCoin = (coin: string) => (coin in COINGECKO_IDS ? (coin as QuoteSymbol) : undefined);

const marketChart = perKey<`${QuoteSymbol} ${Timeframe}`, ChartReading>((key) => {
  const [symbol, span] = key.split(' ') as [QuoteSymbol, Timeframe];
  return {
    key: `market_chart ${key}`,
    provider: 'coingecko',
    url: at('coingecko', (currency) => marketChartPath(COINGECKO_IDS[symbol], span, currency)),
    // The longer the span, the less an hour's news moves it.
    maxAgeMs: span === '30D' || span === '90D' ? REFRESH_MS.series * 6 : REFRESH_MS.series,
    maxBytes: MAX_ANSWER_BYTES.marketChart,
    read: ({ value, receivedAt }) => {
      const samples = samplesFromMarketChart(value, COINGECKO_IDS[symbol], warnField);
      return samples && { value: { ...samples, receivedAt } };
    },
    sample: () => NO_SAMPLES,
  };
});

/** Each answer's span, the same object each time (widgets that did not change skip rendering). */
const drawn = new WeakMap<ChartReading, SpanSeries | null>();

/** The span drawn from a market_chart reading, or null when it has fewer than two points to draw. */
function spanOf(chart: ChartReading, coin: string, span: Timeframe, currency: string): SpanSeries | null {
  const known = drawn.get(chart);
  if (known !== undefined) return known;
  const points = chart.prices.length > 0 ? spanPoints(span, chart.receivedAt, chart) : [];
  const series =
    points.length < 2
      ? null
      : spanSeriesOf(
          {
            coin,
            span,
            currency,
            sources: { providers: ['coingecko'], measured: false, updatedAt: new Date(chart.receivedAt).toISOString() },
          },
          points,
        );
  const provenance = provenanceOf(chart);
  if (series && provenance) setProvenance(series, provenance);
  drawn.set(chart, series);
  return series;
}

/** The span of `coin`, or undefined when it cannot be had (the widget then says why, or shows its 24 hours). */
export function liveSpanSeries(
  coin: string,
  span: Timeframe,
  settings: ReadSettings,
): Awaitable<SpanSeries | undefined> {
  const symbol = chartCoin(coin);
  if (!symbol) return undefined;
  const known = (chart: ChartReading) => spanOf(chart, symbol, span, settings.currency) ?? undefined;
  try {
    const chart = read(marketChart(`${symbol} ${span}`), settings);
    return chart instanceof Promise ? chart.then(known, () => undefined) : known(chart);
  } catch {
    return undefined;
  }
}

/**
 * The charts' 24 hours: live price and volume for each of the last 24 hours (the 1D span's points), the other
 * figures of a point the seeded sample series'.
 */
export function liveHourlySeries(coin: string, seed: number, settings: ReadSettings): Awaitable<readonly ChartPoint[]> {
  const sample = sampleDataSource.series(coin, seed) as readonly ChartPoint[];
  const { currency } = settings;
  const symbol = chartCoin(coin);
  const parts = [
    [
      () => (symbol ? read(marketChart(`${symbol} 1D`), settings) : NO_SAMPLES),
      () => NO_SAMPLES,
      'serie',
      'coingecko',
    ] as const,
  ] as const;
  return combine<[ChartReading], readonly ChartPoint[]>(`series ${coin} ${seed} ${currency}`, parts, (chart) => {
    const hourly = hourlyPoints(chart, chart.receivedAt);
    const live = hourly && seriesWith(sample, hourly);
    // The sample series is in dollars: it can stand in for live prices only in dollars.
    if (!live && currency !== 'USD') throw new RequestError('la respuesta del proveedor no sirve');
    return { value: live ?? sample, sampleParts: SERIES_SAMPLE_PARTS };
  });
}
