// The periods of a span, the same for the server's /api/series, the feed, the measured history and the browser:
// hours for 1D and 7D, UTC days for 30D and 90D, ending with the current (unfinished) one.

import type { Timeframe } from '../catalog.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Each span's periods: their length and how many end with the current one. */
export const SPAN_PERIODS: Readonly<Record<Timeframe, { stepMs: number; count: number }>> = {
  '1D': { stepMs: HOUR_MS, count: 24 },
  '7D': { stepMs: HOUR_MS, count: 168 },
  '30D': { stepMs: DAY_MS, count: 30 },
  '90D': { stepMs: DAY_MS, count: 90 },
};

/** Hourly points for 1D and 7D, daily for 30D and 90D. */
export const isHourly = (span: Timeframe): boolean => SPAN_PERIODS[span].stepMs === HOUR_MS;

/** The starts of the span's periods at `now` (ms), oldest first; the last is the current one. */
export function periodsAt(span: Timeframe, now: number): number[] {
  const { stepMs, count } = SPAN_PERIODS[span];
  const current = Math.floor(now / stepMs) * stepMs;
  return Array.from({ length: count }, (_, i) => current - (count - 1 - i) * stepMs);
}
