// The lexicons as the scorer reads them: built once at load from the data files (data/), never per call. Data, not
// state: each table is finished in its own initializer and only read after.
// Each language gets one Map of word or phrase → valence on VADER's −4…4 scale, the domain's entries over the
// general lexicon's; emoji and emoticons are shared by every language.

import domainEn from './data/domain-en.json';
import domainEs from './data/domain-es.json';
import emojiRanking from './data/emoji.json';
import emoticonsVader from './data/emoticons.json';
import grammarEn from './data/grammar-en.json';
import grammarEs from './data/grammar-es.json';
import idiomEn from './data/idiom-en.json';
import idiomEs from './data/idiom-es.json';
import lexiconEn from './data/lexicon-en.json';
import lexiconEs from './data/lexicon-es.json';
import otherCues from './data/other-cues.json';
import signs from './data/signs.json';

export interface Language {
  readonly lang: 'es' | 'en';
  /** VADER's own rules for general English (one-letter words skipped when looking back; "no" and "super" rated). */
  readonly vader: boolean;
  /** Words and phrases (words joined by one space) → valence. */
  readonly words: ReadonlyMap<string, number>;
  /** Every word the language knows (rated, negators, boosters): a language cue for detection. */
  readonly known: ReadonlySet<string>;
  /** The first word of every phrase, and the longest phrase length starting with it. */
  readonly phraseStarts: ReadonlyMap<string, number>;
  readonly negators: ReadonlySet<string>;
  readonly boosters: ReadonlyMap<string, number>;
  readonly contrast: ReadonlySet<string>;
  /** "aunque": the clause it opens (to the next , . ; ! ?) is a concession and counts half. */
  readonly concessive: ReadonlySet<string>;
  /** Pronouns between a negation and its verb ("no me gusta", "no lo sé"): they do not use up the look-back. */
  readonly clitics: ReadonlySet<string>;
  /** Words whose valence grows when a figure follows ("sube un 5 %", "fell 3%"). */
  readonly direction: ReadonlySet<string>;
  /** Discourse markers ("Bueno, …"): no valence at the start of a clause when a comma or a stop follows. */
  readonly discourse: ReadonlySet<string>;
  /** Swearwords that intensify ("no tengo ni puta idea"): negation does not turn them positive. */
  readonly unnegated: ReadonlySet<string>;
  /** Economic quantities ("beneficio" 1, "deuda" −1): a move in the same clause is judged by them ("cae la deuda"). */
  readonly quantities: ReadonlyMap<string, number>;
  /** Words of movement (the direction verbs and "caída", "aumento"…), whose sign a quantity turns. */
  readonly moves: ReadonlySet<string>;
  /** Conjunctions that join two clauses ("y", "as"): a quantity does not govern a move across them. */
  readonly joiners: ReadonlySet<string>;
  /** "menos" after a figure: the move was smaller than before ("gana un 50 % menos"), so it turns. */
  readonly fewer: ReadonlySet<string>;
  /** Function words that say a text is in this language. */
  readonly cues: ReadonlySet<string>;
  /** Uppercase domain terms (FUD, ATH, HODL): not shouting when written in capitals. */
  readonly acronyms: ReadonlySet<string>;
  /**
   * Who holds a side of a trade: −1 who bets on a fall ("shorts", "los cortos": news good or bad for them is the
   * opposite for the market), 1 who bets on a rise ("longs", "los largos": what happens to them is what it says).
   */
  readonly sides: ReadonlyMap<string, number>;
  /** Words a side follows to be one ("los cortos"; empty: the word alone names it). */
  readonly sideArticles: ReadonlySet<string>;
  /** Tickers that are also words ("SOL", "ADA", "DOT"): in capitals within lowercase prose, a coin, not a word. */
  readonly tickers: ReadonlySet<string>;
}

