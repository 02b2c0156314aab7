import { describe, expect, it } from 'vitest';
import { canSend, createMessage } from '../../../src/core/chat.ts';
import { OFF_TOPIC_REPLY, replyTo, replyTopic } from '../../../src/core/chat-reply.ts';
import { SUGGESTED_QUESTIONS } from '../../../src/widgets/chat/texts.ts';

describe('chat replies (spec §7)', () => {
  it.each([
    ['¿Qué opinas de Bitcoin?', 'bitcoin'],
    ['BITCOIN', 'bitcoin'],
    ['btc', 'bitcoin'],
    ['¿Compro BTC hoy?', 'bitcoin'],
    ['Btc?', 'bitcoin'],
    ['bitcóin', 'bitcoin'],
    ['¿Y Ethereum?', 'ethereum'],
    ['eth', 'ethereum'],
    ['¿ETH o SOL?', 'ethereum'],
    ['Éthereum', 'ethereum'],
    ['bitcoin o ethereum', 'bitcoin'],
    ['ETH y BTC', 'bitcoin'],
    ['¿Cómo va el mercado?', 'general'],
    ['method', 'general'],
    ['Bethany', 'general'],
    ['btcfoo', 'general'],
    ['', 'general'],
  ] as const)('"%s" → %s', (question, topic) => {
    expect(replyTopic(question)).toBe(topic);
  });

  it('gives the Bitcoin analysis: score 72/100, support 42.000, wait for a break above 45.000', () => {
    const reply = replyTo('bitcoin');
    expect(reply).toContain('Bitcoin');
    expect(reply).toContain('72/100');
    expect(reply).toMatch(/soporte[^.]*42\.000/);
    expect(reply).toMatch(/esperar[^.]*ruptura[^.]*por encima de 45\.000/);
  });

  it('gives the Ethereum analysis: sentiment 75/100, staking 22 %', () => {
    const reply = replyTo('eth');
    expect(reply).toContain('Ethereum');
    expect(reply).toContain('75/100');
    expect(reply).toMatch(/22\s%[^.]*staking/);
  });

  it('gives the generic reply with correlation 0,73', () => {
    expect(replyTo('hola')).toContain('0,73');
  });

  const GENERAL = replyTo('¿Cómo va el mercado?');

  it('keeps the spec’s reply for each of the spec’s six suggested questions', () => {
    expect(SUGGESTED_QUESTIONS.map((q) => replyTo(q))).toEqual([
      replyTo('bitcoin'),
      replyTo('ethereum'),
      GENERAL,
      GENERAL,
      GENERAL,
      GENERAL,
    ]);
    expect(GENERAL).toContain('0,73');
  });

  it('says it has no figures of a coin the sample data lacks, instead of the general reply', () => {
    const COINS = 'Bitcoin (BTC), Ethereum (ETH), Solana (SOL), Cardano (ADA) y Polkadot (DOT)';
    const ASK = 'Pregúntame por Bitcoin o Ethereum para un análisis detallado.';
    expect(replyTo('¿Qué opinas de Dogecoin?')).toBe(
      `En los datos de ejemplo no tengo cifras de Dogecoin: solo de ${COINS}. ${ASK}`,
    );
    expect(replyTo('¿Sube XRP o SHIB?')).toBe(
      `En los datos de ejemplo no tengo cifras de XRP ni Shiba Inu: solo de ${COINS}. ${ASK}`,
    );
    // The spec's reply wins when the question names Bitcoin or Ethereum too.
    expect(replyTo('¿Dogecoin o bitcoin?')).toBe(replyTo('bitcoin'));
    // A coin of the sample data without an analysis of its own: the general reply, as the spec says.
    expect(replyTo('¿Qué tal Solana?')).toBe(GENERAL);
  });

  it.each(['¿Me das una receta de paella?', 'What is the weather like tomorrow?', '¿Quién ganó el partido de ayer?'])(
    'answers "%s", which is not about the market, by saying what it can answer',
    (question) => {
      expect(replyTo(question)).toBe(OFF_TOPIC_REPLY);
      expect(OFF_TOPIC_REPLY).toBe(
        'Solo puedo ayudarte con el mercado cripto: sentimiento, precios, ballenas, volumen on-chain y correlaciones. ' +
          'Pregúntame por Bitcoin o Ethereum para un análisis detallado.',
      );
    },
  );

  it.each([
    'hola',
    'muchas gracias',
    '¿Es buen momento para invertir?',
    '¿Qué pasa con las memecoins?',
    '¿Cuánto dinero pongo?',
    'Explícame el halving',
    '¿Qué es Web3?',
    '¿Es seguro usar Metamask?',
  ])('keeps the general reply for "%s": short, or about the market', (question) => {
    expect(replyTo(question)).toBe(GENERAL);
  });
});

describe('what may be sent (spec §5)', () => {
  it.each(['', ' ', '   ', '\n', '\t \n'])('refuses whitespace-only input %j', (input) => {
    expect(canSend(input)).toBe(false);
  });

  it('accepts any visible text', () => {
    expect(canSend('a')).toBe(true);
    expect(canSend('  ¿BTC?  ')).toBe(true);
  });
});

describe('chat messages', () => {
  it('carry id, type, content and timestamp, with unique ids', () => {
    const at = new Date(2026, 10, 21, 9, 5);
    const a = createMessage('user', 'hola', at);
    const b = createMessage('ai', 'hola', at);
    expect(a).toMatchObject({ type: 'user', content: 'hola', timestamp: at });
    expect(a.id).not.toBe(b.id);
  });
});
