// The store's contract, run the same against both engines: PGlite in a temporary data folder, and a real
// PostgreSQL server started from Debian's packages (tools/throwaway-postgres.ts). Exact values throughout.

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectedItem, HourlyAggregate } from '../../src/core/measured/types.ts';
import { openStore, type StoreConfig } from '../../src/server/store/open.ts';
import { startRetention } from '../../src/server/store/retention.ts';
import { storeConfigFromEnv } from '../../src/server/store/store-settings.ts';
import type { Extremes, SentimentStore } from '../../src/server/store/types.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { startPostgres, type TestPostgres } from '../../tools/throwaway-postgres.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An hour's start (UTC) that no sample data uses. */
const H = Date.UTC(2026, 9, 14, 9);
/** Far enough ahead that prune(FOREVER, FOREVER) empties the tables between tests. */
const FOREVER = Date.UTC(9999, 0, 1);
/** Budget of the tests that write tens of thousands of rows or start processes (a loaded two-core CI machine). */
const HEAVY = 120_000;

function item(id: string, overrides: Partial<CollectedItem> = {}): CollectedItem {
  return {
    id: `news:${id}`,
    platform: 'news',
    source: 'diario.example',
    url: `https://diario.example/${id}`,
    publishedAt: H + 60_000,
    lang: 'es',
    text: `Titular ${id}`,
    coins: [],
    score: 0,
    label: 'neu',
    ...overrides,
  };
}

/** A 64-hex txid made from a short name. */
const txid = (name: string): string => Buffer.from(name).toString('hex').padEnd(64, '0').slice(0, 64);
const whale = (name: string, btc: number, seenAt: number) => ({
  txid: txid(name),
  btc,
  seenAt,
  url: `https://mempool.space/tx/${txid(name)}`,
});

/** The aggregates as a map "hour|coin|platform" → [count, scoreSum (3 decimals), positive, neutral, negative]. */
function table(rows: HourlyAggregate[]): Record<string, [number, number, number, number, number]> {
  return Object.fromEntries(
    rows.map((row) => [
      `${row.hour - H}|${row.coin}|${row.platform}`,
      [row.count, Math.round(row.scoreSum * 1000) / 1000, row.positive, row.neutral, row.negative],
    ]),
  );
}

const totalItems = async (store: SentimentStore) =>
  (await store.sourceCounts(0)).reduce((sum, entry) => sum + entry.items, 0);

interface Engine {
  name: 'pglite' | 'postgres';
  config: () => StoreConfig;
  setup(): Promise<void>;
  teardown(): Promise<void>;
}

let postgres: TestPostgres | undefined;
const pgliteDir = mkdtempSync(join(tmpdir(), 'criptopulso-pglite-'));

const engines: Engine[] = [
  {
    name: 'pglite',
    config: () => ({ dataDir: join(pgliteDir, 'data'), retentionDays: 30 }),
    async setup() {},
    async teardown() {
      rmSync(pgliteDir, { recursive: true, force: true });
    },
  },
  {
    name: 'postgres',
    config: () => ({ dataDir: '', databaseUrl: postgres?.url, retentionDays: 30 }),
    async setup() {
      postgres = await startPostgres({ fast: true });
    },
    async teardown() {
      await postgres?.destroy();
    },
  },
];

