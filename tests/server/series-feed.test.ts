// /api/series and /api/feed on one server, against a local CoinGecko answering market_chart in its documented
// shape (tools/provider-answers.ts: 288 five-minute samples for days=1, hourly ones for 2–90 days). The feed's
// hourly series and the 1D series read the same URL: whichever asks first, both get what they draw from it. And
// when the prices cannot be had, a server that measures still serves the measured sentiment, marked partial.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COINS, TIMEFRAMES } from '../../src/core/catalog.ts';
import { parseSpanSeries } from '../../src/core/spans/schema.ts';
import { createApi } from '../../src/server/app.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { STALE_SERIES_CACHE } from '../../src/server/series/route.ts';
import { configWith, type FakeProviders, fakeProviders, type ProviderFault } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { MARKETS } from '../../tools/provider-answers.ts';
import { item } from './metrics/items.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());
beforeEach(() => {
  providers.fault = 'none';
  providers.requests = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function api(options: { clock?: { now: number }; store?: MemoryStore } = {}) {
  const logs: string[] = [];
  const built = createApi({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '5000' }),
    encoders: NODE_ENCODERS,
    now: options.clock ? () => options.clock?.now as number : undefined,
    log: (message) => logs.push(message),
    store: options.store,
  });
  const get = (path: string) => built.app.fetch(new Request(`http://localhost${path}`));
  return { ...built, get, logs };
}

const json = async (response: Response) => JSON.parse(await response.text());

/** The fake's last 5-minute sample: price 60 000 + 287, its 24 h volume 24 000 000 000 + 287 000. */
const LAST_PRICE = 60_287;
const LAST_VOLUME = 24_000_287_000;
/** Each coin's chart climbs from its price in /coins/markets by price / 60 000 a sample (Bitcoin's from 60 000). */
const lastPriceOf = (coin: string, samples = 287) => {
  const base =
    coin === 'BTC' ? 60_000 : (MARKETS.find((row) => row.symbol === coin.toLowerCase())?.current_price as number);
  return base + (samples * base) / 60_000;
};

describe('one market_chart URL, read the same way by the feed and the series', () => {
  it('serves the 1D series after the feed has read the same URL (it answered 500: “list is not iterable”)', async () => {
    const { get, logs } = api();
    expect((await get('/api/feed')).status).toBe(200);
    const response = await get('/api/series?coin=BTC&span=1D');
    expect(response.status).toBe(200);
    const series = await json(response);
    expect(parseSpanSeries(series).ok).toBe(true);
    expect(series.points).toHaveLength(24);
    expect(series.points.at(-1)).toMatchObject({ price: LAST_PRICE, volume: LAST_VOLUME });
    // One request for the URL, shared by both.
    expect(providers.countOf('/cg/coins/bitcoin/market_chart')).toBe(1);
    expect(logs.filter((line) => /Error inesperado/.test(line))).toEqual([]);
  });

  it('keeps the feed’s BTC series live after a 1D series read the same URL first (it turned to sample data)', async () => {
    const { get } = api();
    expect((await get('/api/series?coin=BTC&span=1D')).status).toBe(200);
    const feed = await json(await get('/api/feed'));
    expect(feed.sources.series.providers).toEqual(['coingecko']);
    expect(feed.sources.series.sampleParts ?? []).not.toContain('serie de BTC');
    expect(feed.series.BTC).toHaveLength(24);
    // The hourly share of the last hour's 24 h volume, beside its last price.
    expect(feed.series.BTC.at(-1)).toMatchObject({ price: LAST_PRICE, volume: LAST_VOLUME / 24 });
  });

  it('never answers 500 for a documented answer, whatever asks first: every coin and span beside the feed', async () => {
    const { get } = api();
    const statuses: string[] = [];
    for (const span of TIMEFRAMES) {
      for (const coin of ANALYTICS_COINS) {
        const series = await get(`/api/series?coin=${coin}&span=${span}`);
        const body = await json(series);
        statuses.push(`${coin} ${span} ${series.status} ${parseSpanSeries(body).ok}`);
        statuses.push(`feed ${(await get('/api/feed')).status}`);
      }
    }
    expect(statuses.filter((line) => !/ 200( true)?$/.test(line))).toEqual([]);
    const feed = await json(await get('/api/feed'));
    for (const coin of ANALYTICS_COINS) expect(feed.series[coin].at(-1).price).toBe(lastPriceOf(coin));
  });
});