interface Domain {
  words: Record<string, number>;
  direction: string[];
  core?: string[];
  context?: string[];
  /** Economic quantities and the direction that is good news for them (profit 1, debt −1). */
  quantities?: Record<string, number>;
  /** Nouns and verbs of movement beyond `direction` ("caída", "aumento", "cut"). */
  moves?: string[];
  /** Spanish lemmas of everyday and informal speech that the general lexicons lack, expanded to all their forms. */
  lemmas?: Record<string, number>;
  /** Spanish lemmas with no sentiment in everyday use, whatever the general lexicon says: all their forms read 0. */
  neutral?: string[];
  /** Who holds each side of a trade (idiom-*.json). */
  stance?: { bearSide: string[]; bullSide: string[]; articles?: string[] };
  tickers?: string[];
}

/** A language's domain data with its market idiom (idiom-*.json: slang, stance, costs) read over it. */
function withIdiom(domain: Domain, idiom: Omit<Domain, 'direction'>): Domain {
  return {
    ...domain,
    words: { ...domain.words, ...idiom.words },
    core: [...(domain.core ?? []), ...(idiom.core ?? [])],
    context: [...(domain.context ?? []), ...(idiom.context ?? [])],
    quantities: { ...domain.quantities, ...idiom.quantities },
    moves: [...(domain.moves ?? []), ...(idiom.moves ?? [])],
    stance: idiom.stance,
    tickers: idiom.tickers,
  };
}

const DOMAIN_EN = withIdiom(domainEn, idiomEn);
const DOMAIN_ES = withIdiom(domainEs, idiomEs);

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
    discourse?: string[];
    unnegated?: string[];
    joiners?: string[];
    fewer?: string[];
  },
  coreOnly = false,
): Language {
  const words = new Map<string, number>(general);
  const core = new Set(domain.core ?? []);
  for (const lemma of domain.neutral ?? []) for (const form of afinnForms(lemma)) words.set(form, 0);
  for (const [lemma, value] of Object.entries(domain.lemmas ?? {}))
    for (const form of afinnForms(lemma)) words.set(form, value);
  for (const [key, value] of Object.entries(domain.words)) if (!coreOnly || core.has(key)) words.set(key, value);
  // tweets drop accents: the domain's Spanish words are found without them too ("caida", "subio", "record"), over
  // the general lexicon's own accentless forms
  if (lang === 'es') {
    for (const [key, value] of Object.entries(domain.words)) {
      const plain = unaccented(key);
      if (plain !== key && !(plain in domain.words)) words.set(plain, value);
    }
    for (const [key, value] of [...words]) setPlain(words, key, value);
  }
  const phraseStarts = new Map<string, number>();
  for (const key of words.keys()) {
    if (!key.includes(' ')) continue;
    const parts = key.split(' ');
    const first = parts[0] as string;
    phraseStarts.set(first, Math.max(phraseStarts.get(first) ?? 0, parts.length));
  }
  const boosters = new Map(Object.entries(grammar.boosters));
  const acronyms = new Set(['fud', 'ath', 'hodl', 'etf', 'rekt', 'erte', 'ere', 'opa']);
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
    discourse: new Set(grammar.discourse ?? []),
    unnegated: new Set(grammar.unnegated ?? []),
    joiners: new Set(grammar.joiners ?? []),
    fewer: new Set(grammar.fewer ?? []),
    clitics: new Set(grammar.clitics ?? []),
    direction: new Set(withPlain(coreOnly ? domain.direction.filter((word) => core.has(word)) : domain.direction)),
    cues: new Set(grammar.cues),
    quantities: new Map(
      coreOnly ? [] : Object.entries(domain.quantities ?? {}).flatMap(([k, v]) => withPlain([k]).map((w) => [w, v])),
    ),
    moves: new Set(coreOnly ? [] : withPlain([...domain.direction, ...(domain.moves ?? [])])),
    acronyms,
    // General English keeps VADER's reading: "shorts" there are what one wears
    sides: new Map(
      coreOnly
        ? []
        : [
            ...(domain.stance?.bearSide ?? []).map((word) => [word, -1] as const),
            ...(domain.stance?.bullSide ?? []).map((word) => [word, 1] as const),
          ],
    ),
    sideArticles: new Set(domain.stance?.articles ?? []),
    tickers: new Set(domain.tickers ?? []),
  };
}

