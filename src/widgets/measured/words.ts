// How the measured figures are said: counts with their nouns, ages with Intl.RelativeTimeFormat.

import type { Formats } from '../../core/format.ts';
import { stateOf } from '../../core/measured/state.ts';
import { type MeasuredSentiment, MIN_ITEMS_FOR_SCORE } from '../../core/measured/types.ts';

export { NOTHING_MEASURED, stateOf } from '../../core/measured/state.ts';
export { MIN_ITEMS_FOR_SCORE };

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string, style: 'short' | 'long'): Intl.RelativeTimeFormat {
  const key = `${locale} ${style}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style, numeric: 'always' });
    relativeFormats.set(key, format);
  }
  return format;
}

/** "hace 20 s", "hace 2 min", "hace 3 h", "hace 2 días": how long ago `iso` was, in `locale`'s words. */
export function agoText(iso: string, now: number, locale: string): string {
  // "hace 49 s" must not break between the number and its unit.
  return agoWords(iso, now, locale).replace(/(\d) /g, '$1\u00a0');
}

function agoWords(iso: string, now: number, locale: string): string {
  const format = relativeFormat(locale, 'short');
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  // "hace 1 d" reads as a typo: days in full.
  return relativeFormat(locale, 'long').format(-Math.round(hours / 24), 'day');
}

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

/** "Medido en redes y noticias", or in what alone had texts; none without any. */
export function measuredWhere({ posts, headlines }: { posts: number; headlines: number }): string | undefined {
  if (posts > 0 && headlines > 0) return 'Medido en redes y noticias';
  if (posts > 0) return 'Medido en redes';
  return headlines > 0 ? 'Medido en noticias' : undefined;
}

/** A score as the widgets show it: whole points. */
export const wholeScore = (score: number): number => Math.round(score);

/** Under the minimum: "pocos datos" with the count, never a score. */
export const fewText = (mentions: number, { formatNumber }: Formats): string =>
  `${formatNumber(mentions)} ${mentions === 1 ? 'texto' : 'textos'} (mínimo ${MIN_ITEMS_FOR_SCORE})`;
