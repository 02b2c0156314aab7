import { describe, expect, it } from 'vitest';
import { canSend, createMessage, replyTo, replyTopic } from '../../../src/core/chat.ts';

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
