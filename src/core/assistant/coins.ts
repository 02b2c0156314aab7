// Which coin a question is about: the coins the figures cover (names in Spanish and English, tickers) and the
// other coins of the product's table (src/core/coins/table.ts), which we name but have no figures for. A ticker
// that is also a word ("sol", "ada", "dot", "link", "ton", "uni", "etc") counts only in capitals (SOL, ADA), so
// "el sol", "send a link" or "etc." name no coin.

import { SPEC_COIN_SYMBOLS } from '../coins/symbols.ts';
import { KNOWN_COINS, type KnownCoin, knownCoinBySymbol } from '../coins/table.ts';
import { normalizeQuestion } from './normalize.ts';

/** The name we call a coin by: the table's, else its ticker (a coin a server added by hand). */
export const coinName = (symbol: string): string => knownCoinBySymbol(symbol)?.name ?? symbol;

/** "a, b y c": a list as a sentence says it, with `last` (y, o, ni) before its last item. */
export const listed = (items: readonly string[], last: string): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** "Bitcoin (BTC), Ethereum (ETH), …": the coins a reply has figures for. */
export const coinList = (symbols: readonly string[]): string =>
  listed(
    symbols.map((symbol) => (coinName(symbol) === symbol ? symbol : `${coinName(symbol)} (${symbol})`)),
    'y',
  );

/** "Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT)": the sample data's coins. */
export const sampleCoinList = (): string => coinList(SPEC_COIN_SYMBOLS);

interface CoinWords {
  /** Lower case without accents, matched as whole words in the normalized question. */
  words: readonly string[];
  /** Matched only as written. */
  capitals: readonly string[];
}

/** How a question writes a coin: its names at any case, and its ticker in capitals when it is a word. */
const wordsOf = (coin: KnownCoin | undefined, symbol: string): CoinWords =>
  coin
    ? {
        words: [...coin.words, ...(coin.cased ?? [])].map((word) => normalizeQuestion(word)),
        capitals: coin.capitals ?? [],
      }
    : { words: [], capitals: [symbol] };

/** Where `word` stands as a whole word in `text`; -1 when it does not. */
function positionOf(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').exec(text);
  return match ? match.index + (match[1]?.length ?? 0) : -1;
}

/** Where in `question` (normalized, or as written for capitals) a coin is first named, and how long the name is. */
function firstMention(
  question: string,
  normalized: string,
  coin: CoinWords,
): { at: number; length: number } | undefined {
  const positions = [
    ...coin.words.map((word) => ({ at: positionOf(normalized, word), length: word.length })),
    ...coin.capitals.map((word) => ({ at: positionOf(question, word), length: word.length })),
  ].filter((hit) => hit.at >= 0);
  return positions.sort((a, b) => a.at - b.at || b.length - a.length)[0];
}

export interface CoinsNamed {
  /** Coins with figures, in the order the question names them. */
  tracked: string[];
  /** Coins we know but have no figures for, by the name we answer with. */
  untracked: string[];
}

/** The coins `question` names; `tracked`: the coins the figures cover (the spec's five by default). */
export function coinsNamed(question: string, tracked: readonly string[] = SPEC_COIN_SYMBOLS): CoinsNamed {
  const normalized = normalizeQuestion(question);
  const followed = new Set(tracked);
  const mentions = [
    ...tracked.map((symbol) => ({ symbol, coin: knownCoinBySymbol(symbol) })),
    ...KNOWN_COINS.filter((coin) => !followed.has(coin.symbol)).map((coin) => ({ symbol: coin.symbol, coin })),
  ].map(({ symbol, coin }) => ({ symbol, name: coinName(symbol), words: wordsOf(coin, symbol) }));
  // "Bitcoin Cash" and "Ethereum Classic" are not Bitcoin and Ethereum: a longer name hides the shorter ones in it.
  const found: { symbol: string; name: string; at: number; length: number }[] = [];
  for (const mention of mentions) {
    const hit = firstMention(question, normalized, mention.words);
    if (hit) found.push({ symbol: mention.symbol, name: mention.name, ...hit });
  }
  const kept = found.filter(
    (a) => !found.some((b) => b !== a && b.length > a.length && b.at <= a.at && a.at + a.length <= b.at + b.length),
  );
  kept.sort((a, b) => a.at - b.at);
  return {
    tracked: kept.filter((hit) => followed.has(hit.symbol)).map((hit) => hit.symbol),
    untracked: kept.filter((hit) => !followed.has(hit.symbol)).map((hit) => hit.name),
  };
}
