// The assistant's figures: the context built from what the page or server knows, its Spanish wording (es-ES
// numbers; Intl puts a no-break space before $ and %), the replies grounded in it, and the spec's replies kept when nothing is live.

import { describe, expect, it } from 'vitest';
import { coinsNamed } from '../../../src/core/assistant/coins.ts';
import { figuresBlock } from '../../../src/core/assistant/context-block.ts';
import {
  type FiguresInput,
  figuresContext,
  formatCoinFigures,
  formatMarketFigures,
  formatSources,
  hasLiveFigures,
} from '../../../src/core/assistant/figures-context.ts';
import { groundedReply, localReply } from '../../../src/core/assistant/grounded.ts';
import type { ChatTurn } from '../../../src/core/assistant/turns.ts';
import { replyTo } from '../../../src/core/chat-reply.ts';
import type { MeasuredSentiment } from '../../../src/core/measured/types.ts';
import type { CoinQuote } from '../../../src/core/types.ts';

const quote = (symbol: string, name: string, price: number, change: number): CoinQuote => ({
  symbol,
  name,
  price,
  change,
  colour: '#f7931a',
  sentiment: 50,
  volume: 1e9,
  trend: change >= 0 ? 'up' : 'down',
});

const QUOTES = [
  quote('BTC', 'Bitcoin', 91230.4, -2.14),
  quote('ETH', 'Ethereum', 3012.55, 0.4),
  quote('SOL', 'Solana', 141.87, 5.06),
  quote('ADA', 'Cardano', 0.45231, -0.3),
];

const MEASURED: MeasuredSentiment = {
  computedAt: '2026-03-02T10:15:00.000Z',
  overall: { mentions: 1234, score: 55.6 },
  platforms: [],
  coins: [
    { coin: 'BTC', mentions: 214, score: 63.2, dominance: 40 },
    { coin: 'ETH', mentions: 20, score: 48.5, dominance: 10 },
    { coin: 'SOL', mentions: 12, dominance: 3 },
  ],
  counts: { posts: 1000, headlines: 234 },
  sources: [],
  history: { '1D': [], '7D': [], '30D': [], '90D': [] },
  evidence: { positive: [], negative: [] },
};

