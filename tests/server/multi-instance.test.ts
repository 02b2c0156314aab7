// Three real server processes (src/server/main.ts) on one PostgreSQL from Debian's packages, with local fake
// providers (CoinGecko, alternative.me, mempool.space, Blockchain.com in their documented formats) and a fake RSS
// feed: the providers are asked what one instance would ask, one process collects, killing it (SIGKILL) hands
// collection over with no headline lost or counted twice, and the chat's rate limit holds across the three.

import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { configWith, type FakeProviders, fakeProviders, type Local, listen } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { startPostgres, type TestPostgres } from '../../tools/throwaway-postgres.ts';
import { startServerProcess } from './server-process.ts';

/** The poll of the leader's lock in these processes (the default is 5 s). */
const LEADER_POLL_MS = 300;
/** The documented longest takeover (docs/arquitectura.md): the wait's budget after the kill. */
const TAKEOVER_BUDGET_MS = 30_000;
const CHAT_LIMIT = 5;

/** A headline of our own (not the spec's sample data), published minutes ago. */
interface Headline {
  guid: string;
  title: string;
  publishedAt: number;
}

/** A Spanish RSS 2.0 feed of `headlines`, as a news site serves it. */
function rss(headlines: readonly Headline[]): string {
  const items = headlines
    .map(
      (headline) => `    <item>
      <title><![CDATA[${headline.title}]]></title>
      <link>https://noticias-cripto.example/${headline.guid}</link>
      <guid isPermaLink="false">${headline.guid}</guid>
      <pubDate>${new Date(headline.publishedAt).toUTCString().replace('GMT', '+0000')}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Noticias Cripto</title>
    <link>https://noticias-cripto.example</link>
    <description>Titulares del mercado cripto</description>
    <language>es</language>
${items}
  </channel>
</rss>`;
}

interface Instance {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
}

let database: TestPostgres;
let providers: FakeProviders;
let feedServer: Local;
const headlines: Headline[] = [];
let feedRequests = 0;
const instances: Instance[] = [];

async function startInstance(name: string): Promise<Instance> {
  const started = await startServerProcess(
    {
      DATABASE_URL: database.url,
      LEADER_POLL_MS: String(LEADER_POLL_MS),
      COINGECKO_BASE_URL: `${providers.url}/cg`,
      ALTERNATIVE_BASE_URL: `${providers.url}/alt`,
      MEMPOOL_BASE_URL: `${providers.url}/mp`,
      BLOCKCHAIN_BASE_URL: `${providers.url}/bc`,
      FEED_TIME_ZONE: 'UTC',
      // The collectors: the fake feed alone (no Jetstream, Telegram, Reddit or whales leave this machine).
      NEWS_FEEDS: `${feedServer.url}/rss`,
      BLUESKY_JETSTREAM_URL: '',
      TELEGRAM_CHANNELS: '',
      WHALE_MIN_BTC: 'off',
      CHAT_RATE_LIMIT: String(CHAT_LIMIT),
      CHAT_WORD_DELAY_MS: '0',
    },
    { name, inheritEnv: false },
  );
  return { name, ...started };
}

interface ClusterHealth {
  instance: string;
  collecting: boolean;
  since: string | null;
}

async function healthOf(instance: Instance): Promise<ClusterHealth> {
  const health = (await (await fetch(`${instance.url}/api/health`)).json()) as { cluster: ClusterHealth };
  return health.cluster;
}

const alive = () => instances.filter((instance) => instance.child.exitCode === null && !instance.child.killed);

/** The one instance collecting now (exactly one: throws otherwise, for waitFor). */
async function leader(): Promise<Instance> {
  const live = alive();
  const states = await Promise.all(live.map(healthOf));
  const leaders = live.filter((_, index) => states[index]?.collecting);
  if (leaders.length !== 1) throw new Error(`${leaders.length} instancias recogen`);
  return leaders[0] as Instance;
}

async function query<Row>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Provider requests by path and query, counted. */
const counted = (requests: readonly string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const request of requests) counts[request] = (counts[request] ?? 0) + 1;
  return counts;
};

