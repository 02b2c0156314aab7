// source="live" without a server: a coin's span straight from CoinGecko's market_chart, read through the live
// source's machinery (shared request, cache per coin, span and currency, backoff), with the correlation of its
// changes computed here. No sentiment column: the browser never reads the collectors' sources. Its own chunk,
// fetched by the live source on a widget's first span.

import type { AnalyticsCoin, QuoteSymbol, Timeframe } from '../core/catalog.ts';
import type { Awaitable } from '../core/data-source.ts';
import { MONEY, PRICE } from '../core/feed/bounds.ts';
import { MAX_ANSWER_BYTES } from '../core/live/body.ts';
import { COINGECKO_IDS, HOUR_MS, pairs } from '../core/live/coingecko.ts';
import { REFRESH_MS } from '../core/live/pace.ts';
import { isRecord } from '../core/live/read-fields.ts';
import { spanCorrelation } from '../core/signals/correlation.ts';
import type { SpanPoint, SpanSeries } from '../core/signals/types.ts';
import { warnField } from './field-warnings.ts';
import { baseUrl } from './provider-urls.ts';
import { type ReadSettings, type Resource, read } from './read-resource.ts';

/** The `days` of market_chart for each span: 5-minutely for 1, hourly for 2 to 90 (CoinGecko's granularity). */
export const SPAN_DAYS: Readonly<Record<Timeframe, number>> = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 };
/** How many points each span draws: hours for 1D and 7D, UTC days for 30D and 90D. */
export const SPAN_POINTS: Readonly<Record<Timeframe, number>> = { '1D': 24, '7D': 168, '30D': 30, '90D': 90 };
const DAY_MS = 24 * HOUR_MS;

export const spanChartPath = (symbol: QuoteSymbol, span: Timeframe, currency = 'USD') =>
  `/coins/${COINGECKO_IDS[symbol]}/market_chart?vs_currency=${currency.toLowerCase()}&days=${SPAN_DAYS[span]}`;

/**
 * A span's points from /coins/{id}/market_chart: for each hour (1D, 7D) or UTC day (30D, 90D), the last price
 * in it, stamped with the period's start. CoinGecko's volume is the rolling 24 h volume at each moment: a day's
 * is its last one; an hour's is estimated as a 24th of it (the contract's volume is the period's own, and the
 * provider gives no hourly volume). Undefined when the answer is wrong or too short to draw.
 */
export function spanPointsFromMarketChart(
  body: unknown,
  symbol: QuoteSymbol,
  span: Timeframe,
): SpanPoint[] | undefined {
  const id = COINGECKO_IDS[symbol];
  if (!isRecord(body)) {
    warnField(`coingecko ${id}/market_chart`, 'la respuesta no es un objeto');
    return undefined;
  }
  const prices = pairs(body, 'prices', id, PRICE, warnField);
  const volumes = pairs(body, 'total_volumes', id, MONEY, warnField);
  if (!prices || !volumes) return undefined;
  const period = span === '30D' || span === '90D' ? DAY_MS : HOUR_MS;
  const lastOf = (list: [number, number][]) => {
    const byPeriod = new Map<number, number>();
    for (const [at, value] of list) byPeriod.set(Math.floor(at / period), value);
    return byPeriod;
  };
  const priceBy = lastOf(prices);
  const volumeBy = lastOf(volumes);
  const periods = [...priceBy.keys()].sort((a, b) => a - b).slice(-SPAN_POINTS[span]);
  if (periods.length < 2) {
    warnField(`coingecko ${id}/market_chart.prices`, 'no cubre el periodo');
    return undefined;
  }
  return periods.map((p) => ({
    time: new Date(p * period).toISOString(),
    price: priceBy.get(p) as number,
    // CoinGecko's total_volumes is the rolling 24 h volume at that moment: kept as such, as /api/series does.
    volume: volumeBy.get(p) ?? 0,
  }));
}

/** Stands for "no span series" among the reads, whose values are objects. */
const NO_SPAN = Object.freeze({}) as SpanSeries;

const resources = new Map<string, Resource<SpanSeries>>();

function spanResource(coin: AnalyticsCoin, span: Timeframe): Resource<SpanSeries> {
  const key = `${coin} ${span}`;
  let resource = resources.get(key);
  if (!resource) {
    resource = {
      key: `span ${key}`,
      provider: 'coingecko',
      url: (currency) => `${baseUrl('coingecko')}${spanChartPath(coin, span, currency)}`,
      // The longer the span, the less an hour's news moves it.
      maxAgeMs: SPAN_DAYS[span] > 7 ? REFRESH_MS.series * 6 : REFRESH_MS.series,
      maxBytes: MAX_ANSWER_BYTES.marketChart,
      read: ({ value, receivedAt }, currency) => {
        const points = spanPointsFromMarketChart(value, coin, span);
        if (!points) return undefined;
        return {
          value: {
            coin,
            span,
            currency,
            points,
            correlation: spanCorrelation(points, SPAN_DAYS[span] > 7 ? DAY_MS : HOUR_MS),
            sources: { providers: ['coingecko'], measured: false, updatedAt: new Date(receivedAt).toISOString() },
          },
        };
      },
      sample: () => NO_SPAN,
    };
    resources.set(key, resource);
  }
  return resource;
}

/** The span of `coin`, or undefined when it cannot be had (the widget then shows its 24 hours as before). */
export function liveSpanSeries(
  coin: AnalyticsCoin,
  span: Timeframe,
  settings: ReadSettings,
): Awaitable<SpanSeries | undefined> {
  const known = (series: SpanSeries) => (series === NO_SPAN ? undefined : series);
  try {
    const series = read(spanResource(coin in COINGECKO_IDS ? coin : 'BTC', span), settings);
    return series instanceof Promise ? series.then(known, () => undefined) : known(series);
  } catch {
    return undefined;
  }
}
