// A measured figure's state, decided where its count is known (the server's metrics) and said the same way by the
// widgets and /api/health: "measured" from MIN_ITEMS_FOR_SCORE texts, "few" under it, "none" without any.

import { type MeasuredState, MIN_ITEMS_FOR_SCORE } from './types.ts';

/** The state of a figure of `mentions` texts. */
export function measuredState(mentions: number): MeasuredState {
  if (mentions >= MIN_ITEMS_FOR_SCORE) return 'measured';
  return mentions > 0 ? 'few' : 'none';
}

/** A figure's state as its feed says it, or from its count when the feed is older than the field. */
export const stateOf = (figure: { mentions: number; state?: MeasuredState | undefined }): MeasuredState =>
  figure.state ?? measuredState(figure.mentions);

/** Said instead of any figure while no text has been measured. */
export const NOTHING_MEASURED = 'Aún no hay textos medidos';

/** "214 textos" (one "texto"), with the number as `formatNumber` writes it. */
export const textsCount = (count: number, formatNumber: (value: number) => string = String): string =>
  `${formatNumber(count)} ${count === 1 ? 'texto' : 'textos'}`;

/** One line for the state: "Medido: 214 textos", "Pocos datos: 14 textos (mínimo 20)", "Aún no hay textos medidos". */
export function stateSummary(mentions: number, formatNumber?: (value: number) => string): string {
  switch (measuredState(mentions)) {
    case 'measured':
      return `Medido: ${textsCount(mentions, formatNumber)}`;
    case 'few':
      return `Pocos datos: ${textsCount(mentions, formatNumber)} (mínimo ${MIN_ITEMS_FOR_SCORE})`;
    case 'none':
      return NOTHING_MEASURED;
  }
}
