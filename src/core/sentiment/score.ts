// The scorer: VADER's rules (Hutto & Gilbert 2014), ported here and extended to Spanish and to the language of crypto
// markets. One pass reads the text into tokens and counts each language's cues; a second scores the tokens with the
// detected language's lexicon. Each call keeps its tokens and counts in a Reading of its own: the module holds only
// constants and data, so a text's score never depends on the texts scored before it.

import {
  CUE_FLAGS,
  EMOJI,
  EMOTICONS,
  EN,
  EN_CUE,
  EN_GENERAL,
  ES,
  ES_CUE,
  type Language,
  MARKET_CUE,
  ONLY_EN,
  ONLY_ES,
  OTHER_CUE,
  SHARED_CUE,
} from './lexicon.ts';
import { SENTIMENT_RULES, type SentimentRule } from './rules.ts';

export type SentimentLabel = 'pos' | 'neg' | 'neu';
export type SentimentLang = 'es' | 'en' | 'other';

/** A word, phrase or sign that moved the score, and by how much (on VADER's −4…4 scale, before normalising). */
export interface SentimentHit {
  text: string;
  weight: number;
  /** With `explain`: the rules that changed the word's own weight, in the order listed in SENTIMENT_RULES. */
  rules?: SentimentRule[];
}

// The rules' names live in rules.ts: the feed's schema and the widgets read them without the lexicons.
export { SENTIMENT_RULES, type SentimentRule } from './rules.ts';

const RULE_BIT = Object.fromEntries(SENTIMENT_RULES.map((rule, i) => [rule, 1 << i])) as Record<SentimentRule, number>;

export interface SentimentResult {
  /** −1 (most negative) … 1 (most positive): the sum of the hits, normalised as VADER's compound score. */
  score: number;
  label: SentimentLabel;
  /** The language read ('other' when the text is in a language we do not score: its score is then 0). */
  lang: SentimentLang;
  hits: SentimentHit[];
}

export interface ScoreOptions {
  /** The text's language when known; detected otherwise. */
  lang?: 'es' | 'en';
  /**
   * Read English in its market sense whatever the words ("drops", "rips"): a text known to speak of a coin, such as
   * a clause of one that names it. Otherwise a cashtag, a figure with % or $, or a market word decide.
   */
  market?: boolean;
  /** Name, on each hit, the rules that changed its weight (SENTIMENT_RULES). */
  explain?: boolean;
}

/** A score at or above this is 'pos', at or below its negative 'neg', 'neu' between. */
export const POSITIVE_THRESHOLD = 0.05;
export const NEGATIVE_THRESHOLD = -0.05;

/** The label a score gets: 'pos' from POSITIVE_THRESHOLD, 'neg' to NEGATIVE_THRESHOLD, 'neu' between. */
export const labelOf = (score: number): SentimentLabel =>
  score >= POSITIVE_THRESHOLD ? 'pos' : score <= NEGATIVE_THRESHOLD ? 'neg' : 'neu';

// VADER's constants.
const BOOSTER_CAPS = 0.733;
const BOOSTER = 0.293;
const NEGATION = -0.74;
const BUT_BEFORE = 0.5;
const BUT_AFTER = 1.5;
const EXCLAMATION = 0.292;
const QUESTION = 0.18;
const ALPHA = 15;
/** A price move followed by a figure ("sube un 5 %", "fell 3%") weighs this much more. */
const DIRECTION_WITH_FIGURE = 1.5;
/** How far (in tokens, either side) a quantity governs a move: "cae el beneficio", "profit fell", "caída del paro". */
const QUANTITY_REACH = 5;
/** How far (in tokens, either side) who holds a side of a trade is what a word speaks of: "shorts got liquidated". */
const STANCE_REACH = 4;
const SUBORDINATORS: ReadonlySet<string> = new Set(['que', 'porque', 'cuando', 'donde', 'q', 'xq', 'pq']);
const NEG_RAISING: ReadonlySet<string> = new Set([
  'creo',
  'cree',
  'creas',
  'pienso',
  'piensa',
  'parece',
  'es',
  'era',
  'fue',
]);
const LOOKBACK_DAMPING = [1, 0.95, 0.9] as const;

const WORD = 1;
const NUMBER = 2;
const SIGN = 3;
/** The end of a sentence or clause (. ; ! ?): negation and intensifiers do not reach across it. */
const STOP = 4;
/** A comma: a clause boundary for Spanish negation and for "aunque"; English reads across it, as VADER does. */
const COMMA = 5;
/**
 * Spanish words and phrases that end up negative weigh this much more: lexicons lean positive (people use more
 * positive words, Boucher and Osgood's Pollyanna effect), and SO-CAL's answer is this same constant (Taboada et al.
 * 2011, "negative weighting"). English keeps VADER's weights.
 */
