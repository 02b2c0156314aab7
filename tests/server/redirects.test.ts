// Redirects from the addresses the operator configured (issue 33): a news feed, a provider (CoinGecko with its
// key) and the chat's assistant each redirect to another origin (another port, another host), a local server
// that records what reaches it. Nothing does: no request, no key, no conversation; nothing is stored or credited
// to the feed, and the refusal is said in Spanish. A redirect within the configured origin is followed.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { startCollectors } from '../../src/server/collect/runner.ts';
import { configWith, type Local, listen } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { answerFor } from '../../tools/provider-answers.ts';
import { FakeTimers, testConfig } from './collect/helpers.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

interface Recorder extends Local {
  received: Received[];
}

const closing: { close(): Promise<void> }[] = [];
const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await Promise.all(closing.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

/** A local server that records every request whole, then answers with `answer`. */
async function recorder(
  answer: (request: Received, res: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<Recorder> {
  const received: Received[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (part) => {
      body += part;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(request);
      answer(request, res);
    });
  };
  let local: Local;
  if (host === '127.0.0.1') local = await listen(handler);
  else {
    const server = createServer(handler);
    await new Promise<void>((done) => server.listen(0, host, done));
    local = {
      url: `http://[${host}]:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
    };
  }
  closing.push(local);
  return { ...local, received };
}

const RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Panel interno</title><language>es</language>
<item><title>Bitcoin se dispara un 12 % en el panel interno</title><link>https://interno.example/1</link><guid>i1</guid></item>
</channel></rss>`;

const rss = (_: Received, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(RSS);

const redirectTo =
  (status: number, location: (request: Received) => string) => (request: Received, res: ServerResponse) =>
    res.writeHead(status, { location: location(request) }).end();

function collectNews(feeds: string[], store: MemoryStore) {
  const timers = new FakeTimers();
  const collectors = startCollectors({
    config: testConfig({ news: { feeds, intervalMs: 10 * 60_000, maxBytes: 5 * 1024 * 1024 } }),
    store,
    now: timers.clock,
    timers,
    random: () => 1,
    log: () => {},
  });
  running.push(collectors);
  return collectors;
}

describe('a news feed that redirects', () => {
  it.each([
    ['another port', '127.0.0.1'],
    ['another host ([::1])', '::1'],
  ])('to %s is refused: nothing fetched there, nothing stored or credited to the feed', async (_, host) => {
    const internal = await recorder(rss, host);
    const feed = await recorder(redirectTo(302, () => `${internal.url}/internal-admin`));
    const store = new MemoryStore();
    const collectors = collectNews([`${feed.url}/feed.xml`], store);
    await collectors.firstPass;
    expect(internal.received).toEqual([]);
    expect(store.items.size).toBe(0);
    const news = collectors.health().find((health) => health.collector === 'news');
    expect(news).toMatchObject({ itemsTaken: 0 });
    expect(news?.lastSuccessAt).toBeUndefined();
    expect(news?.sources?.['127.0.0.1']?.lastError).toBe(`redirige a otro origen (${internal.url}): no se sigue`);
  });

  it('within its own origin is followed, and the items are the feed’s', async () => {
    const feed = await recorder((request, res) =>
      request.url === '/feed.xml' ? redirectTo(301, () => '/nuevo/feed.xml')(request, res) : rss(request, res),
    );
    const store = new MemoryStore();
    const collectors = collectNews([`${feed.url}/feed.xml`], store);
    await collectors.firstPass;
    expect(feed.received.map((request) => request.url)).toEqual(['/feed.xml', '/nuevo/feed.xml']);
    expect([...store.items.values()].map((item) => [item.source, item.text])).toEqual([
      ['127.0.0.1', 'Bitcoin se dispara un 12 % en el panel interno'],
    ]);
  });
});

describe('Reddit’s endpoints that redirect', () => {
  async function collectReddit(authUrl: string, apiUrl: string) {
    const timers = new FakeTimers();
    const collectors = startCollectors({
      config: testConfig({
        reddit: {
          clientId: 'app-id',
          clientSecret: 'app-secret',
          subreddits: ['CriptoMonedas'],
          authUrl,
          apiUrl,
          intervalMs: 5 * 60_000,
          maxBytes: 1024 * 1024,
        },
      }),
      store: new MemoryStore(),
      now: timers.clock,
      timers,
      random: () => 1,
      log: () => {},
    });
    running.push(collectors);
    await collectors.firstPass;
    return collectors.health().find((record) => record.collector === 'reddit')?.sources?.['r/CriptoMonedas']?.lastError;
  }

  const json = (body: string) => (_: Received, res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);

  it('to another origin get neither the client’s secret (token endpoint) nor the token (API)', async () => {
    const elsewhere = await recorder(json('{"access_token":"robado","expires_in":86400,"data":{"children":[]}}'));
    const auth = await recorder(redirectTo(307, () => `${elsewhere.url}/api/v1/access_token`));
    const api = await recorder(json('{"data":{"children":[]}}'));
    expect(await collectReddit(`${auth.url}/api/v1/access_token`, api.url)).toBe(
      `la autorización OAuth redirige a otro origen (${elsewhere.url}): no se sigue`,
    );
    expect(auth.received).toHaveLength(1);
    expect(api.received).toEqual([]);
    expect(elsewhere.received).toEqual([]);

    const goodAuth = await recorder(json('{"access_token":"tok-1","expires_in":86400}'));
    const movedApi = await recorder(redirectTo(302, (request) => `${elsewhere.url}${request.url}`));
    expect(await collectReddit(`${goodAuth.url}/api/v1/access_token`, movedApi.url)).toBe(
      `redirige a otro origen (${elsewhere.url}): no se sigue`,
    );
    expect(movedApi.received[0]?.headers.authorization).toBe('bearer tok-1');
    expect(elsewhere.received).toEqual([]);
  });
});

describe('a provider that redirects', () => {
  function feedApi(providers: string) {
    const logs: string[] = [];
    const { app } = createApi({
      config: configWith(providers, { COINGECKO_API_KEY: 'CG-clave-secreta', FEED_UPSTREAM_TIMEOUT_MS: '5000' }),
      log: (line) => logs.push(line),
    });
    return { logs, get: () => app.fetch(new Request('http://localhost/api/feed')) };
  }

  it('to another origin gets no request: the CoinGecko key stays home, and the log says why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const elsewhere = await recorder((request, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerFor(request.url) ?? {})),
    );
    const provider = await recorder(redirectTo(307, (request) => `${elsewhere.url}${request.url}`));
    const { get, logs } = feedApi(provider.url);
    const feed = (await (await get()).json()) as { sources: { quotes: { providers: string[] } } };
    expect(provider.received.some((request) => request.headers['x-cg-demo-api-key'] === 'CG-clave-secreta')).toBe(true);
    expect(elsewhere.received).toEqual([]);
    expect(JSON.stringify(feed)).not.toContain('CG-clave');
    const host = new URL(provider.url).host;
    expect(logs).toContain(
      `${host} falla (redirige a otro origen (${elsewhere.url}): no se sigue): todavía no hay cifras suyas.`,
    );
  });

  it('within its origin is followed, key and all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const provider = await recorder((request, res) =>
      request.url.startsWith('/movido/')
        ? res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerFor(request.url) ?? {}))
        : redirectTo(308, () => `/movido${request.url}`)(request, res),
    );
    const { get, logs } = feedApi(provider.url);
    const feed = (await (await get()).json()) as { quotes: { price: number }[] };
    expect(feed.quotes.slice(0, 5).map((quote) => quote.price)).toEqual([61234.5, 3120.75, 151.2, 0.4521, 5.87]);
    const moved = provider.received.filter((request) => request.url.startsWith('/movido/cg/'));
    expect(moved.length).toBeGreaterThan(0);
    for (const request of moved) expect(request.headers['x-cg-demo-api-key']).toBe('CG-clave-secreta');
    expect(logs.filter((line) => line.includes('falla'))).toEqual([]);
  });
});