describe('without prices', () => {
  /** BTC items in two hours of the last day: 10:00 (0.5, −0.1 → 60) and 12:00 (−0.3 → 35), at a fixed clock. */
  const NOW = Date.UTC(2026, 10, 20, 14, 25);
  const TODAY = Date.UTC(2026, 10, 20);
  async function measuringApi() {
    const clock = { now: NOW };
    const store = new MemoryStore(() => clock.now);
    await store.ingest([
      item('b1', 'news', TODAY + 10 * HOUR + 5 * MINUTE, 0.5, ['BTC']),
      item('b2', 'bluesky', TODAY + 10 * HOUR + 40 * MINUTE, -0.1, ['BTC']),
      item('b3', 'reddit', TODAY + 12 * HOUR + MINUTE, -0.3, ['BTC']),
    ]);
    return api({ clock, store });
  }

  it.each<ProviderFault>(['500', '429', 'malformed', 'wrong-types'])(
    'serves the measured sentiment, marked partial with its reason in Spanish (%s)',
    async (fault) => {
      providers.fault = fault;
      const { get } = await measuringApi();
      const response = await get('/api/series?coin=BTC&span=1D');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(STALE_SERIES_CACHE);
      const series = await json(response);
      expect(parseSpanSeries(series).ok).toBe(true);
      expect(series.sources).toMatchObject({ providers: [], measured: true, partial: true });
      expect(series.sources.reason).toMatch(/^CoinGecko no da precios ahora \(.+\): precio y volumen no disponibles/);
      // Every hour of the span, none with a price; the two measured hours with their sentiment and mentions.
      expect(series.points).toHaveLength(24);
      expect(series.points.some((point: object) => 'price' in point || 'volume' in point)).toBe(false);
      expect(series.points[19]).toEqual({
        time: new Date(TODAY + 10 * HOUR).toISOString(),
        sentiment: 60,
        mentions: 2,
      });
      expect(series.points[21]).toEqual({
        time: new Date(TODAY + 12 * HOUR).toISOString(),
        sentiment: 35,
        mentions: 1,
      });
      expect(series.points.filter((point: { sentiment?: number }) => point.sentiment !== undefined)).toHaveLength(2);
      expect(series.correlation.matrix.price.sentiment).toEqual({ r: null, n: 0 });
    },
  );

  it('answers 503 without a store: there is nothing measured to serve', async () => {
    providers.fault = '500';
    const response = await api().get('/api/series?coin=BTC&span=1D');
    expect(response.status).toBe(503);
    expect((await json(response)).error.message).toMatch(/^CoinGecko no responde/);
  });

  it('turns into the full series once CoinGecko answers', async () => {
    providers.fault = '500';
    const clock = { now: Date.now() };
    const { get, cache } = api({ clock, store: new MemoryStore(() => clock.now) });
    expect((await json(await get('/api/series?coin=ETH&span=7D'))).sources.partial).toBe(true);
    providers.fault = 'none';
    // Past the failure's wait (at most the span's TTL), the next request asks again; the one after has its answer.
    clock.now += 16 * MINUTE;
    await get('/api/series?coin=ETH&span=7D');
    await Promise.all(cache.pending());
    const series = await json(await get('/api/series?coin=ETH&span=7D'));
    expect(series.sources.partial).toBeUndefined();
    expect(series.sources.providers).toEqual(['coingecko']);
    expect(series.points.at(-1)).toMatchObject({
      price: lastPriceOf('ETH', 7 * 24),
      volume: 24_000_000_000 + 7 * 24 * 1000,
    });
    expect(series.points.at(-1).price).toBeCloseTo(3129.49, 2);
  });
});