const NEGATIVE_WEIGHT = 1.5;
/** A concession ("aunque llueve") counts this much. */
const CONCESSION = 0.5;

const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x202f || c === 0x2009;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Letters of any script (Latin ones below 0x250). */
const isLetter = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (c >= 0xc0 && c < 0x250 && c !== 0xd7 && c !== 0xf7) ||
  (c >= 0x370 && c < 0x2000) ||
  (c >= 0x3040 && c < 0xd800) ||
  (c >= 0xf900 && c < 0xfb00);
const isApostrophe = (c: number) => c === 39 || c === 0x2019;
/** ñ: Spanish; ã õ ç à è ê â ô ä ö ß œ: a neighbouring language. */
const isSpanishLetter = (c: number) => c === 0xf1 || c === 0xd1;
const isOtherLatinLetter = (c: number) =>
  c === 0xe3 ||
  c === 0xf5 ||
  c === 0xe7 ||
  c === 0xe0 ||
  c === 0xe8 ||
  c === 0xea ||
  c === 0xe2 ||
  c === 0xf4 ||
  c === 0xe4 ||
  c === 0xf6 ||
  c === 0xdf ||
  c === 0x153;

/**
 * Weak cues from spelling, for texts with few function words (English headlines): English words end in
 * consonants Spanish words do not (-t, -k, -p, -g, -w, -f, -b, -h, -c, -m, -x), in -ed, -ly or a consonant and -y,
 * or hold k, w, th, sh, ph, ee, oo; Spanish words
 * carry accents and end in -ción/-sión.
 */
const SPELLING = 0.3;
const isVowel = (c: number) => c === 97 || c === 101 || c === 105 || c === 111 || c === 117;

/** "l'énergie", "d'un", "qu'il", "c'è": an elided article or pronoun, as French and Italian write them. */
function isElided(word: string): boolean {
  const at = word.startsWith('qu') ? 2 : 1;
  if (word.charCodeAt(at) !== 39 || word.length < at + 2) return false;
  return at === 2 || 'cdjlmnst'.includes(word.charAt(0));
}

/** German endings that neither Spanish nor English words have: -lich, -keit, -heit, -schaft, -ungen, -isch. */
const isGermanWord = (word: string) =>
  word.length > 5 &&
  (word.endsWith('lich') ||
    word.endsWith('keit') ||
    word.endsWith('heit') ||
    word.endsWith('schaft') ||
    word.endsWith('ungen') ||
    word.endsWith('isch'));

function isNegator(language: Language, word: string): boolean {
  return language.negators.has(word) || (language.lang === 'en' && word.endsWith("n't"));
}

/** Laughter: "jajaja", "jejeje", "jsjsjs", "hahaha" (a j or h at every other letter, vowels or s between). */
function isLaugh(word: string): boolean {
  if (word.length < 4) return false;
  const first = word.charCodeAt(0);
  if (first !== 106 && first !== 104) return false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (k % 2 === 0 ? c !== first : c !== 97 && c !== 101 && c !== 105 && c !== 115) return false;
  }
  return true;
}

/** Whether a letter is written three or more times in a row ("bueeeno"). */
function isElongated(word: string): boolean {
  for (let k = 2; k < word.length; k++) if (word[k] === word[k - 1] && word[k] === word[k - 2]) return true;
  return false;
}

/** A letter written three or more times in a row ("ricoooo", "buenooo"), squeezed to `keep` letters. */
function squeeze(word: string, keep: number): string {
  let out = '';
  let run = 0;
  for (let k = 0; k < word.length; k++) {
    run = k > 0 && word[k] === word[k - 1] ? run + 1 : 1;
    if (run <= keep) out += word[k];
  }
  return out;
}

const SUPERLATIVES: readonly string[] = ['ísimo', 'ísima', 'ísimos', 'ísimas', 'isimo', 'isima', 'isimos', 'isimas'];
const SUPERLATIVE_BASES: readonly string[] = ['o', 'a', 'e', ''];
/** Diminutive endings, longest first ("-cito" before "-ito"). */
const DIMINUTIVES: readonly string[] = [
  'citos',
  'citas',
  'cito',
  'cita',
  'itos',
  'itas',
  'ito',
  'ita',
  'illos',
  'illas',
  'illo',
  'illa',
];
/** Intensifying prefixes of spoken Spanish, longest first. */
const PREFIXES: readonly string[] = ['requete', 'recontra', 'súper', 'super'];

/**
 * Spanish words the lexicon does not list as written: laughter, elongated letters, and absolute superlatives
 * ("buenísimo" = bueno + "muy", "riquísima" = rica + "muy").
 */
