// Which tracked coins a text mentions: names in Spanish and English, symbols, cashtags, hashtags and ₿.
// Pure and precompiled: two regular expressions built once, run once each per text.
//
// False friends: "sol" is Spanish for sun, "dot" an English word, "ada" a name, "ether" the sky. So SOL, ADA and
// DOT count as uppercase words (or as $sol / #sol at any case), Ether only capitalised; BTC and ETH are no word in
// either language and count at any case. In a text shouting in capitals, SOL, ADA and DOT as bare words are
// ambiguous ("EL SOL SALE"): there they count only as cashtags, hashtags or trading pairs.

import { TRACKED_COINS, type TrackedCoin } from './types.ts';

// A mention is a whole word: no letter, digit or underscore on either side (any script).
const B = '(?<![\\p{L}\\p{N}_])';
const E = '(?![\\p{L}\\p{N}_])';

/** Case-insensitive: names, cashtags and hashtags, lowercase-safe symbols. */
const ANY_CASE = new RegExp(
  [
    `(?<BTC>₿|[$#](?:btc|xbt|bitcoin)${E}|${B}(?:bitcoins?|bitc[oó]in|btc)${E})`,
    `(?<ETH>[$#](?:eth|ether|ethereum)${E}|${B}(?:ethereum|eth)${E})`,
    `(?<SOL>[$#](?:sol|solana)${E}|${B}solana${E})`,
    `(?<ADA>[$#](?:ada|cardano)${E}|${B}cardano${E})`,
    `(?<DOT>[$#](?:dot|polkadot)${E}|${B}polkadot${E})`,
  ].join('|'),
  'giu',
);

/** Case-sensitive: "Ether" capitalised, the symbols as uppercase words, and trading pairs (SOLUSDT, ADA/USD). */
const PAIR = '(?:USDT|USDC|USD|EUR)';
const UPPER = new RegExp(
  [
    `(?<ETH>${B}(?:Ether|ETHER)${E})`,
    `(?<SOL>${B}SOL(?:${PAIR}|/${PAIR})${E})`,
    `(?<ADA>${B}ADA(?:${PAIR}|/${PAIR})${E})`,
    `(?<DOT>${B}DOT(?:${PAIR}|/${PAIR})${E})`,
    `(?<SOLW>${B}SOL${E})`,
    `(?<ADAW>${B}ADA${E})`,
    `(?<DOTW>${B}DOT${E})`,
    `(?<BTC>${B}(?:BTC|XBT)${PAIR}?${E})`,
  ].join('|'),
  'gu',
);

const WORD_GROUPS: Record<string, TrackedCoin> = { SOLW: 'SOL', ADAW: 'ADA', DOTW: 'DOT' };

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

function collect(regex: RegExp, text: string, found: Set<TrackedCoin>, bareWords: boolean): void {
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const groups = match.groups ?? {};
    for (const name in groups) {
      if (groups[name] === undefined) continue;
      const word = WORD_GROUPS[name];
      if (word) {
        if (bareWords) found.add(word);
      } else found.add(name as TrackedCoin);
      break;
    }
  }
}

/** The tracked coins `text` mentions, in TRACKED_COINS order, each once. */
export function detectCoins(text: string): TrackedCoin[] {
  const found = new Set<TrackedCoin>();
  collect(ANY_CASE, text, found, true);
  collect(UPPER, text, found, !mostlyCapitals(text));
  return TRACKED_COINS.filter((coin) => found.has(coin));
}
