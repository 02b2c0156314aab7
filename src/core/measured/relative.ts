// What a coin's `relative` figure (its score against its own previous 20 days, as a z-score) and its social
// dominance say, in the words a reader reads. One band per standard deviation, as Santiment and LunarCrush chart
// their "vs. baseline" figures: under one deviation is the coin's usual.

/** A z-score from here up (or down) is "more positive (negative) than usual"; from twice it, "much more". */
export const UNUSUAL_Z = 1;
export const VERY_UNUSUAL_Z = 2;

export type RelativeBand = 'much-higher' | 'higher' | 'usual' | 'lower' | 'much-lower';

export function relativeBand(z: number): RelativeBand {
  if (z >= VERY_UNUSUAL_Z) return 'much-higher';
  if (z >= UNUSUAL_Z) return 'higher';
  if (z <= -VERY_UNUSUAL_Z) return 'much-lower';
  if (z <= -UNUSUAL_Z) return 'lower';
  return 'usual';
}

export const RELATIVE_WORDS: Readonly<Record<RelativeBand, string>> = {
  'much-higher': 'mucho más positivo de lo habitual',
  higher: 'más positivo de lo habitual',
  usual: 'en su nivel habitual',
  lower: 'más negativo de lo habitual',
  'much-lower': 'mucho más negativo de lo habitual',
};

/** What a figure without `relative` says: its baseline has fewer than 5 days with enough texts. */
export const NO_BASELINE = 'sin historial suficiente';

/** The one line that says what the two figures mean. */
export const DOMINANCE_MEANING = 'Dominancia social: su parte de todas las menciones medidas en 24 h.';
export const RELATIVE_MEANING =
  'Frente a sus 20 días: la puntuación de hoy comparada con la media y la dispersión de sus 20 días anteriores.';
