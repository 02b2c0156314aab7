// How the chart panels describe their series. The sample series are simulated 24 hourly points whatever the
// timeframe (spec: the timeframe is only a label for them); live series are the last 24 hours, hour by hour.

import type { Timeframe } from '../../core/catalog.ts';

/** The subtitle's words for the series: `what` first ("Volumen por hora"), then where its hours come from. */
export function seriesWords(sample: boolean, timeframe: Timeframe | undefined): string {
  if (!sample) return 'cada hora, últimas 24 h';
  // Beside a "Periodo 7D" tag, the subtitle says the tag does not change the series.
  return timeframe ? 'serie simulada de 24 h, igual en cualquier periodo' : 'serie simulada de 24 h';
}

/** A panel's timeframe tag: a label only (the analytics widget shows its selector instead). */
export const periodTag = (timeframe: Timeframe | undefined) => (timeframe ? `Periodo ${timeframe}` : undefined);
