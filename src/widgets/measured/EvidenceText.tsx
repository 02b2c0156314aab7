// An evidence text with the words behind its score highlighted: each a <mark> (green when it raises the score, red
// when it lowers it, with an underline of its own so colour is not the only sign) followed by what it weighs, said
// to screen readers; the words the text does not show come after it. Everything comes from the feed and is written as React text, never as HTML.

import type { ReactNode } from 'react';
import type { Formats } from '../../core/format.ts';
import type { MeasuredEvidenceWord } from '../../core/measured/types.ts';
import type { SentimentRule } from '../../core/sentiment/rules.ts';
import { useFormats } from '../ui/formats.ts';
import type { PlacedWord } from './place-words.ts';

/** Why a word weighs what it does, one short phrase per rule of the scorer. */
export const RULE_WORDS: Readonly<Record<SentimentRule, string>> = {
  caps: 'por las mayúsculas',
  booster: 'por un intensificador',
  negation: 'por una negación',
  figure: 'por la cifra',
  quantity: 'por la cantidad que cambia',
  stance: 'por la postura de quien apuesta',
  contrast: 'por el contraste («pero»)',
  concession: 'por la concesión («aunque»)',
};

const rulesList = new Intl.ListFormat('es', { type: 'conjunction' });

/** «positiva, +1,9; por la postura de quien apuesta»: the word's sign, weight (one decimal) and rules. */
export function wordDescription(word: MeasuredEvidenceWord, { formatNumber }: Formats): string {
  const sign = word.weight > 0 ? '+' : '\u2212';
  const said = `${word.weight > 0 ? 'positiva' : 'negativa'}, ${sign}${formatNumber(Math.abs(word.weight), 1)}`;
  const rules = (word.rules ?? []).flatMap((rule) => (rule in RULE_WORDS ? [RULE_WORDS[rule]] : []));
  return rules.length > 0 ? `${said}; ${rulesList.format(rules)}` : said;
}

/** A highlighted word: the text's own characters, then its description for screen readers. */
function Word({ shown, word, formats }: { shown: string; word: MeasuredEvidenceWord; formats: Formats }) {
  return (
    <>
      <mark className={`cw-word ${word.weight > 0 ? 'cw-word-up' : 'cw-word-down'}`}>{shown}</mark>
      <span className="cw-visually-hidden"> ({wordDescription(word, formats)})</span>
    </>
  );
}

/** The words that count: a weight of 0 moved nothing. */
export const wordsOf = (words: readonly MeasuredEvidenceWord[] | undefined): MeasuredEvidenceWord[] =>
  (words ?? []).filter((word) => Number.isFinite(word.weight) && word.weight !== 0);

/** `text` with the words found in it marked (placeWords). */
export function MarkedText({ text, placed }: { text: string; placed: readonly PlacedWord[] }) {
  const formats = useFormats();
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end, word } of placed) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Word key={start} shown={text.slice(start, end)} word={word} formats={formats} />);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The words the text does not show (cut off with it, or read otherwise by the scorer), after it: «Palabras: …». */
export function OtherWords({ words }: { words: readonly MeasuredEvidenceWord[] }) {
  const formats = useFormats();
  if (words.length === 0) return null;
  // A word may be named twice (two rockets): its key counts which one it is.
  const seen = new Map<string, number>();
  const keyed = words.map((word) => {
    const n = (seen.get(word.text) ?? 0) + 1;
    seen.set(word.text, n);
    return { word, key: `${word.text} ${n}` };
  });
  return (
    <span className="cw-evidence-words">
      Palabras:{' '}
      {keyed.map(({ word, key }) => (
        <span key={key}>
          {key === keyed[0]?.key ? '' : ', '}
          <Word shown={word.text} word={word} formats={formats} />
        </span>
      ))}
    </span>
  );
}
