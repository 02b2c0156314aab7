// What a widget shows while its data source is still answering, and when it fails: a same-sized placeholder
// announced as loading, then the content; or a short Spanish message. The chat keeps the question and says
// it could not answer. (The sample data answers at once; a network source will not.)

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleDataSource } from '../../../src/client/sample-source.ts';
import type { DataSource } from '../../../src/core/data-source.ts';
import { COIN_QUOTES } from '../../../src/core/sample-data.ts';
import { replyCode } from '../../../src/widgets/chat/conversation.ts';
import { setDataSource } from '../../../src/widgets/element/context.ts';
import { mount, openChat, update, visibleText, waitUntil } from '../helpers.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function useSource(overrides: Partial<DataSource>): void {
  setDataSource({ ...sampleDataSource, ...overrides });
}

afterEach(() => setDataSource(sampleDataSource));

describe('data that takes time', () => {
  it('shows a busy placeholder announced as loading, then the content', async () => {
    const quotes = deferred<typeof COIN_QUOTES>();
    useSource({ quotes: () => quotes.promise });
    const { root } = await mount('crypto-trending');
    const status = root.querySelector('[role="status"]') as HTMLElement;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(visibleText(status)).toBe('Cargando datos…');
    expect(status.style.height).not.toBe('');
    await update(() => quotes.resolve(COIN_QUOTES));
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
    expect(visibleText(root)).toContain('Monedas en tendencia');
  });

  it('says in Spanish that the data could not be loaded when the source fails, and "Reintentar" asks again', async () => {
    const answers = [deferred<typeof COIN_QUOTES>(), deferred<typeof COIN_QUOTES>()];
    let asked = 0;
    const retry = vi.fn();
    useSource({ quotes: () => (answers[asked++] ?? answers[1])?.promise ?? [], retry });
    const { root } = await mount('crypto-trending');
    await update(() => answers[0]?.reject(new Error('503')));
    // The message comes with the code of figures from the network (a chunk of its own in the browser).
    await waitUntil(() => root.querySelector('[role="alert"]') !== null, 'mensaje de error');
    const alert = root.querySelector('[role="alert"]') as HTMLElement;
    expect(visibleText(alert)).toBe(
      'No se han podido cargar los datos.Inténtalo de nuevo dentro de unos minutos.Reintentar',
    );
    await update(() => (alert.querySelector('button') as HTMLButtonElement).click());
    expect(retry).toHaveBeenCalledTimes(1);
    expect(asked).toBe(2);
    await update(() => answers[1]?.resolve(COIN_QUOTES));
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(visibleText(root)).toContain('Monedas en tendencia');
  });

  it('treats a source that throws like one that fails, without breaking the widget', async () => {
    useSource({
      portfolio: () => {
        throw new Error('roto');
      },
    });
    const { root } = await mount('crypto-portfolio');
    await waitUntil(() => root.querySelector('[role="alert"]') !== null, 'mensaje de error');
    expect(visibleText(root.querySelector('[role="alert"]') as HTMLElement)).toContain(
      'No se han podido cargar los datos.',
    );
    expect(root.querySelector('.cw-failure')).toBeNull();
  });
});

describe('a chat whose assistant fails', () => {
  // The reply's code, here before the first question as in a chat whose field the reader focused (issue 25).
  beforeAll(() => replyCode());

  it('keeps the question, says it could not answer, and lets the reader ask again', async () => {
    const ask = vi.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValueOnce('Ahora sí.');
    useSource({ ask });
    const chat = await openChat();
    const replies: string[] = [];
    chat.el.addEventListener('crypto-chat-reply', (e) => replies.push((e as CustomEvent).detail.message.content));
    await update(() => chat.ask('¿Qué tal bitcoin?'));
    const texts = () => [...chat.root.querySelectorAll('.cw-message-text')].map((p) => p.textContent);
    expect(texts().slice(1)).toEqual([
      '¿Qué tal bitcoin?',
      'Lo siento, no he podido responder ahora mismo. Inténtalo de nuevo en unos segundos.',
    ]);
    expect(chat.typing()).toBeNull();
    await update(() => chat.ask('¿Y ahora?'));
    expect(texts().at(-1)).toBe('Ahora sí.');
    expect(ask).toHaveBeenCalledTimes(2);
    expect(replies).toEqual([
      'Lo siento, no he podido responder ahora mismo. Inténtalo de nuevo en unos segundos.',
      'Ahora sí.',
    ]);
  });
});
