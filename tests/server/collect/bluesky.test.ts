import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { scoreTargets, scoreText } from '../../../src/core/sentiment/index.ts';
import { CURSOR_KEY } from '../../../src/server/collect/bluesky.ts';
import { type Collectors, startCollectors } from '../../../src/server/collect/runner.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { advanceUntil, FakeTimers, START, testConfig } from './helpers.ts';

/** A local Jetstream: records each connection's URL and hands the socket to the test. */
async function jetstream(onConnection: (socket: WebSocket, url: URL) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const urls: URL[] = [];
  server.on('connection', (socket, request) => {
    const url = new URL(request.url ?? '/', 'ws://127.0.0.1');
    urls.push(url);
    onConnection(socket, url);
  });
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/subscribe`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { base, urls, server };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const T0 = (START - 60_000) * 1000; // µs, a minute before the test's clock

function post(n: number, text: string, langs?: string[], did = 'did:plc:r4vq2k6lmz7tx3ecw5yhbn2a') {
  return JSON.stringify({
    did,
    time_us: T0 + n * 1000,
    kind: 'commit',
    commit: {
      rev: `3lb${n}x`,
      operation: 'create',
      collection: 'app.bsky.feed.post',
      rkey: `3lbq${String(n).padStart(6, '0')}`,
      record: {
        $type: 'app.bsky.feed.post',
        createdAt: new Date((T0 + n * 1000) / 1000).toISOString(),
        ...(langs ? { langs } : {}),
        text,
      },
      cid: `bafyreid${n}`,
    },
  });
}

function start(
  url: string,
  store: MemoryStore,
  timers: FakeTimers,
  queue?: { max?: number; batch?: number },
): Collectors {
  const collectors = startCollectors({
    config: testConfig({ bluesky: { url } }),
    store,
    now: timers.clock,
    timers,
    random: () => 0,
    WebSocket,
    ...(queue ? { queue } : {}),
  });
  cleanups.push(() => collectors.stop());
  return collectors;
}

describe('Bluesky collector (Jetstream)', () => {
  it('takes new posts in Spanish or English that mention a tracked coin, and saves the cursor', async () => {
    const events = [
      post(1, 'El bitcóin rompe máximos y sigue alcista 🚀', ['es']),
      post(2, 'Just sold all my $ETH, this is terrible', ['en']),
      post(3, 'Bitcoin está subindo muito hoje, pessoal', ['pt']),
      post(4, 'Hoy hace sol y vamos a la playa con amigos', ['es']),
      JSON.stringify({
        did: 'did:plc:abc',
        time_us: T0 + 5000,
        kind: 'commit',
        commit: { rev: 'x', operation: 'delete', collection: 'app.bsky.feed.post', rkey: '3lbdel' },
      }),
      JSON.stringify({
        did: 'did:plc:abc',
        time_us: T0 + 6000,
        kind: 'identity',
        identity: { did: 'did:plc:abc', handle: 'a.bsky.social', seq: 1, time: '2026-11-20T11:59:00Z' },
      }),
      JSON.stringify({
        did: 'did:plc:abc',
        time_us: T0 + 7000,
        kind: 'account',
        account: { active: true, did: 'did:plc:abc', seq: 2, time: '2026-11-20T11:59:00Z' },
      }),
      post(8, 'Solana and Cardano look strong today, nice breakout'),
    ];
    const { base, urls } = await jetstream((socket) => {
      for (const event of events) socket.send(event);
    });
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = start(base, store, timers);
    await collectors.firstPass;
    await advanceUntil(timers, () => store.items.size === 3 && store.state.get(CURSOR_KEY) === String(T0 + 8000));
    expect(urls[0]?.searchParams.get('wantedCollections')).toBe('app.bsky.feed.post');
    expect(urls[0]?.searchParams.has('cursor')).toBe(false);
    const did = 'did:plc:r4vq2k6lmz7tx3ecw5yhbn2a';
    const texts = [
      'El bitcóin rompe máximos y sigue alcista 🚀',
      'Just sold all my $ETH, this is terrible',
      'Solana and Cardano look strong today, nice breakout',
    ];
    expect([...store.items.values()].sort((a, b) => a.publishedAt - b.publishedAt)).toEqual([
      {
        id: `bluesky:at://${did}/app.bsky.feed.post/3lbq000001`,
        platform: 'bluesky',
        source: 'jetstream',
        url: `https://bsky.app/profile/${did}/post/3lbq000001`,
        publishedAt: (T0 + 1000) / 1000,
        lang: 'es',
        text: texts[0],
        coins: ['BTC'],
        score: scoreText(texts[0] as string, { lang: 'es' }).score,
        label: 'pos',
      },
      {
        id: `bluesky:at://${did}/app.bsky.feed.post/3lbq000002`,
        platform: 'bluesky',
        source: 'jetstream',
        url: `https://bsky.app/profile/${did}/post/3lbq000002`,
        publishedAt: (T0 + 2000) / 1000,
        lang: 'en',
        text: texts[1],
        coins: ['ETH'],
        score: scoreText(texts[1] as string, { lang: 'en' }).score,
        label: 'neg',
      },
      {
        id: `bluesky:at://${did}/app.bsky.feed.post/3lbq000008`,
        platform: 'bluesky',
        source: 'jetstream',
        url: `https://bsky.app/profile/${did}/post/3lbq000008`,
        publishedAt: (T0 + 8000) / 1000,
        lang: 'en',
        text: texts[2],
        coins: ['SOL', 'ADA'],
        score: scoreText(texts[2] as string).score,
        label: scoreText(texts[2] as string).label,
        // Two coins named: each with the score of what the post says of it.
        coinScores: Object.fromEntries(scoreTargets(texts[2] as string).map(({ coin, score }) => [coin, score])),
      },
    ]);
    const health = collectors.health().find((h) => h.collector === 'bluesky');
    expect(health).toMatchObject({ enabled: true, itemsTaken: 3, filtered: { other_language: 1, no_coin: 1 } });
    expect(collectors.streams.bluesky?.stats()).toEqual({ frames: 8, garbage: 0, connections: 1 });
  });

  it('counts and ignores garbage frames, and keeps reading', async () => {
    const { base } = await jetstream((socket) => {
      socket.send('not json at all {');
      socket.send('[1,2,3]');
      socket.send('null');
      socket.send(JSON.stringify({ kind: 'commit', time_us: 'yesterday' }));
      socket.send(
        JSON.stringify({
          did: 'did:plc:x',
          time_us: T0,
          kind: 'commit',
          commit: { operation: 'create', collection: 'app.bsky.feed.post', rkey: 'k1', record: { text: 42 } },
        }),
      );
      socket.send(
        JSON.stringify({
          did: '<script>',
          time_us: T0,
          kind: 'commit',
          commit: {
            operation: 'create',
            collection: 'app.bsky.feed.post',
            rkey: 'k2',
            record: { text: 'BTC sube fuerte hoy' },
          },
        }),
      );
      socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
      socket.send(JSON.stringify({ kind: 'heartbeat', payload: '' }));
      socket.send(post(9, 'Ethereum sube con fuerza esta mañana', ['es']));
    });
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 1);
    expect(collectors.streams.bluesky?.stats()).toEqual({ frames: 9, garbage: 7, connections: 1 });
    expect([...store.items.values()][0]?.text).toBe('Ethereum sube con fuerza esta mañana');
  });

  it('never takes a time_us far in the future as its cursor, nor resumes from one saved before', async () => {
    // time_us = 9e15 (year 2255): saved, it would be the cursor forever and every later event would be "before" it.
    const future = JSON.parse(post(2, 'Bitcoin desde el futuro sube sin parar', ['es']));
    future.time_us = 9e15;
    const { base, urls } = await jetstream((socket) => {
      socket.send(post(1, 'El bitcóin sube con fuerza esta mañana', ['es']));
      socket.send(JSON.stringify(future));
      socket.send(post(3, 'Ethereum cae tras el hackeo de un puente', ['es']));
    });
    const store = new MemoryStore();
    // A cursor an earlier version saved from such a frame.
    store.state.set(CURSOR_KEY, '9000000000000000');
    const timers = new FakeTimers();
    const collectors = start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 2 && store.state.get(CURSOR_KEY) === String(T0 + 3000));
    expect(urls[0]?.searchParams.has('cursor')).toBe(false);
    expect(collectors.streams.bluesky?.cursor()).toBe(T0 + 3000);
    expect(collectors.streams.bluesky?.stats()).toEqual({ frames: 3, garbage: 1, connections: 1 });
    expect([...store.items.values()].map((item) => item.text)).not.toContain('Bitcoin desde el futuro sube sin parar');
  });

  it('keeps a post’s text plain: no literal tags, no bidi override, no zero-width character', async () => {
    const { base } = await jetstream((socket) => {
      socket.send(
        post(
          1,
          '<script>alert(1)</script> El bitcóin <b>sube</b> \u202Eotra vez\u202C con\u200b fuerza\u2066 hoy\u2069 👨\u200d👩\u200d👧',
          ['es'],
        ),
      );
    });
    const store = new MemoryStore();
    const timers = new FakeTimers();
    start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 1);
    expect([...store.items.values()][0]?.text).toBe(
      'alert(1) El bitcóin sube otra vez con fuerza hoy 👨\u200d👩\u200d👧',
    );
  });

  it('reconnects after Jetstream closes mid-message, resuming a few seconds before the last event', async () => {
    let connection = 0;
    const { base, urls } = await jetstream((socket) => {
      connection++;
      if (connection === 1) {
        socket.send(post(1, 'Bitcoin supera los 80 000 dólares hoy', ['es']));
        // Half a frame (a text frame announcing 256 bytes, 10 sent), then the connection drops.
        const raw = (socket as unknown as { _socket: import('node:net').Socket })._socket;
        setImmediate(() => {
          raw.write(Buffer.concat([Buffer.from([0x81, 0x7e, 0x01, 0x00]), Buffer.from('{"did":"di')]));
          raw.destroy();
        });
      } else {
        socket.send(post(2, 'Ethereum cae un 5 % tras el hackeo', ['es']));
      }
    });
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const collectors = start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 2);
    expect(urls).toHaveLength(2);
    expect(urls[1]?.searchParams.get('cursor')).toBe(String(T0 + 1000 - 5_000_000));
    expect(collectors.health().find((h) => h.collector === 'bluesky')?.itemsTaken).toBe(2);
    expect(collectors.streams.bluesky?.stats().connections).toBe(2);
  });

  it('a restart resumes from the saved cursor and stores nothing twice', async () => {
    const all = [1, 2, 3, 4].map((n) =>
      post(n, `Bitcoin noticia número ${n}: el mercado ${['sube', 'cae', 'duda', 'gira'][n - 1]} hoy`, ['es']),
    );
    const { base, urls } = await jetstream((socket, url) => {
      // Replays from the cursor, as Jetstream does: every event at or after it.
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const upTo = urls.length === 1 ? 2 : 4;
      for (const event of all.slice(0, upTo)) if (JSON.parse(event).time_us >= cursor) socket.send(event);
    });
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const first = start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 2 && store.state.get(CURSOR_KEY) === String(T0 + 2000));
    await first.stop();
    const second = start(base, store, timers);
    await advanceUntil(timers, () => store.items.size === 4);
    expect(urls[1]?.searchParams.get('cursor')).toBe(String(T0 + 2000 - 5_000_000));
    expect(store.items.size).toBe(4);
    expect(second.health().find((h) => h.collector === 'bluesky')?.itemsTaken).toBe(2);
    const all24 = [...store.aggregates.values()]
      .filter((row) => row.coin === 'ALL')
      .reduce((sum, row) => sum + row.count, 0);
    expect(all24).toBe(4);
  });

  it('survives a flood of 10 000 posts a second with the store away: the queue stays within its bound and drops are counted', async () => {
    const SECONDS = 3;
    const RATE = 10_000;
    let sent = 0;
    // Distinct posts (ten pseudo-random words each): what passes the filters is what a real flood would bring.
    let seed = 42;
    const word = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      let n = seed >>> 8;
      let out = '';
      for (let i = 0; i < 5; i++, n = Math.floor(n / 26)) out += String.fromCharCode(97 + (n % 26));
      return out;
    };
    const { base } = await jetstream((socket) => {
      const timer = setInterval(() => {
        for (let i = 0; i < RATE / 10 && sent < RATE * SECONDS; i++) {
          sent++;
          const n = sent;
          const text = `Bitcoin ${Array.from({ length: 10 }, word).join(' ')}`;
          socket.send(post(n, text, ['es'], `did:plc:flood${n % 97}`));
        }
        if (sent >= RATE * SECONDS) clearInterval(timer);
      }, 100);
      socket.on('close', () => clearInterval(timer));
    });
    const store = new MemoryStore();
    store.unavailable = true;
    const timers = new FakeTimers();
    const collectors = start(base, store, timers, { max: 2000, batch: 500 });
    await expect.poll(() => collectors.streams.bluesky?.stats().frames, { timeout: 60_000 }).toBe(RATE * SECONDS);
    expect(collectors.queue.length).toBe(2000);
    expect(collectors.queue.highWater).toBe(2000);
    expect(collectors.queue.dropped).toBeGreaterThan(0);
    // Every post is accounted for: waiting, dropped, or filtered (by chance, a near duplicate among random words).
    const filtered = Object.values(collectors.health().find((h) => h.collector === 'bluesky')?.filtered ?? {});
    expect(collectors.queue.length + collectors.queue.dropped + filtered.reduce((a, b) => a + b, 0)).toBe(
      RATE * SECONDS,
    );
    expect(collectors.health().find((h) => h.collector === 'bluesky')?.lastError).toBe(
      'la cola hacia la base de datos está llena (2000): se descartan elementos nuevos',
    );
    // The store comes back: what waited is written, once.
    store.unavailable = false;
    await advanceUntil(timers, () => collectors.queue.length === 0, 30_000);
    expect(store.items.size).toBe(2000);
    expect(collectors.health().find((h) => h.collector === 'bluesky')?.itemsTaken).toBe(2000);
    // The cursor never passes what was not written: it is at most the newest stored event's time.
    await advanceUntil(timers, () => store.state.has(CURSOR_KEY));
    expect(Number(store.state.get(CURSOR_KEY))).toBeLessThanOrEqual(T0 + RATE * SECONDS * 1000);
  }, 120_000);

  it('is off with an empty BLUESKY_JETSTREAM_URL', async () => {
    const store = new MemoryStore();
    const collectors = startCollectors({ config: testConfig(), store, timers: new FakeTimers(), now: () => START });
    await collectors.firstPass;
    expect(collectors.health().find((h) => h.collector === 'bluesky')).toEqual({
      collector: 'bluesky',
      enabled: false,
      disabledReason: 'BLUESKY_JETSTREAM_URL está vacía',
      itemsTaken: 0,
      filtered: {},
    });
    await collectors.stop();
  });
});
