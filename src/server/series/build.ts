// One coin's span as /api/series serves it: the provider's samples and the stored sentiment drawn onto the
// span's periods (hourly for 1D and 7D, daily for 30D and 90D, at UTC boundaries, the same periods as the
// measured history), and the correlation of their changes. Pure: the service hands in what it has read.

import { ANALYTICS_COINS, type AnalyticsCoin, type Timeframe } from '../../core/catalog.ts';
import { type HourlyAggregate, MIN_ITEMS_FOR_SCORE } from '../../core/measured/types.ts';
import { spanCorrelation } from '../../core/signals/correlation.ts';
import type { SpanPoint, SpanSeries } from '../../core/signals/types.ts';
import { DAY_MS, HOUR_MS, round1, sharesOf, toScale } from '../metrics/measured-figures.ts';
import type { ChartSamples } from './chart.ts';

/** Each span's periods: their length and how many end with the current one. */
export const SPAN_PERIODS: Readonly<Record<Timeframe, { stepMs: number; count: number }>> = {
  '1D': { stepMs: HOUR_MS, count: 24 },
  '7D': { stepMs: HOUR_MS, count: 168 },
  '30D': { stepMs: DAY_MS, count: 30 },
  '90D': { stepMs: DAY_MS, count: 90 },
};

/** The starts of the span's periods at `now`, oldest first; the last is the current (unfinished) one. */
export function periodsAt(span: Timeframe, now: number): number[] {
  const { stepMs, count } = SPAN_PERIODS[span];
  const current = Math.floor(now / stepMs) * stepMs;
  return Array.from({ length: count }, (_, i) => current - (count - 1 - i) * stepMs);
}

/** One hour of a coin's items, every platform together. */
export interface HourTotals {
  count: number;
  scoreSum: number;
  /** Items scored positive, neutral and negative (the split). */
  positive?: number;
  neutral?: number;
  negative?: number;
}

const SERIES_COINS: ReadonlySet<string> = new Set(ANALYTICS_COINS);

/** Items per coin and hour from the store's aggregates, every platform summed (only the coins with series). */
export function hoursByCoin(rows: readonly HourlyAggregate[]): Map<string, Map<number, HourTotals>> {
  const byCoin = new Map<string, Map<number, HourTotals>>();
  for (const row of rows) {
    if (row.count <= 0 || !SERIES_COINS.has(row.coin)) continue;
    let hours = byCoin.get(row.coin);
    if (!hours) {
      hours = new Map();
      byCoin.set(row.coin, hours);
    }
    const hour = Math.floor(row.hour / HOUR_MS) * HOUR_MS;
    const totals = hours.get(hour);
    if (totals) {
      totals.count += row.count;
      totals.scoreSum += row.scoreSum;
      totals.positive = (totals.positive ?? 0) + row.positive;
      totals.neutral = (totals.neutral ?? 0) + row.neutral;
      totals.negative = (totals.negative ?? 0) + row.negative;
    } else {
      const { count, scoreSum, positive, neutral, negative } = row;
      hours.set(hour, { count, scoreSum, positive, neutral, negative });
    }
  }
  return byCoin;
}

/** The last sample's value in each period [start, start + step), by period start. */
function lastPerPeriod(
  list: readonly [number, number][],
  first: number,
  end: number,
  stepMs: number,
): Map<number, number> {
  const values = new Map<number, number>();
  for (const [at, value] of list) {
    if (at < first || at >= end) continue;
    // Samples come oldest first: a later one in the same period replaces the earlier.
    values.set(first + Math.floor((at - first) / stepMs) * stepMs, value);
  }
  return values;
}

/**
 * The sentiment of a period: the mean score of its items on the 0–100 scale, one decimal (a day's is the
 * count-weighted mean of its hours, the same as the mean of all its items); undefined without items.
 */
