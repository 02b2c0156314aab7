// How the chart panels describe their series. The sample series are simulated 24 hourly points whatever the
// timeframe (spec: the timeframe is only a label for them); a span's points are hourly or daily over the span.

import type { Timeframe } from '../../core/catalog.ts';

/** How often and over what a span's points are: "cada hora, últimos 7 días". A live 24 hours is 1D's. */
export const SPAN_WORDS: Readonly<Record<Timeframe, string>> = {
  '1D': 'cada hora, últimas 24 h',
  '7D': 'cada hora, últimos 7 días',
  '30D': 'cada día, últimos 30 días',
  '90D': 'cada día, últimos 90 días',
};

/** The subtitle's words for a sample series: it is simulated, and beside a "Periodo 7D" tag, the same in any. */
export const sampleWords = (timeframe: Timeframe | undefined): string =>
  timeframe ? 'serie simulada de 24 h, igual en cualquier periodo' : 'serie simulada de 24 h';

/** A panel's timeframe tag: a label only (the analytics widget shows its selector instead). */
export const periodTag = (timeframe: Timeframe | undefined) => (timeframe ? `Periodo ${timeframe}` : undefined);

/**
 * The tag beside a panel's title: in a live or feed view, "Datos de ejemplo" when what it draws is sample data (the
 * rest of the view is real); else the timeframe's, where the panel stands alone.
 */
export const panelTag = (sampleInLiveView: boolean, timeframe: Timeframe | undefined) =>
  sampleInLiveView ? 'Datos de ejemplo' : periodTag(timeframe);
