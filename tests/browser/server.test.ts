// The widgets through the real server (`npm start`'s): figures from source="/api/feed", built by the server
// from local providers, credited to them; the chat on endpoint="/api/chat" with the spec's replies streamed.

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyTo } from '../../src/core/chat-reply.ts';
import { type NodeServer, startNodeServer } from '../../src/server/node.ts';
import {
  configWith,
  FAKE_WORDS,
  type FakeAssistant,
  type FakeProviders,
  fakeAssistant,
  fakeProviders,
} from '../../tools/fake-servers.ts';
import { addWidgets, chatMessages, provenanceOf, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
/** Generous: the machine may be busy; a pass takes well under a second when it is not. */
const WAIT = { timeout: 10_000 };
let providers: FakeProviders;
let server: NodeServer;

beforeAll(async () => {
  providers = await fakeProviders();
  server = await startNodeServer({
    config: configWith(providers.url, { CHAT_WORD_DELAY_MS: '5' }),
    port: 0,
    hostname: '127.0.0.1',
    staticDir: 'dist',
  });
});
afterAll(async () => {
  await server?.close();
  await providers?.close();
});

/** A plain article page on the server's origin, with `widgets` added to it. */
async function pageWith(widgets: [string, Record<string, string>][]): Promise<Page> {
  const { page } = await chromium.open();
  const stage = readFileSync('tests/browser/fixtures/stage.html', 'utf8').replace(
    '<link rel="stylesheet" href="/fixtures/stage.css" />',
    '',
  );
  await page.route(`${server.url}/articulo.html`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: stage }),
  );
  await page.goto(`${server.url}/articulo.html`);
  await addWidgets(page, widgets);
  await waitForWidgets(page);
  return page;
}

describe('the widgets on the server’s API', () => {
  it('show the feed’s live figures credited to their providers, and the sample parts as sample', async () => {
    const page = await pageWith([
      ['crypto-market-overview', { source: '/api/feed', loading: 'eager' }],
      ['crypto-sentiment', { source: '/api/feed', loading: 'eager' }],
      ['crypto-insights', { source: '/api/feed', loading: 'eager' }],
    ]);
    await expect.poll(() => shadowText(page, 'crypto-market-overview'), WAIT).toContain('61.234,50');
    await expect
      .poll(() => provenanceOf(page, 'crypto-market-overview'), WAIT)
      .toMatch(/^Datos: CoinGecko, 127\.0\.0\.1 · (?:ahora|hace \d+ s)$/);
    await expect.poll(() => shadowText(page, 'crypto-sentiment'), WAIT).toContain('31/100');
    expect(await provenanceOf(page, 'crypto-sentiment')).toMatch(
      /^Datos: Alternative\.me, 127\.0\.0\.1 · (?:ahora|hace \d+ s) · De ejemplo: por plataforma$/,
    );
    // No provider gives the insights: the feed says they are sample, and so does the widget.
    await expect.poll(() => provenanceOf(page, 'crypto-insights'), WAIT).toBe('Datos de ejemplo');
    // One request for the three widgets.
    const feedRequests = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/feed')).length,
    );
    expect(feedRequests).toBe(1);
  });

  it('feed the app’s “En vivo” from the server, not from the providers', async () => {
    const { page } = await chromium.open();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'En vivo' }).click();
    const overview = page.locator('crypto-market-overview');
    expect(await overview.getAttribute('source')).toBe('/api/feed');
    await expect.poll(() => shadowText(page, 'crypto-market-overview'), WAIT).toContain('61.234,50');
    await expect
      .poll(() => provenanceOf(page, 'crypto-market-overview'), WAIT)
      .toMatch(/^Datos: CoinGecko, 127\.0\.0\.1 · (?:ahora|hace \d+ s)$/);
    expect(asked.filter((url) => !url.startsWith(server.url))).toEqual([]);
  });

  it('answer in the chat from the server’s live figures, streamed by the server', async () => {
    const page = await pageWith([['crypto-chat', { endpoint: '/api/chat' }]]);
    const chat = page.locator('crypto-chat');
    const box = chat.getByRole('textbox', { name: 'Escribe tu pregunta' });
    await box.fill('¿Qué opinas de Ethereum?');
    await box.press('Enter');
    const reply = chatMessages(chat).last();
    // Word by word, until the whole reply is there (followed by its time).
    const shown = async () => (await reply.textContent())?.replace(/\s+/g, ' ').replace(/\d\d:\d\d$/, '');
    // The server has live figures from its (local) providers, so its local replies are grounded in them, with their
    // sources, instead of the spec's fixed reply (issue 23).
    await expect
      .poll(shown, WAIT)
      .toBe(
        'Asistente:Ethereum (ETH): Fear & Greed 31 (Miedo), precio 3.121 $, +4,5 % en 24 h. ' +
          'Fuentes: precios de CoinGecko; Fear & Greed de Alternative.me.',
      );
    expect(await shown()).not.toBe(`Asistente:${replyTo('ethereum').replace(/\s+/g, ' ')}`);
  });
});

describe('the app’s Chat IA on a server with an assistant (OPENAI_BASE_URL)', () => {
  let assistant: FakeAssistant;
  let withAssistant: NodeServer;
  beforeAll(async () => {
    assistant = await fakeAssistant();
    withAssistant = await startNodeServer({
      config: configWith(providers.url, { OPENAI_BASE_URL: `${assistant.url}/v1`, OPENAI_MODEL: 'modelo-del-sitio' }),
      port: 0,
      hostname: '127.0.0.1',
      staticDir: 'dist',
    });
  });
  afterAll(async () => {
    await withAssistant?.close();
    await assistant?.close();
  });

  /** The app's Chat IA, after choosing "En vivo" on the dashboard when `live` (the chat's screen has no switch). */
  async function askInApp(origin: string, live: boolean, question: string) {
    const { page } = await chromium.open();
    await page.goto(`${origin}/`);
    if (live) await page.getByRole('button', { name: 'En vivo' }).click();
    await page.getByRole('link', { name: 'Chat IA' }).first().click();
    const chat = page.locator('crypto-chat');
    const box = chat.getByRole('textbox', { name: 'Escribe tu pregunta' });
    await box.fill(question);
    await box.press('Enter');
    return { chat, reply: chatMessages(chat).last() };
  }

  it('asks the server’s assistant through /api/chat, whatever the data mode', async () => {
    for (const live of [false, true]) {
      assistant.received.length = 0;
      const { chat, reply } = await askInApp(withAssistant.url, live, '¿Cómo ves el mercado?');
      expect(await chat.getAttribute('endpoint')).toBe('/api/chat');
      await expect.poll(() => reply.textContent(), WAIT).toContain(FAKE_WORDS.join('').trim());
      expect(assistant.received).toHaveLength(1);
      const body = assistant.received[0]?.body as { model: string; messages: { role: string }[] };
      expect(body.model).toBe('modelo-del-sitio');
      expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    }
  });

  it('answers locally on a server without one: the spec’s replies in sample mode, the figures in live mode', async () => {
    const sample = await askInApp(server.url, false, '¿Qué opinas de Bitcoin?');
    expect(await sample.chat.getAttribute('endpoint')).toBeNull();
    await expect.poll(() => sample.reply.textContent(), WAIT).toContain(replyTo('bitcoin'));
    const live = await askInApp(server.url, true, '¿Qué opinas de Ethereum?');
    expect(await live.chat.getAttribute('endpoint')).toBeNull();
    await expect.poll(() => live.reply.textContent(), WAIT).toContain('Ethereum (ETH): Fear & Greed 31 (Miedo)');
  });
});
