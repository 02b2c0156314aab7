// The instances' shared parts, in one process on one real database (PGlite, migrated as on PostgreSQL): two
// upstream caches that share their answers, and two rate limiters that share their allowances, with a clock the
// test moves. The same code with several processes on PostgreSQL: multi-instance.test.ts.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leaderPollMsFromEnv } from '../../src/server/cluster/cluster-settings.ts';
import { SharedRateLimiter } from '../../src/server/cluster/limiter.ts';
import { SharedUpstream } from '../../src/server/cluster/upstream.ts';
import type { Database, Queryable } from '../../src/server/store/db.ts';
import { migrate } from '../../src/server/store/migrations.ts';
import { openPglite } from '../../src/server/store/pglite.ts';
import { UpstreamCache, type UpstreamResource } from '../../src/server/upstream.ts';

let dir: string;
let db: Database;
let clock = Date.UTC(2026, 10, 25, 21, 7);
const now = () => clock;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'criptopulso-cluster-'));
  db = await openPglite(dir);
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.exec('DELETE FROM upstream_cache; DELETE FROM rate_limits;');
  clock += 3_600_000;
});

describe('shared rate limits', () => {
  it('count a client once across instances: 5 a minute spread over three, the 6th refused anywhere', async () => {
    const instances = [1, 2, 3].map(() => new SharedRateLimiter(db, { name: 'chat', perMinute: 5, now }));
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await instances[i % 3]?.take('203.0.113.9'));
    expect(verdicts).toEqual([
      ...Array.from({ length: 5 }, () => ({ allowed: true })),
      { allowed: false, retryAfterSeconds: 12 },
    ]);
    // Another client, and the same client on the other allowance, are counted apart.
    expect(await instances[2]?.take('198.51.100.4')).toEqual({ allowed: true });
    const scoring = new SharedRateLimiter(db, { name: 'sentiment', perMinute: 5, now });
    expect(await scoring.take('203.0.113.9')).toEqual({ allowed: true });
    // A token comes back every 12 s (5 a minute), for whichever instance asks.
    clock += 11_000;
    expect(await instances[1]?.take('203.0.113.9')).toMatchObject({ allowed: false });
    clock += 1_000;
    expect(await instances[0]?.take('203.0.113.9')).toEqual({ allowed: true });
    expect(await instances[2]?.take('203.0.113.9')).toEqual({ allowed: false, retryAfterSeconds: 12 });
  });

  it('count characters scored across instances, as the requests: a cost each, the wait for the cost', async () => {
    const instances = [1, 2].map(() => new SharedRateLimiter(db, { name: 'sentiment-chars', perMinute: 60_000, now }));
    expect(await instances[0]?.take('2001:db8:1:2::/64', 50_000)).toEqual({ allowed: true });
    // 10 000 left on either instance: 20 000 wait 10 s, and a refusal takes nothing.
    expect(await instances[1]?.take('2001:db8:1:2::/64', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await instances[1]?.take('2001:db8:1:2::/64', 10_000)).toEqual({ allowed: true });
    expect(await instances[0]?.take('2001:db8:1:2::/64', 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Bigger than a minute's allowance: it passes with the bucket full, and empties it.
    clock += 3_600_000;
    expect(await instances[0]?.take('2001:db8:1:2::/64', 90_000)).toEqual({ allowed: true });
    expect(await instances[1]?.take('2001:db8:1:2::/64', 90_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('prune buckets that are full again', async () => {
    const limiter = new SharedRateLimiter(db, { name: 'chat', perMinute: 5, now });
    await limiter.take('192.0.2.1');
    clock += 61_000;
    await limiter.take('192.0.2.2');
    await expect
      .poll(async () => (await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key')).map((r) => r.key))
      .toEqual(['chat:192.0.2.2']);
  });

  it('fail open when the database does not answer: this instance counts alone, said once', async () => {
    const log: string[] = [];
    let down = true;
    const flaky: Queryable = {
      query: (sql, params) => (down ? Promise.reject(new Error('conexión rechazada')) : db.query(sql, params)),
      exec: (sql) => db.exec(sql),
    };
    const limiter = new SharedRateLimiter(flaky, { name: 'chat', perMinute: 2, now, log: (line) => log.push(line) });
    expect([await limiter.take('a'), await limiter.take('a'), await limiter.take('a')]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 30 },
    ]);
    expect(log).toEqual([
      'Límite de peticiones (chat): la base de datos no responde (conexión rechazada): cada instancia cuenta por su cuenta.',
    ]);
    down = false;
    expect(await limiter.take('b')).toEqual({ allowed: true });
    expect(log.at(-1)).toBe(
      'Límite de peticiones (chat): la base de datos vuelve a responder; el límite es compartido.',
    );
  });
});

interface Price {
  usd: number;
  at: number;
}

const PRICE: UpstreamResource<Price> = {
  url: 'https://proveedor.example/precio?moneda=usd',
  ttlMs: 60_000,
  maxBytes: 10_000,
  read: (body, receivedAt) => {
    const usd = (body as { usd?: unknown }).usd;
    return typeof usd === 'number' ? { usd, at: receivedAt } : undefined;
  },
};

/** A provider that answers 200 with a price that goes up by one each call, or what `next` says. */
function provider() {
  const state = {
    calls: 0,
    next: undefined as Response | undefined,
    fetch: async (): Promise<Response> => {
      state.calls += 1;
      const queued = state.next;
      state.next = undefined;
      return queued ?? new Response(JSON.stringify({ usd: 41_000 + state.calls }), { status: 200 });
    },
  };
  return state;
}

describe('shared upstream answers', () => {
  it('one request per resource per TTL across instances, each serving the same figures', async () => {
    const upstream = provider();
    const shared = new SharedUpstream(db);
    const caches = [1, 2, 3].map(() => new UpstreamCache({ fetch: upstream.fetch, now, timeoutMs: 1_000, shared }));
    const first = await Promise.all(caches.map((cache) => cache.get(PRICE)));
    expect(upstream.calls).toBe(1);
    for (const snapshot of first) expect(snapshot).toMatchObject({ figures: { usd: 41_001 }, stale: false });
    // Within the TTL nobody asks again.
    clock += 59_000;
    for (const cache of caches) expect(cache.read(PRICE).snapshot.figures?.usd).toBe(41_001);
    await Promise.all(caches.flatMap((cache) => cache.pending()));
    expect(upstream.calls).toBe(1);
    // Past it, one instance asks (whichever reads first) and the others take its answer.
    for (let cycle = 2; cycle <= 4; cycle++) {
      clock += 60_000;
      for (const cache of caches) cache.read(PRICE);
      await Promise.all(caches.flatMap((cache) => cache.pending()));
      for (const cache of caches) cache.read(PRICE);
      await Promise.all(caches.flatMap((cache) => cache.pending()));
      expect(upstream.calls).toBe(cycle);
      expect(caches.map((cache) => cache.read(PRICE).snapshot.figures?.usd)).toEqual([
        41_000 + cycle,
        41_000 + cycle,
        41_000 + cycle,
      ]);
    }
  });

  it("share a failure's wait: after a 429 nobody asks before its Retry-After", async () => {
    const upstream = provider();
    const shared = new SharedUpstream(db);
    const [one, two] = [1, 2].map(() => new UpstreamCache({ fetch: upstream.fetch, now, timeoutMs: 1_000, shared }));
    if (!one || !two) throw new Error('two caches');
    await one.get(PRICE);
    await two.get(PRICE);
    expect(upstream.calls).toBe(1);
    clock += 60_000;
    upstream.next = new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '120' } });
    one.read(PRICE);
    await Promise.all(one.pending());
    expect(upstream.calls).toBe(2);
    const failed = await two.get(PRICE);
    await Promise.all(two.pending());
    expect(upstream.calls).toBe(2);
    expect(two.read(PRICE).snapshot).toMatchObject({ figures: { usd: 41_001 }, stale: true, error: 'respondió 429' });
    expect(failed.figures?.usd).toBe(41_001);
    clock += 119_000;
    one.read(PRICE);
    two.read(PRICE);
    await Promise.all([...one.pending(), ...two.pending()]);
    expect(upstream.calls).toBe(2);
    clock += 1_000;
    two.read(PRICE);
    await Promise.all(two.pending());
    one.read(PRICE);
    await Promise.all(one.pending());
    expect(upstream.calls).toBe(3);
    expect(one.read(PRICE).snapshot).toMatchObject({ figures: { usd: 41_003 }, stale: false });
  });

  it('ask the provider directly while the database does not answer, said once', async () => {
    const upstream = provider();
    const log: string[] = [];
    const down: Queryable = {
      query: () => Promise.reject(new Error('sin conexión con PostgreSQL')),
      exec: () => Promise.reject(new Error('sin conexión con PostgreSQL')),
    };
    const cache = new UpstreamCache({
      fetch: upstream.fetch,
      now,
      timeoutMs: 1_000,
      shared: new SharedUpstream(down),
      log: (line) => log.push(line),
    });
    expect((await cache.get(PRICE)).figures?.usd).toBe(41_001);
    clock += 60_000;
    cache.read(PRICE);
    await Promise.all(cache.pending());
    expect(cache.read(PRICE).snapshot.figures?.usd).toBe(41_002);
    expect(log).toEqual([
      'Caché compartida: la base de datos no responde (sin conexión con PostgreSQL): esta instancia pregunta a los proveedores por su cuenta.',
    ]);
  });
});

describe('LEADER_POLL_MS', () => {
  it('defaults to 5 s and refuses what would break the 30 s takeover', () => {
    expect(leaderPollMsFromEnv({})).toBe(5_000);
    expect(leaderPollMsFromEnv({ LEADER_POLL_MS: '250' })).toBe(250);
    expect(() => leaderPollMsFromEnv({ LEADER_POLL_MS: '60000' })).toThrow(
      'LEADER_POLL_MS=60000: se esperaba un número entero de milisegundos entre 100 y 10000.',
    );
  });
});