/** A final stressed vowel loses its accent when a syllable is added ("campeón" → "campeones", "común" → "comunes"). */
const UNSTRESS: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
function plural(l: string): string[] {
  if (/[aeiouáéó]$/.test(l)) return [`${l}s`];
  if (l.endsWith('z')) return [`${l.slice(0, -1)}ces`];
  if (l.endsWith('s') || l.endsWith('x')) return [];
  const m = /([áéíóú])([nsl])$/.exec(l);
  if (m) return [`${l.slice(0, -2)}${UNSTRESS[m[1] as string]}${m[2]}es`];
  return [`${l}es`];
}

/** Gender and number of an adjective ("malo" → mala, malos, malas; "feliz" → felices; "cortés" → corteses). */
function adjective(l: string): string[] {
  if (l.endsWith('o')) return [l, `${l.slice(0, -1)}a`, `${l}s`, `${l.slice(0, -1)}as`];
  if (/ón$|án$|ín$/.test(l) || l.endsWith('dor')) {
    // "llorón" → llorona, llorones, lloronas; "trabajador" → trabajadora…
    const plain = l.replace(/[áíó](n)$/, (x, n) => `${UNSTRESS[x[0] as string]}${n}`);
    return [l, `${plain}a`, `${plain}es`, `${plain}as`];
  }
  return [l, ...plural(l)];
}

const AR: readonly string[] = [
  'a',
  'an',
  'as',
  'ó',
  'aron',
  'aste',
  'ado',
  'ada',
  'ados',
  'adas',
  'ando',
  'o',
  'amos',
  'aba',
  'aban',
  'abas',
  'é',
  'e',
  'en',
  'es',
  'emos',
  'ara',
  'aran',
  'ará',
  'arán',
  'aré',
  'arás',
  'aría',
  'arían',
  'ás',
  'ate',
  'alo',
  'ala',
  'arlo',
  'arla',
  'arlos',
  'arlas',
  'arte',
  'arme',
  'arse',
  'ándolo',
  'ándome',
  'ándose',
];
const ER: readonly string[] = [
  'e',
  'en',
  'es',
  'ió',
  'ieron',
  'iste',
  'ido',
  'ida',
  'idos',
  'idas',
  'iendo',
  'o',
  'ía',
  'ían',
  'ías',
  'í',
  'a',
  'an',
  'as',
  'amos',
  'iera',
  'ieran',
  'iéndolo',
  'iéndose',
];
const ER_INF: readonly string[] = ['á', 'án', 'é', 'ás', 'ía', 'ían', 'lo', 'la', 'los', 'las', 'te', 'me', 'se'];

