// The lexicons as the scorer reads them: built once at load from the data files (data/), never per call.
// Each language gets one Map of word or phrase → valence on VADER's −4…4 scale, the domain's entries over the
// general lexicon's; emoji and emoticons are shared by every language.

import domainEn from './data/domain-en.json';
import domainEs from './data/domain-es.json';
import emojiRanking from './data/emoji.json';
import emoticonsVader from './data/emoticons.json';
import grammarEn from './data/grammar-en.json';
import grammarEs from './data/grammar-es.json';
import lexiconEn from './data/lexicon-en.json';
import lexiconEs from './data/lexicon-es.json';
import otherCues from './data/other-cues.json';
import signs from './data/signs.json';

export interface Language {
  lang: 'es' | 'en';
  /** VADER's own rules for general English (one-letter words skipped when looking back; "no" and "super" rated). */
  vader: boolean;
  /** Words and phrases (words joined by one space) → valence. */
  words: Map<string, number>;
  /** Every word the language knows (rated, negators, boosters): a language cue for detection. */
  known: Set<string>;
  /** The first word of every phrase, and the longest phrase length starting with it. */
  phraseStarts: Map<string, number>;
  negators: Set<string>;
  boosters: Map<string, number>;
  contrast: Set<string>;
  /** "aunque": the clause it opens (to the next , . ; ! ?) is a concession and counts half. */
  concessive: Set<string>;
  /** Pronouns between a negation and its verb ("no me gusta", "no lo sé"): they do not use up the look-back. */
  clitics: Set<string>;
  /** Words whose valence grows when a figure follows ("sube un 5 %", "fell 3%"). */
  direction: Set<string>;
  /** Function words that say a text is in this language. */
  cues: Set<string>;
  /** Uppercase domain terms (FUD, ATH, HODL): not shouting when written in capitals. */
  acronyms: Set<string>;
}

interface Domain {
  words: Record<string, number>;
  direction: string[];
  core?: string[];
  context?: string[];
}

function language(
  lang: 'es' | 'en',
  general: Iterable<[string, number]>,
  domain: Domain,
  grammar: {
    negators: string[];
    boosters: Record<string, number>;
    contrast: string[];
    cues: string[];
    concessive?: string[];
    clitics?: string[];
  },
  coreOnly = false,
): Language {
  const words = new Map<string, number>(general);
  const core = new Set(domain.core ?? []);
  for (const [key, value] of Object.entries(domain.words)) if (!coreOnly || core.has(key)) words.set(key, value);
  const phraseStarts = new Map<string, number>();
  for (const key of words.keys()) {
    if (!key.includes(' ')) continue;
    const parts = key.split(' ');
    const first = parts[0] as string;
    phraseStarts.set(first, Math.max(phraseStarts.get(first) ?? 0, parts.length));
  }
  const boosters = new Map(Object.entries(grammar.boosters));
  const acronyms = new Set(['fud', 'ath', 'hodl', 'etf', 'rekt']);
  return {
    known: new Set([...words.keys(), ...grammar.negators, ...Object.keys(grammar.boosters)]),
    lang,
    vader: lang === 'en' && coreOnly,
    words,
    phraseStarts,
    negators: new Set(grammar.negators),
    boosters,
    contrast: new Set(grammar.contrast),
    concessive: new Set(grammar.concessive ?? []),
    clitics: new Set(grammar.clitics ?? []),
    direction: new Set(coreOnly ? domain.direction.filter((word) => core.has(word)) : domain.direction),
    cues: new Set(grammar.cues),
    acronyms,
  };
}

const FORMS: Record<string, (lemma: string) => string[]> = {
  a: (l) =>
    l.endsWith('o')
      ? [l, `${l.slice(0, -1)}a`, `${l}s`, `${l.slice(0, -1)}as`]
      : /[aeé]$/.test(l)
        ? [l, `${l}s`]
        : l.endsWith('z')
          ? [l, `${l.slice(0, -1)}ces`]
          : [l, `${l}es`],
  n: (l) =>
    /[aeiouáéó]$/.test(l)
      ? [l, `${l}s`]
      : l.endsWith('z')
        ? [l, `${l.slice(0, -1)}ces`]
        : l.endsWith('s')
          ? [l]
          : [l, `${l}es`],
  v: (l) => {
    const stem = l.slice(0, -2);
    if (l.endsWith('ar'))
      return [
        l,
        ...[
          'a',
          'an',
          'ó',
          'aron',
          'ado',
          'ada',
          'ados',
          'adas',
          'ando',
          'o',
          'as',
          'amos',
          'aba',
          'aban',
          'é',
          'e',
          'en',
          'ará',
          'aría',
        ].map((e) => stem + e),
      ];
    if (l.endsWith('er') || l.endsWith('ir'))
      return [
        l,
        ...[
          'e',
          'en',
          'ió',
          'ieron',
          'ido',
          'ida',
          'idos',
          'idas',
          'iendo',
          'o',
          'es',
          'ía',
          'ían',
          'í',
          'a',
          'an',
        ].map((e) => stem + e),
        `${l}á`,
        `${l}ía`,
      ];
    return [l];
  },
  r: (l) => [l],
};

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' };
const ACCENTED = /[áéíóúü]/g;

