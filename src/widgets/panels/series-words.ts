// How the chart panels describe their series. The sample series are simulated 24 hourly points whatever the
// timeframe (spec: the timeframe is only a label for them). A span's words are span/rows.ts's.

/**
 * How a 24-hour panel presents its series: the sample page's panels as the spec has them (`spec`), the sample
 * series standing in on a live page, said beside the title (`stand-in`), or a provider's last 24 hours (`live`).
 */
export type HourlyLook = 'spec' | 'stand-in' | 'live';

/** Said beside the title of a sample series on a live page. */
export const SAMPLE_TAG = 'Datos de ejemplo';

/** A provider's last 24 hours, hour by hour (a 1D span's words too). */
export const LAST_24_HOURS = 'cada hora, últimas 24 h';

import type { Timeframe } from '../../core/catalog.ts';

/** The subtitle's words for a sample series: it is simulated, and beside a "Periodo 7D" tag, the same in any. */
export const sampleWords = (timeframe: Timeframe | undefined): string =>
  timeframe ? 'serie simulada de 24 h, igual en cualquier periodo' : 'serie simulada de 24 h';

/** A panel's timeframe tag: a label only (the analytics widget shows its selector instead). */
export const periodTag = (timeframe: Timeframe | undefined) => (timeframe ? `Periodo ${timeframe}` : undefined);

/** The tag beside a 24-hour panel's title. */
export const lookTag = (look: HourlyLook, timeframe: Timeframe | undefined) =>
  look === 'stand-in' ? SAMPLE_TAG : periodTag(timeframe);

/** Where a 24-hour panel's hours come from: "serie simulada de 24 h…", or "cada hora, últimas 24 h". */
export const lookWords = (look: HourlyLook, timeframe: Timeframe | undefined) =>
  look === 'live' ? LAST_24_HOURS : sampleWords(look === 'spec' ? timeframe : undefined);

/** A 24-hour panel's subtitle: "Precio por hora, serie simulada de 24 h", "Precio cada hora, últimas 24 h". */
export const hourlySubtitle = (what: string, look: HourlyLook, timeframe: Timeframe | undefined) =>
  `${what} ${look === 'live' ? '' : 'por hora, '}${lookWords(look, timeframe)}`;
