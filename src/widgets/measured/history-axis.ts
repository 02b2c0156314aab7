// The time axis of a span's chart (the measured history, and price, volume and sentiment over a span): each
// point's label and which points carry a tick, following the span (hours over 1D, days over 7D, dates over 30D
// and 90D), in the widget's locale.

import type { Timeframe } from '../../core/catalog.ts';

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Daily points start at midnight UTC: read in UTC, so no reader sees the day before. */
const DAILY = (timeframe: Timeframe) => timeframe === '30D' || timeframe === '90D';

/** A tick's words: "14:00" (1D), "lun 24" (7D), "24 nov" (30D, 90D). */
export function tickLabel(iso: string, timeframe: Timeframe, locale: string): string {
  const date = new Date(iso);
  if (timeframe === '1D') return dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (timeframe === '7D') return dateFormat(locale, { weekday: 'short', day: 'numeric' }).format(date);
  return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A point's full words, for the tooltip: "24 nov, 14:00" or "24 nov 2026". */
export function pointLabel(iso: string, timeframe: Timeframe, locale: string): string {
  const date = new Date(iso);
  return DAILY(timeframe)
    ? dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)
    : dateFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** Room a label needs at 11 px, with its gap; and what the y-axis and margins take. */
const LABEL_ROOM = 52;
const AXIS_ROOM = 76;

/**
 * The points carrying a tick: every 4 h over 1D, each midnight over 7D, every 5 days over 30D and every 15 over
 * 90D; doubled (and doubled again) while they would not fit in `width` px (0: not measured yet).
 */
export function historyTicks(points: readonly { time: string }[], timeframe: Timeframe, width: number): string[] {
  const base = { '1D': 4, '7D': 24, '30D': 5, '90D': 15 }[timeframe];
  const room = Math.max(0, width - AXIS_ROOM);
  let step = base;
  while (width > 0 && Math.ceil(points.length / step) * LABEL_ROOM > room && step < points.length) step *= 2;
  // 7D: ticks on the reader's midnights, wherever the window starts.
  const start =
    timeframe === '7D'
      ? Math.max(
          0,
          points.findIndex((p) => new Date(p.time).getHours() === 0),
        )
      : 0;
  return points.filter((_, i) => i >= start && (i - start) % step === 0).map((p) => p.time);
}