/** Spanish: AFINN-es words over ML-SentiCon lemmas and their forms; accentless spellings where free. */
function spanishWords(): Map<string, number> {
  const map = new Map<string, number>();
  const lemmas = lexiconEs.lemmas as Record<string, Record<string, number>>;
  for (const [pos, entries] of Object.entries(lemmas)) {
    const forms = FORMS[pos];
    if (!forms) continue;
    for (const [lemma, value] of Object.entries(entries)) {
      for (const form of forms(lemma)) if (!map.has(form)) map.set(form, value);
    }
  }
  for (const [word, value] of Object.entries(lexiconEs.words as Record<string, number>)) map.set(word, value);
  for (const [word, value] of [...map]) {
    const plain = word.replace(ACCENTED, (c) => ACCENTS[c] ?? c);
    if (plain !== word && !map.has(plain)) map.set(plain, value);
  }
  return map;
}

/**
 * Negators and boosters carry no valence of their own, except the ones the general lexicon rates ("no" −1.2,
 * "super" 2.9 in VADER's): those keep it, and the scorer uses it only when no rated word follows (VADER's rule for
 * "no").
 */
function withoutGrammar(words: Map<string, number>, grammar: { negators: string[]; boosters: object }, keep: string[]) {
  for (const word of [...grammar.negators, ...Object.keys(grammar.boosters)])
    if (!keep.includes(word)) words.delete(word);
  return words;
}

const EN_GENERAL_WORDS = () =>
  withoutGrammar(new Map(Object.entries(lexiconEn as Record<string, number>)), grammarEn, ['no', 'super', 'huge']);

/** English in a market context (a cashtag, a figure with % or $, or a word of `context` in domain-en.json). */
export const EN: Language = language(
  'en',
  withoutGrammar(new Map(Object.entries(lexiconEn as Record<string, number>)), grammarEn, []),
  domainEn,
  grammarEn,
);
/**
 * English anywhere else: VADER's lexicon, and only the domain's own terms (`core`: bullish, HODL, rug pull…), so that
 * "rise", "red", "crash" or "buy" keep their everyday sense and general text scores as VADER scores it.
 */
export const EN_GENERAL: Language = language('en', EN_GENERAL_WORDS(), domainEn, grammarEn, true);
/** Words that put an English text in a market context: `context`, and the domain's own single-word terms. */
export const EN_MARKET_CUES: Set<string> = new Set([
  ...domainEn.context,
  ...domainEn.core.filter((term) => !term.includes(' ') && term !== 'whales'),
]);
/** Function words carry no sentiment, whatever a lemma list says of them ("un", "informe" as adjectives). */
const SPANISH_CUES_WITH_SENTIMENT = new Set(['bien', 'gracias']);
function withoutCues(words: Map<string, number>, cues: string[]) {
  for (const word of cues) if (!SPANISH_CUES_WITH_SENTIMENT.has(word)) words.delete(word);
  return words;
}

export const ES: Language = language(
  'es',
  withoutCues(withoutGrammar(spanishWords(), grammarEs, []), grammarEs.cues),
  domainEs,
  grammarEs,
);

/** Emoji (one code point each; variation selectors and skin tones are skipped by the tokenizer). */
export const EMOJI: Map<string, number> = new Map(Object.entries(emojiRanking as Record<string, number>));
for (const [key, value] of Object.entries(signs.emoji)) EMOJI.set(key, value);

/** Emoticons, matched as a whole whitespace-separated chunk, as written and lowercased. */
export const EMOTICONS: Map<string, number> = new Map(Object.entries(emoticonsVader as Record<string, number>));
for (const [key, value] of Object.entries(signs.emoticons)) EMOTICONS.set(key, value);

/** Function words of languages we do not score (Portuguese, French, Italian, German), minus ours. */
export const OTHER_CUES: Set<string> = new Set(
  Object.values(otherCues as Record<string, string[]>)
    .flat()
    .filter((word) => !EN.cues.has(word) && !ES.cues.has(word)),
);
