// How the chart panels describe their series. The sample series are simulated 24 hourly points whatever the
// timeframe (spec: the timeframe is only a label for them). A span's words are span/rows.ts's.

import type { Timeframe } from '../../core/catalog.ts';

/** The subtitle's words for a sample series: it is simulated, and beside a "Periodo 7D" tag, the same in any. */
export const sampleWords = (timeframe: Timeframe | undefined): string =>
  timeframe ? 'serie simulada de 24 h, igual en cualquier periodo' : 'serie simulada de 24 h';

/** A panel's timeframe tag: a label only (the analytics widget shows its selector instead). */
export const periodTag = (timeframe: Timeframe | undefined) => (timeframe ? `Periodo ${timeframe}` : undefined);
