// The chat with a partner's assistant under load: a conversation of 5 000 messages (keystroke to next frame,
// send to paint), and a 20 000-character reply arriving in 2 000 fragments (scripting time, longest task).
// The assistant is a `handler` in the page, so only the chat's own work is measured.

import type { Page } from 'playwright-core';
import { type Harness, metrics } from './harness.ts';
import { type Summary, summarize } from './stats.ts';

export interface ChatLoadResult {
  messages: number;
  keystroke: Summary;
  send: Summary;
}

export interface ChatStreamResult {
  characters: number;
  fragments: number;
  /** Scripting time of the whole reply (CDP ScriptDuration), ms. */
  scriptingMs: number;
  /** The longest task while it streamed, ms (0 when none reached 50 ms). */
  longestTaskMs: number;
  longTasks: number;
}

const PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>chat</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head>
<body><crypto-chat loading="eager" style="display:block;max-width:720px"></crypto-chat></body></html>`;

// From the event to a task queued from the next animation frame: just after that frame painted.
const INSTRUMENT = `
window.__latencies = [];
addEventListener('keydown', (event) => {
  const start = event.timeStamp;
  requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
}, true);
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ type: 'longtask' });
`;

async function openChat(
  harness: Harness,
): Promise<{ page: Page; close: () => Promise<void>; cdp: import('playwright-core').CDPSession }> {
  const url = harness.writePage('chat-backend.html', PAGE);
  const { page, context, cdp } = await harness.open();
  await page.addInitScript(INSTRUMENT);
  await page.goto(harness.url(url));
  await page.locator('crypto-chat input').waitFor();
  return { page, cdp, close: () => context.close() };
}

/** Sends `questions` questions from script to a handler answering at once; resolves when all are answered. */
async function seed(page: Page, questions: number): Promise<void> {
  await page.evaluate(async (questions) => {
    const chat = document.querySelector('crypto-chat') as HTMLElement & { handler: unknown };
    chat.handler = (messages: unknown[]) => {
      // The conversation the assistant is given: every message but the greeting.
      (window as unknown as { __turns: number }).__turns = messages.length;
      return `Respuesta **${messages.length}**: el mercado sigue neutral.`;
    };
    const root = chat.shadowRoot as ShadowRoot;
    const form = root.querySelector('form') as HTMLFormElement;
    const input = root.querySelector('input') as HTMLInputElement;
    for (let i = 0; i < questions; i++) {
      const replied = new Promise((resolve) => chat.addEventListener('crypto-chat-reply', resolve, { once: true }));
      input.value = `Pregunta número ${i}: ¿cómo va el mercado hoy?`;
      form.requestSubmit();
      await replied;
    }
  }, questions);
}

const latencies = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __latencies: number[] };
    const taken = w.__latencies;
    w.__latencies = [];
    return taken;
  });

export async function measureChatLoad(harness: Harness, times: number): Promise<ChatLoadResult> {
  const { page, close } = await openChat(harness);
  // The greeting, then 2 500 questions and their replies.
  const questions = 2500;
  await seed(page, questions);
  // The greeting, the questions and replies so far (the chat draws only the latest of them; the assistant is sent
  // the latest 40 turns, so its count is not the conversation's).
  const count = 1 + 2 * questions;
  const input = page.locator('crypto-chat input');
  const keystroke: number[] = [];
  const send: number[] = [];
  for (let i = 0; i < times; i++) {
    await input.fill('');
    await latencies(page);
    for (const key of 'Y el ether') {
      await input.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(30);
    }
    keystroke.push(...(await latencies(page)));
    await input.press('Enter');
    await page.waitForTimeout(100);
    send.push(...(await latencies(page)).slice(0, 1));
    await page.locator('crypto-chat .cw-typing').waitFor({ state: 'detached' });
  }
  await close();
  const result = { messages: count, keystroke: summarize(keystroke), send: summarize(send) };
  console.log(
    `  chat with ${count} messages: keystroke ${result.keystroke.median.toFixed(1)} ms, send ${result.send.median.toFixed(1)} ms`,
  );
  return result;
}

export async function measureChatStream(harness: Harness): Promise<ChatStreamResult> {
  const { page, cdp, close } = await openChat(harness);
  const fragments = 2000;
  await page.evaluate((fragments) => {
    const chat = document.querySelector('crypto-chat') as HTMLElement & { handler: unknown };
    // Ten characters a fragment: paragraphs with bold words, list items and inline code, as assistants write.
    const text = Array.from({ length: fragments / 10 }, (_, i) =>
      i % 4 === 3
        ? `- punto ${String(i).padStart(4, '0')} con \`código\` y más texto aquí.\n`
        : `El **bitcoin** sube ${String(i).padStart(4, '0')} puntos hoy y sigue así; nada más.\n\n`,
    )
      .join('')
      .padEnd(fragments * 10, '.')
      .slice(0, fragments * 10);
    chat.handler = async function* () {
      for (let i = 0; i < fragments; i++) {
        yield text.slice(i * 10, i * 10 + 10);
        // Fragments arrive across tasks, as a network stream's do.
        if (i % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
  }, fragments);
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
  });
  const before = (await metrics(cdp)).ScriptDuration ?? 0;
  const input = page.locator('crypto-chat input');
  await input.fill('Escríbeme un informe largo');
  const replied = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.querySelector('crypto-chat')?.addEventListener(
          'crypto-chat-reply',
          (event) => {
            (window as unknown as { __reply: string }).__reply = (event as CustomEvent).detail.message.content;
            resolve();
          },
          { once: true },
        ),
      ),
  );
  await input.press('Enter');
  await replied;
  await page.waitForTimeout(200);
  const after = (await metrics(cdp)).ScriptDuration ?? 0;
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  // What the reader got: the reply the chat reports, markup included.
  const characters = await page.evaluate(() => (window as unknown as { __reply: string }).__reply.length);
  await close();
  const result = {
    characters,
    fragments,
    scriptingMs: (after - before) * 1000,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    longTasks: longTasks.length,
  };
  console.log(
    `  chat stream ${fragments} fragments: scripting ${result.scriptingMs.toFixed(0)} ms, longest task ${result.longestTaskMs.toFixed(0)} ms`,
  );
  return result;
}

