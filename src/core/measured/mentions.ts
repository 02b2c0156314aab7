// Which coins a text mentions: names in Spanish and English, tickers, cashtags, hashtags, trading pairs and ₿,
// for whichever coins a server follows (src/core/coins/table.ts says how each is written). A matcher is two
// regular expressions compiled once per coin list and run once each per text.
//
// False friends: "sol" is Spanish for sun, "dot" an English word, "ada" a name, "ether" the sky. So a ticker that
// is a word counts as an uppercase word (or as $sol / #sol at any case), Ether only capitalised; BTC and ETH are
// no word in either language and count at any case. In a text shouting in capitals, SOL, ADA and DOT as bare words
// are ambiguous ("EL SOL SALE"): there they count only as cashtags, hashtags or trading pairs.

import { SPEC_COIN_SYMBOLS } from '../coins/symbols.ts';
import { KNOWN_COINS, type KnownCoin } from '../coins/table.ts';

// A mention is a whole word: no letter, digit or underscore on either side (any script).
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';
const PAIR = '(?:USDT|USDC|USD|EUR)';

const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (words: readonly string[]) => `(?:${words.map(literal).join('|')})`;
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);

export interface CoinMatcher {
  /** The coins it looks for, in order: detect returns them in this order. */
  readonly symbols: readonly string[];
  readonly anyCase: RegExp;
  readonly asWritten: RegExp;
  /** Per group of each expression (1-based), the coin's index and whether it is a bare capitals word. */
  readonly anyCaseGroups: readonly number[];
  readonly asWrittenGroups: readonly { coin: number; bare: boolean }[];
}

/** Alternatives sharing what stands before and after them: one group each, tried in order. */
interface Section {
  before: string;
  after: string;
  entries: { pattern: string; coin: number; bare: boolean }[];
}

/** One expression of several sections: the boundaries are checked once per section, not once per alternative. */
function compile(sections: readonly Section[], flags: string) {
  const used = sections.filter((section) => section.entries.length > 0);
  const source = used
    .map(({ before, after, entries }) => `${before}(?:${entries.map((e) => `(${e.pattern})`).join('|')})${after}`)
    .join('|');
  return {
    regex: new RegExp(source || '(?!)', flags),
    groups: used.flatMap(({ entries }) => entries.map(({ coin, bare }) => ({ coin, bare }))),
  };
}

/** Compiles the two expressions that find `coins` in a text. */
export function coinMatcher(coins: readonly KnownCoin[]): CoinMatcher {
  const tags: Section = { before: '[$#]', after: E, entries: [] };
  const words: Section = { before: B, after: E, entries: [] };
  const signs: Section = { before: '', after: '', entries: [] };
  const cased: Section = { before: B, after: E, entries: [] };
  const pairs: Section = { before: B, after: `(?:${PAIR}|/${PAIR})${E}`, entries: [] };
  const capitals: Section = { before: B, after: E, entries: [] };
  coins.forEach((coin, index) => {
    const entry = (list: readonly string[], bare = false) => ({ pattern: anyOf(byLength(list)), coin: index, bare });
    const tickers = [coin.symbol, ...(coin.capitals ?? [])];
    const tagWords = [...new Set([...tickers, ...coin.words, ...(coin.cased ?? [])].map((w) => w.toLowerCase()))];
    tags.entries.push(entry(tagWords.filter((word) => !word.includes(' '))));
    for (const word of coin.words) words.entries.push({ pattern: literal(word), coin: index, bare: false });
    if (coin.signs?.length) signs.entries.push(entry(coin.signs));
    if (coin.cased?.length) cased.entries.push(entry(coin.cased));
    pairs.entries.push(entry(tickers));
    if (coin.capitals?.length) capitals.entries.push(entry(coin.capitals, true));
  });
  // Longer names first, across coins, so "Bitcoin Cash" is BCH and not BTC, "Ethereum Classic" ETC and not ETH.
  words.entries.sort((a, b) => b.pattern.length - a.pattern.length);
  // Bare capitals words last: a pair (SOLUSDT) is found as a pair whatever the text's case.
  const anyCase = compile([tags, words, signs], 'giu');
  const asWritten = compile([cased, pairs, capitals], 'gu');
  return {
    symbols: coins.map((coin) => coin.symbol),
    anyCase: anyCase.regex,
    asWritten: asWritten.regex,
    anyCaseGroups: anyCase.groups.map((group) => group.coin),
    asWrittenGroups: asWritten.groups,
  };
}

/** The spec's five coins: what a page or a test without a server's coin list looks for. */
export const SPEC_COIN_MATCHER: CoinMatcher = coinMatcher(
  SPEC_COIN_SYMBOLS.map((symbol) => KNOWN_COINS.find((coin) => coin.symbol === symbol) as KnownCoin),
);

/** Letters in capitals over all letters, to tell a shouting text from a symbol inside normal prose. */
function mostlyCapitals(text: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  return upper >= 12 && upper > lower * 2;
}

/** The group that matched: its index in the expression's groups (group 1 is index 0). */
function matchedGroup(match: RegExpExecArray): number {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return i - 1;
  return -1;
}

/** The coins `text` mentions, in the matcher's order, each once. */
export function detectCoins(text: string, matcher: CoinMatcher = SPEC_COIN_MATCHER): string[] {
  const found = new Set<number>();
  // The compiled expressions are shared: each scan starts from the text's beginning (a global expression keeps
  // its position between calls), and runs to the end before another can begin.
  const { anyCase, asWritten } = matcher;
  anyCase.lastIndex = 0;
  for (let match = anyCase.exec(text); match; match = anyCase.exec(text)) {
    found.add(matcher.anyCaseGroups[matchedGroup(match)] as number);
  }
  const bareWords = !mostlyCapitals(text);
  asWritten.lastIndex = 0;
  for (let match = asWritten.exec(text); match; match = asWritten.exec(text)) {
    const group = matcher.asWrittenGroups[matchedGroup(match)];
    if (group && (bareWords || !group.bare)) found.add(group.coin);
  }
  return matcher.symbols.filter((_, index) => found.has(index));
}
