// The whales collector against a local mempool.space answering in its documented JSON shapes
// (https://mempool.space/docs/api/rest: /api/mempool/recent, /api/blocks/tip/hash, /api/block/:hash/txs[/:start]),
// with values unlike any sample data, and its faults: 429 with Retry-After, 500, malformed JSON, a hang.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectConfig } from '../../../src/server/collect/collect-settings.ts';
import { startCollectors } from '../../../src/server/collect/runner.ts';
import { blockWhales } from '../../../src/server/collect/whale-collector.ts';
import { type Local, listen } from '../../../tools/fake-servers.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { FakeTimers, START, testConfig } from './helpers.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Local[] = [];
const running: { stop(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const hex = (seed: string) => Buffer.from(seed).toString('hex').padEnd(64, 'f').slice(0, 64);
const BLOCK = hex('block-one');
const BLOCK_TIME = 1_763_640_123; // seconds
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

/** A confirmed transaction as /block/:hash/txs lists it (the fields we read, and a few we do not). */
const tx = (seed: string, outputs: number[]) => ({
  txid: hex(seed),
  version: 2,
  locktime: 0,
  vin: [{ txid: hex(`${seed}-in`), vout: 0, is_coinbase: false }],
  vout: outputs.map((value, n) => ({ scriptpubkey_type: n === 0 ? 'v0_p2wpkh' : 'p2tr', value })),
  size: 222,
  weight: 561,
  fee: 1_410,
  status: { confirmed: true, block_height: 924_561, block_hash: BLOCK, block_time: BLOCK_TIME },
});

const small = (page: number, count: number) =>
  Array.from({ length: count }, (_, i) => tx(`p${page}-${i}`, [73_100, 1_204]));

async function mempool() {
  const requests: { path: string; userAgent?: string }[] = [];
  const handlers = new Map<string, Handler>();
  const local = await listen((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, userAgent: req.headers['user-agent'] });
    const handler = handlers.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end('Not found');
  });
  servers.push(local);
  return { ...local, requests, handlers, paths: () => requests.map((r) => r.path) };
}

function start(
  server: Local,
  store: MemoryStore,
  timers: FakeTimers,
  whales: Partial<NonNullable<CollectConfig['whales']>> = {},
) {
  const logs: string[] = [];
  const collectors = startCollectors({
    config: testConfig({
      whales: {
        baseUrl: `${server.url}/api`,
        minBtc: 100,
        recentMs: 45_000,
        blockMs: 60_000,
        maxPages: 40,
        maxBytes: 1024 * 1024,
        ...whales,
      },
    }),
    store,
    now: timers.clock,
    timers,
    random: () => 1,
    log: (line) => logs.push(line),
  });
  running.push(collectors);
  return { collectors, logs };
}

/** Runs one task now (its next run moved to the present), as the scheduler's timer would. */
async function runNext(collectors: ReturnType<typeof startCollectors>, timers: FakeTimers, key: string) {
  timers.now = collectors.scheduler.nextAt(key) as number;
  await collectors.scheduler.tick();
}

