// Which coin a question is about: the coins we track (names in Spanish and English, tickers) and common coins we
// do not track, kept as data. A ticker that is also a word ("sol", "ada", "dot", "link", "ton", "uni", "etc")
// counts only written in capitals (SOL, ADA), so "el sol", "send a link" or "etc." name no coin.

import { TRACKED_COINS, type TrackedCoin } from '../measured/types.ts';
import { normalizeQuestion } from './normalize.ts';

interface CoinWords {
  /** Names and unambiguous tickers, lower case without accents, matched as whole words. */
  words: readonly string[];
  /** Tickers that are words too: matched only in capitals in the question as written. */
  capitals?: readonly string[];
}

/** The names the assistant and the insights call the tracked coins by. */
export const COIN_NAMES: Readonly<Record<TrackedCoin, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  SOL: 'Solana',
  ADA: 'Cardano',
  DOT: 'Polkadot',
};

/** "a, b y c": a list as a sentence says it, with `last` (y, o, ni) before its last item. */
export const listed = (items: readonly string[], last: string): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** "Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT)". */
export const TRACKED_COIN_LIST = listed(
  TRACKED_COINS.map((coin) => `${COIN_NAMES[coin]} (${coin})`),
  'y',
);

export const TRACKED_COIN_WORDS: Readonly<Record<TrackedCoin, CoinWords>> = {
  BTC: { words: ['bitcoin', 'bitcoins', 'btc', 'xbt'] },
  ETH: { words: ['ethereum', 'ether', 'eth'] },
  SOL: { words: ['solana'], capitals: ['SOL'] },
  ADA: { words: ['cardano'], capitals: ['ADA'] },
  DOT: { words: ['polkadot'], capitals: ['DOT'] },
};

/**
 * Coins a reader may ask about that we do not track (the largest by market capitalisation): the name we answer
 * with, and how it is written. A ticker or name that is also a common word in Spanish or English ("algo", "near",
 * "one", "hype", "gala", "sand", "Pepe" the name) counts only in capitals.
 */
