// The coins a server follows: COINS, CoinGecko ids separated by commas. An id of the product's table
// (src/core/coins/table.ts) brings its ticker, name and how texts write it; a coin the table lacks is written
// `id:TICKER:Name` and is found by its ticker in capitals and its name as written. Unset: DEFAULT_COIN_IDS.

import { COINGECKO_ID_BY_SYMBOL, DEFAULT_COIN_IDS } from '../core/coins/coingecko-ids.ts';
import { COIN_SYMBOL_PATTERN, MAX_COINS } from '../core/coins/symbols.ts';
import { KNOWN_COINS, type KnownCoin } from '../core/coins/table.ts';

/** A coin the server follows: the table's words, and its CoinGecko id. */
export type ServerCoin = KnownCoin & { id: string };

/** The table's coin with this CoinGecko id. */
export function knownCoinById(id: string): ServerCoin | undefined {
  const coin = KNOWN_COINS.find((known) => COINGECKO_ID_BY_SYMBOL[known.symbol] === id);
  return coin && { ...coin, id };
}

/** The CoinGecko id of a ticker the table knows. */
export const coingeckoIdOf = (symbol: string): string | undefined => COINGECKO_ID_BY_SYMBOL[symbol];

const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** One COINS entry as a coin, or a Spanish reason it cannot be one. */
function coinOf(entry: string): ServerCoin | string {
  const [id = '', symbol, ...nameParts] = entry.split(':').map((part) => part.trim());
  const name = nameParts.join(':').trim();
  if (!ID.test(id)) return `«${entry}» no es un id de CoinGecko (minúsculas, cifras y guiones: dogecoin)`;
  if (symbol === undefined) {
    return (
      knownCoinById(id) ??
      `«${id}» no está en la tabla de monedas; escríbela como id:SÍMBOLO:Nombre (por ejemplo ${id}:ABC:Nombre)`
    );
  }
  const ticker = symbol.toUpperCase();
  if (!COIN_SYMBOL_PATTERN.test(ticker)) return `«${symbol}» no es un símbolo (de 2 a 10 letras o cifras)`;
  if (!name || name.length > 60) return `«${entry}» necesita un nombre de hasta 60 caracteres tras el símbolo`;
  return { id, symbol: ticker, name, words: [], cased: [name], capitals: [ticker] };
}

/** The coins of COINS, in its order; a value that cannot be read throws a Spanish message naming the variable. */
export function coinsFromEnv(env: Readonly<Record<string, string | undefined>>): ServerCoin[] {
  const raw = env.COINS?.trim();
  if (!raw) return DEFAULT_COIN_IDS.map((id) => knownCoinById(id) as ServerCoin);
  const coins: ServerCoin[] = [];
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const coin = coinOf(entry);
    if (typeof coin === 'string') throw new Error(`COINS: ${coin}.`);
    const twin = coins.find((other) => other.symbol === coin.symbol || other.id === coin.id);
    if (twin) throw new Error(`COINS: ${coin.symbol} (${coin.id}) aparece dos veces.`);
    coins.push(coin);
  }
  if (coins.length === 0) throw new Error('COINS no nombra ninguna moneda.');
  if (coins.length > MAX_COINS) throw new Error(`COINS nombra ${coins.length} monedas; el máximo es ${MAX_COINS}.`);
  return coins;
}
