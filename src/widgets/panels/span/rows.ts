// A span's points as the charts draw them, and the words that describe a span. Pure, so tests read them.

import type { Timeframe } from '../../../core/catalog.ts';
import { isHourly } from '../../../core/spans/periods.ts';
import type { SpanSeries } from '../../../core/spans/types.ts';
import { pointLabel } from '../../measured/history-axis.ts';
import { LAST_24_HOURS } from '../series-words.ts';

export interface SpanRow {
  /** ISO time of the period's start (the x-axis' key). */
  time: string;
  /** The period in full, for the tooltip ("24 nov, 14:00", "24 nov 2026"). */
  when: string;
  price: number;
  volume: number;
  /** null: no measured sentiment in the period, a gap in the line. */
  sentiment: number | null;
  /** The measured texts about the coin in the period, where the series counts them (a server's). */
  mentions?: number;
}

// Price and volume are drawn only from a series that has them, in every point (src/core/spans/schema.ts); a
// partial series' rows serve its sentiment alone.
export const spanRows = (series: SpanSeries, locale: string): SpanRow[] => {
  // A series that counts its texts (a server's) counts a period without any as 0.
  const counted = series.points.some((p) => p.mentions !== undefined);
  return series.points.map((p) => ({
    time: p.time,
    when: pointLabel(p.time, series.span, locale),
    price: p.price as number,
    volume: p.volume as number,
    sentiment: p.sentiment ?? null,
    ...(counted ? { mentions: p.mentions ?? 0 } : {}),
  }));
};

/** How often and over what a span's points are: "cada hora, últimos 7 días" (a live 24 hours is 1D's). */
export const SPAN_WORDS: Readonly<Record<Timeframe, string>> = {
  '1D': LAST_24_HOURS,
  '7D': 'cada hora, últimos 7 días',
  '30D': 'cada día, últimos 30 días',
  '90D': 'cada día, últimos 90 días',
};

/** "168 puntos horarios" or "30 días". */
export const countWords = (span: Timeframe, count: number, formatNumber: (n: number) => string) =>
  `${formatNumber(count)} ${isHourly(span) ? 'puntos horarios' : 'días'}`;

/** The correlation's method line: "Pearson sobre cambios horarios · n = 167". */
export const methodLine = (series: SpanSeries, formatNumber: (n: number) => string) =>
  `Pearson sobre cambios ${isHourly(series.span) ? 'horarios' : 'diarios'} · n = ${formatNumber(series.correlation.n)}`;

/** The last 24 hours' volume: each point already holds the rolling 24 h volume at its end (docs/series.md). */
export function volume24h(series: SpanSeries): number {
  return series.points.at(-1)?.volume ?? 0;
}

/** Whether the span has a sentiment column (a server measured it). */
export const hasSentiment = (series: SpanSeries) => series.points.some((p) => p.sentiment !== undefined);

/** Whether the span has prices (a partial one has only what was measured). */
export const hasPrices = (series: SpanSeries) => !series.sources.partial && series.points.length > 1;