function spanishVariant(language: Language, word: string): number | undefined {
  if (isLaugh(word)) return language.words.get('jaja');
  for (let k = 2; k < word.length; k++) {
    if (word[k] === word[k - 1] && word[k] === word[k - 2]) {
      return language.words.get(squeeze(word, 1)) ?? language.words.get(squeeze(word, 2));
    }
  }
  // "superbueno", "súper-feliz", "requetebueno", "recontrafeo": the prefix boosts as "muy" does (a glued "re" is
  // left alone: it is mostly the verb prefix, "recorta", "reunidas"; a separate "re" is a booster)
  const first = word.charCodeAt(0);
  // cheap gates first: most unknown words are names, and start with neither "s" nor "r"
  if (first === 115 || first === 114)
    for (const prefix of PREFIXES) {
      if (word.length < prefix.length + 4 || !word.startsWith(prefix)) continue;
      const rest = word.charCodeAt(prefix.length) === 45 ? word.slice(prefix.length + 1) : word.slice(prefix.length);
      const base = language.words.get(rest);
      if (base) return base + (base > 0 ? BOOSTER : -BOOSTER);
    }
  // diminutives: "malita" → mala, "tristecito" → triste, "lentita" → lenta (the word's own sentiment, no boost); a
  // diminutive keeps its gender, so the other gender is not tried: "ratito" is a short "rato", not a "rata"
  if (word.includes('it') || word.includes('ill'))
    for (const suffix of DIMINUTIVES) {
      if (word.length < suffix.length + 3 || !word.endsWith(suffix)) continue;
      const stem = word.slice(0, -suffix.length);
      const end = suffix.charCodeAt(suffix.length - 1) === 115 ? suffix.slice(-2) : suffix.slice(-1);
      for (const base of [stem + end, stem]) {
        const value = language.words.get(base);
        if (value) return value;
      }
      return undefined;
    }
  if (word.includes('sim'))
    for (const suffix of SUPERLATIVES) {
      if (word.length < suffix.length + 2 || !word.endsWith(suffix)) continue;
      let stem = word.slice(0, -suffix.length);
      if (stem.endsWith('qu')) stem = `${stem.slice(0, -2)}c`;
      else if (stem.endsWith('gu')) stem = `${stem.slice(0, -2)}g`;
      else if (stem.endsWith('bil')) stem = `${stem.slice(0, -3)}ble`;
      for (const end of SUPERLATIVE_BASES) {
        const base = language.words.get(stem + end);
        if (base) return base + (base > 0 ? BOOSTER : -BOOSTER);
      }
      return undefined;
    }
  return undefined;
}

function normalise(sum: number): number {
  return sum / Math.sqrt(sum * sum + ALPHA);
}

/**
 * One text as the scorer reads it: its tokens (words, figures, signs, stops), each language's cues, and the tokens'
 * valences. Made afresh for every call, so that no call sees another's state.
 */
class Reading {
  readonly tokens: string[] = [];
  readonly kinds: number[] = [];
  readonly caps: boolean[] = [];
  /** Per token: a sign's valence from the start, a word's once scored, 0 for the rest. */
  readonly valences: number[] = [];
  /** Per token: the good direction of an economic quantity (1, −1) or 0; whether it is a word of movement. */
  readonly quantityOf: number[] = [];
  readonly isMove: boolean[] = [];
  /** Per token: −1 for who bets on a fall ("shorts", "los cortos"), 1 for who bets on a rise, 0 for the rest. */
  readonly sideOf: number[] = [];
  /** Per token: the rules that changed its weight, as RULE_BIT bits. */
  readonly rulesOf: number[] = [];
  count = 0;
  exclamations = 0;
  questions = 0;
  esCues = 0;
  enCues = 0;
  otherCues = 0;
  /** Signs of a market text: cashtags, figures with % $ €, market words. */
  marketCues = 0;
  capsWords = 0;
  lowerWords = 0;
  /** What the last lookup matched: how many tokens, and the word or phrase. */
  matchedSpan = 1;
  matchedKey = '';

  constructor(text: string) {
    this.tokenize(text);
  }

  /** A token; `value` is a sign's valence (0 for any other token). */
  push(text: string, kind: number, isCaps: boolean, value: number): void {
    const at = this.count;
    this.tokens[at] = text;
    this.kinds[at] = kind;
    this.caps[at] = isCaps;
    this.valences[at] = value;
    this.quantityOf[at] = 0;
    this.isMove[at] = false;
    this.sideOf[at] = 0;
    this.rulesOf[at] = 0;
    this.count = at + 1;
  }