/** Spelling keeps the sound of c, g, z before e: "equivocar" → equivoqué, "cagar" → cagué, "abrazar" → abracé. */
function soft(stem: string): string {
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}qu`;
  if (stem.endsWith('g')) return `${stem}u`;
  if (stem.endsWith('z')) return `${stem.slice(0, -1)}c`;
  return stem;
}

/** The forms of a verb: present, preterite, imperfect, subjunctive, future, conditional, participle, gerund, and the
 * infinitive with a pronoun attached ("odiarlo", "amarte"). Irregular stems are not guessed. */
function verb(l: string): string[] {
  if (l.endsWith('eír')) return laugh(l.slice(0, -3));
  const irregular = irregularForms(l);
  return irregular.length > 0 ? [...regularForms(l), ...irregular] : regularForms(l);
}

/** "reír", "sonreír": the stressed í and the weak i of their stem ("río" and "ría" are left out: a river, an estuary). */
function laugh(base: string): string[] {
  return ['eír', 'íes', 'íe', 'íen', 'ió', 'io', 'ieron', 'iendo', 'eí', 'eímos'].map((ending) => base + ending);
}

const STEM_CHANGES: Readonly<Record<string, string>> = grammarEs.stemChanges;

/**
 * Forms the regular endings miss: the changed stem of "doler" (duele), "mentir" (miente, mintió), "avergonzar"
 * (avergüenza), listed in grammar-es.json; the -zco of "agradecer" (agradezco, merezca); the j of "proteger" (protejo).
 */
function irregularForms(l: string): string[] {
  const stem = l.slice(0, -2);
  const ar = l.endsWith('ar');
  const ir = l.endsWith('ir');
  const forms: string[] = [];
  const change = STEM_CHANGES[l];
  if (change) {
    const vowel = change === 'ue' ? 'o' : 'e';
    const at = stem.lastIndexOf(vowel);
    const before = stem.slice(0, at);
    const after = stem.slice(at + 1);
    const strong = before + (at === 0 ? 'hue' : change === 'ue' && before.endsWith('g') ? 'üe' : change) + after;
    const endings = ar ? ['o', 'as', 'a', 'an', 'e', 'es', 'en'] : ['o', 'es', 'e', 'en', 'a', 'as', 'an'];
    for (const ending of endings) forms.push((ar && ending.startsWith('e') ? soft(strong) : strong) + ending);
    if (ir) {
      const weak = before + (vowel === 'o' ? 'u' : 'i') + after;
      for (const ending of ['ió', 'ieron', 'iendo', 'amos', 'iera', 'ieran']) forms.push(weak + ending);
    }
  }
  if (/[aeiou]cer$/.test(l) && l !== 'hacer')
    for (const e of ['zco', 'zca', 'zcas', 'zcan', 'zcamos']) forms.push(stem.slice(0, -1) + e);
  if (/g(er|ir)$/.test(l)) for (const e of ['jo', 'ja', 'jas', 'jan']) forms.push(stem.slice(0, -1) + e);
  return forms;
}

function regularForms(l: string): string[] {
  const stem = l.slice(0, -2);
  if (l.endsWith('ar')) return [l, ...AR.map((e) => (e.startsWith('e') || e.startsWith('é') ? soft(stem) : stem) + e)];
  if (l.endsWith('er') || l.endsWith('ir'))
    return [
      l,
      ...ER.map((e) => stem + e),
      ...ER_INF.map((e) => l + e),
      l.endsWith('er') ? `${stem}emos` : `${stem}imos`,
      l.endsWith('er') ? `${stem}éis` : `${stem}ís`,
    ];
  return [l];
}

const FORMS: Readonly<Record<string, (lemma: string) => string[]>> = {
  a: adjective,
  n: (l) => [l, ...plural(l)],
  v: verb,
  r: (l) => [l],
};

/** AFINN-es lists one form per word, without part of speech: an infinitive is a verb, a word in -o an adjective or
 * noun with its feminine, anything else takes its plural. Single words only. */
function afinnForms(word: string): string[] {
  if (word.includes(' ')) return [word];
  if (/(ar|er|ir)$/.test(word) && word.length > 4) return verb(word);
  if (word.endsWith('o') || /ón$|dor$/.test(word)) return adjective(word);
  return [word, ...plural(word)];
}

const ACCENTS: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u' };
/** A word without its accents ("caída" → "caida"); the pattern is not kept in a constant: a /g RegExp keeps state. */
const unaccented = (word: string) => word.replace(/[áéíóúü]/g, (c) => ACCENTS[c] ?? c);

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
  const afinn = lexiconEs.words as Record<string, number>;
  // AFINN-es over ML-SentiCon: its own words first, then the forms generated from them where AFINN has no word
  for (const [word, value] of Object.entries(afinn)) {
    for (const form of afinnForms(word)) if (!(form in afinn)) map.set(form, value);
  }
  for (const [word, value] of Object.entries(afinn)) map.set(word, value);
  for (const [word, value] of [...map]) setPlain(map, word, value);
  return map;
}

/** A list of words and their accentless spellings ("caída", "caida"). */
function withPlain(list: string[]): string[] {
  return [...new Set(list.flatMap((word) => [word, unaccented(word)]))];
}

/** The accentless spelling of a word, where it is not a word of its own. */
function setPlain(map: Map<string, number>, word: string, value: number): void {
  const plain = unaccented(word);
  if (plain !== word && !map.has(plain)) map.set(plain, value);
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
  DOMAIN_EN,
  grammarEn,
);
/**
 * English anywhere else: VADER's lexicon, and only the domain's own terms (`core`: bullish, HODL, rug pull…), so that
 * "rise", "red", "crash" or "buy" keep their everyday sense and general text scores as VADER scores it.
 */
export const EN_GENERAL: Language = language('en', EN_GENERAL_WORDS(), DOMAIN_EN, grammarEn, true);
/** Words that put an English text in a market context: `context`, and the domain's own single-word terms. */
export const EN_MARKET_CUES: ReadonlySet<string> = new Set([
  ...(DOMAIN_EN.context ?? []),
  ...(DOMAIN_EN.core ?? []).filter((term) => !term.includes(' ') && term !== 'whales'),
]);
/** Function words carry no sentiment, whatever a lemma list says of them ("un", "informe" as adjectives). */
const SPANISH_CUES_WITH_SENTIMENT: ReadonlySet<string> = new Set(['bien', 'gracias']);
function withoutCues(words: Map<string, number>, cues: string[]) {
  for (const word of cues) if (!SPANISH_CUES_WITH_SENTIMENT.has(word)) words.delete(word);
  return words;
}

export const ES: Language = language(
  'es',
  withoutCues(withoutGrammar(spanishWords(), grammarEs, ['bien']), grammarEs.cues),
  DOMAIN_ES,
  grammarEs,
);

/** Emoji (one code point each; variation selectors and skin tones are skipped by the tokenizer). */
export const EMOJI: ReadonlyMap<string, number> = new Map([
  ...Object.entries(emojiRanking as Record<string, number>),
  ...Object.entries(signs.emoji),
]);

/** Emoticons, matched as a whole whitespace-separated chunk, as written and lowercased. */
export const EMOTICONS: ReadonlyMap<string, number> = new Map([
  ...Object.entries(emoticonsVader as Record<string, number>),
  ...Object.entries(signs.emoticons),
]);

/** Function words of languages we do not score (Portuguese, French, Italian, German), minus ours. */
export const OTHER_CUES: ReadonlySet<string> = new Set(
  Object.values(otherCues as Record<string, string[]>)
    .flat()
    .filter((word) => !EN.cues.has(word) && !ES.cues.has(word)),
);

/**
 * Function words of ours that a neighbouring language shares (Spanish "de", "la", "que" with Portuguese, French or
 * Italian; English "in", "was", "will" with German): a whole cue for ours and half a cue for the neighbour, so
 * that a text in the neighbour's language is not read as ours for them.
 */
export const SHARED_CUES: ReadonlySet<string> = new Set(
  Object.values(otherCues as Record<string, string[]>)
    .flat()
    .filter((word) => ES.cues.has(word) || EN.cues.has(word)),
);

/** What a word tells the language detector, as bits of one number per word (one Map lookup per word). */
export const ES_CUE = 1;
export const EN_CUE = 2;
export const OTHER_CUE = 4;
export const MARKET_CUE = 8;
/** Known to the Spanish lexicons and not the English ones, or the other way round. */
export const ONLY_ES = 16;
export const ONLY_EN = 32;
export const SHARED_CUE = 64;
/** Each word's cue bits, in one table built from the cue lists above. */
function cueFlags(): Map<string, number> {
  const flags = new Map<string, number>();
  const flag = (words: Iterable<string>, bit: number) => {
    for (const word of words) flags.set(word, (flags.get(word) ?? 0) | bit);
  };
  flag(ES.cues, ES_CUE);
  flag(EN.cues, EN_CUE);
  flag(OTHER_CUES, OTHER_CUE);
  flag(SHARED_CUES, SHARED_CUE);
  flag(EN_MARKET_CUES, MARKET_CUE);
  flag(
    [...ES.known].filter((word) => !EN.known.has(word)),
    ONLY_ES,
  );
  flag(
    [...EN.known].filter((word) => !ES.known.has(word)),
    ONLY_EN,
  );
  return flags;
}
export const CUE_FLAGS: ReadonlyMap<string, number> = cueFlags();
