// One coin's span as /api/series serves it: the provider's samples and the stored sentiment drawn onto the
// span's periods (src/core/spans: hourly for 1D and 7D, daily for 30D and 90D, at UTC boundaries, the same periods
// as the measured history), and the correlation of their changes. Without prices (the provider failing and no
// answer kept), the measured sentiment alone, marked partial. Pure: the service hands in what it has read.

import type { Timeframe } from '../../core/catalog.ts';
import { ALL_COINS, type HourlyAggregate, MIN_ITEMS_FOR_SCORE } from '../../core/measured/types.ts';
import type { MarketChartSamples } from '../../core/spans/market-chart.ts';
import { periodsAt, SPAN_PERIODS } from '../../core/spans/periods.ts';
import { type MeasuredPeriod, spanPoints, spanSeriesOf } from '../../core/spans/points.ts';
import type { SpanSeries } from '../../core/spans/types.ts';
import { HOUR_MS, round1, sharesOf, toScale } from '../metrics/measured-figures.ts';

/** One hour of a coin's items, every platform together. */
export interface HourTotals {
  count: number;
  scoreSum: number;
  /** Items scored positive, neutral and negative (the split). */
  positive?: number;
  neutral?: number;
  negative?: number;
}

/** Items per coin and hour from the store's aggregates, every platform summed (only the coins with series). */
export function hoursByCoin(rows: readonly HourlyAggregate[]): Map<string, Map<number, HourTotals>> {
  const byCoin = new Map<string, Map<number, HourTotals>>();
  for (const row of rows) {
    if (row.count <= 0 || row.coin === ALL_COINS) continue;
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

/**
 * What was measured in a period: the mean score of its items on the 0–100 scale, one decimal (a day's is the
 * count-weighted mean of its hours, the same as the mean of all its items), and how many; nothing without items.
 */
function sentimentOf(hours: ReadonlyMap<number, HourTotals>, start: number, stepMs: number): MeasuredPeriod {
  let count = 0;
  let scoreSum = 0;
  for (let hour = start; hour < start + stepMs; hour += HOUR_MS) {
    const totals = hours.get(hour);
    if (totals) {
      count += totals.count;
      scoreSum += totals.scoreSum;
    }
  }
  return count > 0 ? { sentiment: round1(toScale(scoreSum / count)), mentions: count } : {};
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
  coin: string;
  span: Timeframe;
  currency: string;
  now: number;
  /** The provider's samples; none when the prices could not be had (then a partial series, measured only). */
  chart?: MarketChartSamples;
  /** When the chart's answer arrived (ms); in a partial series, the newest measured item's arrival. */
  receivedAt: number;
  /** The coin's stored hours; none without a store (then no sentiment column). */
  sentiment?: ReadonlyMap<number, HourTotals>;
  /** BTC moved by whale transfers per hour (BTC's series only; none without a store or a whale collector). */
  whaleHours?: ReadonlyMap<number, number>;
  stale?: boolean;
  /** Why the prices could not be had (the upstream cache's last failure: "respondió 429", "sin conexión"). */
  pricesError?: string;
}

/** What a partial series tells the reader. */
export const noPricesReason = (error: string | undefined): string =>
  `CoinGecko no da precios ahora${error ? ` (${error})` : ''}: precio y volumen no disponibles; solo el sentimiento medido.`;

/**
 * The span's points (the rule for gaps is core's, src/core/spans/points.ts) with the measured sentiment, mentions
 * and whale volume of each period; the correlation of their changes, and the span's split.
 */
export function buildSeries(input: SeriesInput): SpanSeries {
  const { span, now, chart, sentiment, whaleHours } = input;
  const { stepMs } = SPAN_PERIODS[span];
  const periods = periodsAt(span, now);
  const first = periods[0] as number;
  const end = (periods.at(-1) as number) + stepMs;
  const whalesSince = whaleHours && whaleHours.size > 0 ? Math.min(...whaleHours.keys()) : undefined;
  const points = spanPoints(span, now, chart, (start) => ({
    ...(sentiment ? sentimentOf(sentiment, start, stepMs) : {}),
    // From the first transfer seen on: before it, the collector may not have been watching.
    ...(whaleHours && whalesSince !== undefined && start + stepMs > whalesSince
      ? { whaleVolume: whaleVolumeOf(whaleHours, start, stepMs) }
      : {}),
  }));
  const split = sentiment && splitOf(sentiment, first, end);
  return spanSeriesOf(
    {
      coin: input.coin,
      span,
      currency: input.currency,
      split,
      sources: {
        providers: chart ? ['coingecko'] : [],
        measured: sentiment !== undefined,
        updatedAt: new Date(input.receivedAt).toISOString(),
        ...(input.stale ? { stale: true } : {}),
        ...(chart ? {} : { partial: true, reason: noPricesReason(input.pricesError) }),
      },
    },
    points,
  );
}
