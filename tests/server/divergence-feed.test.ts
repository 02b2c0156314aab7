// The divergence rule in the served feed over N = 3 days: Bitcoin's measured sentiment well above its baseline
// (a MemoryStore of scored items) while CoinGecko's 30D market_chart (the same answer /api/series reads, in its
// documented shape) shows three daily falls. The card fires with the exact figures, and the feed names CoinGecko.

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import { lastDailyCloses } from '../../src/server/feed/signals.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { items } from './metrics/items.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Yesterday 15:10 UTC: in the past, and far from midnight, so every window below is where it says. */
const NOW = Math.floor(Date.now() / DAY) * DAY - DAY + 15 * HOUR + 10 * MIN;
const TODAY = Math.floor(NOW / DAY) * DAY;

/** Bitcoin's price by UTC day: 50 000 $ until three days ago, then 49 000, 48 000 and 47 500 today. */
function priceOn(day: number): number {
  const back = (TODAY - day) / DAY;
  return back === 0 ? 47_500 : back === 1 ? 48_000 : back === 2 ? 49_000 : 50_000;
}

/** CoinGecko's market_chart for days=30: hourly [ms, value] pairs up to now, each a few seconds off the hour. */
function thirtyDays(falling: boolean) {
  const at = Array.from({ length: 30 * 24 + 1 }, (_, i) => NOW - (30 * 24 - i) * HOUR - 1_500);
  const price = (t: number) => (falling ? priceOn(Math.floor(t / DAY) * DAY) : 50_000 + (t - (at[0] as number)) / HOUR);
  return {
    prices: at.map((t) => [t, price(t)]),
    market_caps: at.map((t) => [t, price(t) * 19_800_000]),
    total_volumes: at.map((t) => [t, 28_000_000_000]),
  };
}

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());
beforeEach(() => {
  providers.requests = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/**
 * Eight 24 h blocks before the current one, each with 24 BTC headlines scoring 0.1 and 0.3 in turn (55 and 65 on
 * the 0–100 scale: mean 60, sample sd 5,345), and 24 today at 0.5 (75): (75 − 60) ÷ 5,345 = 2,81 sd above.
 */
async function feedWith(falling: boolean) {
  providers.tamper = (url, answer) =>
    url.includes('/market_chart') && url.includes('days=30') ? thirtyDays(falling) : answer;
  const store = new MemoryStore(() => NOW);
  for (let day = 1; day <= 8; day++) {
    await store.ingest(
      items(`d${day}`, 'news', NOW - day * DAY - 2 * HOUR, 24, [day % 2 === 0 ? 0.1 : 0.3], ['BTC'], 1),
    );
  }
  await store.ingest(items('hoy', 'news', NOW - 5 * MIN, 24, [0.5], ['BTC'], 1));
  const built = createApi({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '5000' }),
    encoders: NODE_ENCODERS,
    now: () => NOW,
    log: () => {},
    store,
  });
  const response = await built.app.fetch(new Request('http://localhost/api/feed'));
  // biome-ignore lint/suspicious/noExplicitAny: a JSON body read field by field, each against exact values.
  return JSON.parse(await response.text()) as Record<string, any>;
}

describe('the divergence rule in the feed', () => {
  it('fires on three daily falls of the 30D series while measured sentiment is 2,81 sd above its baseline', async () => {
    const body = await feedWith(true);
    const btc = body.measured.coins.find((coin: { coin: string }) => coin.coin === 'BTC');
    expect(btc).toMatchObject({ score: 75, relative: 2.81 });
    // 50 000 → 49 000 → 48 000 → 47 500: 5 %. 50 + 15 × 1,81 + 5 × (5 − 3) = 87,15 → 87.
    expect(body.insights.insights).toEqual([
      {
        type: 'bullish',
        title: 'Sentimiento y precio divergen en BTC',
        description:
          'El precio de Bitcoin baja 3 días seguidos, un 5 % en total, mientras su sentimiento medido (75/100) está 2,8 desviaciones típicas por encima de su media de 20 días.',
        confidence: 87,
        timeframe: '24-72 horas',
        colour: '#16a34a',
      },
    ]);
    expect(body.sources.insights.providers).toEqual(['coingecko', 'alternative']);
    // The 30D charts of the analytics coins, once each: the requests /api/series?span=30D shares.
    expect(providers.requests.filter((url) => url.includes('days=30')).sort()).toEqual([
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=30',
      '/cg/coins/cardano/market_chart?vs_currency=usd&days=30',
      '/cg/coins/ethereum/market_chart?vs_currency=usd&days=30',
      '/cg/coins/solana/market_chart?vs_currency=usd&days=30',
    ]);
  });

  it('stays quiet when the price rose, whatever the sentiment', async () => {
    const body = await feedWith(false);
    expect(body.measured.coins.find((coin: { coin: string }) => coin.coin === 'BTC').relative).toBe(2.81);
    expect(body.insights.insights).toEqual([]);
    expect(body.sources.insights.providers).toEqual(['coingecko', 'alternative']);
  });
});

describe('lastDailyCloses', () => {
  const point = (day: number, price: number) => ({ time: new Date(day * DAY).toISOString(), price, volume: 1 });
  it('takes the last four consecutive days’ prices, oldest first', () => {
    expect(lastDailyCloses([point(1, 9), point(2, 8), point(3, 7), point(4, 6), point(5, 5)])).toEqual([8, 7, 6, 5]);
  });
  it('gives none across a missing day, or with fewer than four days', () => {
    expect(lastDailyCloses([point(1, 9), point(2, 8), point(4, 6), point(5, 5)])).toBeUndefined();
    expect(lastDailyCloses([point(1, 9), point(2, 8), point(3, 7)])).toBeUndefined();
    expect(lastDailyCloses(undefined)).toBeUndefined();
  });
});