export interface ChatCapResult {
  /** What the assistant sent, characters. */
  sent: number;
  /** What the chat kept: the reply at its cap. */
  kept: number;
  /** From the question to the reply cut and drawn, ms. */
  totalMs: number;
  /** The longest task from the question to the cut reply drawn, ms (0 when none reached 50 ms). */
  longestTaskMs: number;
  longTasks: number;
}

/**
 * A 10 MB reply (issue 20: long tasks of 15 s) from an assistant that sends markdown as fast as it can, in
 * 10 000-character fragments: the chat keeps its first 1 000 000 characters (its default cap), says it cut it,
 * and no task of the page reaches 50 ms while it streams, is cut and drawn whole.
 */
export async function measureChatAtCap(harness: Harness): Promise<ChatCapResult> {
  const { page, close } = await openChat(harness);
  const fragment = 10_000;
  const sent = 10_000_000;
  await page.evaluate(
    ({ fragment, sent }) => {
      const chat = document.querySelector('crypto-chat') as HTMLElement & { handler: unknown };
      // Paragraphs with bold words, list items with inline code, and a fenced code block now and then.
      const blocks: string[] = [];
      for (let i = 0, length = 0; length < fragment * 4; i++) {
        const block =
          i % 10 === 9
            ? `\`\`\`\nconst precio${i} = ${i} * 1.05; // ${'x'.repeat(60)}\n\`\`\`\n\n`
            : i % 4 === 3
              ? `- punto ${i} con \`código\` y más texto aquí para leer.\n`
              : `El **bitcoin** sube ${i} puntos hoy y el _sentimiento_ sigue al alza; nada más por ahora.\n\n`;
        blocks.push(block);
        length += block.length;
      }
      const text = blocks.join('');
      chat.handler = async function* () {
        for (let at = 0; at < sent; at += fragment) {
          const start = at % (text.length - fragment);
          yield text.slice(start, start + fragment);
          // Fragments arrive across tasks, as a network stream's do.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      };
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    },
    { fragment, sent },
  );
  const input = page.locator('crypto-chat input');
  await input.fill('Escríbeme un informe de 10 MB');
  const cut = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.querySelector('crypto-chat')?.addEventListener('crypto-chat-error', () => resolve(), { once: true }),
      ),
  );
  const started = Date.now();
  await input.press('Enter');
  await cut;
  // The cut reply drawn whole: two frames after the note is there.
  await page.locator('crypto-chat .cw-message-note').waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const totalMs = Date.now() - started;
  await page.waitForTimeout(200);
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  const kept = await page.evaluate(
    () =>
      (
        document.querySelector('crypto-chat')?.shadowRoot?.querySelector('.cw-message-ai:last-of-type .cw-md')
          ?.textContent ?? ''
      ).length,
  );
  await close();
  const result = {
    sent,
    kept,
    totalMs,
    longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
    longTasks: longTasks.length,
  };
  console.log(
    `  chat reply of ${sent} characters cut at the cap: ${kept} characters drawn (markup removed) in ${totalMs} ms, longest task ${result.longestTaskMs.toFixed(0)} ms (${result.longTasks} ≥ 50 ms)`,
  );
  return result;
}