const AT = Date.parse('2026-03-02T10:14:30.000Z');
const LIVE: FiguresInput = {
  quotes: { value: QUOTES, source: 'CoinGecko', at: AT },
  fearGreed: { value: { value: 41, label: 'Miedo' }, source: 'Alternative.me', at: AT },
  measured: { value: MEASURED, source: 'este servidor', at: Date.parse(MEASURED.computedAt) },
};

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('the figures context and its wording', () => {
  const context = figuresContext(LIVE);

  it('writes a coin as the issue does, with es-ES numbers', () => {
    expect(formatCoinFigures(context, 'BTC')).toBe(
      'Bitcoin (BTC): sentimiento medido 63/100 (214 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 91.230\u00a0$, -2,1\u00a0% en 24 h.',
    );
    expect(formatCoinFigures(context, 'ADA')).toBe(
      'Cardano (ADA): sentimiento medido: sin publicaciones en 24 h, Fear & Greed 41 (Miedo), precio 0,4523\u00a0$, -0,3\u00a0% en 24 h.',
    );
  });

  it('says "pocos datos" under the minimum, with the count, and leaves a missing price out', () => {
    expect(formatCoinFigures(context, 'SOL')).toBe(
      'Solana (SOL): sentimiento medido: pocos datos (12 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 141,87\u00a0$, +5,1\u00a0% en 24 h.',
    );
    expect(formatCoinFigures(context, 'ETH')).toBe(
      'Ethereum (ETH): sentimiento medido 49/100 (20 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 3.013\u00a0$, +0,4\u00a0% en 24 h.',
    );
    expect(formatCoinFigures(context, 'DOT')).toBe(
      'Polkadot (DOT): sentimiento medido: sin publicaciones en 24 h, Fear & Greed 41 (Miedo).',
    );
  });

  it('leaves out what the input lacks and says when nothing is known', () => {
    const pricesOnly = figuresContext({ quotes: LIVE.quotes });
    expect(formatCoinFigures(pricesOnly, 'BTC')).toBe('Bitcoin (BTC): precio 91.230\u00a0$, -2,1\u00a0% en 24 h.');
    expect(formatCoinFigures(pricesOnly, 'DOT')).toBe('Polkadot (DOT): no tengo cifras actuales.');
    expect(formatMarketFigures(pricesOnly)).toBe('Mercado: no tengo cifras actuales.');
    expect(formatSources(pricesOnly)).toBe('Fuentes: precios de CoinGecko.');
  });

  it('marks sample figures as "datos de ejemplo", a whole part or one coin of a live part', () => {
    const mixed = figuresContext({
      quotes: { ...LIVE.quotes, value: QUOTES, sampleSymbols: ['SOL'] } as FiguresInput['quotes'],
      fearGreed: { value: { value: 78 }, sample: true },
    });
    expect(formatCoinFigures(mixed, 'SOL')).toBe(
      'Solana (SOL): Fear & Greed 78 (datos de ejemplo), precio 141,87\u00a0$, +5,1\u00a0% en 24 h (datos de ejemplo).',
    );
    expect(formatCoinFigures(mixed, 'BTC')).toBe(
      'Bitcoin (BTC): Fear & Greed 78 (datos de ejemplo), precio 91.230\u00a0$, -2,1\u00a0% en 24 h.',
    );
    expect(hasLiveFigures(mixed)).toBe(true);
    expect(hasLiveFigures(figuresContext({ fearGreed: { value: { value: 78 }, sample: true } }))).toBe(false);
    expect(hasLiveFigures(figuresContext({}))).toBe(false);
  });

  it('writes the server’s system block with each part’s source and time, and the rule', () => {
    expect(figuresBlock(context)).toBe(
      [
        'Cifras actuales (fuente, hora):',
        '- Precios: CoinGecko, 2026-03-02T10:14:30.000Z',
        '- Fear & Greed: Alternative.me, 2026-03-02T10:14:30.000Z',
        '- Sentimiento medido: este servidor, 2026-03-02T10:15:00.000Z',
        'Bitcoin (BTC): sentimiento medido 63/100 (214 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 91.230\u00a0$, -2,1\u00a0% en 24 h.',
        'Ethereum (ETH): sentimiento medido 49/100 (20 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 3.013\u00a0$, +0,4\u00a0% en 24 h.',
        'Solana (SOL): sentimiento medido: pocos datos (12 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 141,87\u00a0$, +5,1\u00a0% en 24 h.',
        'Cardano (ADA): sentimiento medido: sin publicaciones en 24 h, Fear & Greed 41 (Miedo), precio 0,4523\u00a0$, -0,3\u00a0% en 24 h.',
        'Polkadot (DOT): sentimiento medido: sin publicaciones en 24 h, Fear & Greed 41 (Miedo).',
        'Mercado: sentimiento medido 56/100 (1.234 publicaciones en 24 h), Fear & Greed 41 (Miedo).',
        'Responde solo con las cifras de este bloque. Si te piden una cifra que no está aquí (otra moneda, otra fecha, otro indicador), di que no la tienes: no la inventes ni la estimes. No des consejos de inversión.',
      ].join('\n'),
    );
  });
});