function sentimentOf(hours: ReadonlyMap<number, HourTotals>, start: number, stepMs: number): number | undefined {
  let count = 0;
  let scoreSum = 0;
  for (let hour = start; hour < start + stepMs; hour += HOUR_MS) {
    const totals = hours.get(hour);
    if (totals) {
      count += totals.count;
      scoreSum += totals.scoreSum;
    }
  }
  return count > 0 ? round1(toScale(scoreSum / count)) : undefined;
}

/** The split of the items in [first, end), when they are at least MIN_ITEMS_FOR_SCORE (as the 24 h figures). */
export function splitOf(
  hours: ReadonlyMap<number, HourTotals>,
  first: number,
  end: number,
): SpanSeries['split'] | undefined {
  let positive = 0;
  let neutral = 0;
  let negative = 0;
  for (const [hour, totals] of hours) {
    if (hour < first || hour >= end) continue;
    positive += totals.positive ?? 0;
    neutral += totals.neutral ?? 0;
    negative += totals.negative ?? 0;
  }
  const mentions = positive + neutral + negative;
  return mentions >= MIN_ITEMS_FOR_SCORE ? { mentions, shares: sharesOf(positive, neutral, negative) } : undefined;
}

/** BTC moved by whale transfers in a period (0 when none was seen while the collector was watching). */
function whaleVolumeOf(hours: ReadonlyMap<number, number>, start: number, stepMs: number): number {
  let btc = 0;
  for (let hour = start; hour < start + stepMs; hour += HOUR_MS) btc += hours.get(hour) ?? 0;
  return Math.round(btc * 1e4) / 1e4;
}

export interface SeriesInput {
  coin: AnalyticsCoin;
  span: Timeframe;
  currency: string;
  now: number;
  chart: ChartSamples;
  /** When the chart's answer arrived (ms). */
  receivedAt: number;
  /** The coin's stored hours; none without a store (then no sentiment column). */
  sentiment?: ReadonlyMap<number, HourTotals>;
  /** BTC moved by whale transfers per hour (BTC's series only; none without a store or a whale collector). */
  whaleHours?: ReadonlyMap<number, number>;
  stale?: boolean;
}

/**
 * The span's points: a period without a price sample (or a volume one) is left out rather than guessed; price is
 * the period's last sample (its close, or the latest price for the current period), volume CoinGecko's rolling
 * 24 h volume at that same moment.
 */
export function buildSeries(input: SeriesInput): SpanSeries {
  const { span, now, chart } = input;
  const { stepMs } = SPAN_PERIODS[span];
  const periods = periodsAt(span, now);
  const first = periods[0] as number;
  const end = (periods.at(-1) as number) + stepMs;
  const prices = lastPerPeriod(chart.prices, first, end, stepMs);
  const volumes = lastPerPeriod(chart.volumes, first, end, stepMs);
  const points: SpanPoint[] = [];
  const whalesSince = input.whaleHours && input.whaleHours.size > 0 ? Math.min(...input.whaleHours.keys()) : undefined;
  for (const start of periods) {
    const price = prices.get(start);
    const volume = volumes.get(start);
    if (price === undefined || volume === undefined) continue;
    const point: SpanPoint = { time: new Date(start).toISOString(), price, volume };
    const sentiment = input.sentiment && sentimentOf(input.sentiment, start, stepMs);
    if (sentiment !== undefined) point.sentiment = sentiment;
    // From the first transfer seen on: before it, the collector may not have been watching.
    if (whalesSince !== undefined && start + stepMs > whalesSince) {
      point.whaleVolume = whaleVolumeOf(input.whaleHours as ReadonlyMap<number, number>, start, stepMs);
    }
    points.push(point);
  }
  const split = input.sentiment && splitOf(input.sentiment, first, end);
  return {
    coin: input.coin,
    span,
    currency: input.currency,
    points,
    correlation: spanCorrelation(points, stepMs),
    ...(split ? { split } : {}),
    sources: {
      providers: ['coingecko'],
      measured: input.sentiment !== undefined,
      updatedAt: new Date(input.receivedAt).toISOString(),
      ...(input.stale ? { stale: true } : {}),
    },
  };
}
