// <crypto-chat endpoint> against a local assistant of the suite's: the OpenAI-compatible SSE stream, the AI SDK
// UI stream, JSON, plain text, a slow stream, a stream cut in the middle, 429, 500, hostile markdown, a handler;
// stop, retry, saved history and removal.

import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { COUNT_TIMERS, listenerCount } from '../../tools/page-probes.ts';
import { type Message, refusal, strictTemplateProblem } from '../../tools/strict-template.ts';
import { addWidgets, chatMessages, localServer, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

type Mode =
  | 'openai'
  | 'ai-sdk'
  | 'json'
  | 'text'
  | 'slow'
  | 'lines'
  | 'long'
  | 'cut'
  | '429'
  | '500'
  | 'hostile'
  | 'hang';
let mode: Mode = 'openai';
let bodies: unknown[] = [];
/** Requests the page gave up on before they were answered. */
let abandoned = 0;

const chunk = (content: string) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

const HOSTILE = [
  '**Negrita** y _cursiva_.',
  '',
  '[pulsa](javascript:alert(1)) · [web](https://ejemplo.example/) · <img src=x onerror="window.__pwned=1"> · <script>window.__pwned=1</script>',
  '',
  '```',
  'x'.repeat(20000),
  '```',
].join('\n');

/** A long reply as assistants write one: 300 paragraphs with a bold word, 100 list items with inline code. */
const LONG_REPLY = Array.from(
  { length: 400 },
  (_, i) =>
    `${(i % 4 === 3 ? `- punto ${String(i).padStart(4, '0')} con \`código\`` : `El **bitcoin** sube ${String(i).padStart(4, '0')} puntos hoy`).padEnd(48, '.')}\n\n`,
).join('');

const assistant = localServer((req, res) => {
  let raw = '';
  req.on('data', (part) => {
    raw += part;
  });
  req.on('end', () => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type, authorization',
        'access-control-allow-methods': 'POST',
      });
      return res.end();
    }
    const body = JSON.parse(raw || '{}') as { messages?: Message[] };
    bodies.push(body);
    res.on('close', () => {
      if (!res.writableEnded) abandoned += 1;
    });
    const cors = { 'access-control-allow-origin': '*' };
    // as strict as vLLM with a Mistral or Llama template: roles in turn, the reader's first
    const problem = strictTemplateProblem(body.messages ?? []);
    if (problem) return res.writeHead(400, { ...cors, 'content-type': 'application/json' }).end(refusal(problem));
    if (mode === 'hang') return;
    if (mode === '429') return res.writeHead(429, cors).end('{"error":{"message":"rate"}}');
    if (mode === '500') return res.writeHead(500, cors).end('oops');
    if (mode === 'json')
      return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"text":"Respuesta en JSON."}');
    if (mode === 'text')
      return res.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('Respuesta en texto.');
    res.writeHead(200, { ...cors, 'content-type': 'text/event-stream' });
    if (mode === 'ai-sdk') {
      for (const part of [
        { type: 'start' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Hola desde ' },
        { type: 'text-delta', id: 't', delta: 'el AI SDK.' },
        { type: 'text-end', id: 't' },
        { type: 'finish' },
      ]) {
        res.write(`data: ${JSON.stringify(part)}\n\n`);
      }
      return res.end('data: [DONE]\n\n');
    }
    if (mode === 'hostile') return res.end(`${chunk(HOSTILE)}data: [DONE]\n\n`);
    if (mode === 'cut') {
      res.write(chunk('La mitad de '));
      return setTimeout(() => res.destroy(), 50);
    }
    if (mode === 'long') {
      // 20 000 characters in 2 000 fragments, sent in bursts of 50 fragments as a network delivers them.
      let i = 0;
      const timer = setInterval(() => {
        for (let n = 0; n < 50 && i < 2000; n++, i++) res.write(chunk(LONG_REPLY.slice(i * 10, i * 10 + 10)));
        if (i === 2000) {
          clearInterval(timer);
          res.end('data: [DONE]\n\n');
        }
      }, 10);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (mode === 'lines') {
      // A paragraph every 50 ms, for as long as the page listens.
      let i = 0;
      const timer = setInterval(() => res.write(chunk(`Línea ${i++} de una respuesta larga.\n\n`)), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (mode === 'slow') {
      // A word every 200 ms, for as long as the page listens.
      let i = 0;
      const timer = setInterval(() => res.write(chunk(`palabra${i++} `)), 200);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.write(chunk('El **bitcoin** '));
    res.write(chunk('sube un 2 %.'));
    res.end('data: [DONE]\n\n');
  });
});

beforeEach(() => {
  mode = 'openai';
  bodies = [];
  abandoned = 0;
});

async function chatPage(
  attributes: Record<string, string> = {},
  /** Runs before the page loads (init scripts). */
  before?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; chat: Locator; problems: string[]; warnings: string[] }> {
  const { page, problems, warnings } = await chromium.open();
  await before?.(page);
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidgets(page, [
    ['crypto-chat', { endpoint: `${assistant.url()}/v1/chat/completions`, loading: 'eager', ...attributes }],
  ]);
  const chat = page.locator('crypto-chat');
  await chat.getByRole('textbox', { name: 'Escribe tu pregunta' }).waitFor();
  // The field comes first with the chat's shell; the chat itself, with its code.
  await waitForWidgets(page);
  return { page, chat, problems, warnings };
}

async function ask(chat: Locator, question: string): Promise<void> {
  await chat.getByRole('textbox', { name: 'Escribe tu pregunta' }).fill(question);
  await chat.getByRole('textbox', { name: 'Escribe tu pregunta' }).press('Enter');
}

describe('<crypto-chat endpoint>', () => {
  it('streams an OpenAI-compatible reply as markdown, sends the conversation, and reports it once', async () => {
    const { page, chat } = await chatPage({ model: 'socio-1' });
    await page.evaluate(() => {
      (window as unknown as { replies: string[] }).replies = [];
      document.addEventListener('crypto-chat-reply', (e) =>
        (window as unknown as { replies: string[] }).replies.push((e as CustomEvent).detail.message.content),
      );
    });
    await ask(chat, '¿Cómo va el bitcoin?');
    const reply = chatMessages(chat).last();
    await expect.poll(() => reply.textContent()).toContain('El bitcoin sube un 2 %.');
    expect(await reply.locator('strong').textContent()).toBe('bitcoin');
    expect(bodies).toEqual([
      { messages: [{ role: 'user', content: '¿Cómo va el bitcoin?' }], stream: true, model: 'socio-1' },
    ]);
    expect(await page.evaluate(() => (window as unknown as { replies: string[] }).replies)).toEqual([
      'El **bitcoin** sube un 2 %.',
    ]);
    // The next question carries the conversation so far.
    await ask(chat, '¿Y el ether?');
    await expect.poll(() => chatMessages(chat).count()).toBe(5);
    expect((bodies[1] as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: '¿Cómo va el bitcoin?' },
      { role: 'assistant', content: 'El **bitcoin** sube un 2 %.' },
      { role: 'user', content: '¿Y el ether?' },
    ]);
  });

  it.each([
    ['ai-sdk', 'Hola desde el AI SDK.'],
    ['json', 'Respuesta en JSON.'],
    ['text', 'Respuesta en texto.'],
  ] as const)('reads a %s answer', async (kind, text) => {
    mode = kind;
    const { chat } = await chatPage();
    await ask(chat, 'Hola');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain(text);
  });

  it('"Detener" stops a slow reply, keeps what arrived marked as interrupted, and sends again', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage();
    await ask(chat, 'Cuéntame algo largo');
    const stop = chat.getByRole('button', { name: 'Detener' });
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('palabra1');
    await page.evaluate(() => {
      (window as unknown as { stops: number }).stops = 0;
      document.addEventListener('crypto-chat-stop', () => {
        (window as unknown as { stops: number }).stops += 1;
      });
    });
    await stop.click();
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('Respuesta interrumpida.');
    expect(await page.evaluate(() => (window as unknown as { stops: number }).stops)).toBe(1);
    const partial = await chatMessages(chat).last().textContent();
    // The server has seen the stream closed (it writes no more), and the page has run two more tasks: nothing
    // that was on its way is added.
    await expect.poll(() => abandoned).toBe(1);
    await page.evaluate(() => new Promise((done) => setTimeout(() => setTimeout(done))));
    expect(await chatMessages(chat).last().textContent()).toBe(partial);
    expect(await chat.getByRole('button', { name: 'Enviar' }).count()).toBe(1);
    // The next question reaches a strict backend with the stopped reply in its place, marked as interrupted.
    mode = 'openai';
    await ask(chat, 'Resúmelo');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('El bitcoin sube un 2 %.');
    expect((bodies[1] as { messages: Message[] }).messages).toEqual([
      { role: 'user', content: 'Cuéntame algo largo' },
      { role: 'assistant', content: expect.stringMatching(/^palabra0 palabra1 .*\n\n\[Respuesta interrumpida\]$/s) },
      { role: 'user', content: 'Resúmelo' },
    ]);
  });

  it('after "Detener" before the first word, keeps that question for "Reintentar" and sends the next alone', async () => {
    mode = 'hang';
    const { chat } = await chatPage();
    await ask(chat, 'Primera pregunta');
    await chat.getByRole('button', { name: 'Detener' }).click();
    await expect.poll(() => abandoned).toBe(1);
    mode = 'openai';
    await ask(chat, 'Segunda pregunta');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('El bitcoin sube un 2 %.');
    expect((bodies[1] as { messages: Message[] }).messages).toEqual([{ role: 'user', content: 'Segunda pregunta' }]);
    expect(await chat.getByRole('button', { name: 'Reintentar' }).count()).toBe(1);
  });

  it.each([
    ['429', 'El asistente está recibiendo demasiadas preguntas. Espera un momento antes de reintentar.', 429],
    ['500', 'El asistente no ha podido responder.', 500],
    ['cut', 'La respuesta se ha cortado antes de terminar.', undefined],
  ] as const)(
    'after a %s, keeps the question with why and "Reintentar", which then answers',
    async (kind, text, status) => {
      mode = kind;
      const { page, chat, problems } = await chatPage();
      await page.evaluate(() => {
        document.addEventListener('crypto-chat-error', (e) => {
          (window as unknown as { errors: unknown[] }).errors = [
            ...((window as unknown as { errors?: unknown[] }).errors ?? []),
            (e as CustomEvent).detail,
          ];
        });
      });
      await ask(chat, '¿Qué pasa con SOL?');
      const alert = chat.getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(`${text} Reintentar`);
      expect(await page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
        status === undefined ? { message: text } : { message: text, status },
      ]);
      // The browser logs the failed request itself: the test's doing.
      problems.length = 0;
      mode = 'openai';
      await chat.getByRole('button', { name: 'Reintentar' }).click();
      await expect.poll(() => chatMessages(chat).last().textContent()).toContain('El bitcoin sube un 2 %.');
      expect(await alert.count()).toBe(0);
      // The question was kept, not duplicated.
      expect(await chat.locator('.cw-message-user').count()).toBe(1);
    },
  );

  it('shows hostile markdown as text: no script, no javascript: link, no image, and the long code block scrolls', async () => {
    mode = 'hostile';
    const { page, chat } = await chatPage();
    await ask(chat, 'Hola');
    const reply = chatMessages(chat).last();
    await expect.poll(() => reply.locator('pre').count()).toBe(1);
    expect(await reply.locator('strong').first().textContent()).toBe('Negrita');
    expect(await reply.locator('em').first().textContent()).toBe('cursiva');
    expect(await reply.locator('img, script').count()).toBe(0);
    const links = await reply
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).toEqual([['https://ejemplo.example/', '_blank', 'noopener noreferrer']]);
    // The HTML is there as text, to read, not to run.
    expect(await reply.textContent()).toContain('<img src=x onerror="window.');
    expect(await reply.textContent()).toContain('<script>window.');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const code = await reply.locator('pre').evaluate((el) => [el.scrollWidth > el.clientWidth, el.clientWidth]);
    expect(code[0]).toBe(true);
    expect(Number(code[1])).toBeLessThan(1000);
  });

  it('asks a handler instead, reading its async iterable', async () => {
    const { page, chat } = await chatPage({ endpoint: '' });
    await page.evaluate(() => {
      (document.querySelector('crypto-chat') as unknown as { handler: unknown }).handler = async function* (
        messages: { content: string }[],
      ) {
        yield 'Recibí: ';
        yield messages.at(-1)?.content ?? '';
      };
    });
    await ask(chat, 'una pregunta');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('Recibí: una pregunta');
    expect(bodies).toEqual([]);
  });

  it('keeps the conversation and the draft when the page removes the chat and adds it back later', async () => {
    const { page, chat } = await chatPage();
    await ask(chat, '¿Cómo va el bitcoin?');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    await chat.getByRole('textbox').fill('Un borrador sin enviar');
    await page.evaluate(async () => {
      const el = document.querySelector('crypto-chat') as HTMLElement;
      el.remove();
      // Back in a later task, as a framework re-rendering the page does.
      await new Promise((r) => setTimeout(r));
      document.getElementById('stage')?.append(el);
    });
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(await chat.getByRole('textbox').inputValue()).toBe('Un borrador sin enviar');
  });

  it('keeps a question whose reply the page cut by moving the chat, with what arrived, ready to send again', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage();
    await ask(chat, 'Cuéntame algo largo');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('palabra1');
    await page.evaluate(async () => {
      const el = document.querySelector('crypto-chat') as HTMLElement;
      el.remove();
      // Back in a later task, as a framework re-rendering the page does.
      await new Promise((r) => setTimeout(r));
      document.getElementById('stage')?.append(el);
    });
    await expect.poll(() => abandoned).toBe(1);
    await expect
      .poll(() => chat.getByRole('alert').textContent())
      .toBe('La respuesta se interrumpió. Puedes reintentarla. Reintentar');
    expect(await chatMessages(chat).last().textContent()).toContain('Respuesta interrumpida.');
    mode = 'openai';
    await chat.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('El bitcoin sube un 2 %.');
    expect(await chat.locator('.cw-message-user').count()).toBe(1);
    // The retry asked with the question alone: the cut reply is not part of the conversation.
    expect((bodies[1] as { messages: unknown[] }).messages).toEqual([{ role: 'user', content: 'Cuéntame algo largo' }]);
  });

  it('with persist="session", the conversation survives a reload; "Nueva conversación" clears it', async () => {
    const { page, chat } = await chatPage({ persist: 'session' });
    await ask(chat, '¿Cómo va el bitcoin?');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    await page.reload();
    await addWidgets(page, [
      ['crypto-chat', { endpoint: `${assistant.url()}/v1/chat/completions`, persist: 'session', loading: 'eager' }],
    ]);
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(await chatMessages(chat).nth(1).textContent()).toContain('¿Cómo va el bitcoin?');
    await chat.getByRole('button', { name: 'Nueva conversación' }).click();
    await expect.poll(() => chatMessages(chat).count()).toBe(1);
  });

  it('sends one question for two submits in the same task, and none of only invisible characters', async () => {
    const { page, chat } = await chatPage();
    await page.evaluate(() => {
      const root = (document.querySelector('crypto-chat') as HTMLElement).shadowRoot as ShadowRoot;
      const form = root.querySelector('form') as HTMLFormElement;
      const input = root.querySelector('input') as HTMLInputElement;
      input.value = '\u200b\u200b\u200d';
      form.requestSubmit();
      input.value = 'x'.repeat(100_000);
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { messages: { content: string }[] }).messages[0]?.content).toHaveLength(1000);
  });

  it('gives up on a hung request after `timeout` seconds of silence, keeping the question', async () => {
    mode = 'hang';
    const { chat } = await chatPage({ timeout: '1' });
    await ask(chat, '¿Sigues ahí?');
    await expect
      .poll(() => chat.getByRole('alert').textContent(), { timeout: 5000 })
      .toBe('El asistente ha tardado demasiado en responder. Reintentar');
    await expect.poll(() => abandoned).toBe(1);
  });

  // How long its tasks take is a figure of `npm run bench chat` (and `chat-cap` for a reply at the cap), not a test:
  // a loaded machine would fail a duration that a quiet one meets.
  it('streams a 20 000-character reply in 2 000 fragments, drawing it as it arrives, and announces it once, without markup', async () => {
    expect(LONG_REPLY).toHaveLength(20_000);
    mode = 'long';
    const { page, chat } = await chatPage();
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      const region = document.querySelector('crypto-chat')?.shadowRoot?.querySelector('[aria-live="polite"]');
      new MutationObserver(() => w.heard.push(region?.textContent ?? '')).observe(region as Node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await ask(chat, 'Escríbeme un informe largo');
    const reply = chatMessages(chat).last();
    // Drawn as it arrives: part of it while the rest is still on its way.
    await expect.poll(() => reply.locator('strong').count()).toBeGreaterThan(0);
    await expect.poll(() => chat.getByRole('button', { name: 'Enviar' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await reply.locator('.cw-md p').count()).toBe(300);
    expect(await reply.locator('.cw-md strong').count()).toBe(300);
    expect(await reply.locator('.cw-md li').count()).toBe(100);
    expect(await reply.locator('.cw-md li code').count()).toBe(100);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/^Asistente: El bitcoin sube 0000 puntos hoy\.+ El bitcoin sube 0001 /);
    expect(heard[0]).not.toContain('**');
    // Whole, in order: the last paragraph is the last one sent.
    expect(await reply.locator('.cw-md p').last().textContent()).toMatch(/^El bitcoin sube 0398 puntos hoy/);
  });

  it('cuts a reply that keeps coming past `max-reply-time`, keeping what arrived with a Spanish note', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage({ 'max-reply-time': '2' });
    await page.evaluate(() => {
      document.addEventListener('crypto-chat-error', (e) => {
        (window as unknown as { errors: string[] }).errors = [(e as CustomEvent).detail.message];
      });
    });
    await ask(chat, 'Cuéntame algo eterno');
    const note = 'Respuesta cortada: llegó al límite de 2 segundos. Se muestra lo recibido hasta ahí.';
    await expect.poll(() => chat.locator('.cw-message-note').textContent(), { timeout: 10_000 }).toBe(note);
    expect(await chatMessages(chat).last().textContent()).toContain('palabra1');
    // The request is let go, and the chat is ready for the next question.
    await expect.poll(() => abandoned).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { errors: string[] }).errors)).toEqual([note]);
    expect(await chat.getByRole('button', { name: 'Enviar' }).count()).toBe(1);
  });

  it('a double click on "Enviar" sends the question and does not stop it', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage();
    await page.evaluate(() => {
      (window as unknown as { stops: number }).stops = 0;
      document.addEventListener('crypto-chat-stop', () => {
        (window as unknown as { stops: number }).stops += 1;
      });
    });
    await chat.getByRole('textbox', { name: 'Escribe tu pregunta' }).fill('Cuéntame algo largo');
    // A reader's double click: the second press comes once "Detener" has taken the place of "Enviar".
    const box = await chat.getByRole('button', { name: 'Enviar' }).boundingBox();
    if (!box) throw new Error('no "Enviar" button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ clickCount: 1 });
    await page.mouse.up({ clickCount: 1 });
    await chat.getByRole('button', { name: 'Detener' }).waitFor();
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    // The reply keeps arriving: the second click, landing on "Detener", did not stop it.
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('palabra2');
    expect(await page.evaluate(() => (window as unknown as { stops: number }).stops)).toBe(0);
    expect(await chat.locator('.cw-message-note').count()).toBe(0);
    expect(bodies).toHaveLength(1);
    // A click of its own still stops it.
    await chat.getByRole('button', { name: 'Detener' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { stops: number }).stops)).toBe(1);
  });

  it('with persist="local", a reload mid-reply keeps the question, with "Reintentar"', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage({ persist: 'local' });
    await ask(chat, '¿Qué pasará mañana?');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('palabra0');
    await page.reload();
    await addWidgets(page, [
      ['crypto-chat', { endpoint: `${assistant.url()}/v1/chat/completions`, persist: 'local', loading: 'eager' }],
    ]);
    await expect
      .poll(() => chat.getByRole('alert').textContent())
      .toBe('La respuesta se interrumpió. Puedes reintentarla. Reintentar');
    expect(await chat.locator('.cw-message-user').textContent()).toContain('¿Qué pasará mañana?');
    mode = 'openai';
    await chat.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('El bitcoin sube un 2 %.');
    expect((bodies.at(-1) as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: '¿Qué pasará mañana?' },
    ]);
  });

  it('follows the newest text, stays where the reader scrolled up to, and follows again back at the end', async () => {
    mode = 'lines';
    const { chat } = await chatPage();
    await ask(chat, 'Cuéntame algo largo');
    const log = chat.getByRole('log', { name: 'Conversación' });
    const position = () =>
      log.evaluate((el) => ({ top: el.scrollTop, fromEnd: el.scrollHeight - el.scrollTop - el.clientHeight }));
    const long = { timeout: 10_000 };
    await expect.poll(() => log.evaluate((el) => el.scrollHeight > 2 * el.clientHeight), long).toBe(true);
    expect((await position()).fromEnd).toBeLessThan(2);
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    const grown = await log.evaluate((el) => el.scrollHeight);
    await expect.poll(() => log.evaluate((el) => el.scrollHeight), long).toBeGreaterThan(grown + 100);
    expect((await position()).top).toBe(0);
    await log.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const end = await log.evaluate((el) => el.scrollHeight);
    await expect.poll(() => log.evaluate((el) => el.scrollHeight), long).toBeGreaterThan(end + 100);
    expect((await position()).fromEnd).toBeLessThan(2);
    await chat.getByRole('button', { name: 'Detener' }).click();
  });

  it('introduces itself with the partner’s greeting and suggestions, from attributes and from script', async () => {
    const { page, chat, warnings } = await chatPage({
      greeting: 'Hola, soy Cripto, el asistente de El Observador.',
      suggestions: '["¿Qué es un ETF?","¿Conviene comprar ahora?"]',
    });
    const suggestions = () => chat.locator('.cw-suggestion').allTextContents();
    expect(await chatMessages(chat).first().textContent()).toContain(
      'Hola, soy Cripto, el asistente de El Observador.',
    );
    expect(await suggestions()).toEqual(['¿Qué es un ETF?', '¿Conviene comprar ahora?']);
    const header = async () =>
      `${await chat.locator('.cw-title').textContent()} | ${(await chat.locator('.cw-subtitle').textContent())?.trim()}`;
    const placeholder = () => chat.getByRole('textbox').getAttribute('placeholder');
    expect(await header()).toBe('Asistente de análisis cripto | En línea · responde en segundos');
    await page.evaluate(() => {
      const el = document.querySelector('crypto-chat') as HTMLElement & {
        suggestions: string[];
        greeting: string;
        heading: string;
        placeholder: string;
      };
      el.suggestions = ['¿Dónde invierto 100 €?'];
      el.greeting = '¡Bienvenido!';
      el.heading = 'Cripto';
      el.setAttribute('status', 'Con datos de El Observador');
      el.placeholder = 'Pregunta a Cripto…';
    });
    await expect.poll(header).toBe('Cripto | Con datos de El Observador');
    expect(await placeholder()).toBe('Pregunta a Cripto…');
    // Too long a name: the default, and a warning that says why.
    await page.evaluate(() => document.querySelector('crypto-chat')?.setAttribute('heading', 'x'.repeat(81)));
    await expect.poll(header).toBe('Asistente de análisis cripto | Con datos de El Observador');
    expect(warnings.splice(0)).toEqual([expect.stringContaining('heading')]);
    await expect.poll(suggestions).toEqual(['¿Dónde invierto 100 €?']);
    await expect.poll(() => chatMessages(chat).first().textContent()).toContain('¡Bienvenido!');
    await chat.getByRole('button', { name: '¿Dónde invierto 100 €?' }).click();
    expect(await chat.getByRole('textbox').inputValue()).toBe('¿Dónde invierto 100 €?');
    // A list that is not one: the spec's six questions, and a warning that says why.
    await page.evaluate(() => document.querySelector('crypto-chat')?.setAttribute('suggestions', 'una, dos'));
    await expect.poll(async () => (await suggestions()).length).toBe(6);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('suggestions');
    warnings.length = 0;
  });

  it('ignores a corrupt saved conversation with one warning, answers, and saves over it', async () => {
    const endpoint = `${assistant.url()}/v1/chat/completions`;
    const { chat, page, warnings } = await chatPage({ persist: 'session' }, (page) =>
      page.addInitScript((key) => sessionStorage.setItem(key, '{"roto": ['), `crypto-chat:${endpoint}`),
    );
    expect(await chatMessages(chat).count()).toBe(1);
    expect(warnings).toEqual([
      `[crypto-widgets] <crypto-chat> lo guardado en "crypto-chat:${endpoint}" no es una conversación; se empieza una nueva.`,
    ]);
    warnings.length = 0;
    await ask(chat, '¿Cómo va el bitcoin?');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    const saved = await page.evaluate(
      (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'),
      `crypto-chat:${endpoint}`,
    );
    expect(saved.map((m: { type: string }) => m.type)).toEqual(['ai', 'user', 'ai']);
  });

  it('works without storage (disabled by the browser), saying so once', async () => {
    const { chat, warnings } = await chatPage({ persist: 'local' }, (page) =>
      page.addInitScript(() =>
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('El acceso al almacenamiento está bloqueado.', 'SecurityError');
          },
        }),
      ),
    );
    await ask(chat, '¿Cómo va el bitcoin?');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    await ask(chat, '¿Y el ether?');
    await expect.poll(() => chatMessages(chat).count()).toBe(5);
    expect(warnings).toEqual([
      '[crypto-widgets] <crypto-chat> el almacenamiento del navegador no está disponible; la conversación no se guardará.',
    ]);
    warnings.length = 0;
  });

  it('draws the latest 100 messages of a long conversation, and earlier ones a page at a time, keeping the place', async () => {
    const { page, chat } = await chatPage({ endpoint: '' });
    await page.evaluate(async () => {
      const el = document.querySelector('crypto-chat') as HTMLElement & { handler: unknown };
      el.handler = (messages: { content: string }[]) => {
        (window as unknown as { sent: number }).sent = messages.length;
        return `Respuesta ${messages.at(-1)?.content.replace('Pregunta ', '')}.`;
      };
      const root = el.shadowRoot as ShadowRoot;
      const input = root.querySelector('input') as HTMLInputElement;
      for (let i = 1; i <= 120; i++) {
        const replied = new Promise((resolve) => el.addEventListener('crypto-chat-reply', resolve, { once: true }));
        input.value = `Pregunta ${i}`;
        root.querySelector('form')?.requestSubmit();
        await replied;
      }
    });
    // 241 messages: the greeting, 120 questions and their replies.
    expect(await chatMessages(chat).count()).toBe(100);
    expect(await chatMessages(chat).last().textContent()).toContain('Respuesta 120.');
    // Each question goes with the latest 40 turns only, however long the conversation: 39, as the 40th back is a
    // reply and a strict backend wants the reader first.
    expect(await page.evaluate(() => (window as unknown as { sent: number }).sent)).toBe(39);
    const log = chat.getByRole('log', { name: 'Conversación' });
    const first = chatMessages(chat).first();
    expect(await first.textContent()).toContain('Pregunta 71');
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    const top = await first.evaluate((el) => el.getBoundingClientRect().top);
    await chat.getByRole('button', { name: 'Ver 100 mensajes anteriores' }).click();
    await expect.poll(() => chatMessages(chat).count()).toBe(200);
    // The message the reader was looking at has not moved (scroll positions are whole pixels).
    const now = await chat
      .locator('li.cw-message', { hasText: 'Pregunta 71' })
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(now - top)).toBeLessThan(1);
    await chat.getByRole('button', { name: 'Ver 41 mensajes anteriores' }).click();
    await expect.poll(() => chatMessages(chat).count()).toBe(241);
    expect(await chat.getByRole('button', { name: /mensajes anteriores/ }).count()).toBe(0);
  });

  it('aborts the request when the chat leaves the page mid-stream, and keeps the question to resend', async () => {
    mode = 'slow';
    const { page, chat } = await chatPage({}, (page) => page.addInitScript(COUNT_TIMERS));
    const cdp = await page.context().newCDPSession(page);
    const held = async () => ({
      timers: await page.evaluate(() => (window as unknown as { __pendingTimers: () => number }).__pendingTimers()),
      listeners: await listenerCount(cdp),
    });
    const idle = await held();
    await ask(chat, 'Cuéntame algo largo');
    await expect.poll(() => chatMessages(chat).last().textContent()).toContain('palabra1');
    // Streaming holds the request's silence timer.
    expect((await held()).timers).toBeGreaterThan(idle.timers);
    await page.evaluate(() => document.querySelector('crypto-chat')?.remove());
    await expect.poll(() => abandoned).toBe(1);
    // Nothing the request held is left: no timer, no listener.
    await expect.poll(held).toEqual(idle);
    await page.evaluate((endpoint) => {
      const chat = document.createElement('crypto-chat');
      chat.setAttribute('endpoint', endpoint);
      document.getElementById('stage')?.append(chat);
    }, `${assistant.url()}/v1/chat/completions`);
    // A new element: a new conversation. The removed one's request is gone and not asked again: the next request
    // is the new chat's own first question, alone.
    mode = 'openai';
    const fresh = page.locator('crypto-chat');
    await ask(fresh, 'Otra pregunta');
    await expect.poll(() => chatMessages(fresh).last().textContent()).toContain('sube un 2 %');
    expect(bodies).toHaveLength(2);
    const sent = (bodies[1] as { messages: { role: string; content: string }[] }).messages;
    expect(sent.filter((message) => message.role === 'user').map((message) => message.content)).toEqual([
      'Otra pregunta',
    ]);
  });
});