describe('which coin a question is about', () => {
  it('reads names in Spanish and English, tickers, and capitals-only tickers that are words', () => {
    expect(coinsNamed('¿Cómo está BITCÓIN?').tracked).toEqual(['BTC']);
    expect(coinsNamed('eth vs btc').tracked).toEqual(['ETH', 'BTC']);
    expect(coinsNamed('¿y SOL?').tracked).toEqual(['SOL']);
    expect(coinsNamed('hace sol y nada más, dot com').tracked).toEqual([]);
    expect(coinsNamed('Precio de ADA y de Polkadot').tracked).toEqual(['ADA', 'DOT']);
    expect(coinsNamed('¿Y dogecoin?')).toEqual({ tracked: [], untracked: ['Dogecoin'] });
    expect(coinsNamed('XRP, LINK o shiba')).toEqual({ tracked: [], untracked: ['XRP', 'Chainlink', 'Shiba Inu'] });
    expect(coinsNamed('¿Qué tal Bitcoin Cash?')).toEqual({ tracked: [], untracked: ['Bitcoin Cash'] });
    expect(coinsNamed('send me a link about the method').tracked).toEqual([]);
    expect(coinsNamed('send me a link about the method').untracked).toEqual([]);
    expect(coinsNamed('Precio, volumen, etc. de Ethereum')).toEqual({ tracked: ['ETH'], untracked: [] });
    expect(coinsNamed('¿Y ETC?')).toEqual({ tracked: [], untracked: ['Ethereum Classic'] });
  });

  it('knows the largest coins it does not follow, and the words among their names and tickers', () => {
    expect(coinsNamed('¿Qué tal Avalanche, Kaspa y HYPE?').untracked).toEqual(['Avalanche', 'Kaspa', 'Hyperliquid']);
    expect(coinsNamed('¿Sube ALGO o NEAR?').untracked).toEqual(['Algorand', 'NEAR Protocol']);
    expect(coinsNamed('¿Compro Aptos, ATOM o ONE?').untracked).toEqual(['Aptos', 'Cosmos', 'Harmony']);
    // The same words in lower case are words: "algo", "near", "one", "hype", "gala", Pepe the name, "stacks".
    for (const question of [
      'Tengo algo de dinero, ¿qué hago?',
      'Is it near the top? This one looks like hype',
      '¿Qué opina Pepe de la gala de anoche?',
      'stacking sats in stacks',
    ]) {
      expect(coinsNamed(question)).toEqual({ tracked: [], untracked: [] });
    }
    expect(coinsNamed('¿Y PEPE?').untracked).toEqual(['Pepe']);
  });
});