describe('the chat’s assistant that redirects', () => {
  const QUESTION = 'Mi cartera privada: 3 BTC en la dirección bc1q-secreta. ¿Vendo?';

  function chatApi(assistant: string) {
    const logs: string[] = [];
    const { app } = createApi({
      config: configWith('http://127.0.0.1:9', { OPENAI_BASE_URL: `${assistant}/v1`, OPENAI_API_KEY: 'sk-secreta' }),
      clientAddress: () => '10.0.0.1',
      log: (line) => logs.push(line),
    });
    const ask = () =>
      app.fetch(
        new Request('http://localhost/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ role: 'user', content: QUESTION }], stream: false }),
        }),
      );
    return { ask, logs };
  }

  it.each([307, 308, 302])(
    'to another origin (%i) gets neither the conversation nor the key: a 502 in Spanish',
    async (status) => {
      const elsewhere = await recorder((_, res) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"choices":[{"message":{"role":"assistant","content":"robado"}}]}'),
      );
      const assistant = await recorder(redirectTo(status, () => `${elsewhere.url}/v1/chat/completions`));
      const { ask, logs } = chatApi(assistant.url);
      const response = await ask();
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: 'upstream_error', message: 'El asistente respondió con una redirección que no se sigue.' },
      });
      expect(assistant.received).toHaveLength(1);
      expect(assistant.received[0]?.body).toContain('bc1q-secreta');
      expect(elsewhere.received).toEqual([]);
      expect(logs).toContain(`Chat: el asistente redirige a otro origen (${elsewhere.url}): no se sigue.`);
    },
  );

  it('within its origin (307) is followed with the same conversation', async () => {
    const assistant = await recorder((request, res) =>
      request.url === '/v1/chat/completions'
        ? redirectTo(307, () => '/v2/chat/completions')(request, res)
        : res
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"choices":[{"message":{"role":"assistant","content":"Según el modelo, espera."}}]}'),
    );
    const { ask } = chatApi(assistant.url);
    const response = await ask();
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content,
    ).toBe('Según el modelo, espera.');
    expect(assistant.received.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/v1/chat/completions'],
      ['POST', '/v2/chat/completions'],
    ]);
    expect(assistant.received[1]?.body).toBe(assistant.received[0]?.body);
    expect(assistant.received[1]?.headers.authorization).toBe('Bearer sk-secreta');
  });
});
