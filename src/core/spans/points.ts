// From a coin's market_chart samples to what is drawn of them: a span's points (/api/series, the browser's live
// span, the feed's daily closes) and the feed's 24 hourly points. One pure function and one rule for gaps, the
// same on the server and in the browser (docs/series.md, "Huecos").

import type { Timeframe } from '../catalog.ts';
import { spanCorrelation } from './correlation.ts';
import type { MarketChartSamples, Sample } from './market-chart.ts';
import { periodsAt, SPAN_PERIODS } from './periods.ts';
import type { SpanPoint, SpanSeries } from './types.ts';

/** What was measured in one period (by a server with a store). */
export interface MeasuredPeriod {
  sentiment?: number;
  mentions?: number;
  whaleVolume?: number;
}

/** The last sample's value in each period [start, start + step) of [first, end), by period start. */
function lastPerPeriod(list: readonly Sample[], first: number, end: number, stepMs: number): Map<number, number> {
  const values = new Map<number, number>();
  for (const [at, value] of list) {
    if (at < first || at >= end) continue;
    // Samples come oldest first: a later one in the same period replaces the earlier.
    values.set(first + Math.floor((at - first) / stepMs) * stepMs, value);
  }
  return values;
}

/**
 * The span's points at `now`, oldest first. The rule for gaps:
 * - with samples, a period has a point when it holds a price sample and a volume sample: its last price (its close;
 *   the latest price for the current period) and CoinGecko's rolling 24 h volume at that moment. A period without
 *   either is left out, never guessed (no 0, no value carried over), and no change is taken across it.
 * - without samples (the prices could not be had), every period has a point, with what was measured in it.
 * `measuredIn` adds what was measured in each period (sentiment, mentions, whale volume) where there is any.
 */
export function spanPoints(
  span: Timeframe,
  now: number,
  samples: MarketChartSamples | undefined,
  measuredIn?: (start: number, stepMs: number) => MeasuredPeriod,
): SpanPoint[] {
  const { stepMs } = SPAN_PERIODS[span];
  const periods = periodsAt(span, now);
  const first = periods[0] as number;
  const end = (periods.at(-1) as number) + stepMs;
  const prices = samples && lastPerPeriod(samples.prices, first, end, stepMs);
  const volumes = samples && lastPerPeriod(samples.volumes, first, end, stepMs);
  const points: SpanPoint[] = [];
  for (const start of periods) {
    const price = prices?.get(start);
    const volume = volumes?.get(start);
    if (samples && (price === undefined || volume === undefined)) continue;
    const point: SpanPoint = { time: new Date(start).toISOString() };
    if (price !== undefined && volume !== undefined) Object.assign(point, { price, volume });
    const measured = measuredIn?.(start, stepMs);
    if (measured?.sentiment !== undefined) point.sentiment = measured.sentiment;
    if (measured?.mentions !== undefined) point.mentions = measured.mentions;
    if (measured?.whaleVolume !== undefined) point.whaleVolume = measured.whaleVolume;
    points.push(point);
  }
  return points;
}

/** A span's series from its points: the correlation of their changes, never across a missing period. */
export function spanSeriesOf(
  fields: Omit<SpanSeries, 'correlation' | 'points'> & { coin: string },
  points: SpanPoint[],
): SpanSeries {
  const { split, ...rest } = fields;
  return {
    ...rest,
    points,
    correlation: spanCorrelation(points, SPAN_PERIODS[fields.span].stepMs),
    ...(split ? { split } : {}),
  };
}

/** One of the last 24 hours as the feed's hourly series draws it. */
export interface HourlyPoint {
  /** The hour's start, local time: "14:00". */
  time: string;
  price: number;
  /** CoinGecko's rolling 24 h volume at the hour's last sample. */
  volume: number;
}

/**
 * The last 24 hours at `now` (the 1D span's points), labelled with their local hour; undefined unless all 24 have
 * a point: the hourly series these complete has 24 (the same rule for gaps as every span).
 */
export function hourlyPoints(samples: MarketChartSamples, now: number, timeZone?: string): HourlyPoint[] | undefined {
  const points = spanPoints('1D', now, samples);
  if (points.length < SPAN_PERIODS['1D'].count) return undefined;
  const label = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
  return points.map((point) => ({
    time: label.format(new Date(point.time)),
    price: point.price as number,
    volume: point.volume as number,
  }));
}
