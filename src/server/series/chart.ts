// What /api/series asks CoinGecko for: one coin's market_chart over the span's days, in the asked currency
// (https://docs.coingecko.com/reference/coins-id-market-chart: `prices`, `market_caps` and `total_volumes`, each a
// list of [ms, value]; 5-minute samples for 1 day, hourly for 2–90 days). Read without trusting it: a sample out
// of bounds is dropped, an answer without a usable price is none.

import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import { type Bounds, MONEY, PRICE, within } from '../../core/feed/bounds.ts';
import { MAX_ANSWER_BYTES } from '../../core/live/body.ts';
import { COINGECKO_IDS } from '../../core/live/coingecko.ts';
import { isRecord } from '../../core/live/read-fields.ts';
import type { ServerConfig } from '../api-settings.ts';
import type { UpstreamResource } from '../upstream.ts';

/** The `days` asked for each span: hourly samples (5-minute ones for 1D) from which the periods are drawn. */
export const SPAN_DAYS: Readonly<Record<Timeframe, number>> = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 };

/** How long an answer stays fresh: a day's chart moves by the minute, three months' by the day. */
export const SPAN_TTL_MS: Readonly<Record<Timeframe, number>> = {
  '1D': 5 * 60_000,
  '7D': 15 * 60_000,
  '30D': 60 * 60_000,
  '90D': 60 * 60_000,
};

/** One coin's samples, oldest first. */
export interface ChartSamples {
  prices: [number, number][];
  /** CoinGecko's rolling 24 h volume at each sample. */
  volumes: [number, number][];
}

export const marketChartUrl = (base: string, coin: AnalyticsCoin, span: Timeframe, currency: string): string =>
  `${base}/coins/${COINGECKO_IDS[coin]}/market_chart?vs_currency=${currency.toLowerCase()}&days=${SPAN_DAYS[span]}`;

/**
 * The list's usable [ms, value] pairs, oldest first; undefined when the list itself is missing. A pair that is not
 * [time, value within bounds] is dropped; an answer without any usable price fails as a whole, and the upstream
 * cache says so in the log (there is no sample data to fall back on here).
 */
function samples(body: Record<string, unknown>, key: string, bounds: Bounds): [number, number][] | undefined {
  const list = body[key];
  if (!Array.isArray(list)) return undefined;
  const usable = list.filter(
    (pair): pair is [number, number] =>
      Array.isArray(pair) && pair.length >= 2 && Number.isFinite(pair[0]) && within(pair[1], bounds),
  );
  return usable.map(([at, value]) => [at, value] as [number, number]).sort((a, b) => a[0] - b[0]);
}

/** The samples of a market_chart answer, or undefined when it has no usable price. */
export function chartSamples(body: unknown): ChartSamples | undefined {
  if (!isRecord(body)) return undefined;
  const prices = samples(body, 'prices', PRICE);
  const volumes = samples(body, 'total_volumes', MONEY);
  if (!prices || !volumes || prices.length === 0) return undefined;
  return { prices, volumes };
}

export function chartResource(
  config: ServerConfig,
  coin: AnalyticsCoin,
  span: Timeframe,
  currency: string,
): UpstreamResource<ChartSamples> {
  return {
    url: marketChartUrl(config.providers.coingecko, coin, span, currency),
    ttlMs: SPAN_TTL_MS[span],
    maxBytes: MAX_ANSWER_BYTES.marketChart,
    read: (body) => chartSamples(body),
    headers: config.coingeckoKey ? { [config.coingeckoKey.header]: config.coingeckoKey.value } : {},
  };
}
