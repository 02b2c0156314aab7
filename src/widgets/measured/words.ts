// How the measured figures are said: counts with their nouns, ages as every widget says them (ui/ago.ts).

import type { Formats } from '../../core/format.ts';
import { stateOf } from '../../core/measured/state.ts';
import { type MeasuredSentiment, MIN_ITEMS_FOR_SCORE } from '../../core/measured/types.ts';

export { NOTHING_MEASURED, stateOf } from '../../core/measured/state.ts';
export { agoText } from '../ui/ago.ts';
export { measuredWhere } from './where.ts';
export { MIN_ITEMS_FOR_SCORE };

/** "214 publicaciones y 38 titulares" (one of each in the singular). */
export function countsText(counts: { posts: number; headlines: number }, { formatNumber }: Formats): string {
  const posts = `${formatNumber(counts.posts)} ${counts.posts === 1 ? 'publicación' : 'publicaciones'}`;
  const headlines = `${formatNumber(counts.headlines)} ${counts.headlines === 1 ? 'titular' : 'titulares'}`;
  return `${posts} y ${headlines}`;
}

/** A text's score, −1…1, with its sign: "+0,82", "−0,97" (a true minus sign, as the product writes it), "0,00". */
export function signedScore(score: number, { formatNumber }: Formats): string {
  const digits = formatNumber(Math.abs(score), 2);
  if (digits === formatNumber(0, 2)) return digits;
  return `${score > 0 ? '+' : '\u2212'}${digits}`;
}

/**
 * The time the figures' age counts from: their newest text's publication; from a feed older than that field, the
 * last arrival. None without texts in the window: an age is the age of the data behind the figure, or nothing.
 */
export function ageFrom(measured: MeasuredSentiment): string | undefined {
  if (stateOf(measured.overall) === 'none') return undefined;
  return measured.newestItemAt ?? measured.lastItemAt;
}

/** A score as the widgets show it: whole points. */
export const wholeScore = (score: number): number => Math.round(score);

/** Under the minimum: "pocos datos" with the count, never a score. */
export const fewText = (mentions: number, { formatNumber }: Formats): string =>
  `${formatNumber(mentions)} ${mentions === 1 ? 'texto' : 'textos'} (mínimo ${MIN_ITEMS_FOR_SCORE})`;
