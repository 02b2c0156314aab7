import { describe, expect, it } from 'vitest';
import { alternating, INTERRUPTED_MARK, type SpokenMessage, turnsOf } from '../../../../src/core/assistant/turns.ts';
import { canSend } from '../../../../src/core/chat.ts';
import { strictTemplateProblem } from '../../../../tools/strict-template.ts';

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

  it('leave out the greeting and earlier failed questions, but not the one asked; keep what a stopped reply said', () => {
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
      { role: 'assistant', content: 'Cortada a medi\n\n[Respuesta interrumpida]' },
      { role: 'user', content: 'Segunda' },
      { role: 'assistant', content: 'Respuesta' },
      { role: 'user', content: 'Reintentada' },
    ]);
    expect(INTERRUPTED_MARK).toBe('[Respuesta interrumpida]');
    // Up to a question in the middle: what came after it is not sent.
    expect(turnsOf(messages, 2)).toEqual([{ role: 'user', content: 'Primera' }]);
  });

  it('leave out a reply stopped before its first word; a strict backend gets the two questions as one turn', () => {
    const messages = [
      ai('Saludo'),
      user('Primera'),
      ai('Respuesta'),
      user('Segunda'),
      { ...ai(''), state: 'interrupted' as const },
      user('Tercera'),
    ];
    const turns = turnsOf(messages);
    expect(turns.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'user']);
    expect(strictTemplateProblem(turns)).toBe('Conversation roles must alternate user/assistant/user/assistant/...');
    const strict = alternating(turns);
    expect(strict).toEqual([
      { role: 'user', content: 'Primera' },
      { role: 'assistant', content: 'Respuesta' },
      { role: 'user', content: 'Segunda\n\nTercera' },
    ]);
    expect(strictTemplateProblem(strict)).toBeUndefined();
  });

  it('reach a strict backend starting with a question, even when the latest 40 start with a reply', () => {
    const messages: SpokenMessage[] = [ai('Saludo')];
    for (let i = 1; i <= 60; i++) messages.push(user(`Pregunta ${i}`), ai(`Respuesta ${i}`));
    messages.push(user('La última'));
    const strict = alternating(turnsOf(messages));
    expect(strict).toHaveLength(39);
    expect(strict[0]).toEqual({ role: 'user', content: 'Pregunta 42' });
    expect(strictTemplateProblem(strict)).toBeUndefined();
    // Empty turns go; what stays keeps its order.
    expect(
      alternating([
        { role: 'assistant', content: 'Hola' },
        { role: 'user', content: ' ' },
        { role: 'user', content: 'Uno' },
        { role: 'assistant', content: '' },
        { role: 'user', content: 'Dos' },
      ]),
    ).toEqual([{ role: 'user', content: 'Uno\n\nDos' }]);
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
