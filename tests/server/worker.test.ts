// The edge entry (src/server/worker.ts) is the same API behind a bare fetch handler: settings from the
// platform's env, background refreshes handed to waitUntil.

import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import worker from '../../src/server/worker.ts';
import { type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());

it('answers the feed and the chat from a fetch handler, with the settings of its env', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const env = {
    COINGECKO_BASE_URL: `${providers.url}/cg`,
    ALTERNATIVE_BASE_URL: `${providers.url}/alt`,
    MEMPOOL_BASE_URL: `${providers.url}/mp`,
    BLOCKCHAIN_BASE_URL: `${providers.url}/bc`,
    CHAT_WORD_DELAY_MS: '0',
  };
  const waited: Promise<unknown>[] = [];
  const context = { waitUntil: (promise: Promise<unknown>) => waited.push(promise) };
  const feed = await worker.fetch(new Request('https://api.example/api/feed'), env, context);
  expect(feed.status).toBe(200);
  expect(((await feed.json()) as { sentiment: { overall: number } }).sentiment.overall).toBe(31);
  const chat = await worker.fetch(
    new Request('https://api.example/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hola' }] }),
    }),
    env,
    context,
  );
  expect(chat.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(await chat.text()).toContain('data: [DONE]');
  vi.restoreAllMocks();
});
