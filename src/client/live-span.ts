// source="live" without a server: a coin's span straight from CoinGecko's market_chart, read through the live
// source's machinery (the page's shared request, backoff), drawn onto the span's periods by the same pure function
// as the server's /api/series (src/core/spans/points.ts). No sentiment column: the browser never reads the
// collectors' sources. Its own chunk, fetched by the live source on a widget's first span.

import type { AnalyticsCoin, QuoteSymbol, Timeframe } from '../core/catalog.ts';
import type { Awaitable } from '../core/data-source.ts';
import { COINGECKO_IDS } from '../core/live/coingecko.ts';
import type { SpanSeries } from '../core/signals/types.ts';
import { spanPoints, spanSeriesOf } from '../core/spans/points.ts';
import { type ChartReading, marketChartResource } from './live-resources.ts';
import { provenanceOf, type ReadSettings, read, setProvenance } from './read-resource.ts';

/** Each answer's span, the same object each time (widgets that did not change skip rendering). */
const drawn = new WeakMap<ChartReading, SpanSeries | null>();

/** The span drawn from a market_chart reading, or null when it has fewer than two points to draw. */
function spanOf(chart: ChartReading, coin: AnalyticsCoin, span: Timeframe, currency: string): SpanSeries | null {
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
            sources: {
              providers: ['coingecko'],
              measured: false,
              updatedAt: new Date(chart.receivedAt).toISOString(),
            },
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
  coin: AnalyticsCoin,
  span: Timeframe,
  settings: ReadSettings,
): Awaitable<SpanSeries | undefined> {
  const symbol = (coin in COINGECKO_IDS ? coin : 'BTC') as QuoteSymbol & AnalyticsCoin;
  const known = (chart: ChartReading) => spanOf(chart, symbol, span, settings.currency) ?? undefined;
  try {
    const chart = read(marketChartResource(`${symbol} ${span}`), settings);
    return chart instanceof Promise ? chart.then(known, () => undefined) : known(chart);
  } catch {
    return undefined;
  }
}