const MARKETS = '/cg/coins/markets';
const SERIES = '/api/series?coin=BTC&span=7D';

beforeAll(async () => {
  database = await startPostgres({ fast: true });
  providers = await fakeProviders();
  const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;
  headlines.push(
    {
      guid: 'antes-1',
      title: 'Bitcoin recupera los 71.000 dólares tras una semana de ventas',
      publishedAt: minutesAgo(50),
    },
    { guid: 'antes-2', title: 'Ethereum cae un 4% por la salida de fondos cotizados', publishedAt: minutesAgo(40) },
    { guid: 'antes-3', title: 'Solana bate su récord de transacciones diarias', publishedAt: minutesAgo(30) },
    {
      guid: 'antes-4',
      title: 'El regulador europeo aprueba nuevas normas para exchanges',
      publishedAt: minutesAgo(20),
    },
  );
  feedServer = await listen((_req, res) => {
    feedRequests += 1;
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(rss(headlines));
  });
  // Three at once, as a deployment starts them: the migrations and the lock sort them out.
  instances.push(...(await Promise.all(['a', 'b', 'c'].map(startInstance))));
}, 240_000);

afterAll(async () => {
  await Promise.all(
    instances.map(async (instance) => {
      if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
      const exited = new Promise((resolve) => instance.child.once('exit', resolve));
      instance.child.kill('SIGKILL');
      await exited;
    }),
  );
  await providers?.close();
  await feedServer?.close();
  await database?.destroy();
});