  /** The spelling cues of one word (SPELLING above). */
  spelling(word: string): void {
    const n = word.length;
    const last = word.charCodeAt(n - 1);
    let english =
      last === 116 ||
      last === 107 ||
      last === 112 ||
      last === 103 ||
      last === 119 ||
      last === 102 ||
      last === 98 ||
      last === 104 ||
      last === 99 ||
      last === 109 ||
      last === 120 ||
      (last === 100 && n > 1 && word.charCodeAt(n - 2) === 101) ||
      (last === 121 && n > 1 && word.charCodeAt(n - 2) === 108) ||
      (last === 121 && n > 2 && !isVowel(word.charCodeAt(n - 2)));
    let accent = false;
    // one pass: k, w, th, sh, ph, ee, oo (English); an accented vowel (Spanish)
    for (let k = 0, previous = 0; k < n; k++) {
      const c = word.charCodeAt(k);
      if (c === 107 || c === 119) english = true;
      else if (c === 104 && (previous === 116 || previous === 115 || previous === 112)) english = true;
      else if ((c === 101 || c === 111) && previous === c) english = true;
      else if (c === 0xe1 || c === 0xe9 || c === 0xed || c === 0xf3 || c === 0xfa) accent = true;
      previous = c;
    }
    if (english) this.enCues += SPELLING;
    if (accent) this.esCues += SPELLING;
    if (word.endsWith('ción') || word.endsWith('sión') || word.endsWith('cion')) this.esCues += SPELLING;
  }

  /** One word: its cues counted, then kept as a token (hashtags split at their capitals: #BitcoinCrash). */
  addWord(text: string, start: number, end: number, hashtag: boolean): void {
    let upper = 0;
    let lower = 0;
    let otherScript = false;
    let spanish = false;
    let neighbour = false;
    for (let k = start; k < end; k++) {
      const c = text.charCodeAt(k);
      if (c >= 65 && c <= 90) upper++;
      else if (c >= 97 && c <= 122) lower++;
      else if (c >= 0x370 && isLetter(c)) otherScript = true;
      else if (isSpanishLetter(c)) spanish = true;
      else if (isOtherLatinLetter(c)) neighbour = true;
      if (c >= 0xc0 && c < 0x250) {
        const l = text.charAt(k);
        if (l.toLowerCase() !== l) upper++;
        else lower++;
      }
    }
    if (hashtag && upper > 0 && lower > 0) {
      // camelCase hashtags: one word per capitalised part
      let from = start;
      for (let k = start + 1; k < end; k++) {
        const c = text.charCodeAt(k);
        const p = text.charCodeAt(k - 1);
        if (c >= 65 && c <= 90 && p >= 97 && p <= 122) {
          this.addWord(text, from, k, false);
          from = k;
        }
      }
      if (from > start) {
        this.addWord(text, from, end, false);
        return;
      }
    }
    const word = text.slice(start, end).toLowerCase().replace('’', "'");
    if (otherScript) this.otherCues++;
    if (spanish) this.esCues++;
    if (neighbour) this.otherCues++;
    // one lookup for every cue a word gives (the lexicons' sizes made six set lookups the tokenizer's largest cost)
    const flags = CUE_FLAGS.get(word) ?? 0;
    if (flags !== 0) {
      if (flags & ES_CUE) this.esCues++;
      if (flags & SHARED_CUE) this.otherCues += 0.5;
      if (flags & EN_CUE) this.enCues++;
      // a neighbouring language's function word weighs more than one of ours (a Portuguese or French text shares
      // many of Spanish's); in capitals and short, it is an acronym or a ticker ("SA", "JE", "IL")
      if (flags & OTHER_CUE && !(upper > 0 && lower === 0 && word.length <= 3)) this.otherCues += 1.5;
      if (flags & MARKET_CUE) this.marketCues++;
      if (flags & ONLY_ES) this.esCues += 0.5;
      else if (flags & ONLY_EN) this.enCues += 0.5;
    }
    if (lower > 0 && !otherScript) this.spelling(word);
    if (isElided(word) || isGermanWord(word)) this.otherCues++;
    const isCaps = upper >= 2 && lower === 0;
    if (isCaps) this.capsWords++;
    else if (lower > 0) this.lowerWords++;
    this.push(word, WORD, isCaps, 0);
  }

  pushStop(): void {
    const { kinds } = this;
    if (this.count > 0 && kinds[this.count - 1] !== STOP) this.push('.', STOP, false, 0);
  }

