// COINS: the server's coin list. Its default, its forms (a table id, id:TICKER:Name) and its refusals, each with
// the Spanish message the start-up prints.

import { describe, expect, it } from 'vitest';
import { COINGECKO_ID_BY_SYMBOL, DEFAULT_COIN_IDS } from '../../src/core/coins/coingecko-ids.ts';
import { MAX_COINS } from '../../src/core/coins/symbols.ts';
import { KNOWN_COINS } from '../../src/core/coins/table.ts';
import { coinsFromEnv } from '../../src/server/coin-settings.ts';

describe('COINS', () => {
  it('defaults to the spec’s five, then the largest coins by market cap, stablecoins left out', () => {
    const coins = coinsFromEnv({});
    expect(coins.map((coin) => coin.symbol).join()).toBe(
      'BTC,ETH,SOL,ADA,DOT,XRP,BNB,DOGE,TRX,AVAX,LINK,TON,SHIB,XLM,SUI,HYPE,BCH,LTC,HBAR,XMR',
    );
    expect(coins.map((coin) => coin.id)).toEqual(DEFAULT_COIN_IDS);
    expect(coinsFromEnv({ COINS: '  ' })).toEqual(coins);
  });

  it('takes CoinGecko ids of the table in their order, and a coin outside it as id:TICKER:Name', () => {
    const coins = coinsFromEnv({ COINS: 'dogecoin, bitcoin,pudgy-penguins:pengu:Pudgy Penguins' });
    expect(coins.map((coin) => [coin.id, coin.symbol, coin.name])).toEqual([
      ['dogecoin', 'DOGE', 'Dogecoin'],
      ['bitcoin', 'BTC', 'Bitcoin'],
      ['pudgy-penguins', 'PENGU', 'Pudgy Penguins'],
    ]);
    expect(coins[2]).toMatchObject({ words: [], cased: ['Pudgy Penguins'], capitals: ['PENGU'] });
  });

  it.each([
    [
      'kaspa-x',
      'COINS: «kaspa-x» no está en la tabla de monedas; escríbela como id:SÍMBOLO:Nombre (por ejemplo kaspa-x:ABC:Nombre).',
    ],
    ['Bitcoin', 'COINS: «Bitcoin» no es un id de CoinGecko (minúsculas, cifras y guiones: dogecoin).'],
    ['x-coin:$X:X', 'COINS: «$X» no es un símbolo (de 2 a 10 letras o cifras).'],
    ['x-coin:XC', 'COINS: «x-coin:XC» necesita un nombre de hasta 60 caracteres tras el símbolo.'],
    ['bitcoin,dogecoin,bitcoin', 'COINS: BTC (bitcoin) aparece dos veces.'],
    [',,', 'COINS no nombra ninguna moneda.'],
  ])('refuses %j: %s', (value, message) => {
    expect(() => coinsFromEnv({ COINS: value })).toThrow(message);
  });

  it(`refuses more than ${MAX_COINS} coins (one markets page)`, () => {
    const many = Array.from({ length: MAX_COINS + 1 }, (_, i) => `coin-${i}:C${i}:Coin ${i}`).join(',');
    expect(() => coinsFromEnv({ COINS: many })).toThrow(
      `COINS nombra ${MAX_COINS + 1} monedas; el máximo es ${MAX_COINS}.`,
    );
  });

  it('knows each table coin once, by ticker and by id', () => {
    expect(new Set(KNOWN_COINS.map((coin) => coin.symbol)).size).toBe(KNOWN_COINS.length);
    // And each has its CoinGecko id, none twice.
    expect(Object.keys(COINGECKO_ID_BY_SYMBOL)).toEqual(KNOWN_COINS.map((coin) => coin.symbol));
    expect(new Set(Object.values(COINGECKO_ID_BY_SYMBOL)).size).toBe(KNOWN_COINS.length);
  });
});