describe('whales collector', () => {
  it('keeps transfers of 100 BTC or more from the mempool and from each new block once, the sum of outputs', async () => {
    const server = await mempool();
    server.handlers.set(
      '/api/mempool/recent',
      json([
        { txid: hex('recent-big'), fee: 5_120, vsize: 141, value: 23_456_789_012 },
        { txid: hex('recent-small'), fee: 2_200, vsize: 110, value: 9_999_999_999 },
        // `time` (seconds) when mempool.space first saw it: that is its time; one in our future is not believed.
        { txid: hex('recent-timed'), fee: 3_300, vsize: 190, value: 10_000_000_000, time: START / 1000 - 90 },
        { txid: hex('recent-future'), fee: 3_300, vsize: 190, value: 12_500_000_000, time: START / 1000 + 90 },
        { txid: 'not-a-txid', fee: 1, vsize: 1, value: 90_000_000_000 },
        { txid: hex('recent-odd'), fee: 1, vsize: 1, value: '50000000000' },
      ]),
    );
    server.handlers.set('/api/blocks/tip/hash', (_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end(BLOCK),
    );
    // Page one: 25 transactions, one of them 150.025 BTC (payment and change together); page two: 7, one 1 000.5 BTC.
    server.handlers.set(`/api/block/${BLOCK}/txs`, json([...small(0, 24), tx('block-a', [15_000_000_000, 2_500_000])]));
    server.handlers.set(
      `/api/block/${BLOCK}/txs/25`,
      json([tx('block-b', [60_000_000_000, 40_000_000_000, 50_000_000]), ...small(1, 6)]),
    );
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const { collectors, logs } = start(server, store, timers);
    await collectors.firstPass;

    expect(await store.whales(0)).toEqual(
      [
        {
          txid: hex('recent-big'),
          btc: 234.56789012,
          seenAt: START,
          url: `https://mempool.space/tx/${hex('recent-big')}`,
        },
        {
          txid: hex('recent-timed'),
          btc: 100,
          seenAt: START - 90_000,
          url: `https://mempool.space/tx/${hex('recent-timed')}`,
        },
        {
          txid: hex('recent-future'),
          btc: 125,
          seenAt: START,
          url: `https://mempool.space/tx/${hex('recent-future')}`,
        },
        {
          txid: hex('block-a'),
          btc: 150.025,
          seenAt: BLOCK_TIME * 1000,
          url: `https://mempool.space/tx/${hex('block-a')}`,
        },
        {
          txid: hex('block-b'),
          btc: 1_000.5,
          seenAt: BLOCK_TIME * 1000,
          url: `https://mempool.space/tx/${hex('block-b')}`,
        },
      ].sort((a, b) => a.seenAt - b.seenAt || a.txid.localeCompare(b.txid)),
    );
    expect(server.paths().sort()).toEqual(
      ['/api/blocks/tip/hash', `/api/block/${BLOCK}/txs`, `/api/block/${BLOCK}/txs/25`, '/api/mempool/recent'].sort(),
    );
    expect(new Set(server.requests.map((r) => r.userAgent))).toEqual(
      new Set(['CriptoPulso/0.1.0 (+https://github.com/criptopulso/crypto-widgets#readme)']),
    );
    expect(collectors.whales.health()).toEqual({
      collector: 'whales',
      enabled: true,
      lastSuccessAt: START,
      transfersTaken: 5,
      lastBlock: { hash: BLOCK, transactions: 32 },
    });
    expect(await store.getState('whales:last_block')).toBe(BLOCK);
    expect(await store.getState('whales:min_btc')).toBe('100');
    expect(logs).toContain(
      `Recogida: Ballenas lee ${server.url}/api (transferencias de 100 BTC o más: mempool cada 45 s, cada bloque nuevo una vez)`,
    );

    // The same tip a minute later: asked, its transactions not read again; the mempool's repeat adds nothing.
    expect(collectors.scheduler.nextAt('whales blocks')).toBe(START + 60_000);
    expect(collectors.scheduler.nextAt('whales recent')).toBe(START + 45_000);
    server.requests.length = 0;
    await runNext(collectors, timers, 'whales recent');
    await runNext(collectors, timers, 'whales blocks');
    expect(server.paths()).toEqual(['/api/mempool/recent', '/api/blocks/tip/hash']);
    expect(collectors.whales.health().transfersTaken).toBe(5);
  });

  it('reads at most maxPages pages of a block, and a restart does not read the same block again', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', json([]));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(`${BLOCK}\n`));
    for (const start of [0, 25, 50]) {
      server.handlers.set(`/api/block/${BLOCK}/txs${start ? `/${start}` : ''}`, json(small(start, 25)));
    }
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const first = start(server, store, timers, { maxPages: 2 });
    await first.collectors.firstPass;
    expect(server.paths().filter((path) => path.startsWith('/api/block/'))).toEqual([
      `/api/block/${BLOCK}/txs`,
      `/api/block/${BLOCK}/txs/25`,
    ]);
    expect(first.collectors.whales.health().lastBlock).toEqual({ hash: BLOCK, transactions: 50 });
    await first.collectors.stop();
    server.requests.length = 0;
    const second = start(server, store, timers, { maxPages: 2 });
    await second.collectors.firstPass;
    expect(server.paths().sort()).toEqual(['/api/blocks/tip/hash', '/api/mempool/recent']);
  });

  it('waits out a 429’s Retry-After, backs off after a 500, malformed JSON or a hang, and says when it works again', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', json({ message: 'Too many requests' }, 429, { 'Retry-After': '120' }));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(500).end('Internal error'));
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const { collectors, logs } = start(server, store, timers);
    await collectors.firstPass;
    expect(collectors.scheduler.nextAt('whales recent')).toBe(START + 120_000);
    // random() = 1: the full back-off ceiling, 60 s × 2¹.
    expect(collectors.scheduler.nextAt('whales blocks')).toBe(START + 120_000);
    expect(logs.filter((line) => line.includes('Ballenas ('))).toEqual([
      'Recogida: Ballenas (mempool) falla: responde 429 (demasiadas peticiones): espera 120 s',
      'Recogida: Ballenas (bloques) falla: responde 500',
    ]);
    expect(collectors.whales.health()).toMatchObject({ transfersTaken: 0, lastErrorAt: START });
    expect(collectors.whales.health().lastSuccessAt).toBeUndefined();

    // Malformed JSON from the mempool, and a block page that never answers: given up after the time limit (5 s).
    server.handlers.set('/api/mempool/recent', (_req, res) => res.writeHead(200).end('[{"txid": "ab'));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(BLOCK));
    server.handlers.set(`/api/block/${BLOCK}/txs`, () => {});
    const second = START + 120_000;
    timers.now = second;
    const both = collectors.scheduler.tick();
    await expect.poll(() => server.paths().includes(`/api/block/${BLOCK}/txs`)).toBe(true);
    await expect.poll(() => logs.some((line) => line.includes('JSON'))).toBe(true);
    // The second failure in a row: 45 s × 2², with random() = 1.
    expect(collectors.scheduler.nextAt('whales recent')).toBe(second + 180_000);
    timers.advance(5_000);
    await both;
    expect(logs.filter((line) => line.includes('Ballenas (')).slice(2)).toEqual([
      'Recogida: Ballenas (mempool) falla: la respuesta no es JSON válido',
      'Recogida: Ballenas (bloques) falla: no respondió en 5 s',
    ]);
    expect(collectors.whales.health().lastError).toBe('bloques: no respondió en 5 s');
    // 60 s × 2² after the second failure in a row; the block is read again from the start next time.
    expect(collectors.scheduler.nextAt('whales blocks')).toBe(second + 5_000 + 240_000);
    expect(await store.getState('whales:last_block')).toBeUndefined();

    // Both work again, at their normal pace.
    server.handlers.set(
      '/api/mempool/recent',
      json([{ txid: hex('late'), fee: 800, vsize: 150, value: 31_400_000_000 }]),
    );
    server.handlers.set(`/api/block/${BLOCK}/txs`, json([tx('block-c', [12_345_678_900])]));
    const third = collectors.scheduler.nextAt('whales blocks') as number;
    timers.now = third;
    await collectors.scheduler.tick();
    expect((await store.whales(0)).map((t) => t.btc).sort((a, b) => a - b)).toEqual([123.456789, 314]);
    expect(await store.getState('whales:last_block')).toBe(BLOCK);
    expect(logs.filter((line) => line.includes('vuelve a funcionar'))).toEqual([
      'Recogida: Ballenas (mempool) vuelve a funcionar',
      'Recogida: Ballenas (bloques) vuelve a funcionar',
    ]);
    expect(collectors.scheduler.nextAt('whales recent')).toBe(third + 45_000);
    expect(collectors.scheduler.nextAt('whales blocks')).toBe(third + 60_000);
  });

  it('keeps its place when the database fails, and stores the transfers once it answers', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', json([{ txid: hex('kept'), fee: 1, vsize: 1, value: 12_000_000_000 }]));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(BLOCK));
    server.handlers.set(`/api/block/${BLOCK}/txs`, json([tx('in-block', [20_000_000_000])]));
    const store = new MemoryStore();
    store.unavailable = true;
    const timers = new FakeTimers();
    const { collectors } = start(server, store, timers);
    await collectors.firstPass;
    expect(collectors.whales.health().lastError).toMatch(/la base de datos no responde/);
    store.unavailable = false;
    await runNext(collectors, timers, 'whales recent');
    await runNext(collectors, timers, 'whales blocks');
    expect((await store.whales(0)).map((t) => t.btc).sort((a, b) => a - b)).toEqual([120, 200]);
  });

  it('skips entries of the wrong types, and refuses answers that are not lists or a tip that is not a hash', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', json({ txs: [] }));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end('<html>mantenimiento</html>'));
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const { collectors, logs } = start(server, store, timers);
    await collectors.firstPass;
    expect(logs.filter((line) => line.includes('Ballenas ('))).toEqual([
      'Recogida: Ballenas (mempool) falla: la respuesta de /mempool/recent no es una lista',
      'Recogida: Ballenas (bloques) falla: /blocks/tip/hash no devuelve un hash de bloque',
    ]);
    expect(server.paths().some((path) => path.startsWith('/api/block/'))).toBe(false);

    // Now lists, with entries of every wrong type beside one good transfer each.
    server.handlers.set(
      '/api/mempool/recent',
      json([
        null,
        { txid: hex('negative'), value: -20_000_000_000 },
        { txid: hex('infinite'), value: 'Infinity' },
        { txid: hex('UPPER').toUpperCase(), value: 20_000_000_000 },
        { value: 20_000_000_000 },
        { txid: hex('good-recent'), fee: 900, vsize: 140, value: 18_765_432_100 },
      ]),
    );
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(BLOCK));
    const noTime = { ...tx('no-time', [30_000_000_000]), status: { confirmed: true } };
    const textValue = { ...tx('text-value', [1]), vout: [{ value: '30000000000' }] };
    const noVout = { ...tx('no-vout', [1]), vout: undefined };
    const oddOutput = { ...tx('odd-output', [1]), vout: [{ value: 30_000_000_000 }, 'x'] };
    server.handlers.set(
      `/api/block/${BLOCK}/txs`,
      json([noTime, textValue, noVout, oddOutput, 42, tx('good-block', [25_000_000_000, 1_000_000])]),
    );
    // The parser alone keeps only the good one (the store is not what filters them).
    const page = [noTime, textValue, noVout, oddOutput, 42, tx('good-block', [25_000_000_000, 1_000_000])];
    expect(blockWhales(page, 100)).toEqual({
      count: 6,
      whales: [
        {
          txid: hex('good-block'),
          btc: 250.01,
          seenAt: BLOCK_TIME * 1000,
          url: `https://mempool.space/tx/${hex('good-block')}`,
        },
      ],
    });
    await runNext(collectors, timers, 'whales recent');
    await runNext(collectors, timers, 'whales blocks');
    const stored = await store.whales(0);
    expect(stored.map((t) => [t.txid, t.btc])).toEqual([
      [hex('good-block'), 250.01],
      [hex('good-recent'), 187.654321],
    ]);
    // What a transfer is: its id, the sum of its outputs, when, and the explorer. No direction, no exchange.
    for (const transfer of stored) expect(Object.keys(transfer).sort()).toEqual(['btc', 'seenAt', 'txid', 'url']);
    expect(collectors.whales.health().lastBlock).toEqual({ hash: BLOCK, transactions: 6 });
  });

  it('keeps the first page’s transfers when a later page fails with a 5xx, and reads the block again from the start', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', json([]));
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(BLOCK));
    server.handlers.set(`/api/block/${BLOCK}/txs`, json([...small(0, 24), tx('page-one', [40_000_000_000])]));
    server.handlers.set(`/api/block/${BLOCK}/txs/25`, json({ error: 'Service Unavailable' }, 503));
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const { collectors, logs } = start(server, store, timers);
    await collectors.firstPass;
    expect((await store.whales(0)).map((t) => t.btc)).toEqual([400]);
    expect(await store.getState('whales:last_block')).toBeUndefined();
    expect(logs).toContain('Recogida: Ballenas (bloques) falla: responde 503');
    expect(collectors.whales.health().lastBlock).toBeUndefined();

    server.handlers.set(`/api/block/${BLOCK}/txs/25`, json([tx('page-two', [55_500_000_000])]));
    server.requests.length = 0;
    await runNext(collectors, timers, 'whales blocks');
    expect(server.paths().filter((path) => path !== '/api/mempool/recent')).toEqual([
      '/api/blocks/tip/hash',
      `/api/block/${BLOCK}/txs`,
      `/api/block/${BLOCK}/txs/25`,
    ]);
    // Page one's transfer is not stored twice.
    expect((await store.whales(0)).map((t) => t.btc).sort((a, b) => a - b)).toEqual([400, 555]);
    expect(collectors.whales.health()).toMatchObject({
      transfersTaken: 2,
      lastBlock: { hash: BLOCK, transactions: 26 },
    });
    expect(await store.getState('whales:last_block')).toBe(BLOCK);
  });

  it('gives up on a mempool that never answers after its time limit, and backs off', async () => {
    const server = await mempool();
    server.handlers.set('/api/mempool/recent', () => {});
    server.handlers.set('/api/blocks/tip/hash', (_req, res) => res.writeHead(200).end(BLOCK));
    server.handlers.set(`/api/block/${BLOCK}/txs`, json([]));
    const store = new MemoryStore();
    const timers = new FakeTimers();
    const { collectors, logs } = start(server, store, timers);
    const first = collectors.firstPass;
    await expect.poll(() => server.paths().includes('/api/mempool/recent')).toBe(true);
    timers.advance(5_000);
    await first;
    expect(logs).toContain('Recogida: Ballenas (mempool) falla: no respondió en 5 s');
    // random() = 1: 45 s × 2¹ after the first failure, counted from when the wait ended.
    expect(collectors.scheduler.nextAt('whales recent')).toBe(START + 5_000 + 90_000);
    expect(await store.whales(0)).toEqual([]);
  });
});