  /** Reads one whitespace-separated chunk. */
  readChunk(text: string, start: number, end: number): void {
    const { kinds } = this;
    let j = start;
    while (j < end) {
      const c = text.charCodeAt(j);
      if (isLetter(c) || ((c === 35 || c === 64 || c === 36) && j + 1 < end && isLetter(text.charCodeAt(j + 1)))) {
        const mark = isLetter(c) ? 0 : c;
        let k = mark ? j + 1 : j;
        const from = k;
        while (k < end) {
          const d = text.charCodeAt(k);
          if (isLetter(d) || isDigit(d) || d === 95) k++;
          else if ((isApostrophe(d) || d === 45) && k + 1 < end && isLetter(text.charCodeAt(k + 1)) && !mark) k++;
          else break;
        }
        // @mentions and $cashtags name someone or something: no sentiment, no language
        if (mark === 0) this.addWord(text, from, k, false);
        else if (mark === 35) {
          this.addWord(text, from, k, true);
          // a hashtag is a unit: its "no" (#NoRespires) negates nothing after it
          this.pushStop();
        } else if (mark === 36) this.marketCues++;
        j = k;
      } else if (c === 38 && j + 1 < end && isLetter(text.charCodeAt(j + 1))) {
        // HTML entities (&gt; &amp;) are no words
        let k = j + 1;
        while (k < end && isLetter(text.charCodeAt(k))) k++;
        if (k < end && text.charCodeAt(k) === 59) j = k + 1;
        else j++;
      } else if (c === 37 || ((c === 36 || c === 0x20ac) && j + 1 < end && isDigit(text.charCodeAt(j + 1)))) {
        this.marketCues++;
        j++;
      } else if (isDigit(c)) {
        let k = j + 1;
        while (k < end) {
          const d = text.charCodeAt(k);
          if (isDigit(d) || ((d === 46 || d === 44) && k + 1 < end && isDigit(text.charCodeAt(k + 1)))) k++;
          else break;
        }
        this.push(text.slice(j, k), NUMBER, false, 0);
        j = k;
      } else if (c === 33) {
        this.exclamations++;
        this.pushStop();
        j++;
      } else if (c === 63) {
        this.questions++;
        this.pushStop();
        j++;
      } else if (c === 46 || c === 59) {
        this.pushStop();
        j++;
      } else if (c === 44) {
        if (this.count > 0 && kinds[this.count - 1] === WORD) this.push(',', COMMA, false, 0);
        j++;
      } else if (c === 0xbf || c === 0xa1) {
        this.esCues++;
        j++;
      } else if (c >= 0xd800 && c < 0xdc00) {
        const point = text.codePointAt(j) as number;
        const value = EMOJI.get(String.fromCodePoint(point));
        if (value !== undefined) this.push(String.fromCodePoint(point), SIGN, false, value);
        j += 2;
      } else if (c >= 0x2000 && c < 0x2c00) {
        const value = EMOJI.get(text.charAt(j));
        if (value !== undefined) this.push(text.charAt(j), SIGN, false, value);
        j++;
      } else j++;
    }
  }

  tokenize(text: string): void {
    const length = text.length;
    let i = 0;
    while (i < length) {
      if (isSpace(text.charCodeAt(i))) {
        i++;
        continue;
      }
      let end = i + 1;
      while (end < length && !isSpace(text.charCodeAt(end))) end++;
      if (end - i <= 4) {
        const chunk = text.slice(i, end);
        const emoticon = EMOTICONS.get(chunk);
        if (emoticon !== undefined) {
          this.push(chunk, SIGN, false, emoticon);
          i = end;
          continue;
        }
      }
      const c = text.charCodeAt(i);
      // links carry no sentiment (and their letters are no language)
      if ((c === 104 && text.startsWith('http', i)) || (c === 119 && text.startsWith('www.', i))) {
        i = end;
        continue;
      }
      this.readChunk(text, i, end);
      i = end;
    }
  }

  /** The language the cues point to; none at all (only signs, figures, tickers) reads as Spanish, our default. */
  detect(): SentimentLang {
    if (this.otherCues > this.esCues && this.otherCues > this.enCues) return 'other';
    if (this.esCues === 0 && this.enCues === 0) return 'es';
    return this.esCues >= this.enCues ? 'es' : 'en';
  }

  /**
   * The phrase starting at token i (longest first), or the word itself: its valence; matchedSpan and matchedKey say
   * how many tokens it took and what it is.
   */
  lookup(language: Language, i: number): number | undefined {
    const { tokens } = this;
    const word = tokens[i] as string;
    this.matchedSpan = 1;
    this.matchedKey = word;
    const longest = language.phraseStarts.get(word);
    if (longest !== undefined) {
      for (let span = Math.min(longest, this.count - i); span >= 2; span--) {
        let key = word;
        for (let k = 1; k < span; k++) key += ` ${tokens[i + k]}`;
        const value = language.words.get(key);
        if (value !== undefined) {
          this.matchedSpan = span;
          this.matchedKey = key;
          return value;
        }
      }
    }
    const value = language.words.get(word);
    if (value !== undefined || language.lang !== 'es') return value;
    return spanishVariant(language, word);
  }