describe.each(engines)('the store on $name', (engine) => {
  let store: SentimentStore;
  const logs: string[] = [];

  beforeAll(async () => {
    await engine.setup();
    store = await openStore(engine.config(), (message) => logs.push(message));
  });

  afterAll(async () => {
    await store?.close();
    await engine.teardown();
  });

  beforeEach(async () => {
    await store.prune(FOREVER, FOREVER);
  });

  it('starts empty, with the schema migrated once and said so in the log', async () => {
    expect(store.kind).toBe(engine.name);
    expect(logs.filter((line) => line.includes('migración'))).toEqual([
      'Base de datos: migración 1 aplicada (items, hourly_aggregates, collector_state)',
      'Base de datos: migración 2 aplicada (whale_transfers)',
      'Base de datos: migración 3 aplicada (upstream_cache, rate_limits)',
      'Base de datos: migración 4 aplicada (items.coin_scores)',
    ]);
    expect(logs.at(-1)).toMatch(
      /^Base de datos: (PGlite en .+|PostgreSQL en 127\.0\.0\.1:\d+\/postgres) \(esquema versión 4\)$/,
    );
    expect(await store.lastIngestAt()).toBeUndefined();
    expect(await store.hourly(0)).toEqual([]);
    expect(await store.extremes(0, 3)).toEqual({ positive: [], negative: [] });
    expect(await store.whales(0)).toEqual([]);
  });

  it('stores whale transfers once by txid, the first sighting keeping its time, and reads them since a time', async () => {
    const first = [whale('a', 312.5, H + 1_000), whale('b', 1_204.25, H + 2_000)];
    expect(await store.ingestWhales(first)).toBe(2);
    expect(await store.ingestWhales(first)).toBe(0);
    // Seen again later (now in a block): the first time stays; one new transfer is added.
    expect(await store.ingestWhales([whale('a', 312.5, H + 9_000), whale('c', 150.125, H + 3_000)])).toBe(1);
    expect(await store.whales(H + 1_500)).toEqual([
      { txid: txid('b'), btc: 1_204.25, seenAt: H + 2_000, url: `https://mempool.space/tx/${txid('b')}` },
      { txid: txid('c'), btc: 150.125, seenAt: H + 3_000, url: `https://mempool.space/tx/${txid('c')}` },
    ]);
    expect((await store.whales(0)).map((transfer) => [transfer.txid, transfer.seenAt])).toEqual([
      [txid('a'), H + 1_000],
      [txid('b'), H + 2_000],
      [txid('c'), H + 3_000],
    ]);
    // Something that is not a txid or not an amount never reaches the table; the whale items' clock is its own.
    expect(await store.ingestWhales([{ ...whale('d', 200, H), txid: 'x' }, whale('e', Number.NaN, H)])).toBe(0);
    expect(await store.lastIngestAt()).toBeUndefined();
    // Pruned with the aggregates.
    await store.prune(0, H + 2_500);
    expect((await store.whales(0)).map((transfer) => transfer.txid)).toEqual([txid('c')]);
  });

  it('counts a text naming several coins with each coin’s own score, in the aggregates and the extremes', async () => {
    // "BTC sube mientras ETH se desploma": the text −0.3 as a whole, BTC 0.4, ETH −0.7 (scoreTargets).
    const both = item('both', {
      text: 'BTC sube mientras ETH se desploma',
      coins: ['BTC', 'ETH'],
      score: -0.3,
      label: 'neg',
      coinScores: { BTC: 0.4, ETH: -0.7 },
    });
    expect(await store.ingest([both, item('btc', { coins: ['BTC'], score: -0.2, label: 'neg' })])).toBe(2);
    expect(table(await store.hourly(0))).toEqual({
      '0|ALL|news': [2, -0.5, 0, 0, 2],
      '0|BTC|news': [2, 0.2, 1, 0, 1],
      '0|ETH|news': [1, -0.7, 0, 0, 1],
    });
    const btc = await store.extremes(0, 5, 'BTC');
    expect(btc.positive.map((i) => [i.id, i.score, i.label])).toEqual([['news:both', 0.4, 'pos']]);
    expect(btc.negative.map((i) => [i.id, i.score])).toEqual([['news:btc', -0.2]]);
    const byCoin = await store.extremesByCoin(0, 5);
    expect(byCoin.get('ETH')?.negative.map((i) => [i.id, i.score, i.label])).toEqual([['news:both', -0.7, 'neg']]);
    expect(byCoin.get('BTC')?.positive.map((i) => [i.id, i.score])).toEqual([['news:both', 0.4]]);
    // The market as a whole reads the text's own score.
    expect((await store.extremes(0, 5)).negative.map((i) => [i.id, i.score])).toEqual([
      ['news:both', -0.3],
      ['news:btc', -0.2],
    ]);
  });

  it('stores a batch once: the same batch again adds nothing and the aggregates do not double', async () => {
    const batch = [
      item('a', { score: 0.5, label: 'pos', coins: ['BTC'] }),
      item('b', { score: -0.25, label: 'neg', coins: ['BTC'] }),
      item('c', { score: 0.125, label: 'neu' }),
    ];
    expect(await store.ingest(batch)).toBe(3);
    expect(await store.ingest(batch)).toBe(0);
    // One new among two known ones: only it is added.
    expect(await store.ingest([...batch, item('d', { score: 0.75, label: 'pos', coins: ['BTC'] })])).toBe(1);
    expect(table(await store.hourly(0))).toEqual({
      '0|ALL|news': [4, 1.125, 2, 1, 1],
      '0|BTC|news': [3, 1, 2, 0, 1],
    });
    expect(await totalItems(store)).toBe(4);
  });

  it('counts an item with two coins once towards each coin and once towards ALL', async () => {
    // The same coin twice in one item, and the same id twice in one batch, count once.
    const two = item('two', { coins: ['ETH', 'SOL', 'ETH'], score: -0.4, label: 'neg', platform: 'bluesky' });
    expect(await store.ingest([two, { ...two, score: 0.9 }])).toBe(1);
    expect(table(await store.hourly(0))).toEqual({
      '0|ALL|bluesky': [1, -0.4, 0, 0, 1],
      '0|ETH|bluesky': [1, -0.4, 0, 0, 1],
      '0|SOL|bluesky': [1, -0.4, 0, 0, 1],
    });
    const [stored] = (await store.extremes(0, 1)).negative;
    expect(stored).toEqual({ ...two, id: 'news:two', coins: ['ETH', 'SOL'] });
  });

  it('puts items in their UTC hour and returns the hours at or after `since`', async () => {
    await store.ingest([
      item('before', { publishedAt: H - 1 }),
      item('start', { publishedAt: H }),
      item('end', { publishedAt: H + HOUR - 1 }),
      item('next', { publishedAt: H + HOUR }),
    ]);
    expect(table(await store.hourly(H - HOUR))).toEqual({
      [`${-HOUR}|ALL|news`]: [1, 0, 0, 1, 0],
      '0|ALL|news': [2, 0, 0, 2, 0],
      [`${HOUR}|ALL|news`]: [1, 0, 0, 1, 0],
    });
    expect(Object.keys(table(await store.hourly(H)))).toEqual(['0|ALL|news', `${HOUR}|ALL|news`]);
    expect(Object.keys(table(await store.hourly(H + 1)))).toEqual([`${HOUR}|ALL|news`]);
    expect(await store.hourly(H + HOUR + 1)).toEqual([]);
    const hours = (await store.hourly(0)).map((row) => row.hour);
    expect(hours).toEqual([H - HOUR, H, H + HOUR]);
  });

  it('returns the most positive and most negative items, by score, since a time, optionally for a coin', async () => {
    await store.ingest([
      item('p1', { score: 0.9, label: 'pos', coins: ['BTC'] }),
      item('p2', { score: 0.6, label: 'pos', coins: ['ETH'] }),
      item('p3', { score: 0.3, label: 'pos', coins: ['BTC'], publishedAt: H + 2 * 60_000 }),
      item('p4', { score: 0.3, label: 'pos', coins: ['BTC'], publishedAt: H + 3 * 60_000 }),
      item('old', { score: 1, label: 'pos', coins: ['BTC'], publishedAt: H - DAY }),
      item('zero', { score: 0, label: 'neu', coins: ['BTC'] }),
      item('n1', { score: -0.8, label: 'neg', coins: ['BTC'] }),
      item('n2', { score: -0.5, label: 'neg', coins: ['ADA'] }),
      item('n3', { score: -0.1, label: 'neu', coins: ['BTC'] }),
    ]);
    const ids = (result: { positive: CollectedItem[]; negative: CollectedItem[] }) => ({
      positive: result.positive.map((entry) => entry.id.slice(5)),
      negative: result.negative.map((entry) => entry.id.slice(5)),
    });
    // Equal scores: the newer first.
    expect(ids(await store.extremes(H, 3))).toEqual({ positive: ['p1', 'p2', 'p4'], negative: ['n1', 'n2', 'n3'] });
    expect(ids(await store.extremes(H, 10, 'BTC'))).toEqual({ positive: ['p1', 'p4', 'p3'], negative: ['n1', 'n3'] });
    expect(ids(await store.extremes(H - DAY, 1, 'BTC'))).toEqual({ positive: ['old'], negative: ['n1'] });
    expect(ids(await store.extremes(H, 5, 'DOT'))).toEqual({ positive: [], negative: [] });
    expect(ids(await store.extremes(H + 2 * 60_000, 5))).toEqual({ positive: ['p4', 'p3'], negative: [] });
    // Every coin's in one pass: the same lists as one coin's each; a coin without items is not there.
    const byCoin = await store.extremesByCoin(H, 2);
    expect([...byCoin.keys()].sort()).toEqual(['ADA', 'BTC', 'ETH']);
    expect(ids(byCoin.get('BTC') as Extremes)).toEqual({ positive: ['p1', 'p4'], negative: ['n1', 'n3'] });
    expect(ids(byCoin.get('ETH') as Extremes)).toEqual({ positive: ['p2'], negative: [] });
    expect(ids(byCoin.get('ADA') as Extremes)).toEqual({ positive: [], negative: ['n2'] });
    for (const coin of ['BTC', 'ETH', 'ADA'] as const) {
      expect(byCoin.get(coin)).toEqual(await store.extremes(H, 2, coin));
    }
  });

  it('counts items per platform and source since a time', async () => {
    await store.ingest([
      item('x1', { source: 'cointelegraph.com' }),
      item('x2', { source: 'cointelegraph.com' }),
      item('x3', { source: 'criptonoticias.com' }),
      item('x4', { source: 'criptonoticias.com', publishedAt: H - 1 }),
      item('x5', { platform: 'telegram', id: 'telegram:canal/7', source: 'canal' }),
    ]);
    expect(await store.sourceCounts(H)).toEqual([
      { platform: 'news', source: 'cointelegraph.com', items: 2 },
      { platform: 'news', source: 'criptonoticias.com', items: 1 },
      { platform: 'telegram', source: 'canal', items: 1 },
    ]);
    expect((await store.sourceCounts(H - 1)).find((entry) => entry.source === 'criptonoticias.com')?.items).toBe(2);
  });

  it('gives the latest publication time within a window, or none', async () => {
    expect(await store.newestPublishedAt(0, FOREVER)).toBeUndefined();
    await store.ingest([
      item('t1', { publishedAt: H + 5 * 60_000 }),
      item('t2', { publishedAt: H + 20 * 60_000 + 123 }),
      item('t3', { publishedAt: H + 90 * 60_000 }),
    ]);
    expect(await store.newestPublishedAt(H, H + HOUR)).toBe(H + 20 * 60_000 + 123);
    expect(await store.newestPublishedAt(H, FOREVER)).toBe(H + 90 * 60_000);
    expect(await store.newestPublishedAt(H + 2 * HOUR, FOREVER)).toBeUndefined();
  });

  it('keeps the whales collector’s threshold and the last new transfer’s time', async () => {
    await store.setWhaleMinBtc(250);
    expect(await store.whaleMinBtc()).toBe(250);
    const before = (await store.lastWhaleAt()) ?? 0;
    await store.ingestWhales([whale('ballena-reloj', 300, H)]);
    expect(await store.lastWhaleAt()).toBeGreaterThan(before);
  });

  it('keeps a collector state and overwrites it', async () => {
    expect(await store.getState('bluesky:cursor')).toBeUndefined();
    await store.setState('bluesky:cursor', '1731000000000001');
    await store.setState('news:etag:https://diario.example/feed', 'W/"abc"');
    await store.setState('bluesky:cursor', '1731000000000002');
    expect(await store.getState('bluesky:cursor')).toBe('1731000000000002');
    expect(await store.getState('news:etag:https://diario.example/feed')).toBe('W/"abc"');
  });

  it('prunes exactly the items and aggregates older than the limits it is given', async () => {
    await store.ingest([
      item('old', { publishedAt: H - HOUR }),
      item('edge', { publishedAt: H }),
      item('new', { publishedAt: H + HOUR + 5 }),
    ]);
    await store.prune(H, H + HOUR);
    expect((await store.extremes(0, 10)).positive).toEqual([]);
    expect(await totalItems(store)).toBe(2);
    expect((await store.sourceCounts(H)).map((entry) => entry.items)).toEqual([2]);
    expect(table(await store.hourly(0))).toEqual({ [`${HOUR}|ALL|news`]: [1, 0, 0, 1, 0] });
  });

  it('records when items were last stored, on the database, and only when some were new', async () => {
    const before = Date.now();
    await store.ingest([item('t1')]);
    const first = await store.lastIngestAt();
    // The database's clock is this machine's: a second of slack for rounding.
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    expect(first).toBeLessThanOrEqual(Date.now() + 1000);
    await store.ingest([item('t1')]);
    expect(await store.lastIngestAt()).toBe(first);
    await store.ingest([item('t2')]);
    expect(await store.lastIngestAt()).toBeGreaterThan(first as number);
  });

  it(
    'counts each item once when batches that share items are ingested at the same time',
    async () => {
      // Three writers, each a batch of two statements (INGEST_CHUNK is 2 000), sharing items in opposite orders:
      // the first writes block A then part of B, the second B then part of A.
      const block = (name: string) =>
        Array.from({ length: 2_000 }, (_, index) =>
          item(`${name}-${index}`, { coins: ['ADA'], score: 0.5, label: 'pos' }),
        );
      const [a, b] = [block('a'), block('b')];
      const batches = [
        [...a, ...b.slice(0, 1_000)],
        [...b, ...a.slice(0, 1_000)],
        [...a.slice(1_000), ...b.slice(1_000)],
      ];
      const second = engine.name === 'postgres' ? await openStore(engine.config()) : store;
      try {
        const added = await Promise.all(batches.map((batch, writer) => (writer === 1 ? second : store).ingest(batch)));
        expect(added.reduce((sum, count) => sum + count, 0)).toBe(4_000);
        expect(table(await store.hourly(0))).toEqual({
          '0|ALL|news': [4_000, 2_000, 4_000, 0, 0],
          '0|ADA|news': [4_000, 2_000, 4_000, 0, 0],
        });
      } finally {
        if (second !== store) await second.close();
      }
    },
    HEAVY,
  );

  it(
    'stores 5 000 items given in one call',
    async () => {
      const batch = Array.from({ length: 5_000 }, (_, index) =>
        item(`bulk-${index}`, {
          publishedAt: H + (index % 10) * HOUR,
          coins: index % 2 ? ['BTC'] : [],
          score: index % 3 === 0 ? 0.5 : -0.5,
          label: index % 3 === 0 ? 'pos' : 'neg',
          text: `Titular número ${index} ${'x'.repeat(200)}`,
        }),
      );
      expect(await store.ingest(batch)).toBe(5_000);
      expect(await store.ingest(batch.slice(4_000))).toBe(0);
      const rows = await store.hourly(0);
      const sum = (coin: string, key: 'count' | 'positive') =>
        rows.filter((row) => row.coin === coin).reduce((total, row) => total + row[key], 0);
      expect(sum('ALL', 'count')).toBe(5_000);
      expect(sum('ALL', 'positive')).toBe(1_667);
      expect(sum('BTC', 'count')).toBe(2_500);
      expect(rows.filter((row) => row.coin === 'ALL').map((row) => row.count)).toEqual(Array(10).fill(500));
    },
    HEAVY,
  );

  it('stores all of a batch or none: one item the database refuses rejects the whole batch', async () => {
    await store.ingest([item('kept', { score: 0.5, label: 'pos' })]);
    const before = { hourly: await store.hourly(0), last: await store.lastIngestAt() };
    const bad = [item('ok1'), item('bad', { score: 2, label: 'pos' }), item('ok2')];
    await expect(store.ingest(bad)).rejects.toThrow(/items_score_check|check constraint/);
    await expect(store.ingest([item('ok3'), item('lang', { label: 'bueno' as 'pos' })])).rejects.toThrow();
    await expect(store.ingest([item('ok4'), item('coin', { coins: ['doge; DROP'] })])).rejects.toThrow(
      'ingest: «doge; DROP» no es el símbolo de una moneda (news:coin)',
    );
    expect(await totalItems(store)).toBe(1);
    expect(await store.hourly(0)).toEqual(before.hourly);
    expect(await store.lastIngestAt()).toBe(before.last);
  });

  it('drops NUL characters and half surrogate pairs instead of losing the batch', async () => {
    expect(
      await store.ingest([item('nul', { text: 'Bitcoin\u0000 sube \uD83D hoy 🚀', source: 'a\u0000b' }), item('fine')]),
    ).toBe(2);
    expect(await store.sourceCounts(0)).toEqual([
      { platform: 'news', source: 'ab', items: 1 },
      { platform: 'news', source: 'diario.example', items: 1 },
    ]);
    await store.prune(FOREVER, FOREVER);
    await store.ingest([item('nul2', { text: 'Bitcoin\u0000 sube \uD83D hoy 🚀', score: 0.2, label: 'pos' })]);
    expect((await store.extremes(0, 1)).positive[0]?.text).toBe('Bitcoin sube \uFFFD hoy 🚀');
  });

  it(
    'keeps everything across a close and a reopen',
    async () => {
      await store.ingest([item('r1', { coins: ['DOT'], score: 0.7, label: 'pos' }), item('r2')]);
      await store.setState('telegram:canal', '1234');
      const last = await store.lastIngestAt();
      if (engine.name === 'pglite') {
        // PGlite: one process per folder, and one store per process.
        await expect(openStore(engine.config())).rejects.toThrow(
          `DATA_DIR=${engine.config().dataDir}: este proceso ya tiene abierta la base de datos.`,
        );
      }
      await store.close();
      const reopened: string[] = [];
      store = await openStore(engine.config(), (message) => reopened.push(message));
      expect(reopened).toEqual([
        expect.stringMatching(/^Base de datos: (PGlite|PostgreSQL) en .+ \(esquema versión 4\)$/),
      ]);
      expect(await totalItems(store)).toBe(2);
      expect(table(await store.hourly(0))).toEqual({
        '0|ALL|news': [2, 0.7, 1, 1, 0],
        '0|DOT|news': [1, 0.7, 1, 0, 0],
      });
      expect(await store.getState('telegram:canal')).toBe('1234');
      expect(await store.lastIngestAt()).toBe(last);
      expect(await store.ingest([item('r1'), item('r3')])).toBe(1);
    },
    HEAVY,
  );

  it('applies the migrations once: opening again changes nothing', async () => {
    if (engine.name === 'pglite') return; // PGlite: the reopen test below (one process per folder)
    const again: string[] = [];
    const second = await openStore(engine.config(), (message) => again.push(message));
    try {
      expect(again).toEqual([expect.stringMatching(/^Base de datos: PostgreSQL en .+ \(esquema versión 4\)$/)]);
      // Another process's ingestion moves this one's lastIngestAt: it lives in the database.
      const before = await store.lastIngestAt();
      await second.ingest([item('other-process')]);
      expect(await store.lastIngestAt()).toBeGreaterThan(before ?? 0);
      expect(await totalItems(store)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('PostgreSQL unavailable for a while', () => {
  let server: TestPostgres;
  let store: SentimentStore;
  beforeAll(async () => {
    server = await startPostgres({ fast: true });
    store = await openStore({ dataDir: '', databaseUrl: server.url, retentionDays: 30 });
  });
  afterAll(async () => {
    await store?.close();
    await server?.destroy();
  });

  it('rejects promptly while the server is down and works again, without reopening, once it is back', async () => {
    expect(await store.ingest([item('u1')])).toBe(1);
    await server.stop();
    const started = Date.now();
    await expect(store.ingest([item('u2')])).rejects.toThrow();
    await expect(store.hourly(0)).rejects.toThrow();
    // Refused connections fail at once; the connect timeout (5 s) bounds a silent server.
    expect(Date.now() - started).toBeLessThan(10_000);
    await server.start();
    expect(await store.ingest([item('u2'), item('u1')])).toBe(1);
    expect(await totalItems(store)).toBe(2);
  });

  it('gives up on a server that accepts connections and never answers, within the connect timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolveListen) => silent.listen(0, '127.0.0.1', resolveListen));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    try {
      const refusal = await openStore({
        dataDir: '',
        databaseUrl: `postgres://app:secreta@127.0.0.1:${port}/pulso`,
        retentionDays: 30,
      }).catch((error: Error) => error.message);
      expect(refusal).toMatch(
        new RegExp(`^No se pudo abrir la base de datos \\(PostgreSQL en 127\\.0\\.0\\.1:${port}/pulso\\): `),
      );
      expect(refusal).not.toContain('secreta');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      silent.close();
    }
  });

  it('migrates once when two processes start at the same time on a new database', async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      await admin.query('CREATE DATABASE twins');
      const url = server.url.replace(/\/postgres$/, '/twins');
      const stores = await Promise.all(
        [1, 2, 3].map(() => openStore({ dataDir: '', databaseUrl: url, retentionDays: 30 })),
      );
      await Promise.all(stores.map((each) => each.close()));
      const twins = new pg.Client({ connectionString: url });
      await twins.connect();
      const { rows } = await twins.query('SELECT version FROM schema_migrations');
      await twins.end();
      expect(rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    } finally {
      await admin.end();
    }
  });
});

describe('the store’s settings', () => {
  it('reads DATA_DIR, DATABASE_URL and RETENTION_DAYS with their defaults', () => {
    expect(storeConfigFromEnv({})).toEqual({ dataDir: './data', databaseUrl: undefined, retentionDays: 30 });
    expect(
      storeConfigFromEnv({
        DATA_DIR: '/srv/criptopulso',
        DATABASE_URL: 'postgresql://app:secreta@db:5432/pulso',
        RETENTION_DAYS: '90',
      }),
    ).toEqual({
      dataDir: '/srv/criptopulso',
      databaseUrl: 'postgresql://app:secreta@db:5432/pulso',
      retentionDays: 90,
    });
  });

  it('refuses what it cannot read, naming the variable and never repeating a password', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        storeConfigFromEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'aceptado';
    };
    expect(refusal({ DATABASE_URL: 'mysql://app:secreta@db/pulso' })).toBe(
      'DATABASE_URL: se esperaba una URL postgres://usuario:clave@servidor:5432/base (o postgresql://).',
    );
    expect(refusal({ RETENTION_DAYS: '0' })).toBe(
      'RETENTION_DAYS=0: se esperaba un número entero de días entre 1 y 3650.',
    );
    expect(refusal({ RETENTION_DAYS: '3651' })).toMatch(/^RETENTION_DAYS=3651:/);
    expect(refusal({ RETENTION_DAYS: '7.5' })).toMatch(/^RETENTION_DAYS=7.5:/);
    expect(refusal({ RETENTION_DAYS: '3650' })).toBe('aceptado');
  });
});

describe('retention', () => {
  it('prunes at start and every hour: items after RETENTION_DAYS, aggregates after two years', async () => {
    vi.useFakeTimers();
    try {
      let now = H;
      const store = new MemoryStore(() => now);
      const calls: [number, number][] = [];
      const prune = store.prune.bind(store);
      store.prune = async (items, aggregates) => {
        calls.push([items, aggregates]);
        return prune(items, aggregates);
      };
      await store.ingest([
        item('fresh', { publishedAt: H - 7 * DAY + 1 }),
        item('stale', { publishedAt: H - 7 * DAY - 1 }),
      ]);
      const stop = startRetention(store, 7, () => now);
      await vi.waitFor(() => expect(store.items.size).toBe(1));
      expect(calls).toEqual([[H - 7 * DAY, H - 730 * DAY]]);
      now += HOUR;
      await vi.advanceTimersByTimeAsync(HOUR);
      expect(calls).toEqual([
        [H - 7 * DAY, H - 730 * DAY],
        [H + HOUR - 7 * DAY, H + HOUR - 730 * DAY],
      ]);
      stop();
      await vi.advanceTimersByTimeAsync(3 * HOUR);
      expect(calls).toHaveLength(2);
      // An hour later the fresh item had passed the seven days too.
      expect(store.items.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a crash in the middle of an ingestion', () => {
  const CRASH_ITEMS = 40_000;
  const crashHour = H + 5 * DAY;

  /** Runs tests/server/store-child.ts in its own Node process, through Vite's module runner (it is TypeScript). */
  function child(target: string) {
    const lines: string[] = [];
    const process_ = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { runnerImport } from 'vite'; await runnerImport('./tests/server/store-child.ts');",
      ],
      {
        cwd: process.cwd(),
        env: { ...process.env, STORE_CHILD_ARGS: `${target} ${CRASH_ITEMS} ${crashHour}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let errors = '';
    process_.stdout.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    process_.stderr.on('data', (chunk: Buffer) => {
      errors += chunk;
    });
    const exited = new Promise<NodeJS.Signals | null>((resolveExit) =>
      process_.once('exit', (_, signal) => resolveExit(signal)),
    );
    return { process: process_, lines, exited, errors: () => errors };
  }

  /** After a kill mid-batch: the earlier batch is all there, the killed one not at all, and running it again stores it once. */
  async function expectAllOrNothing(store: SentimentStore) {
    const crashCounts = async () => {
      const rows = (await store.hourly(crashHour)).filter((row) => row.coin === 'BTC');
      return { items: (await store.sourceCounts(crashHour))[0]?.items ?? 0, aggregated: rows[0]?.count ?? 0 };
    };
    expect(await totalItems(store)).toBe(3);
    expect(await crashCounts()).toEqual({ items: 0, aggregated: 0 });
    const again = Array.from({ length: CRASH_ITEMS }, (_, index) =>
      item(`crash-${index}`, {
        id: `bluesky:crash-${index}`,
        platform: 'bluesky',
        source: 'jetstream',
        publishedAt: crashHour + index,
        coins: ['BTC'],
      }),
    );
    expect(await store.ingest(again)).toBe(CRASH_ITEMS);
    expect(await store.ingest(again)).toBe(0);
    expect(await crashCounts()).toEqual({ items: CRASH_ITEMS, aggregated: CRASH_ITEMS });
  }

  it(
    'on PGlite leaves none of the batch, and the folder opens again',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'criptopulso-crash-'));
      const dataDir = join(dir, 'data');
      try {
        const before = await openStore({ dataDir, retentionDays: 30 });
        await before.ingest([item('c1'), item('c2'), item('c3')]);
        await before.close();

        const run = child(dataDir);
        await vi.waitFor(() => expect(run.lines, run.errors()).toContain('ready'), { timeout: 60_000, interval: 20 });
        // The batch is being written once PGlite's write-ahead log moves: kill it then, as a power cut would.
        const wal = join(dataDir, 'pg_wal');
        const walMoved = () => Math.max(...readdirSync(wal).map((name) => statSync(join(wal, name)).mtimeMs));
        const baseline = walMoved();
        await vi.waitFor(() => expect(walMoved()).toBeGreaterThan(baseline), { timeout: 60_000, interval: 5 });
        run.process.kill('SIGKILL');
        expect(await run.exited).toBe('SIGKILL');
        expect(run.lines).not.toContain('done');

        const after = await openStore({ dataDir, retentionDays: 30 });
        try {
          await expectAllOrNothing(after);
        } finally {
          await after.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    HEAVY,
  );

  it(
    'on PostgreSQL leaves none of the batch',
    async () => {
      const server = await startPostgres({ fast: true });
      const admin = new pg.Client({ connectionString: server.url });
      try {
        await admin.connect();
        const store = await openStore({ dataDir: '', databaseUrl: server.url, retentionDays: 30 });
        try {
          await store.ingest([item('c1'), item('c2'), item('c3')]);
          const run = child(server.url);
          await vi.waitFor(() => expect(run.lines, run.errors()).toContain('ready'), { timeout: 60_000, interval: 20 });
          // Killed while its INSERT runs inside the open transaction.
          await vi.waitFor(
            async () => {
              const { rows } = await admin.query(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%jsonb_to_recordset%' AND pid <> pg_backend_pid()",
              );
              expect(rows[0].n).toBe(1);
            },
            { timeout: 60_000, interval: 5 },
          );
          run.process.kill('SIGKILL');
          expect(await run.exited).toBe('SIGKILL');
          // The server ends the dead client's session and rolls its transaction back.
          await vi.waitFor(
            async () => {
              const { rows } = await admin.query(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%jsonb_to_recordset%' AND pid <> pg_backend_pid()",
              );
              expect(rows[0].n).toBe(0);
            },
            { timeout: 60_000, interval: 20 },
          );
          await expectAllOrNothing(store);
        } finally {
          await store.close();
        }
      } finally {
        await admin.end();
        await server.destroy();
      }
    },
    HEAVY,
  );
});

describe('what loads the store', () => {
  /** Every source file a module reaches through its relative imports, static or dynamic. */
  function reachable(entry: string): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, target] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        visit(resolve(dirname(file), target as string));
      }
    };
    visit(resolve(entry));
    return seen;
  }

  it('keeps the edge worker free of the store and its drivers', () => {
    const files = [...reachable('src/server/worker.ts')];
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => /[\\/]store[\\/](?!types\.ts$)/.test(file))).toEqual([]);
    const drivers = files.filter((file) => /from '(@electric-sql\/pglite|pg)'/.test(readFileSync(file, 'utf8')));
    expect(drivers).toEqual([]);
  });

  it('loads each engine only when it is chosen', () => {
    const open = readFileSync('src/server/store/open.ts', 'utf8');
    expect(open).not.toMatch(/^import .*'\.\/(pglite|postgres)\.ts'/m);
    expect(open).toContain("await import('./pglite.ts')");
    expect(open).toContain("await import('./postgres.ts')");
  });
});