describe('the grounded replies', () => {
  const context = figuresContext(LIVE);
  const SOURCES =
    'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me; sentimiento medido por este servidor.';

  it('answers a coin with its figures and their sources', () => {
    expect(groundedReply([user('¿Cómo está bitcoin?')], context)).toBe(
      `Bitcoin (BTC): sentimiento medido 63/100 (214 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 91.230\u00a0$, -2,1\u00a0% en 24 h. ${SOURCES}`,
    );
  });

  it('"¿y solana?" after Bitcoin means Solana; a follow-up without a coin keeps the previous one', () => {
    const first = [user('¿Cómo está bitcoin?'), assistant('Bitcoin (BTC): …')];
    expect(groundedReply([...first, user('¿y solana?')], context)).toBe(
      `Solana (SOL): sentimiento medido: pocos datos (12 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 141,87\u00a0$, +5,1\u00a0% en 24 h. ${SOURCES}`,
    );
    expect(groundedReply([...first, user('¿y el precio?')], context)).toBe(groundedReply([user('bitcoin')], context));
    // The market as a whole is not the previous coin.
    expect(groundedReply([...first, user('¿Y el mercado en general?')], context)).toBe(
      `Mercado: sentimiento medido 56/100 (1.234 publicaciones en 24 h), Fear & Greed 41 (Miedo). Pregúntame por Bitcoin, Ethereum, Solana, Cardano o Polkadot. ${SOURCES}`,
    );
  });

  it('says plainly that a coin is not tracked, with no figure', () => {
    expect(groundedReply([user('¿Y Dogecoin?')], context)).toBe(
      'No seguimos Dogecoin; seguimos Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT).',
    );
    expect(groundedReply([user('¿Qué tal XRP y Litecoin?')], context)).toBe(
      'No seguimos XRP ni Litecoin; seguimos Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT).',
    );
    expect(groundedReply([user('¿DOGE o ETH?')], context)).toBe(
      'No seguimos Dogecoin; seguimos Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT). ' +
        `Ethereum (ETH): sentimiento medido 49/100 (20 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 3.013\u00a0$, +0,4\u00a0% en 24 h. ${SOURCES}`,
    );
  });

  it('with the coins the server says it follows: a spec coin outside them is not followed, a followed coin without figures has none now', () => {
    // A server whose COINS leave Solana out: no quote and no measured entry of it.
    const withoutSol = <T extends { symbol?: string; coin?: string }>(list: readonly T[]) =>
      list.filter((item) => (item.symbol ?? item.coin) !== 'SOL');
    const followed = figuresContext({
      ...LIVE,
      quotes: { ...(LIVE.quotes as NonNullable<FiguresInput['quotes']>), value: withoutSol(QUOTES) },
      measured: { value: { ...MEASURED, coins: withoutSol(MEASURED.coins) }, source: 'este servidor', at: AT },
      coins: ['BTC', 'ETH', 'ADA', 'DOT', 'DOGE'],
    });
    expect(groundedReply([user('¿Y Solana?')], followed)).toBe(
      'No seguimos Solana; seguimos Bitcoin (BTC), Ethereum (ETH), Cardano (ADA), Polkadot (DOT) y Dogecoin (DOGE).',
    );
    expect(groundedReply([user('¿Cómo va dogecoin?')], followed)).toBe(
      `Dogecoin (DOGE): sentimiento medido: sin publicaciones en 24 h, Fear & Greed 41 (Miedo). ${SOURCES}`,
    );
  });

  it('a coin a site’s feed quotes live but leaves out of its list of coins is still answered from its figures', () => {
    const listed = figuresContext({ ...LIVE, coins: ['BTC', 'ETH'] });
    expect(groundedReply([user('¿y solana?')], listed)).toMatch(/^Solana \(SOL\): sentimiento medido: pocos datos/);
    expect(groundedReply([user('¿y cardano?')], listed)).toMatch(/^Cardano \(ADA\): .*precio 0,45/);
    // Polkadot: no live figure and not in the list.
    expect(groundedReply([user('¿y polkadot?')], listed)).toBe(
      'No seguimos Polkadot; seguimos Bitcoin (BTC), Ethereum (ETH), Solana (SOL) y Cardano (ADA).',
    );
  });

  it('answers a question about something else by saying what it answers, with no figure', () => {
    expect(groundedReply([user('¿Me das una receta de paella?')], context)).toBe(
      'Solo puedo ayudarte con el mercado cripto: precios, sentimiento y Fear & Greed. ' +
        'Pregúntame por Bitcoin, Ethereum, Solana, Cardano o Polkadot.',
    );
    // A follow-up about the market after a coin is no other subject.
    expect(groundedReply([user('¿Cómo va bitcoin?'), user('¿y ahora?')], context)).toContain('Bitcoin (BTC)');
  });

  it('keeps the spec’s replies, word for word, when no figure is live', () => {
    for (const question of ['¿Qué opinas de Bitcoin?', 'Hablemos de ethereum', '¿Y dogecoin?', 'Hola']) {
      expect(localReply([user(question)], undefined)).toBe(replyTo(question));
      expect(localReply([user(question)], figuresContext({ quotes: { value: QUOTES, sample: true } }))).toBe(
        replyTo(question),
      );
    }
    expect(localReply([user('bitcoin')], context)).toBe(groundedReply([user('bitcoin')], context));
  });
});

describe('the model’s context holds live figures only', () => {
  it('leaves sample parts and a coin’s sample quote out of the system block', () => {
    const context = figuresContext({
      quotes: { value: QUOTES, source: 'CoinGecko', at: AT, sampleSymbols: ['ADA'] },
      fearGreed: { value: { value: 78 }, sample: true },
    });
    expect(figuresBlock(context).split('\n').slice(0, 7)).toEqual([
      'Cifras actuales (fuente, hora):',
      '- Precios: CoinGecko, 2026-03-02T10:14:30.000Z',
      'Bitcoin (BTC): precio 91.230\u00a0$, -2,1\u00a0% en 24 h.',
      'Ethereum (ETH): precio 3.013\u00a0$, +0,4\u00a0% en 24 h.',
      'Solana (SOL): precio 141,87\u00a0$, +5,1\u00a0% en 24 h.',
      'Cardano (ADA): no tengo cifras actuales.',
      'Polkadot (DOT): no tengo cifras actuales.',
    ]);
    expect(figuresBlock(context)).not.toContain('78');
    expect(figuresBlock(context)).not.toContain('datos de ejemplo');
  });
});