  /** A phrase of `span` tokens from i stands for its words and signs: only its first token keeps a valence. */
  skipPhrase(i: number, span: number): number {
    for (let k = 1; k < span; k++) this.valences[i + k] = 0;
    return i + span - 1;
  }

  /** The word after token k, past a unit ("millones", "%" is no token): '' when none. */
  nextWord(k: number): string {
    const { tokens, kinds } = this;
    for (let j = k + 1; j < this.count && j <= k + 2; j++) {
      if (kinds[j] !== WORD) return '';
      const word = tokens[j] as string;
      if (word !== 'millones' && word !== 'puntos' && word !== 'euros') return word;
    }
    return '';
  }

  /** Whether token i is a word the language rates (not a booster or negator). */
  isRated(language: Language, i: number): boolean {
    const { tokens, kinds } = this;
    if (i >= this.count || kinds[i] !== WORD) return false;
    const word = tokens[i] as string;
    return (language.words.get(word) ?? 0) !== 0 && !language.boosters.has(word) && !language.negators.has(word);
  }

  /**
   * A move is good or bad news by what moves: "el paro baja", "losses narrowed" are good, "cae el beneficio",
   * "profit fell" bad. In a clause (to the next stop or comma), a word of movement with an economic quantity at most
   * QUANTITY_REACH tokens away takes its sign from the nearest one's good direction, and the quantity's own valence is
   * dropped (it is what moves, not news by itself).
   */
  judgeMoves(language: Language): void {
    const { kinds, valences, quantityOf, isMove } = this;
    let start = 0;
    for (let end = 0; end <= this.count; end++) {
      if (end < this.count && kinds[end] !== STOP && kinds[end] !== COMMA) continue;
      for (let i = start; i < end; i++) {
        if (!isMove[i] || valences[i] === 0) continue;
        let at = -1;
        let before = true;
        let after = true;
        for (let d = 1; d <= QUANTITY_REACH && at < 0; d++) {
          // a conjunction ("y", "as") or another rated word between them ends the reach on that side
          if (before && i - d >= start && quantityOf[i - d] !== 0) at = i - d;
          else if (after && i + d < end && quantityOf[i + d] !== 0) at = i + d;
          before = before && i - d >= start && !this.blocks(language, i - d);
          after = after && i + d < end && !this.blocks(language, i + d);
        }
        if (at < 0) continue;
        valences[i] = (valences[i] as number) * (quantityOf[at] as number);
        this.rulesOf[i] = (this.rulesOf[i] as number) | RULE_BIT.quantity;
        if (!isMove[at]) valences[at] = 0;
      }
      start = end + 1;
    }
  }

  /**
   * Who a move hurts: "shorts panicking", "los cortos liquidados" are good news for the market, "longs liquidated"
   * bad, "short setups looking nice" bearish. In a clause, a rated word at most STANCE_REACH tokens from who holds a
   * side (and not past a conjunction) is about them: on the side betting on a fall its sign turns. The side's own
   * word then carries no valence of its own ("bears" −1): what happens to them says it.
   */
  judgeStance(language: Language): void {
    const { kinds, valences, sideOf } = this;
    let start = 0;
    for (let end = 0; end <= this.count; end++) {
      if (end < this.count && kinds[end] !== STOP && kinds[end] !== COMMA) continue;
      for (let at = start; at < end; at++) {
        const side = sideOf[at] as number;
        if (side === 0) continue;
        let about = 0;
        for (const step of [-1, 1]) {
          for (let d = 1, k = at + step; d <= STANCE_REACH && k >= start && k < end; d++, k += step) {
            if (sideOf[k] !== 0 || (kinds[k] === WORD && language.joiners.has(this.tokens[k] as string))) break;
            if (valences[k] === 0) continue;
            about++;
            this.rulesOf[k] = (this.rulesOf[k] as number) | RULE_BIT.stance;
            if (side < 0) valences[k] = -(valences[k] as number);
          }
        }
        if (about > 0) valences[at] = 0;
      }
      start = end + 1;
    }
  }

  blocks(language: Language, k: number): boolean {
    const { tokens, kinds, valences } = this;
    // a figure belongs to the move ("una caída del 34 % de su beneficio"); so does another move ("fees drop to the
    // lowest level", each judged by the quantity)
    if (kinds[k] === NUMBER || this.isMove[k]) return false;
    return kinds[k] !== WORD || valences[k] !== 0 || language.joiners.has(tokens[k] as string);
  }