describe('three instances on one PostgreSQL', () => {
  it('ask the providers as one instance does, hand collection over on SIGKILL, and share the rate limit', async () => {
    // One collects; the others say they do not.
    const first = await vi.waitFor(leader, { timeout: 60_000, interval: 100 });
    const followers = instances.filter((instance) => instance !== first);
    for (const follower of followers) {
      expect(await healthOf(follower)).toMatchObject({ collecting: false });
    }
    const firstSince = Date.parse((await healthOf(first)).since ?? '');
    expect(Number.isFinite(firstSince)).toBe(true);

    // The headlines before the kill, stored once.
    const ids = async () =>
      (await query<{ id: string }>("SELECT id FROM items WHERE platform = 'news' ORDER BY id")).map((row) => row.id);
    await vi.waitFor(async () => expect(await ids()).toHaveLength(4), { timeout: 60_000, interval: 100 });
    expect(await ids()).toEqual(['news:antes-1', 'news:antes-2', 'news:antes-3', 'news:antes-4']);
    // Only the leader reads the feed: one first pass, not three.
    expect(feedRequests).toBe(1);

    // Every instance serves the feed and a series, live, from the same provider answer (the one request made).
    const quotes: { providers: string[]; updatedAt: string }[] = [];
    for (const instance of instances) {
      const feed = await fetch(`${instance.url}/api/feed`);
      expect(feed.status).toBe(200);
      quotes.push((await feed.json()).sources.quotes);
      expect((await fetch(`${instance.url}${SERIES}`)).status).toBe(200);
    }
    expect(quotes[0]?.providers).toEqual(['coingecko']);
    expect(quotes[1]).toEqual(quotes[0]);
    expect(quotes[2]).toEqual(quotes[0]);

    // The chat's allowance: 5 a minute for this client, spread over the three; the 6th is refused anywhere.
    const ask = (instance: Instance) =>
      fetch(`${instance.url}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: '¿Cómo está el mercado?' }], stream: true }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_LIMIT; i++) {
      const answer = await ask(instances[i % 3] as Instance);
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const instance of instances) {
      const refused = await ask(instance);
      expect(refused.status).toBe(429);
      // A token comes back every 12 s (5 a minute): at most that long to wait.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(12);
    }

    // SIGKILL the collecting process; then new headlines appear in the feed.
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    headlines.push(
      { guid: 'despues-1', title: 'Cardano anuncia una actualización de su red', publishedAt: Date.now() - 5 * 60_000 },
      { guid: 'despues-2', title: 'Polkadot pierde un 6% en una sesión volátil', publishedAt: Date.now() - 4 * 60_000 },
      {
        guid: 'despues-3',
        title: 'Los mineros de bitcoin venden menos que en octubre',
        publishedAt: Date.now() - 3 * 60_000,
      },
    );
    await exited;

    // Another one takes over within the documented time, says since when, and reads the feed again.
    const second = await vi.waitFor(leader, { timeout: TAKEOVER_BUDGET_MS, interval: 50 });
    const takeoverMs = Date.now() - killedAt;
    expect(second).not.toBe(first);
    const secondSince = Date.parse((await healthOf(second)).since ?? '');
    expect(secondSince).toBeGreaterThanOrEqual(killedAt - 1_000);
    console.log(`[multi-instance] relevo en ${takeoverMs} ms (LEADER_POLL_MS=${LEADER_POLL_MS})`);
    await vi.waitFor(async () => expect(await ids()).toHaveLength(7), { timeout: 60_000, interval: 100 });
    // Nothing lost, nothing twice: every id once, and the aggregates count each headline once.
    expect(await ids()).toEqual([
      'news:antes-1',
      'news:antes-2',
      'news:antes-3',
      'news:antes-4',
      'news:despues-1',
      'news:despues-2',
      'news:despues-3',
    ]);
    const [aggregated] = await query<{ total: number }>(
      "SELECT sum(count)::int AS total FROM hourly_aggregates WHERE coin = 'ALL' AND platform = 'news'",
    );
    expect(aggregated?.total).toBe(7);

    // The two survivors measure the same figures from the shared tables.
    const survivors = alive();
    expect(survivors).toHaveLength(2);
    await vi.waitFor(
      async () => {
        const measured = await Promise.all(
          survivors.map(async (instance) => (await (await fetch(`${instance.url}/api/feed`)).json()).measured),
        );
        expect(measured[0].counts).toEqual({ posts: 0, headlines: 7 });
        expect(measured[1].counts).toEqual({ posts: 0, headlines: 7 });
        expect(measured[1].overall).toEqual(measured[0].overall);
        expect(measured[1].sources).toEqual(measured[0].sources);
      },
      { timeout: 90_000, interval: 500 },
    );
    // The same body, so the same ETag: a CDN revalidating against the other instance gets its 304.
    await vi.waitFor(
      async () => {
        const [a, b] = survivors as [Instance, Instance];
        const first = await fetch(`${a.url}/api/feed`);
        await first.arrayBuffer();
        const etag = first.headers.get('etag');
        expect(etag).toMatch(/^W\/"/);
        const revalidated = await fetch(`${b.url}/api/feed`, { headers: { 'if-none-match': etag ?? '' } });
        await revalidated.arrayBuffer();
        expect(revalidated.status).toBe(304);
      },
      { timeout: 90_000, interval: 500 },
    );

    // Readers keep coming to both survivors until CoinGecko's prices (60 s TTL) have been asked again once.
    await vi.waitFor(
      async () => {
        await Promise.all(survivors.map((instance) => fetch(`${instance.url}/api/feed`).then((r) => r.arrayBuffer())));
        expect(providers.countOf(MARKETS)).toBeGreaterThanOrEqual(2);
      },
      { timeout: 150_000, interval: 250 },
    );
    // Asked again once, not once per instance.
    expect(providers.countOf(MARKETS)).toBe(2);
    const cluster = counted(providers.requests);

    // What one instance asks in the same window: the same reads, its clock moved past the prices' TTL.
    const baselineProviders = await fakeProviders();
    try {
      let clock = Date.now();
      // A server that measures, as the instances do (its feed also reads each coin's 30D chart for the rules).
      const one = createApi({ config: configWith(baselineProviders.url), now: () => clock, store: new MemoryStore() });
      await one.feeds.feed('USD');
      expect((await one.app.fetch(new Request(`http://localhost${SERIES}`))).status).toBe(200);
      clock += 60_000;
      await one.app.fetch(new Request('http://localhost/api/feed'));
      await Promise.all(one.cache.pending());
      expect(baselineProviders.countOf(MARKETS)).toBe(2);
      expect(cluster).toEqual(counted(baselineProviders.requests));
    } finally {
      await baselineProviders.close();
    }
  }, 420_000);
});
