import { describe, expect, it } from 'vitest';
import { type SpokenMessage, turnsOf } from '../../../../src/core/assistant/turns.ts';
import { canSend } from '../../../../src/core/chat.ts';

const user = (content: string) => ({ type: 'user' as const, content });
const ai = (content: string) => ({ type: 'ai' as const, content });

describe('the turns a question is sent with', () => {
  it('are the latest 40 of a long conversation, ending with the question', () => {
    const messages: SpokenMessage[] = [ai('Saludo')];
    for (let i = 1; i <= 60; i++) messages.push(user(`Pregunta ${i}`), ai(`Respuesta ${i}`));
    messages.push(user('La última'));
    const turns = turnsOf(messages);
    expect(turns).toHaveLength(40);
    expect(turns[0]).toEqual({ role: 'assistant', content: 'Respuesta 41' });
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'La última' });
  });

  it('leave out the greeting, interrupted replies and earlier failed questions, but not the one asked', () => {
    const messages = [
      ai('Saludo'),
      { ...user('Falló'), failure: { message: 'No' } },
      user('Primera'),
      { ...ai('Cortada a medi'), state: 'interrupted' as const },
      user('Segunda'),
      ai('Respuesta'),
      { ...user('Reintentada'), failure: { message: 'No' } },
    ];
    expect(turnsOf(messages)).toEqual([
      { role: 'user', content: 'Primera' },
      { role: 'user', content: 'Segunda' },
      { role: 'assistant', content: 'Respuesta' },
      { role: 'user', content: 'Reintentada' },
    ]);
    // Up to a question in the middle: what came after it is not sent.
    expect(turnsOf(messages, 2)).toEqual([{ role: 'user', content: 'Primera' }]);
  });

  it('start with the reader when the conversation was restored without a greeting', () => {
    expect(turnsOf([user('Hola'), ai('Hola, ¿qué tal?'), user('Bien')])).toHaveLength(3);
  });
});

describe('zero-width input (spec §5)', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['joiners', '\u200d\u200c'],
    ['direction marks and a BOM', '\u200e\u200f\ufeff'],
    ['word joiners among spaces', ' \u2060 \u2060 '],
  ])('is never sent: %s', (_, input) => {
    expect(canSend(input)).toBe(false);
  });

  it('is sent when a visible character comes with it', () => {
    expect(canSend('\u200bBTC\u200d')).toBe(true);
  });
});
