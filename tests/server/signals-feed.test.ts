// Issue 23's signals in the served feed, built from a MemoryStore and the local fake providers: the on-chain
// card's whale metric measured from stored transfers, and the insight cards made by the rules (or none).

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhaleTransfer } from '../../src/core/spans/types.ts';
import { createApi } from '../../src/server/app.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { items } from './metrics/items.ts';

const MIN = 60_000;
const DAY = 86_400_000;
/** Yesterday 15:10 UTC: always in the past, and far from midnight, so every window below is where it says. */
const NOW = Math.floor(Date.now() / DAY) * DAY - DAY + 15 * 60 * MIN + 10 * MIN;
const TODAY = Math.floor(NOW / DAY) * DAY;

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const txid = (n: number) => n.toString(16).padStart(64, 'c');
const whale = (n: number, btc: number, seenAt: number): WhaleTransfer => ({
  txid: txid(n),
  btc,
  seenAt,
  url: `https://mempool.space/tx/${txid(n)}`,
});

/** Eight complete days of 8 and 12 headlines in turn (mean 10, sd 2) and a 1 000 BTC whale each; then today. */
async function storeWith(today: { headlines: number; whales: number[] }) {
  const store = new MemoryStore(() => NOW);
  for (let day = 1; day <= 8; day++) {
    const start = TODAY - day * DAY;
    await store.ingest(items(`d${day}`, 'news', start + 2 * 60 * MIN, day % 2 === 0 ? 8 : 12, [0.3, -0.1], [], 1));
    await store.ingestWhales([whale(100 + day, 1_000, start + 3 * 60 * MIN)]);
  }
  await store.ingest(items('hoy', 'news', NOW - 5 * MIN, today.headlines, [0.4, 0, -0.2], [], 1));
  await store.ingestWhales(today.whales.map((btc, i) => whale(200 + i, btc, NOW - (i + 1) * 7 * MIN)));
  const built = createApi({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '5000' }),
    encoders: NODE_ENCODERS,
    now: () => NOW,
    log: () => {},
    store,
  });
  const feed = async () =>
    // biome-ignore lint/suspicious/noExplicitAny: a JSON body read field by field, each against exact values.
    JSON.parse(await (await built.app.fetch(new Request('http://localhost/api/feed'))).text()) as Record<string, any>;
  return { feed };
}

describe('the signals in the feed', () => {
  it('measures the whale metric and makes a card for each rule that fired, with the figures behind it', async () => {
    const { feed } = await storeWith({ headlines: 30, whales: [1_500, 1_700] });
    const body = await feed();
    // 2 transfers in 24 h against 1 in the 24 h before (yesterday's, 12:10 before now).
    expect(body.onChain.metrics[0]).toEqual({
      id: 'whales',
      title: 'Actividad de ballenas',
      value: 2,
      unit: 'count',
      change: 100,
      trend: 'up',
      description: 'Transferencias de 100 BTC o más en 24 h (suma de salidas)',
    });
    expect(body.sources.onChain).toMatchObject({
      providers: ['mempool', 'blockchain'],
      sampleParts: ['volumen on-chain', 'salud de la red'],
      measured: true,
    });
    expect(body.measured.whales).toMatchObject({
      minBtc: 100,
      count24h: 2,
      btc24h: 3_200,
      previousCount24h: 1,
      dailyMedianBtc: 1_000,
      largest: [
        { txid: txid(201), btc: 1_700, url: `https://mempool.space/tx/${txid(201)}` },
        { txid: txid(200), btc: 1_500, url: `https://mempool.space/tx/${txid(200)}` },
      ],
    });
    expect(body.measured.whales.daily).toHaveLength(8);
    // Whales: 3 200 ÷ 1 000 = 3.2 → 50 + 15 × 1.2 = 68. Social: (30 − 10) ÷ 2 = 10 sd → clamped at 95.
    // Fear & Greed (31) is not extreme; no coin has a baseline for the divergence.
    expect(body.insights).toEqual({
      insights: [
        {
          type: 'warning',
          title: 'Pico de volumen de ballenas',
          description:
            'Las transferencias de 100 BTC o más suman 3200 BTC en 24 h, 3,2 veces la mediana diaria de 8 días (1000 BTC). Sin etiquetas de exchanges: no sabemos hacia dónde van.',
          confidence: 68,
          timeframe: '12-48 horas',
          colour: '#dc2626',
        },
        {
          type: 'neutral',
          title: 'Pico de volumen social',
          description:
            '30 textos medidos en 24 h frente a una media de 10 al día en 8 días (10 desviaciones típicas por encima).',
          confidence: 95,
          timeframe: '24-48 horas',
          colour: '#ca8a04',
        },
      ],
      // One measured source (the news host) and four providers named by the parts.
      dataSources: 5,
      // Fear & Greed, whales and social volume had their figures; no coin has a baseline for the divergence.
      rulesWithFigures: 3,
    });
    expect(body.measured.insightsFromRules).toBe(true);
    // Dated by the newest data behind the rules: the newest text or the index's answer, whichever is later.
    const newest = [body.measured.newestItemAt, body.sources.sentiment.updatedAt].sort().at(-1);
    expect(body.sources.insights).toEqual({ providers: ['alternative'], updatedAt: newest, measured: true });
  });

  it('serves an empty list of insights when no rule fires, still marked measured', async () => {
    const { feed } = await storeWith({ headlines: 11, whales: [1_100] });
    const body = await feed();
    expect(body.insights).toEqual({ insights: [], dataSources: 5, rulesWithFigures: 3 });
    expect(body.sources.insights).toMatchObject({ measured: true });
    expect(body.onChain.metrics[0]).toMatchObject({ value: 1, change: 0 });
  });

  it('says in /api/health how the whales collector is doing', async () => {
    const whales = {
      collector: 'whales' as const,
      enabled: true,
      lastSuccessAt: NOW - MIN,
      lastErrorAt: NOW - 5 * MIN,
      lastError: 'bloques: responde 429 (demasiadas peticiones): espera 60 s',
      transfersTaken: 17,
      lastBlock: { hash: txid(9), transactions: 1_000 },
    };
    const built = createApi({
      config: configWith(providers.url),
      encoders: NODE_ENCODERS,
      now: () => NOW,
      log: () => {},
      store: new MemoryStore(() => NOW),
      collectors: { health: () => [], whales: { health: () => whales } },
    });
    const body = await (await built.app.fetch(new Request('http://localhost/api/health'))).json();
    expect(body.whales).toEqual(whales);
  });
});
