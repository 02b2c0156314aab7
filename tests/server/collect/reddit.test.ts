import { afterEach, describe, expect, it } from 'vitest';
import { scoreText } from '../../../src/core/sentiment/index.ts';
import { type Collectors, startCollectors } from '../../../src/server/collect/runner.ts';
import { type Local, listen } from '../../../tools/fake-servers.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { FakeTimers, START, testConfig } from './helpers.ts';

/** A listing as GET /r/<sub>/new answers (kind "Listing", children of kind "t3"). */
function listing(posts: Record<string, unknown>[]) {
  return JSON.stringify({
    kind: 'Listing',
    data: {
      after: 't3_1h8zzz',
      dist: posts.length,
      modhash: '',
      geo_filter: null,
      children: posts.map((data) => ({ kind: 't3', data })),
      before: null,
    },
  });
}

const created = (START - 30 * 60_000) / 1000;
const POSTS = [
  {
    subreddit: 'CriptoMonedas',
    selftext: 'Llevo dos años en **BTC** y no pienso vender, esto es alcista',
    title: 'Bitcoin vuelve a los 85 000',
    name: 't3_1h8q2ab',
    id: '1h8q2ab',
    permalink: '/r/CriptoMonedas/comments/1h8q2ab/bitcoin_vuelve_a_los_85_000/',
    created_utc: created,
    over_18: false,
    url: 'https://www.reddit.com/r/CriptoMonedas/comments/1h8q2ab/bitcoin_vuelve_a_los_85_000/',
  },
  {
    subreddit: 'CriptoMonedas',
    selftext: '',
    title: '¿Qué opináis del mercado inmobiliario este año?',
    name: 't3_1h8q2ac',
    id: '1h8q2ac',
    permalink: '/r/CriptoMonedas/comments/1h8q2ac/que_opinais/',
    created_utc: created + 60,
    over_18: false,
  },
];

const servers: Local[] = [];
const running: Collectors[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('Reddit collector (OAuth application-only)', () => {
  it('asks for a token with client credentials, then reads /r/<sub>/new with it', async () => {
    const requests: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];
    let tokens = 0;
    const server = await listen((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.url === '/api/v1/access_token') {
          tokens++;
          res.writeHead(200, { 'Content-Type': 'application/json' });
          return void res.end(
            JSON.stringify({ access_token: `tok-${tokens}`, token_type: 'bearer', expires_in: 86400, scope: '*' }),
          );
        }
        if (req.headers.authorization !== `bearer tok-${tokens}`) return void res.writeHead(401).end();
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(listing(POSTS));
      });
    });
    servers.push(server);
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = startCollectors({
      config: testConfig({
        reddit: {
          clientId: 'app-id',
          clientSecret: 'app-secret',
          subreddits: ['CriptoMonedas'],
          authUrl: `${server.url}/api/v1/access_token`,
          apiUrl: server.url,
          intervalMs: 5 * 60_000,
          maxBytes: 1024 * 1024,
        },
      }),
      store,
      now: timers.clock,
      timers,
    });
    running.push(collectors);
    await collectors.firstPass;
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/access_token',
      body: 'grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from('app-id:app-secret').toString('base64')}` },
    });
    expect(requests[1]).toMatchObject({ method: 'GET', url: '/r/CriptoMonedas/new?limit=100&raw_json=1' });
    expect(requests[1]?.headers['user-agent']).toMatch(/^CriptoPulso\//);
    const text = 'Bitcoin vuelve a los 85 000. Llevo dos años en **BTC** y no pienso vender, esto es alcista';
    expect([...store.items.values()]).toEqual([
      {
        id: 'reddit:t3_1h8q2ab',
        platform: 'reddit',
        source: 'r/CriptoMonedas',
        url: 'https://www.reddit.com/r/CriptoMonedas/comments/1h8q2ab/bitcoin_vuelve_a_los_85_000/',
        publishedAt: created * 1000,
        lang: 'es',
        text,
        coins: ['BTC'],
        score: scoreText(text).score,
        label: 'pos',
      },
    ]);
    expect(collectors.health().find((h) => h.collector === 'reddit')).toMatchObject({
      itemsTaken: 1,
      filtered: { no_coin: 1 },
    });
    // The token is reused on the next poll.
    timers.now += 5 * 60_000;
    await collectors.scheduler.tick();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/access_token',
      '/r/CriptoMonedas/new?limit=100&raw_json=1',
      '/r/CriptoMonedas/new?limit=100&raw_json=1',
    ]);
  });

  it('reports refused credentials in health and takes nothing', async () => {
    const server = await listen(
      (_req, res) => void res.writeHead(401).end('{"message": "Unauthorized", "error": 401}'),
    );
    servers.push(server);
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = startCollectors({
      config: testConfig({
        reddit: {
          clientId: 'a',
          clientSecret: 'b',
          subreddits: ['Bitcoin'],
          authUrl: `${server.url}/api/v1/access_token`,
          apiUrl: server.url,
          intervalMs: 5 * 60_000,
          maxBytes: 1024 * 1024,
        },
      }),
      store,
      now: timers.clock,
      timers,
    });
    running.push(collectors);
    await collectors.firstPass;
    expect(collectors.health().find((h) => h.collector === 'reddit')?.sources?.['r/Bitcoin']?.lastError).toBe(
      'la autorización OAuth responde 401 (revisa REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET)',
    );
    expect(store.items.size).toBe(0);
  });

  it('is off without credentials', async () => {
    const collectors = startCollectors({ config: testConfig(), store: new MemoryStore(), timers: new FakeTimers() });
    running.push(collectors);
    expect(collectors.health().find((h) => h.collector === 'reddit')).toMatchObject({
      enabled: false,
      disabledReason: 'faltan REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET',
    });
  });
});
