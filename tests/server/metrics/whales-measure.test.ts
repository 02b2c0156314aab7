// Whale figures inside the measured part: read from the store with the collector's threshold, absent before any
// transfer was stored, and recomputed when a new transfer arrives (not only when texts do).

import { describe, expect, it } from 'vitest';
import { collectConfigFromEnv } from '../../../src/server/collect/collect-settings.ts';
import { measure } from '../../../src/server/metrics/measure.ts';
import { MeasuredService } from '../../../src/server/metrics/service.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { items } from './items.ts';

const NOW = Date.parse('2026-06-03T16:40:00Z');
const MIN = 60_000;
const txid = (n: number) => n.toString(16).padStart(64, 'd');
const whale = (n: number, btc: number, seenAt: number) => ({
  txid: txid(n),
  btc,
  seenAt,
  url: `https://mempool.space/tx/${txid(n)}`,
});

describe('whales in the measured figures', () => {
  it('are absent before any transfer, then counted with the threshold the collector recorded', async () => {
    const clock = { now: NOW };
    const store = new MemoryStore(() => clock.now);
    await store.ingest(items('n', 'news', NOW - 5 * MIN, 6, [0.3]));
    expect((await measure(store, NOW)).whales).toBeUndefined();
    await store.ingestWhales([whale(1, 180, NOW - 10 * MIN), whale(2, 420, NOW - 20 * MIN)]);
    expect((await measure(store, NOW)).whales).toMatchObject({ minBtc: 100, count24h: 2, btc24h: 600 });
    // WHALE_MIN_BTC=250 on the collector: the figures use it and say so.
    await store.setState('whales:min_btc', '250');
    expect((await measure(store, NOW)).whales).toMatchObject({ minBtc: 250, count24h: 1, btc24h: 420 });
  });

  it('are recomputed when a transfer arrives, though no text did', async () => {
    const clock = { now: NOW };
    const store = new MemoryStore(() => clock.now);
    await store.ingest(items('n', 'news', NOW - 5 * MIN, 6, [0.3]));
    const service = new MeasuredService(store, { now: () => clock.now, checkEveryMs: 15_000 });
    expect((await service.refresh()).figures?.whales).toBeUndefined();
    clock.now += 1_000;
    await store.ingestWhales([whale(3, 333, NOW)]);
    clock.now += 15_000;
    expect((await service.refresh()).figures?.whales).toMatchObject({ count24h: 1, btc24h: 333 });
  });
});

describe('WHALE_MIN_BTC and MEMPOOL_BASE_URL for the collector', () => {
  it('default to 100 BTC and mempool.space, and read a number, a decimal comma, a base URL, or off', () => {
    expect(collectConfigFromEnv({}).whales).toEqual({
      baseUrl: 'https://mempool.space/api',
      minBtc: 100,
      recentMs: 45_000,
      blockMs: 60_000,
      maxPages: 40,
      maxBytes: 2 * 1024 * 1024,
    });
    expect(collectConfigFromEnv({ WHALE_MIN_BTC: '250' }).whales?.minBtc).toBe(250);
    expect(collectConfigFromEnv({ WHALE_MIN_BTC: '0,5' }).whales?.minBtc).toBe(0.5);
    expect(collectConfigFromEnv({ MEMPOOL_BASE_URL: 'http://127.0.0.1:9/api/' }).whales?.baseUrl).toBe(
      'http://127.0.0.1:9/api',
    );
    expect(collectConfigFromEnv({ WHALE_MIN_BTC: 'off' }).whales).toBeUndefined();
  });

  it('refuse what they cannot read, naming the variable', () => {
    expect(() => collectConfigFromEnv({ WHALE_MIN_BTC: '-3' })).toThrow(
      'WHALE_MIN_BTC=-3: se esperaba un número de BTC mayor que 0 (por ejemplo 100) u off.',
    );
    expect(() => collectConfigFromEnv({ WHALE_MIN_BTC: 'mucho' })).toThrow('WHALE_MIN_BTC=mucho');
    expect(() => collectConfigFromEnv({ MEMPOOL_BASE_URL: 'ftp://x.example' })).toThrow('MEMPOOL_BASE_URL');
  });
});
