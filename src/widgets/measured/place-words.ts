// Where each word behind a text's score is in the text. The scorer hands words lowercased and sometimes without
// their accents ("caida" for «Caída»), and phrases ("to the moon"): they are compared folded (no case, no marks),
// on word boundaries, while the marks keep the text's own characters.

import type { MeasuredEvidenceWord } from '../../core/measured/types.ts';

/** A word found in the text: [start, end) in the original text's UTF-16 units. */
export interface PlacedWord {
  start: number;
  end: number;
  word: MeasuredEvidenceWord;
}

/** The text folded, and for each folded unit the original units it came from. */
interface Folded {
  text: string;
  from: number[];
  to: number[];
}

/** One character folded: decomposed, lowercased, without combining marks ("Í" → "i", "ñ" → "n"). */
const foldChar = (char: string): string => char.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');

function fold(text: string): Folded {
  const folded: Folded = { text: '', from: [], to: [] };
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    const out = foldChar(char);
    folded.text += out;
    for (let i = 0; i < out.length; i++) {
      folded.from.push(at);
      folded.to.push(end);
    }
    at = end;
  }
  return folded;
}

const WORDISH = /[\p{L}\p{N}]/u;

/**
 * The word as a pattern over the folded text: its spaces match any run of spaces or dashes ("to-the-moon"), and
 * an edge that is a letter or a digit must be a word's edge ("sube" is not found inside "subestima").
 */
function patternOf(word: string): RegExp | undefined {
  const folded = fold(word.trim()).text;
  if (!folded) return undefined;
  const body = folded
    .split(/[\s\-‐–—]+/u)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\-‐–—]+');
  const before = WORDISH.test(folded[0] as string) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = WORDISH.test(folded.at(-1) as string) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${body}${after}`, 'gu');
}

/**
 * The words found in `text`, in the text's order, none overlapping another (a word said twice takes its next
 * occurrence), and the words not found (cut off with the text, or read differently by the scorer).
 */
export function placeWords(
  text: string,
  words: readonly MeasuredEvidenceWord[],
): { placed: PlacedWord[]; unplaced: MeasuredEvidenceWord[] } {
  const folded = fold(text);
  const placed: PlacedWord[] = [];
  const unplaced: MeasuredEvidenceWord[] = [];
  for (const word of words) {
    const pattern = patternOf(word.text);
    let found: PlacedWord | undefined;
    for (const match of pattern ? folded.text.matchAll(pattern) : []) {
      const start = folded.from[match.index] as number;
      const end = folded.to[match.index + match[0].length - 1] as number;
      if (placed.every((other) => end <= other.start || start >= other.end)) {
        found = { start, end, word };
        break;
      }
    }
    if (found) placed.push(found);
    else unplaced.push(word);
  }
  return { placed: placed.sort((a, b) => a.start - b.start), unplaced };
}
