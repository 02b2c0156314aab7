// A score per coin: "BTC sube mientras ETH se desploma" is good news for Bitcoin and bad news for Ethereum, not the
// same middling score for both. The text is cut into clauses where a contrast or a sentence turns ("mientras",
// "while", "pero", "but", ". "); each coin gets the score of the clauses that name it, and a clause that names no
// coin speaks of the coins named just before it ("BTC cae. Los inversores huyen.").

import { type CoinMatcher, detectCoins } from '../measured/mentions.ts';
import type { TrackedCoin } from '../measured/types.ts';
import { type ScoreOptions, scoreText } from './score.ts';
import type { SentimentTarget } from './targets.ts';

/**
 * Where one clause ends and another begins: a sentence's end, and the words that set two facts against each other.
 * "y"/"and" are not among them: "BTC and ETH rally" says the same of both.
 */
const CLAUSE_BREAK =
  /[.!?;]+(?=\s|$)|\s[-–—]\s|\s(?:mientras(?:\s+que)?|en\s+cambio|pero|aunque|sin\s+embargo|whereas|while|but|although|however)(?=\s)/giu;

/** The text's clauses, in order (the words that split them left out). */
function clausesOf(text: string, options: ScoreOptions, coins?: CoinMatcher): string[] {
  const clauses: string[] = [];
  let start = 0;
  // matchAll reads a copy of the expression: the module's own is never moved.
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    clauses.push(...commaClauses(text.slice(start, match.index), options, coins));
    start = match.index + match[0].length;
  }
  clauses.push(...commaClauses(text.slice(start), options, coins));
  return clauses.map((clause) => clause.trim()).filter((clause) => clause.length > 0);
}

/**
 * A comma parts two clauses when what precedes it says something of its own ("Bitcoin sube, Ethereum cae"); a list
 * of names before the verb is one clause ("Bitcoin, Ethereum y Solana suben").
 */
function commaClauses(text: string, options: ScoreOptions, coins?: CoinMatcher): string[] {
  const parts = text.split(',');
  const clauses: string[] = [];
  let pending = '';
  for (const part of parts) {
    const clause = pending ? `${pending},${part}` : part;
    if (scoreText(part, options).hits.length > 0) {
      clauses.push(clause);
      pending = '';
    } else pending = clause;
  }
  if (pending) {
    if (clauses.length > 0 && detectCoins(pending, coins).length === 0) clauses[clauses.length - 1] += `,${pending}`;
    else clauses.push(pending);
  }
  return clauses;
}

/**
 * Each coin of `coins` (a server's COINS) that `text` names, with the score of what the text says of it; [] when
 * it names none.
 */
export function scoreTargetsWith(text: string, options: ScoreOptions, coins: CoinMatcher): SentimentTarget[] {
  const named = detectCoins(text, coins);
  if (named.length === 0) return [];
  // One language for every clause: the whole text's (a short clause alone may read as another language).
  const lang = options.lang ?? scoreText(text).lang;
  if (lang === 'other') return named.map((coin) => ({ coin, score: 0 }));
  // A text that names a coin is a market text: "drops" there is a price that falls.
  const reading: ScoreOptions = { lang, market: true };
  const clauses = clausesOf(text, reading, coins).map((clause) => ({ clause, coins: detectCoins(clause, coins) }));
  // A clause naming no coin speaks of the last coins named before it, or failing that the first named after it.
  let previous: TrackedCoin[] = clauses.find((c) => c.coins.length > 0)?.coins ?? named;
  const about = new Map<TrackedCoin, string[]>();
  for (const { clause, coins } of clauses) {
    const subjects = coins.length > 0 ? coins : previous;
    if (coins.length > 0) previous = coins;
    for (const coin of subjects) about.set(coin, [...(about.get(coin) ?? []), clause]);
  }
  return named.map((coin) => ({ coin, score: scoreText((about.get(coin) ?? []).join('. '), reading).score }));
}
