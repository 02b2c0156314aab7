// CoinGecko's market_chart (https://docs.coingecko.com/reference/coins-id-market-chart): `prices`, `market_caps`
// and `total_volumes`, each a list of [ms, value]; 5-minutely for days=1, hourly for 2–90 days. One URL per coin,
// span and currency, and one reading of its answer: the samples, from which every figure drawn of it derives
// (points.ts), on the server and in the browser alike.

import type { Timeframe } from '../catalog.ts';
import { type Bounds, MONEY, PRICE, within } from '../feed/bounds.ts';
import { type FieldReport, isRecord } from '../live/read-fields.ts';

/** The `days` asked for each span: hourly samples for 7 to 90 days, 5-minutely for 1. */
export const SPAN_DAYS: Readonly<Record<Timeframe, number>> = { '1D': 1, '7D': 7, '30D': 30, '90D': 90 };

/** How long an answer stays fresh: a day's chart moves by the minute, three months' by the day. */
export const SPAN_TTL_MS: Readonly<Record<Timeframe, number>> = {
  '1D': 5 * 60_000,
  '7D': 15 * 60_000,
  '30D': 60 * 60_000,
  '90D': 60 * 60_000,
};

/** `id`: the coin's CoinGecko id (bitcoin, dogecoin). */
export const marketChartPath = (id: string, span: Timeframe, currency = 'USD'): string =>
  `/coins/${id}/market_chart?vs_currency=${currency.toLowerCase()}&days=${SPAN_DAYS[span]}`;

/** [ms since the epoch, value]. */
export type Sample = [at: number, value: number];

/** One coin's samples of a market_chart answer, oldest first. */
export interface MarketChartSamples {
  prices: Sample[];
  /** CoinGecko's rolling 24 h volume at each sample (not the volume traded in the sample's 5 minutes or hour). */
  volumes: Sample[];
}

/**
 * A list's usable samples, oldest first; undefined when the list is missing. A pair that is not [time, value within
 * bounds] is dropped (one report for the list): one bad sample never costs the others.
 */
function samplesOf(
  body: Record<string, unknown>,
  key: string,
  id: string,
  bounds: Bounds,
  report: FieldReport,
): Sample[] | undefined {
  const list = body[key];
  if (!Array.isArray(list)) {
    report(`coingecko ${id}/market_chart.${key}`, 'falta o no es una lista');
    return undefined;
  }
  const usable: Sample[] = [];
  for (const pair of list) {
    if (Array.isArray(pair) && Number.isFinite(pair[0]) && within(pair[1], bounds)) usable.push([pair[0], pair[1]]);
  }
  if (usable.length < list.length) {
    report(
      `coingecko ${id}/market_chart.${key}`,
      `${list.length - usable.length} de ${list.length} muestras imposibles, descartadas`,
    );
  }
  return usable.sort((a, b) => a[0] - b[0]);
}

/**
 * The samples of a market_chart answer, or undefined (reported) when it has no usable price or no volume list.
 * `id`: the coin's CoinGecko id, which the reports name.
 */
export function samplesFromMarketChart(body: unknown, id: string, report: FieldReport): MarketChartSamples | undefined {
  if (!isRecord(body)) {
    report(`coingecko ${id}/market_chart`, 'la respuesta no es un objeto');
    return undefined;
  }
  const prices = samplesOf(body, 'prices', id, PRICE, report);
  const volumes = samplesOf(body, 'total_volumes', id, MONEY, report);
  if (!prices || !volumes) return undefined;
  if (prices.length === 0) {
    report(`coingecko ${id}/market_chart.prices`, 'ningún precio utilizable');
    return undefined;
  }
  return { prices, volumes };
}