export const UNTRACKED_COINS: readonly ({ name: string } & CoinWords)[] = [
  { name: 'Dogecoin', words: ['dogecoin', 'doge'] },
  { name: 'XRP', words: ['xrp', 'ripple'] },
  { name: 'BNB', words: ['bnb', 'binance coin'] },
  { name: 'Litecoin', words: ['litecoin', 'ltc'] },
  { name: 'TRON', words: ['tron', 'trx'] },
  { name: 'Shiba Inu', words: ['shiba inu', 'shiba', 'shib'] },
  { name: 'Avalanche', words: ['avalanche', 'avax'] },
  { name: 'Chainlink', words: ['chainlink'], capitals: ['LINK'] },
  { name: 'Polygon', words: ['polygon', 'matic'], capitals: ['POL'] },
  { name: 'Toncoin', words: ['toncoin'], capitals: ['TON'] },
  { name: 'Pepe', words: ['pepecoin'], capitals: ['PEPE'] },
  { name: 'Tether', words: ['tether', 'usdt'] },
  { name: 'USD Coin', words: ['usdc', 'usd coin'] },
  { name: 'Stellar', words: ['stellar', 'xlm'] },
  { name: 'Monero', words: ['monero', 'xmr'] },
  { name: 'Uniswap', words: ['uniswap'], capitals: ['UNI'] },
  { name: 'Sui', words: [], capitals: ['SUI'] },
  { name: 'Bitcoin Cash', words: ['bitcoin cash', 'bch'] },
  { name: 'Ethereum Classic', words: ['ethereum classic'], capitals: ['ETC'] },
  { name: 'Hyperliquid', words: ['hyperliquid'], capitals: ['HYPE'] },
  { name: 'Hedera', words: ['hedera', 'hbar'] },
  { name: 'NEAR Protocol', words: ['near protocol'], capitals: ['NEAR'] },
  { name: 'Internet Computer', words: ['internet computer', 'icp'] },
  { name: 'Aptos', words: ['aptos'], capitals: ['APT'] },
  { name: 'Cosmos', words: ['cosmos hub'], capitals: ['ATOM'] },
  { name: 'Kaspa', words: ['kaspa'], capitals: ['KAS'] },
  { name: 'Render', words: ['render network'], capitals: ['RENDER', 'RNDR'] },
  { name: 'Arbitrum', words: ['arbitrum'], capitals: ['ARB'] },
  { name: 'Filecoin', words: ['filecoin'], capitals: ['FIL'] },
  { name: 'Algorand', words: ['algorand'], capitals: ['ALGO'] },
  { name: 'VeChain', words: ['vechain'], capitals: ['VET'] },
  { name: 'Injective', words: ['injective'], capitals: ['INJ'] },
  { name: 'Bonk', words: ['bonk'] },
  { name: 'Worldcoin', words: ['worldcoin'], capitals: ['WLD'] },
  { name: 'Sei', words: [], capitals: ['SEI'] },
  { name: 'Jupiter', words: [], capitals: ['JUP'] },
  { name: 'Harmony', words: ['harmony one'], capitals: ['ONE'] },
  { name: 'Ondo', words: ['ondo finance'], capitals: ['ONDO'] },
  { name: 'Aave', words: ['aave'] },
  { name: 'Dai', words: [], capitals: ['DAI'] },
  { name: 'Bittensor', words: ['bittensor'], capitals: ['TAO'] },
  { name: 'Cronos', words: ['cronos'], capitals: ['CRO'] },
  { name: 'Stacks', words: ['stacks blockchain'], capitals: ['STX'] },
  { name: 'Celestia', words: ['celestia'], capitals: ['TIA'] },
  { name: 'Tezos', words: ['tezos', 'xtz'] },
  { name: 'Zcash', words: ['zcash', 'zec'] },
  { name: 'Decentraland', words: ['decentraland'], capitals: ['MANA'] },
  { name: 'The Sandbox', words: ['the sandbox'], capitals: ['SAND'] },
  { name: 'Floki', words: ['floki'] },
  { name: 'dogwifhat', words: ['dogwifhat'], capitals: ['WIF'] },
  { name: 'Ethena', words: ['ethena'], capitals: ['ENA'] },
  { name: 'Maker', words: ['makerdao'], capitals: ['MKR'] },
  { name: 'Lido', words: ['lido dao'], capitals: ['LDO'] },
  { name: 'Gala', words: [], capitals: ['GALA'] },
];

/** Where `word` stands as a whole word in `text`; -1 when it does not. */
function positionOf(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').exec(text);
  return match ? match.index + (match[1]?.length ?? 0) : -1;
}

/** Where in `question` (normalized, or as written for capitals) a coin is first named; -1 when it is not. */
function firstMention(question: string, normalized: string, coin: CoinWords): number {
  const positions = [
    ...coin.words.map((word) => positionOf(normalized, word)),
    ...(coin.capitals ?? []).map((word) => positionOf(question, word)),
  ].filter((at) => at >= 0);
  return positions.length > 0 ? Math.min(...positions) : -1;
}

export interface CoinsNamed {
  /** Tracked coins, in the order the question names them. */
  tracked: TrackedCoin[];
  /** Coins we do not track, by the name we answer with. */
  untracked: string[];
}

export function coinsNamed(question: string): CoinsNamed {
  const normalized = normalizeQuestion(question);
  // "Bitcoin Cash" and "Ethereum Classic" are not Bitcoin and Ethereum.
  const untrackedFound = UNTRACKED_COINS.map((coin) => ({
    name: coin.name,
    at: firstMention(question, normalized, coin),
  })).filter((found) => found.at >= 0);
  let cleaned = normalized;
  for (const compound of ['bitcoin cash', 'ethereum classic']) cleaned = cleaned.replaceAll(compound, ' ');
  const tracked = TRACKED_COINS.map((coin) => ({ coin, at: firstMention(question, cleaned, TRACKED_COIN_WORDS[coin]) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.coin);
  return { tracked, untracked: untrackedFound.sort((a, b) => a.at - b.at).map((found) => found.name) };
}
