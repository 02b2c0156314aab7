// The feed under load: requests per second and latency of GET /api/feed with a warm cache at 100 concurrent
// connections (autocannon) for 65 s, past the prices' 60 s interval, and how many times the providers were
// asked meanwhile (the prices once; nothing else). The server runs in this
// process with local providers (no internet); autocannon's load comes from a worker thread.
// With the measured figures: an in-memory store holding 90 days of scored texts, and a collector's trickle
// of new ones every second, so the figures are recomputed (and the feed re-encoded) every 15 s meanwhile.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { CollectedItem, TrackedCoin } from '../src/core/measured/types.ts';
import { MEASURED_PLATFORMS, TRACKED_COINS } from '../src/core/measured/types.ts';
import { configFromEnv } from '../src/server/api-settings.ts';
import { allResources } from '../src/server/feed/resources.ts';
import { startNodeServer } from '../src/server/node.ts';
import { MemoryStore } from '../tools/memory-store.ts';
import { answerFor } from '../tools/provider-answers.ts';

export interface ServerLoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Upstream requests during the run, and the resources the feed reads. */
  upstreamCalls: number;
  resources: number;
  /** The calls the resources' TTLs allow in the run: each resource once per interval it completes. */
  expectedCalls: number;
  /** Texts in the store when the run began, texts added during it, and how often the figures were recomputed. */
  measuredItems: number;
  itemsAdded: number;
  recomputes: number;
  /** From a text stored to the feed counting it (ms), with the server's own check timer as in `npm start`. */
  toFeedMs?: number;
}

/** The feed's count of measured texts now. */
async function measuredMentions(url: string): Promise<number | undefined> {
  const feed = (await (await fetch(`${url}/api/feed`)).json()) as { measured?: { overall: { mentions: number } } };
  return feed.measured?.overall.mentions;
}

/** `count` scored texts from `from` to `to`, spread evenly, each mentioning zero to two coins. */
function texts(prefix: string, count: number, from: number, to: number): CollectedItem[] {
  return Array.from({ length: count }, (_, i) => {
    const score = Math.round(Math.sin(i * 12.9898) * 1000) / 1000;
    const coins = [TRACKED_COINS[i % 5], TRACKED_COINS[(i * 7) % 5]].slice(0, i % 3) as TrackedCoin[];
    const platform = MEASURED_PLATFORMS[i % 3] ?? 'news';
    return {
      id: `${platform}:${prefix}-${i}`,
      platform,
      source: `fuente-${i % 7}.example`,
      url: `https://fuente-${i % 7}.example/${prefix}-${i}`,
      publishedAt: Math.round(from + ((to - from) * i) / count),
      lang: i % 2 ? 'es' : 'en',
      text: `Texto ${i} sobre ${coins.join(' y ') || 'el mercado'}`,
      coins: [...new Set(coins)],
      score,
      label: score >= 0.05 ? 'pos' : score <= -0.05 ? 'neg' : 'neu',
    };
  });
}

export async function measureServerLoad(seconds = 65, connections = 100, measured = true): Promise<ServerLoadResult> {
  let calls = 0;
  const providers = createServer((req, res) => {
    calls += 1;
    const answer = answerFor(req.url ?? '');
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? {}));
  });
  await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  const store = new MemoryStore();
  const now = Date.now();
  // 90 days at 30 texts an hour (none: the feed as before the measured figures, for comparison).
  if (measured) await store.ingest(texts('old', 90 * 24 * 30, now - 90 * 86_400_000, now));
  const measuredItems = store.items.size;
  let recomputes = 0;
  const hourly = store.hourly.bind(store);
  store.hourly = (since) => {
    recomputes += 1;
    return hourly(since);
  };
  const server = await startNodeServer({
    config: configFromEnv({
      COINGECKO_BASE_URL: `${base}/cg`,
      ALTERNATIVE_BASE_URL: `${base}/alt`,
      MEMPOOL_BASE_URL: `${base}/mp`,
      BLOCKCHAIN_BASE_URL: `${base}/bc`,
    }),
    port: 0,
    hostname: '127.0.0.1',
    store: measured ? store : undefined,
  });
  let batch = 0;
  const trickle = setInterval(() => {
    if (!measured) return;
    batch += 1;
    void store.ingest(texts(`new${batch}`, 20, Date.now() - 1000, Date.now()));
  }, 1000);
  try {
    // Warm: the first request fills the cache (one call per resource) and compresses the feed.
    await (await fetch(`${server.url}/api/feed`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    const resources = calls;
    const before = calls;
    const recomputesBefore = recomputes;
    const itemsBefore = store.items.size;
    if (measured) server.api.measured?.start();
    const result = await autocannon({
      url: `${server.url}/api/feed`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      workers: 1,
    });
    // One more text once the load is over: how long until the feed counts it.
    let toFeedMs: number | undefined;
    if (measured) {
      clearInterval(trickle);
      await new Promise((done) => setTimeout(done, 1000));
      const before = (await measuredMentions(server.url)) ?? 0;
      const stored = Date.now();
      await store.ingest(texts('one', 1, stored, stored));
      while (((await measuredMentions(server.url)) ?? 0) <= before && Date.now() - stored < 120_000) {
        await new Promise((done) => setTimeout(done, 100));
      }
      toFeedMs = Date.now() - stored;
    }
    return {
      toFeedMs,
      connections,
      seconds,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      upstreamCalls: calls - before,
      resources,
      expectedCalls: allResources(server.api.feeds.resourcesOf('USD')).reduce(
        (sum, resource) => sum + Math.floor((seconds * 1000) / resource.ttlMs),
        0,
      ),
      measuredItems,
      itemsAdded: store.items.size - itemsBefore,
      recomputes: recomputes - recomputesBefore,
    };
  } finally {
    clearInterval(trickle);
    server.api.measured?.stop();
    await server.close();
    providers.closeAllConnections();
    await new Promise<void>((done) => providers.close(() => done()));
  }
}
