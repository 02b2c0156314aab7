// The chat's conversation outside React: the caps on a reply's size and time, what is saved and when, and the
// history's cap. Fake timers: a reply that never ends is cut without waiting for it.

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTurn } from '../../../src/core/assistant/turns.ts';
import {
  type Asker,
  type AskWith,
  type ChatEntry,
  Conversation,
  REPLY_LIMITS,
  replyCode,
  UNFINISHED,
} from '../../../src/widgets/chat/conversation.ts';
import { historyKey, loadHistory, saveHistory } from '../../../src/widgets/chat/history.ts';

// The reply's code, here before the first question as in a chat whose field the reader focused: questions are
// then asked in the task they are sent.
beforeAll(() => replyCode());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function asking(asker: Asker, limits?: AskWith['limits']) {
  const errors: { message: string }[] = [];
  const replies: string[] = [];
  const ask: AskWith = {
    asker,
    markdown: true,
    limits,
    events: {
      onSend() {},
      onReply: (m) => replies.push(m.content),
      onError: (detail) => errors.push(detail),
      onStop() {},
    },
  };
  return { ask, errors, replies };
}

/** Runs timers and frames until the conversation has settled. */
async function settled(conversation: Conversation): Promise<void> {
  for (let i = 0; i < 1000 && conversation.pending; i++) await vi.advanceTimersByTimeAsync(50);
  expect(conversation.pending).toBe(false);
}

const last = (conversation: Conversation) => conversation.messages[conversation.messages.length - 1] as ChatEntry;

describe('a reply’s caps', () => {
  it('are 5 minutes and 1 000 000 characters (about 1 MB of text) by default', () => {
    expect(REPLY_LIMITS).toEqual({ characters: 1_000_000, seconds: 300 });
  });

  it('cut a reply past its size at the limit exactly, keep what arrived and say why in Spanish', async () => {
    const conversation = new Conversation('Hola');
    const { ask, errors, replies } = asking(
      async function* () {
        for (let i = 0; i < 10; i++) yield 'x'.repeat(700);
      },
      { characters: 1000, seconds: 300 },
    );
    conversation.send('Escríbeme mucho', ask);
    await settled(conversation);
    const reply = last(conversation);
    expect(reply.content).toHaveLength(1000);
    expect(reply.state).toBe('interrupted');
    const note = 'Respuesta cortada: llegó al límite de 1.000 caracteres. Se muestra lo recibido hasta ahí.';
    expect(reply.note).toBe(note);
    expect(errors).toEqual([{ message: note }]);
    expect(replies).toEqual([]);
  });

  it('stop an upstream that sends a fragment every 200 ms forever at the time limit', async () => {
    const conversation = new Conversation('Hola');
    let sent = 0;
    let released = false;
    const { ask, errors } = asking(
      async function* (_: ChatTurn[], signal: AbortSignal) {
        try {
          while (!signal.aborted) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            sent += 1;
            yield 'palabra ';
          }
        } finally {
          released = true;
        }
      },
      { characters: 1_000_000, seconds: 60 },
    );
    conversation.send('Cuéntame algo', ask);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(conversation.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1_500);
    await settled(conversation);
    expect(sent).toBeGreaterThan(250);
    expect(sent).toBeLessThan(310);
    const reply = last(conversation);
    expect(reply.state).toBe('interrupted');
    expect(reply.content.startsWith('palabra palabra')).toBe(true);
    expect(reply.note).toBe('Respuesta cortada: llegó al límite de 1 minuto. Se muestra lo recibido hasta ahí.');
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(released).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('end a reply that never says anything at the time limit, keeping the question with why', async () => {
    const conversation = new Conversation('Hola');
    const { ask } = asking(
      () => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise<IteratorResult<string>>(() => {}) }) }),
      { characters: 1000, seconds: 90 },
    );
    conversation.send('¿Hola?', ask);
    await vi.advanceTimersByTimeAsync(90_000);
    await settled(conversation);
    expect(last(conversation)).toMatchObject({
      type: 'user',
      failure: { message: 'Respuesta cortada: llegó al límite de 90 segundos. Se muestra lo recibido hasta ahí.' },
    });
  });
});

describe('a reply drawn as it arrives', () => {
  it('grows by at most 4 000 characters a frame, however much arrives at once, and ends whole', async () => {
    const conversation = new Conversation('Hola');
    const lengths: number[] = [];
    conversation.subscribe(() => {
      const reply = last(conversation);
      if (reply.type === 'ai' && reply.state === 'streaming') lengths.push(reply.content.length);
    });
    const { ask, replies } = asking(async function* () {
      yield 'a'.repeat(30_000);
    });
    conversation.send('Todo de golpe', ask);
    await settled(conversation);
    const steps = lengths.map((length, i) => length - (lengths[i - 1] ?? 0));
    expect(Math.max(...steps)).toBe(4000);
    expect(lengths.at(-1)).toBe(30_000);
    expect(replies).toEqual(['a'.repeat(30_000)]);
  });
});

describe('what the conversation saves', () => {
  it('saves a question the moment it is sent, as unanswered, then with its reply', async () => {
    const conversation = new Conversation('Hola');
    const saved: (readonly ChatEntry[])[] = [];
    conversation.onSave = (messages) => saved.push(messages);
    let answer = (_: string) => {};
    const { ask } = asking(async function* () {
      yield await new Promise<string>((resolve) => {
        answer = resolve;
      });
    });
    conversation.send('¿Cómo va el bitcoin?', ask);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.map((m) => [m.type, m.content, m.failure?.message])).toEqual([
      ['ai', 'Hola', undefined],
      ['user', '¿Cómo va el bitcoin?', UNFINISHED],
    ]);
    answer('Sube.');
    await settled(conversation);
    expect(saved.at(-1)?.map((m) => [m.type, m.content, m.failure?.message])).toEqual([
      ['ai', 'Hola', undefined],
      ['user', '¿Cómo va el bitcoin?', undefined],
      ['ai', 'Sube.', undefined],
    ]);
  });

  it('brings a question saved unanswered back with why (the chat offers "Reintentar")', () => {
    const conversation = new Conversation('Hola');
    const key = historyKey(undefined, undefined);
    conversation.onSave = (messages) => saveHistory('session', key, messages);
    conversation.send(
      '¿Y el ether?',
      asking(() => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => {}) }) })).ask,
    );
    const restored = new Conversation('Hola', loadHistory('session', key));
    expect(restored.messages.map((m) => [m.type, m.content, m.failure?.message])).toEqual([
      ['ai', 'Hola', undefined],
      ['user', '¿Y el ether?', UNFINISHED],
    ]);
    conversation.detach();
  });

  it('keeps the latest 100 messages, with a cut reply’s note', () => {
    const key = historyKey('prueba', undefined);
    const messages: ChatEntry[] = Array.from({ length: 150 }, (_, i) => ({
      id: `m${i}`,
      type: i % 2 ? 'ai' : 'user',
      content: `Mensaje ${i}`,
      timestamp: new Date(2026, 10, 21),
    }));
    messages.push({ ...messages[1], id: 'cut', state: 'interrupted', note: 'Respuesta cortada.' } as ChatEntry);
    saveHistory('session', key, messages);
    const restored = loadHistory('session', key);
    expect(restored).toHaveLength(100);
    expect(restored[0]?.content).toBe('Mensaje 51');
    expect(restored.at(-1)).toMatchObject({ id: 'cut', state: 'interrupted', note: 'Respuesta cortada.' });
  });
});