  /** Laughter beside a complaint ("me quedé sin datos jajaja") laughs at it: it does not make the text positive. */
  laughAlong(): void {
    const { tokens, kinds, valences } = this;
    let rest = 0;
    for (let i = 0; i < this.count; i++) {
      const value = valences[i] as number;
      if (value !== 0 && !(kinds[i] === WORD && isLaugh(tokens[i] as string))) rest += value;
    }
    if (rest >= 0) return;
    for (let i = 0; i < this.count; i++) if (kinds[i] === WORD && isLaugh(tokens[i] as string)) valences[i] = 0;
  }

  /** The text's score, read with the given language's lexicon or the detected one. */
  score(options: ScoreOptions): SentimentResult {
    const { tokens, kinds, caps, valences, quantityOf, isMove, sideOf, rulesOf, count } = this;
    const lang = options.lang ?? this.detect();
    if (lang === 'other') return { score: 0, label: 'neu', lang, hits: [] };
    const language = lang === 'es' ? ES : options.market || this.marketCues > 0 ? EN : EN_GENERAL;
    const shouting = this.capsWords > 0 && this.lowerWords > 0;
    let contrastAt = -1;
    let quantities = 0;
    let sides = 0;
    let laughs = 0;
    for (let i = 0; i < count; i++) {
      // a sign's valence is its own, set when it was read
      if (kinds[i] !== WORD) continue;
      const word = tokens[i] as string;
      if (language.contrast.has(word) || (word === 'embargo' && tokens[i - 1] === 'sin')) {
        if (contrastAt < 0) contrastAt = i;
        continue;
      }
      if (
        (language.boosters.has(word) || language.negators.has(word)) &&
        // an idiom that starts with one ("menos mal", "sin querer") is read as the idiom
        !(language.phraseStarts.has(word) && this.lookup(language, i) !== undefined && this.matchedSpan > 1)
      ) {
        // a booster or negator rated on its own ("no" −1.2, "super" 2.9) counts only when no rated word follows
        const own = language.words.get(word);
        if (own === undefined || this.isRated(language, i + 1)) continue;
      }
      // "Bueno, …", "bueno.", "pero bueno, …" open or close a turn of speech: a discourse marker, not "good"
      if (
        (language.discourse.has(word) ||
          (language.lang === 'es' && isElongated(word) && language.discourse.has(squeeze(word, 1)))) &&
        (i === 0 ||
          kinds[i - 1] === STOP ||
          kinds[i - 1] === COMMA ||
          language.contrast.has(tokens[i - 1] as string)) &&
        (i + 1 >= count || kinds[i + 1] === STOP || kinds[i + 1] === COMMA)
      )
        continue;
      // "SOL rompe resistencias": the coin's ticker, not the sun (as the coin detector reads capitals in prose)
      if (shouting && caps[i] && language.tickers.has(word)) continue;
      // VADER: "kind of" is a diminisher, not kindness
      if (language.lang === 'en' && word === 'kind' && tokens[i + 1] === 'of') continue;
      let value = this.lookup(language, i);
      const span = this.matchedSpan;
      const key = this.matchedKey;
      const quantity = language.quantities.get(key);
      if (quantity !== undefined) {
        quantityOf[i] = quantity;
        quantities++;
      }
      const side = language.sides.get(key);
      if (
        side !== undefined &&
        (language.sideArticles.size === 0 || language.sideArticles.has((i > 0 ? tokens[i - 1] : '') as string))
      ) {
        sideOf[i] = side;
        sides++;
      }
      if (value === undefined || value === 0) {
        i = this.skipPhrase(i, span);
        continue;
      }
      isMove[i] = language.moves.has(key);
      const sign = value > 0 ? 1 : -1;
      if (shouting && caps[i] && !language.acronyms.has(word)) {
        value += sign * BOOSTER_CAPS;
        rulesOf[i] = (rulesOf[i] as number) | RULE_BIT.caps;
      }
      let negated = false;
      for (let back = 1, j = i - 1; back <= 3 && j >= 0; back++, j--) {
        // VADER drops one-letter words ("I", "a") before looking back three words; Spanish skips clitics ("no me gusta")
        while (
          j > 0 &&
          kinds[j] === WORD &&
          (language.vader ? (tokens[j] as string).length === 1 : language.clitics.has(tokens[j] as string))
        )
          j--;
        if (kinds[j] === STOP || (kinds[j] === COMMA && language.lang === 'es')) break;
        // a subordinate clause keeps its own polarity ("no sabéis lo que nos alegra"), except after a verb of opinion
        // that carries the negation down ("no creo que sea bueno")
        if (
          language.lang === 'es' &&
          SUBORDINATORS.has(tokens[j] as string) &&
          !NEG_RAISING.has(tokens[j - 1] as string)
        )
          break;
        if (kinds[j] !== WORD) continue;
        const previous = tokens[j] as string;
        if (language.words.has(previous) && !language.boosters.has(previous) && !isNegator(language, previous))
          continue;
        const boost = language.boosters.get(previous);
        if (boost !== undefined) {
          let scalar = boost * sign;
          if (shouting && caps[j]) scalar += sign * BOOSTER_CAPS;
          value += scalar * (LOOKBACK_DAMPING[back - 1] as number);
          rulesOf[i] = (rulesOf[i] as number) | RULE_BIT.booster;
        }
        if (
          isNegator(language, previous) &&
          !language.negators.has(word) &&
          !language.unnegated.has(word) &&
          !(previous === 'sin' && tokens[j + 1] === 'embargo') &&
          // Spanish negative concord: "no es nada bueno", "no me gusta nunca" negate once
          !(negated && language.lang === 'es')
        ) {
          value *= NEGATION;
          negated = true;
          rulesOf[i] = (rulesOf[i] as number) | RULE_BIT.negation;
        }
      }
      // VADER's "least": "least good" is not good, "at least good" and "very least" are
      if (
        language.lang === 'en' &&
        i > 0 &&
        tokens[i - 1] === 'least' &&
        tokens[i - 2] !== 'at' &&
        tokens[i - 2] !== 'very'
      ) {
        value *= NEGATION;
        rulesOf[i] = (rulesOf[i] as number) | RULE_BIT.negation;
      }
      // "kind of good", "sort of bad": dampened as by "slightly"
      if (
        i > 1 &&
        tokens[i - 1] === 'of' &&
        (tokens[i - 2] === 'kind' || tokens[i - 2] === 'sort') &&
        language.lang === 'en'
      ) {
        value -= sign * 0.293;
      }
      if (language.direction.has(key)) {
        for (let k = i + span; k < count && k < i + span + 4; k++) {
          if (kinds[k] === NUMBER) {
            value *= DIRECTION_WITH_FIGURE;
            rulesOf[i] = (rulesOf[i] as number) | RULE_BIT.figure;
            break;
          }
        }
        // "gana un 50 % menos", "gana 73 millones, un 14 % menos": a figure and "menos" in the sentence turn the move
        for (let k = i + span; k < count && kinds[k] !== STOP; k++) {
          if (kinds[k] === NUMBER && language.fewer.has(this.nextWord(k))) {
            value = -value;
            break;
          }
        }
      }
      valences[i] = value;
      if (value > 0 && span === 1 && language.lang === 'es' && isLaugh(key)) laughs++;
      tokens[i] = key;
      i = this.skipPhrase(i, span);
    }
    if (quantities > 0) this.judgeMoves(language);
    if (sides > 0) this.judgeStance(language);
    let sum = 0;
    if (laughs > 0) this.laughAlong();
    const hits: SentimentHit[] = [];
    let conceding = false;
    for (let i = 0; i < count; i++) {
      const kind = kinds[i];
      if (kind === STOP || kind === COMMA) conceding = false;
      else if (kind === WORD && language.concessive.has(tokens[i] as string)) conceding = true;
      let value = valences[i] as number;
      if (value === 0) continue;
      if (value < 0 && kind === WORD && language.lang === 'es') value *= NEGATIVE_WEIGHT;
      let rules = rulesOf[i] as number;
      if (conceding) {
        value *= CONCESSION;
        rules |= RULE_BIT.concession;
      }
      if (contrastAt >= 0) {
        value *= i < contrastAt ? BUT_BEFORE : BUT_AFTER;
        rules |= RULE_BIT.contrast;
      }
      sum += value;
      const hit: SentimentHit = { text: tokens[i] as string, weight: Math.round(value * 1000) / 1000 };
      if (options.explain) hit.rules = SENTIMENT_RULES.filter((rule) => (rules & RULE_BIT[rule]) !== 0);
      hits.push(hit);
    }
    if (sum !== 0) {
      let emphasis = Math.min(this.exclamations, 4) * EXCLAMATION;
      if (this.questions > 1) emphasis += this.questions <= 3 ? this.questions * QUESTION : 0.96;
      if (emphasis > 0) {
        const signed = sum > 0 ? emphasis : -emphasis;
        sum += signed;
        hits.push({
          text: this.exclamations > 0 ? '!'.repeat(Math.min(this.exclamations, 4)) : '??',
          weight: Math.round(signed * 1000) / 1000,
        });
      }
    }
    const score = Math.round(normalise(sum) * 10000) / 10000;
    return { score, label: labelOf(score), lang, hits };
  }
}

export function scoreText(text: string, options: ScoreOptions = {}): SentimentResult {
  return new Reading(text).score(options);
}
