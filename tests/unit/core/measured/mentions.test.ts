import { describe, expect, it } from 'vitest';
import { coinMatcher, detectCoins } from '../../../../src/core/measured/mentions.ts';
import { coinsFromEnv } from '../../../../src/server/coin-settings.ts';

describe('detectCoins', () => {
  it.each([
    ['Bitcoin supera los 70 000 $', ['BTC']],
    ['El bitcóin cae un 4 % tras el dato de empleo', ['BTC']],
    ['Dos bitcoins por cabeza', ['BTC']],
    ['Compré ₿0,05 ayer', ['BTC']],
    ['btc to the moon', ['BTC']],
    ['$BTC y $eth en verde', ['BTC', 'ETH']],
    ['#Bitcoin #Ethereum #Solana #Cardano #Polkadot', ['BTC', 'ETH', 'SOL', 'ADA', 'DOT']],
    ['Ethereum y Ether suben', ['ETH']],
    ["Ethereum's upgrade ships next week", ['ETH']],
    ['Solana y Cardano repuntan; Polkadot no', ['SOL', 'ADA', 'DOT']],
    ['SOL rompe resistencia, ADA y DOT lateral', ['SOL', 'ADA', 'DOT']],
    ['Long SOLUSDT, short ADA/USD', ['SOL', 'ADA']],
    ['ETH/BTC ratio hits a low', ['BTC', 'ETH']],
    ['$sol #dot $ada', ['SOL', 'ADA', 'DOT']],
  ])('%s → %j', (text, coins) => {
    expect(detectCoins(text)).toEqual(coins);
  });

  it.each([
    'Hace sol en Madrid y salimos a pasear',
    'Sol y playa todo el verano',
    'Connect the dot to finish the drawing',
    'Ada Lovelace wrote the first program',
    'ada es un nombre precioso',
    'the signal vanished into the ether',
    'Bitcoiners y ethereumistas discuten',
    'METHOD and BTCX are not coins',
    'EL SOL SALE POR EL ESTE Y LA LUNA SE ESCONDE',
    'HOY ADA CUMPLE AÑOS, FELICIDADES A TODA LA FAMILIA',
    '',
  ])('no coin in %j', (text) => {
    expect(detectCoins(text)).toEqual([]);
  });

  it('keeps cashtags in a text written in capitals', () => {
    expect(detectCoins('ATENCIÓN: $SOL Y $DOT DESPEGAN, ADA NO')).toEqual(['SOL', 'DOT']);
  });

  it('is the same on the second call (no state left in the expressions)', () => {
    const text = 'BTC, ETH y SOL';
    expect(detectCoins(text)).toEqual(['BTC', 'ETH', 'SOL']);
    expect(detectCoins(text)).toEqual(['BTC', 'ETH', 'SOL']);
  });
});

describe('detectCoins for a server’s coins (COINS)', () => {
  const matcher = coinMatcher(coinsFromEnv({}));

  it.each([
    ['Dogecoin se dispara un 12 % tras el tuit', ['DOGE']],
    ['$doge y #SHIB lideran las memecoins', ['DOGE', 'SHIB']],
    ['Bitcoin Cash sube; bitcoin no', ['BTC', 'BCH']],
    ['Bitcoin Cash sube un 3 %', ['BCH']],
    ['LINK rompe los 15 $ y AVAX le sigue', ['AVAX', 'LINK']],
    ['Ripple gana el juicio: XRP +8 %', ['XRP']],
    ['Long HYPEUSDT, short XLM/USD', ['XLM', 'HYPE']],
    ['Stellar y Hedera suben; Monero cae', ['XLM', 'HBAR', 'XMR']],
    ['BTC y ETH en verde, SOL lateral', ['BTC', 'ETH', 'SOL']],
  ])('%s → %j', (text, coins) => {
    expect(detectCoins(text, matcher)).toEqual(coins);
  });

  it.each([
    'send me a link to the ripple effect paper',
    'an avalanche of liquidations hit the market',
    'a stellar quarter for the bank',
    'the hype around this launch, all in one place',
    'Sui generis: un caso aparte',
  ])('no coin in %j', (text) => {
    expect(detectCoins(text, matcher)).toEqual([]);
  });

  it('finds a coin COINS adds by hand by its ticker in capitals and its name as written', () => {
    const own = coinMatcher(coinsFromEnv({ COINS: 'bitcoin,pudgy-penguins:PENGU:Pudgy Penguins' }));
    expect(detectCoins('Pudgy Penguins y $pengu suben; PENGU/USDT rompe', own)).toEqual(['PENGU']);
    expect(detectCoins('los pingüinos pengu del zoo', own)).toEqual([]);
    expect(detectCoins('Bitcoin y Dogecoin', own)).toEqual(['BTC']);
  });
});
