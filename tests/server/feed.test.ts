// GET /api/feed against local providers: one upstream call per resource whatever the traffic, CDN headers,
// revalidation, the last good figures through every kind of provider fault, and the input it accepts.

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedJsonSchema } from '../../src/core/feed/json-schema.ts';
import { FeedSchema } from '../../src/core/feed/schema.ts';
import { quotesFromMarkets } from '../../src/core/live/coingecko.ts';
import type { MeasuredPlatform } from '../../src/core/measured/types.ts';
import { AI_INSIGHTS, COIN_QUOTES, MARKET_HISTORY } from '../../src/core/sample-data.ts';
import { createApi } from '../../src/server/app.ts';
import { buildFeed, type FeedSnapshots } from '../../src/server/feed/build.ts';
import { measuredPlatforms, trendOf } from '../../src/server/feed/measured.ts';
import { figuresAt } from '../../src/server/metrics/measured-figures.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { MARKETS } from '../../tools/provider-answers.ts';
import { item, items } from './metrics/items.ts';

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());
beforeEach(() => {
  providers.fault = 'none';
  providers.tamper = undefined;
  providers.requests = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** 13 resources per currency: markets, the index, 5 coins' votes, hash rate, addresses, 4 charts. */
const RESOURCES = 13;

function api(
  env: Record<string, string> = {},
  clock?: { now: number },
  extra: Pick<Parameters<typeof createApi>[0], 'store' | 'collectors' | 'encoders'> = {},
) {
  const logs: string[] = [];
  const built = createApi({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '5000', ...env }),
    encoders: extra.encoders ?? NODE_ENCODERS,
    now: clock ? () => clock.now : undefined,
    log: (message) => logs.push(message),
    ...extra,
  });
  const get = (path = '/api/feed', headers: Record<string, string> = {}) =>
    built.app.fetch(new Request(`http://localhost${path}`, { headers }));
  return { ...built, get, logs };
}

const json = async (response: Response) => JSON.parse(await response.text());

/** The published JSON Schema, checked by a validator other than the one the server builds it with. */
const validateFeed = addFormats(new Ajv({ allErrors: true, strict: false })).compile(feedJsonSchema());
const expectValidFeed = (feed: unknown) => expect(validateFeed(feed), JSON.stringify(validateFeed.errors)).toBe(true);

describe('the feed', () => {
  it('answers a thousand concurrent requests on a cold cache with one call per resource', async () => {
    const { get } = api();
    const responses = await Promise.all(Array.from({ length: 1000 }, () => get()));
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(providers.requests).toHaveLength(RESOURCES);
    expect(new Set(providers.requests).size).toBe(RESOURCES);
    expect(providers.countOf('/cg/coins/markets')).toBe(1);
  });

  it('holds the providers’ figures in the feed’s schema, each part saying where it comes from', async () => {
    const feed = await json(await api().get());
    expect(v.safeParse(FeedSchema, feed).success).toBe(true);
    expect(feed.currency).toBe('USD');
    // Every coin of the default COINS from one markets call, in its order: the spec's five, then the largest.
    expect(feed.quotes.map((q: { symbol: string }) => q.symbol).join()).toBe(
      'BTC,ETH,SOL,ADA,DOT,XRP,BNB,DOGE,TRX,AVAX,LINK,TON,SHIB,XLM,SUI,HYPE,BCH,LTC,HBAR,XMR',
    );
    // The feed says which coins the server follows, figures or not (a widget tells "not followed" from "no figures now").
    expect(feed.coins.join()).toBe(
      'BTC,ETH,SOL,ADA,DOT,XRP,BNB,DOGE,TRX,AVAX,LINK,TON,SHIB,XLM,SUI,HYPE,BCH,LTC,HBAR,XMR',
    );
    expect(feed.quotes.slice(0, 5).map((q: { price: number }) => q.price)).toEqual([
      61234.5, 3120.75, 151.2, 0.4521, 5.87,
    ]);
    // Each spec coin's sentiment is its community votes, rounded; another coin has none to show (votes are asked
    // per coin, so only for the spec's five), and no sample figure stands in for it.
    expect(feed.quotes.slice(0, 5).map((q: { sentiment: number }) => q.sentiment)).toEqual([49, 63, 81, 40, 53]);
    expect(feed.quotes.find((q: { symbol: string }) => q.symbol === 'DOGE')).toEqual({
      symbol: 'DOGE',
      name: 'Dogecoin',
      price: 0.1873,
      change: 6.4,
      volume: 2_300_000_000,
      trend: 'up',
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(feed.sentiment).toMatchObject({ overall: 31, label: 'Miedo' });
    const hashrate = feed.onChain.metrics.find((m: { id: string }) => m.id === 'hashrate');
    expect(hashrate.value).toBeCloseTo(642, 6);
    expect(feed.onChain.metrics.find((m: { id: string }) => m.id === 'addresses').value).toBe(672000);
    expect(feed.series.BTC).toHaveLength(24);
    expect(feed.series.BTC[23].price).toBe(60287);
    expect(feed.sources.quotes).toMatchObject({ providers: ['coingecko'] });
    expect(feed.sources.sentiment).toMatchObject({ providers: ['alternative'], sampleParts: ['por plataforma'] });
    expect(feed.sources.onChain.providers).toEqual(['mempool', 'blockchain']);
    expect(feed.sources.onChain.sampleParts).toEqual(['ballenas', 'volumen on-chain', 'salud de la red']);
    // What no provider gives is the spec's figures, said to be sample.
    expect(feed.insights.insights).toEqual(AI_INSIGHTS);
    expect(feed.sources.insights).toEqual({ sample: true });
    expect(feed.sources.portfolio).toEqual({ sample: true });
    expect(feed.sources.analytics).toEqual({ sample: true });
    expect(Date.parse(feed.sources.quotes.updatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('passes the published JSON Schema, in dollars and in euros', async () => {
    const { get } = api();
    for (const path of ['/api/feed', '/api/feed?currency=EUR']) expectValidFeed(await json(await get(path)));
  });

  it('is made for CDNs: cache lifetimes, an ETag, 304, gzip and brotli of the same bytes', async () => {
    const { get } = api();
    const plain = await get();
    const body = await plain.text();
    expect(plain.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    const etag = plain.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const revalidated = await get('/api/feed', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await get('/api/feed', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    // A cache holding several versions sends them all; '*' asks for "any version you have".
    expect((await get('/api/feed', { 'if-none-match': `W/"older", ${etag}, "other"` })).status).toBe(304);
    expect((await get('/api/feed', { 'if-none-match': `W/"older",${etag.replace(/^W\//, '')}` })).status).toBe(304);
    expect((await get('/api/feed', { 'if-none-match': 'W/"older", W/"other"' })).status).toBe(200);
    expect((await get('/api/feed', { 'if-none-match': '*' })).status).toBe(304);

    const br = await get('/api/feed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);
    const gzip = await get('/api/feed', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipped = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(gzipped).toString()).toBe(body);
    expect(gzipped.byteLength).toBeLessThan(body.length / 3);
    expect((await get('/api/feed', { 'accept-encoding': 'br;q=0, gzip' })).headers.get('content-encoding')).toBe(
      'gzip',
    );
  });

  it('asks each provider again once per interval, whatever the traffic', async () => {
    const clock = { now: Date.now() };
    const { get } = api({}, clock);
    await get();
    expect(providers.requests).toHaveLength(RESOURCES);
    clock.now += 61_000;
    // The first request after a minute serves the figures it has and refreshes the prices behind it, once.
    await Promise.all(Array.from({ length: 200 }, () => get()));
    await vi.waitFor(() => expect(providers.countOf('/cg/coins/markets')).toBe(2));
    await Promise.all(Array.from({ length: 200 }, () => get()));
    expect(providers.countOf('/cg/coins/markets')).toBe(2);
    // Only the prices' interval passed: nothing else was asked again.
    expect(providers.requests).toHaveLength(RESOURCES + 1);
    clock.now += 5 * 60_000;
    await get();
    // Five minutes: the prices and the four hourly series again.
    await vi.waitFor(() => expect(providers.requests).toHaveLength(RESOURCES + 1 + 5));
  });

  it.each([
    ['hang', 'sin respuesta en 0.5 s'],
    ['500', 'respondió 500'],
    ['429', 'respondió 429'],
    ['malformed', 'la respuesta no es JSON'],
    ['wrong-types', 'la respuesta no trae cifras utilizables'],
    ['cut', 'la respuesta se cortó'],
  ] as const)(
    'keeps serving the last good figures, marked stale, when the provider fails (%s)',
    async (fault, said) => {
      const clock = { now: Date.now() };
      const { get, logs } = api({ FEED_UPSTREAM_TIMEOUT_MS: '500' }, clock);
      const good = await json(await get());
      providers.fault = fault;
      clock.now += 61_000;
      await get();
      await vi.waitFor(
        () =>
          expect(
            logs.some((line) => line.includes(said)),
            logs.join('\n'),
          ).toBe(true),
        {
          timeout: 3000,
        },
      );
      const response = await get();
      expect(response.status).toBe(200);
      const feed = await json(response);
      expectValidFeed(feed);
      expect(feed.quotes).toEqual(good.quotes);
      expect(feed.sources.quotes.stale).toBe(true);
      expect(feed.sources.sentiment.stale).toBeUndefined();
      expect(response.headers.get('warning')).toBe('110 - "Response is Stale"');
      expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(61);
      expect(response.headers.get('cache-control')).toContain('s-maxage=15');
      // Said once in the log, however many requests meet the fault.
      await get();
      expect(logs.filter((line) => line.includes('falla'))).toHaveLength(1);
    },
  );

  it('leaves a failing provider alone for what its Retry-After asks', async () => {
    const clock = { now: Date.now() };
    const { get } = api({}, clock);
    await get();
    providers.fault = '429';
    clock.now += 61_000;
    await get();
    await vi.waitFor(() => expect(providers.countOf('/cg/coins/markets')).toBe(2));
    providers.fault = 'none';
    clock.now += 100_000;
    await get();
    expect(providers.countOf('/cg/coins/markets')).toBe(2);
    clock.now += 21_000;
    await get();
    await vi.waitFor(() => expect(providers.countOf('/cg/coins/markets')).toBe(3));
  });

  it('serves the sample data, marked as such, while no provider answers, and says so once in the log', async () => {
    providers.fault = '500';
    const { get, logs } = api();
    const response = await get();
    expect(response.status).toBe(200);
    const feed = await json(response);
    expect(feed.quotes).toEqual(COIN_QUOTES);
    expect(feed.sources.quotes).toEqual({ sample: true });
    expect(feed.sources.sentiment).toEqual({ sample: true });
    expect(feed.updatedAt).toBeUndefined();
    // The sample's five quotes stand in, but the server still says it follows its 20 coins.
    expect(feed.coins).toHaveLength(20);
    await get();
    expect(logs.filter((line) => line.startsWith('Ningún proveedor responde'))).toEqual([
      'Ningún proveedor responde: el feed sirve los datos de ejemplo, marcados como tales.',
    ]);
  });

  it('answers 503 with a Spanish JSON error while nothing is good, when the site turned the sample off', async () => {
    providers.fault = '500';
    const { get } = api({ FEED_SAMPLE_FALLBACK: 'false' });
    const response = await get();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await json(response)).toEqual({
      error: {
        code: 'feed_unavailable',
        message:
          'Los proveedores de datos no responden y todavía no hay cifras que servir. Vuelve a intentarlo en un minuto.',
      },
    });
  });

  it('takes ?currency= as the widgets do, refuses others in Spanish and ignores unknown parameters', async () => {
    const { get } = api();
    const euros = await json(await get('/api/feed?currency=eur'));
    expect(euros.currency).toBe('EUR');
    expect(providers.requests.filter((url) => url.includes('vs_currency=eur'))).toHaveLength(5);
    // Sample money is in dollars: the parts no provider gives are left out of a euro feed.
    expect(euros.portfolio).toBeUndefined();
    expect(euros.analytics).toBeUndefined();
    expect(euros.insights).toBeDefined();

    const refused = await get('/api/feed?currency=XYZ');
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toEqual({
      code: 'invalid_currency',
      message: 'La moneda «XYZ» no está disponible. Usa una de estas: USD, EUR, GBP, MXN, ARS, BRL, CLP.',
    });

    const plain = await get('/api/feed');
    providers.requests = [];
    const odd = await get(`/api/feed?url=${encodeURIComponent('http://169.254.169.254/latest')}&callback=x`);
    expect(odd.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(providers.requests).toEqual([]);
  });

  it('lets any page read it, or only the listed origins when the site lists them', async () => {
    expect(
      (await api().get('/api/feed', { origin: 'https://a.example' })).headers.get('access-control-allow-origin'),
    ).toBe('*');
    const { get } = api({ ALLOWED_ORIGINS: 'https://news.example' });
    const listed = await get('/api/feed', { origin: 'https://news.example' });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://news.example');
    expect(listed.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const other = await get('/api/feed', { origin: 'https://other.example' });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers HEAD without a body and refuses other methods with JSON', async () => {
    const { app } = api();
    const head = await app.fetch(new Request('http://localhost/api/feed', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await app.fetch(new Request('http://localhost/api/feed', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await json(post)).error.message).toBe('Usa GET, HEAD en /api/feed.');
    const missing = await app.fetch(new Request('http://localhost/api/nada'));
    expect(missing.status).toBe(404);
  });
});

describe('hostile providers', () => {
  /** Bitcoin's sparkline of 1e300, a market_chart of zeros, an absurd price and hash rates that leap. */
  const hostile = (url: string, answer: unknown): unknown => {
    if (url.includes('/coins/markets')) {
      return (answer as { id: string }[]).map((row) =>
        row.id === 'bitcoin'
          ? { ...row, sparkline_in_7d: { price: Array.from({ length: 168 }, () => 1e300) } }
          : row.id === 'solana'
            ? { ...row, current_price: 1e300 }
            : row,
      );
    }
    if (url.includes('/market_chart')) {
      const chart = answer as { prices: [number, number][] };
      return { ...chart, prices: chart.prices.map(([at]) => [at, 0]) };
    }
    if (url.includes('/mining/hashrate/')) {
      const body = answer as { hashrates: { avgHashrate: number }[] };
      return { ...body, hashrates: [{ avgHashrate: 1e15 }, { avgHashrate: 1e24 }] };
    }
    return answer;
  };

  it('never serves an impossible figure: the bad part falls back, marked, with one line in the log', async () => {
    providers.tamper = hostile;
    const { get, logs } = api();
    const feed = await json(await get());
    expectValidFeed(feed);
    // No 1e300 in the overview's history credited to CoinGecko: the sample history, said to be sample.
    expect(JSON.stringify(feed)).not.toContain('e+300');
    expect(feed.marketHistory).toEqual(MARKET_HISTORY);
    expect(feed.sources.marketHistory).toEqual({ sample: true });
    // No chart says "Último 0,00 $": a series of zeros is no series, and CoinGecko is not credited for it.
    expect(feed.series.BTC.every((point: { price: number }) => point.price > 0)).toBe(true);
    expect(feed.sources.series).toEqual({ sample: true });
    // The coin with an absurd price keeps its sample quote, named as such; the others are live.
    expect(feed.quotes.find((q: { symbol: string }) => q.symbol === 'SOL').price).toBe(
      COIN_QUOTES.find((q) => q.symbol === 'SOL')?.price,
    );
    expect(feed.sources.quotes.sampleParts).toContain('cotización de SOL');
    expect(feed.quotes[0].price).toBe(61234.5);
    // A hash rate that leaps by a billion per cent in a day is not served either.
    expect(feed.sources.onChain.providers).toEqual(['blockchain']);
    expect(feed.sources.onChain.sampleParts).toContain('tasa de hash');
    // One line per bad field in the server's log, however often the answers are read; nothing in the console,
    // and no word of "sample data" where the server may serve none.
    await get();
    await get('/api/feed?currency=EUR');
    expect(logs.filter((line) => line.includes('bitcoin.sparkline_in_7d.price'))).toEqual([
      'Dato rechazado: coingecko bitcoin.sparkline_in_7d.price: falta o no son precios.',
    ]);
    expect(logs.filter((line) => line.includes('bitcoin/market_chart.prices'))).toHaveLength(1);
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled();
  });

  it('publishes the bounds it keeps: a price must be more than 0 and at most 1e12', () => {
    const quote = { ...COIN_QUOTES[0] };
    expect(validateFeed({ quotes: [quote] })).toBe(true);
    expect(validateFeed({ quotes: [{ ...quote, price: 0 }] })).toBe(false);
    expect(validateFeed({ quotes: [{ ...quote, price: 1e12 }] })).toBe(true);
    expect(validateFeed({ quotes: [{ ...quote, price: 1e300 }] })).toBe(false);
    expect(validateFeed({ marketHistory: [{ time: '10:00', prices: { BTC: 0 } }] })).toBe(false);
  });

  it('passes its own schema in every currency whatever the providers answer', async () => {
    providers.tamper = hostile;
    const { get } = api();
    for (const currency of ['USD', 'EUR', 'CLP'])
      expectValidFeed(await json(await get(`/api/feed?currency=${currency}`)));
    providers.tamper = undefined;
    providers.fault = 'wrong-types';
    const { get: again } = api();
    expectValidFeed(await json(await again()));
  });

  it('cuts an answer past its size and counts it as a failure, however much the provider would send', async () => {
    providers.fault = 'endless';
    providers.endlessBytes = 0;
    const { get, logs } = api({ FEED_UPSTREAM_TIMEOUT_MS: '60000' });
    const before = process.memoryUsage().rss;
    const response = await get();
    // Every answer failed: the sample data, marked, and the cut said in the log.
    expect(response.status).toBe(200);
    expect((await json(response)).sources.quotes).toEqual({ sample: true });
    // (The fake answers for every provider at one host: the log names a failing host once.)
    expect(
      logs.some((line) => /la respuesta pasa de (1 MB|256 KB)/.test(line)),
      logs.join('\n'),
    ).toBe(true);
    // 13 answers cut at 1 MB at most each: what was sent is their caps plus the sockets' buffers, no more.
    await vi.waitFor(() => expect(providers.endlessBytes).toBeGreaterThan(0));
    expect(providers.endlessBytes).toBeLessThan(13 * 1024 * 1024 + 13 * 8 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('the feed’s last guard', () => {
  it('serves no part its schema refuses, even one a reader let through: the sample stands in, marked', () => {
    const reports: string[] = [];
    const report = (field: string, problem: string) => reports.push(`${field}: ${problem}`);
    const now = Date.now();
    const none = { stale: false };
    const snapshots: FeedSnapshots = {
      markets: {
        figures: {
          ...quotesFromMarkets(MARKETS, report),
          history: MARKET_HISTORY.map((point, i) =>
            i === 2 ? { ...point, prices: { ...point.prices, BTC: 1e300 } } : point,
          ),
        },
        receivedAt: now,
        stale: false,
      },
      fearAndGreed: { figures: { value: 31, label: 'Miedo' }, receivedAt: now, stale: false },
      coinSentiment: { BTC: none, ETH: none, SOL: none, ADA: none, DOT: none },
      hashrate: { figures: { value: 642, change: 1e9 }, receivedAt: now, stale: false },
      addresses: none,
      charts: {},
    };
    const { feed } = buildFeed('USD', snapshots, true, undefined, report);
    expectValidFeed(feed);
    expect(feed.marketHistory).toEqual(MARKET_HISTORY);
    expect(feed.sources?.marketHistory).toEqual({ sample: true });
    expect(feed.sources?.quotes?.providers).toEqual(['coingecko']);
    expect(feed.sources?.onChain).toEqual({ sample: true });
    expect(feed.sources?.sentiment?.providers).toEqual(['alternative']);
    expect(reports).toEqual([
      expect.stringContaining('feed marketHistory.2.prices.BTC: no cumple el esquema'),
      expect.stringContaining('feed onChain.metrics.3.change: no cumple el esquema'),
    ]);
  });
});

describe('the measured figures in the feed', () => {
  const MIN = 60_000;
  /** 24 BTC headlines (mean 0.1: 55), 22 ETH posts on Bluesky (mean 0.2: 60), 5 on Telegram ("pocos datos"). */
  async function measuredApi(env: Record<string, string> = {}, encoders = NODE_ENCODERS) {
    // Ten minutes into the hour: the clock moves a minute at most here, so the hour never rolls over mid-test.
    const clock = { now: Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10 * MIN };
    const store = new MemoryStore(() => clock.now);
    await store.ingest(items('n', 'news', clock.now - 2 * MIN, 24, [0.6, -0.3, 0], ['BTC'], 5));
    await store.ingest(items('b', 'bluesky', clock.now - 3 * MIN, 22, [0.5, -0.1], ['ETH'], 5));
    await store.ingest(items('t', 'telegram', clock.now - 4 * MIN, 5, [0.9], [], 5));
    const health = [
      {
        collector: 'news' as const,
        enabled: true,
        itemsTaken: 24,
        filtered: { duplicate: 3 },
        sources: { 'https://usuario9:Xk7pass@noticias.example/rss?token=tok3n#x': { items: 24, lastSuccessAt: 1 } },
      },
      { collector: 'bluesky' as const, enabled: true, itemsTaken: 22, filtered: {} },
      { collector: 'telegram' as const, enabled: true, itemsTaken: 5, filtered: {} },
      {
        collector: 'reddit' as const,
        enabled: false,
        disabledReason: 'Faltan las credenciales OAuth de Reddit',
        itemsTaken: 0,
        filtered: {},
      },
    ];
    const built = api(env, clock, { store, collectors: { health: () => health }, encoders });
    return { ...built, clock, store, health };
  }

  it('carries the measured part with exact figures; the card’s platforms are the measured ones', async () => {
    const { get } = await measuredApi();
    const feed = await json(await get());
    expectValidFeed(feed);
    // 51 texts summing 2.4 + 4.4 + 4.5 = 11.3: (11.3 / 51 + 1) × 50 = 61.07… → 61.1. 8 + 11 + 5 = 24 positive,
    // 8 neutral, 8 + 11 = 19 negative: floors 47/15/37, the point left to the largest remainder (neutral).
    expect(feed.measured.overall).toEqual({
      mentions: 51,
      state: 'measured',
      score: 61.1,
      shares: { positive: 47, neutral: 16, negative: 37 },
    });
    expect(feed.measured.platforms).toEqual([
      {
        platform: 'news',
        mentions: 24,
        state: 'measured',
        score: 55,
        shares: { positive: 34, neutral: 33, negative: 33 },
      },
      {
        platform: 'bluesky',
        mentions: 22,
        state: 'measured',
        score: 60,
        shares: { positive: 50, neutral: 0, negative: 50 },
      },
      { platform: 'telegram', mentions: 5, state: 'few' },
    ]);
    expect(feed.measured.counts).toEqual({ posts: 27, headlines: 24 });
    const dominance = feed.measured.coins.map((c: { coin: string; dominance: number }) => [c.coin, c.dominance]);
    expect(dominance.slice(0, 5)).toEqual([
      ['BTC', 47.1],
      ['ETH', 43.1],
      ['SOL', 0],
      ['ADA', 0],
      ['DOT', 0],
    ]);
    // Every coin the server follows has its entry, each of the other 15 without a text yet.
    expect(dominance).toHaveLength(20);
    expect(dominance.slice(5).every(([, share]: [string, number]) => share === 0)).toBe(true);
    // Dated by its newest text (2 minutes ago), not by when the figures were computed.
    expect(feed.sources.measured).toEqual({ measured: true, updatedAt: feed.measured.newestItemAt });
    // Fear & Greed stays the overall figure, credited; the rows are what we measured, Telegram left out (5 posts).
    expect(feed.sentiment).toEqual({
      overall: 31,
      label: 'Miedo',
      platforms: [
        { platform: 'Noticias', score: 55, trend: 'up', mentions: 24 },
        { platform: 'Bluesky', score: 60, trend: 'up', mentions: 22 },
      ],
    });
    expect(feed.sources.sentiment).toEqual({
      providers: ['alternative'],
      updatedAt: expect.any(String),
      measured: true,
    });
    // BTC and ETH: their measured score; SOL, ADA, DOT: CoinGecko's votes, as before.
    expect(feed.quotes.slice(0, 5).map((q: { sentiment: number }) => q.sentiment)).toEqual([55, 60, 81, 40, 53]);
    expect(feed.sources.quotes).toMatchObject({ providers: ['coingecko'], measured: true });
    expect(feed.sources.quotes.sampleParts).toBeUndefined();
  });

  it('computes once per change: the same bytes and ETag until an item arrives, then new ones', async () => {
    const { get, clock, store } = await measuredApi();
    const hourly = vi.spyOn(store, 'hourly');
    const first = await get();
    const etag = first.headers.get('etag');
    const body = await first.text();
    clock.now += 20_000;
    for (let i = 0; i < 50; i++) expect((await get()).headers.get('etag')).toBe(etag);
    expect(hourly).toHaveBeenCalledTimes(1);
    await store.ingest(items('late', 'news', clock.now, 6, [-0.9], ['SOL'], 1));
    clock.now += 20_000;
    await get();
    await vi.waitFor(async () => expect((await get()).headers.get('etag')).not.toBe(etag));
    const feed = await json(await get());
    expect(feed.measured.overall.mentions).toBe(57);
    expect(hourly).toHaveBeenCalledTimes(2);
    expect(body).not.toBe(JSON.stringify(feed));
  });

  it('builds and compresses each version once, however many readers arrive while it is built', async () => {
    const compressed: number[] = [];
    const { get, clock, store, measured } = await measuredApi(
      {},
      {
        ...NODE_ENCODERS,
        br: (body) => {
          compressed.push(body.byteLength);
          return NODE_ENCODERS.br(body);
        },
      },
    );
    const burst = async () => {
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => get('/api/feed', { 'accept-encoding': 'br' })),
      );
      return new Set(responses.map((response) => response.headers.get('etag')));
    };
    expect((await burst()).size).toBe(1);
    expect(compressed).toHaveLength(1);
    clock.now += 20_000;
    await store.ingest(items('late', 'news', clock.now, 1, [0.3], ['ADA'], 1));
    await get();
    await vi.waitFor(() => expect(measured?.read().snapshot.version).toBe(2));
    expect((await burst()).size).toBe(1);
    expect(compressed).toHaveLength(2);
  });

  it('keeps the last figures, marked stale, while the database fails, and catches up when it answers', async () => {
    const { get, clock, store, logs } = await measuredApi();
    const good = await json(await get());
    store.unavailable = true;
    clock.now += 20_000;
    await get();
    await vi.waitFor(async () => expect((await json(await get())).sources.measured.stale).toBe(true));
    const response = await get();
    const feed = await json(response);
    expectValidFeed(feed);
    expect(feed.measured).toEqual(good.measured);
    expect(feed.sentiment).toEqual(good.sentiment);
    expect(feed.sources.sentiment.stale).toBe(true);
    expect(feed.sources.quotes.stale).toBe(true);
    expect(response.headers.get('warning')).toBe('110 - "Response is Stale"');
    expect(response.headers.get('cache-control')).toContain('s-maxage=15');
    expect(Number(response.headers.get('age'))).toBeGreaterThanOrEqual(20);
    clock.now += 20_000;
    await get();
    expect(logs.filter((line) => line.startsWith('La base de datos no responde'))).toHaveLength(1);

    store.unavailable = false;
    await store.ingest(items('late', 'bluesky', clock.now, 2, [0.4], ['ETH'], 1));
    clock.now += 20_000;
    await get();
    await vi.waitFor(async () => expect((await json(await get())).sources.measured.stale).toBeUndefined());
    const after = await get();
    expect(after.headers.get('warning')).toBeNull();
    expect((await json(after)).measured.overall.mentions).toBe(53);
    expect(logs).toContain('La base de datos vuelve a responder: las cifras medidas están al día.');
  });

  it('keeps the measured figures when a post is words and 240 rockets: its text is cut to what the schema takes', async () => {
    const { get, clock, store } = await measuredApi();
    const rockets = `Bitcoin al alza, todos dentro ${'🚀'.repeat(240)}`;
    await store.ingest([item('cohete', 'bluesky', clock.now - MIN, 0.99, ['BTC'], { text: rockets })]);
    const feed = await json(await get());
    expectValidFeed(feed);
    expect(feed.measured.overall.mentions).toBe(52);
    const top = feed.measured.evidence.positive[0];
    expect(top.url).toBe('https://bluesky.example/cohete');
    expect(top.text.length).toBeLessThanOrEqual(280);
    expect(top.text.startsWith('Bitcoin al alza, todos dentro 🚀')).toBe(true);
    expect(feed.measured.coins.find((c: { coin: string }) => c.coin === 'BTC').evidence.positive[0].text).toBe(
      top.text,
    );
    // The dashboard's rows stay the measured platforms, not the sample's.
    expect(feed.sources.sentiment.measured).toBe(true);
    expect((await json(await get('/api/health'))).feed).toEqual({ dropped: [] });
  });

  it('names the words behind each evidence text’s score, as the scorer reads its whole text', async () => {
    const { get, clock, store } = await measuredApi();
    const shorts = 'BTC shorts panicking as Bitcoin RALLIES';
    await store.ingest([
      item('cortos', 'news', clock.now - MIN, 0.99, ['BTC'], { text: shorts, lang: 'en' }),
      item('caida', 'news', clock.now - MIN, -0.99, ['BTC'], { text: 'La caída de Bitcoin no es alcista' }),
    ]);
    const feed = await json(await get());
    expectValidFeed(feed);
    const top = feed.measured.evidence.positive[0];
    expect(top.text).toBe(shorts);
    expect(top.words).toEqual([
      { text: 'panicking', weight: 1.9, rules: ['stance'] },
      { text: 'rallies', weight: 2.53, rules: ['caps'] },
    ]);
    const bottom = feed.measured.evidence.negative[0];
    expect(bottom.words).toEqual([
      { text: 'caída', weight: expect.any(Number) },
      { text: 'alcista', weight: expect.any(Number), rules: ['negation'] },
    ]);
    for (const word of bottom.words) expect(word.weight).toBeLessThan(0);
    // A coin's evidence is the same text with the same words.
    const btc = feed.measured.coins.find((c: { coin: string }) => c.coin === 'BTC');
    expect(btc.evidence.positive[0].words).toEqual(top.words);
    // A text without a word the scorer weighs names none.
    expect(feed.measured.evidence.positive[1].words).toEqual([]);
  });

  it('leaves out only the text the schema refuses, keeps every other figure, and says so in /api/health', async () => {
    const { get, clock, store, logs } = await measuredApi();
    // A text of a platform this version does not know (written by a newer instance sharing the database): the
    // day's most positive text and BTC's.
    await store.ingest([
      { ...item('nuevo', 'news', clock.now - MIN, 0.99, ['BTC']), platform: 'mastodon' as MeasuredPlatform },
    ]);
    const feed = await json(await get());
    expectValidFeed(feed);
    // Every figure stays: the text counts in the day's figures, it is only not shown as evidence.
    expect(feed.measured.overall.mentions).toBe(52);
    expect(feed.measured.evidence.positive.map((e: { url: string }) => e.url)).not.toContain(
      'https://criptonoticias.example/nuevo',
    );
    expect(feed.measured.evidence.positive.length).toBeGreaterThan(0);
    expect(feed.measured.coins.map((c: { coin: string }) => c.coin)).toContain('BTC');
    const health = await json(await get('/api/health'));
    const reason = 'se esperaba ("news" | "bluesky" | "telegram" | "reddit"), llegó "mastodon"';
    expect(health.feed.dropped).toEqual([
      { currency: 'USD', part: 'measured', path: 'coins.0.evidence.positive.0', reason },
      { currency: 'USD', part: 'measured', path: 'sources.0', reason },
      { currency: 'USD', part: 'measured', path: 'evidence.positive.0', reason },
    ]);
    // The measured rows stay on the dashboard's card.
    expect(feed.sources.sentiment.measured).toBe(true);
    expect(logs).toContainEqual(expect.stringContaining('feed measured.evidence.positive.0: no cumple el esquema'));
  });

  it('without a database serves the feed as before: no measured part, the sample rows said to be sample', async () => {
    const store = new MemoryStore();
    store.unavailable = true;
    const { get } = api({}, undefined, { store });
    const feed = await json(await get());
    expect(feed.measured).toBeUndefined();
    expect(feed.sources.measured).toBeUndefined();
    expect(feed.sources.sentiment).toMatchObject({ providers: ['alternative'], sampleParts: ['por plataforma'] });
    expect(feed.sources.sentiment.measured).toBeUndefined();
  });

  it('says in /api/health which database and collectors run, with no secrets', async () => {
    const { get, health, clock } = await measuredApi();
    await get();
    const answer = await json(await get('/api/health'));
    expect(answer).toMatchObject({ status: 'ok', store: 'pglite' });
    expect(answer.collectors).toEqual([
      { ...health[0], sources: { 'https://noticias.example/rss': { items: 24, lastSuccessAt: 1 } } },
      ...health.slice(1),
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/usuario9|Xk7pass|tok3n/);
    // The measured figures' state, as the widgets say it: 51 texts, the newest published 2 minutes ago.
    expect(answer.measured).toEqual({
      computedAt: expect.any(String),
      stale: false,
      state: 'measured',
      texts: 51,
      newestItemAt: new Date(clock.now - 2 * MIN).toISOString(),
      summary: 'Medido: 51 textos',
    });
    expect(await json(await api().get('/api/health'))).toMatchObject({ store: null, measured: null, collectors: [] });
  });

  it('says in /api/health, as the widgets do, that nothing has been measured yet on an empty database', async () => {
    const clock = { now: Math.floor(Date.now() / 3_600_000) * 3_600_000 + 47 * MIN };
    const { get } = api({}, clock, { store: new MemoryStore(() => clock.now), collectors: { health: () => [] } });
    await get();
    const answer = await json(await get('/api/health'));
    expect(answer.measured).toEqual({
      computedAt: expect.any(String),
      stale: false,
      state: 'none',
      texts: 0,
      summary: 'Aún no hay textos medidos',
    });
    // A few texts: "pocos datos", with the count and the minimum.
    const few = new MemoryStore(() => clock.now);
    await few.ingest(items('f', 'news', clock.now - MIN, 14, [0.3]));
    const { get: getFew } = api({}, clock, { store: few, collectors: { health: () => [] } });
    await getFew();
    expect((await json(await getFew('/api/health'))).measured).toMatchObject({
      state: 'few',
      texts: 14,
      summary: 'Pocos datos: 14 textos (mínimo 20)',
    });
  });
});

describe('the measured figures in the card and the quotes', () => {
  it('points the trend at the previous 24 h (or at neutral 50)', () => {
    expect([trendOf(61.2, 61.2), trendOf(61.1, 61.2), trendOf(50), trendOf(49.9)]).toEqual([
      'up',
      'down',
      'up',
      'down',
    ]);
  });

  it('rounds the card’s scores to whole points and leaves "pocos datos" out', () => {
    const now = Date.parse('2026-07-02T18:30:00Z');
    const hour = Date.parse('2026-07-02T12:00:00Z');
    const yesterday = Date.parse('2026-07-01T12:00:00Z');
    const rows = [
      {
        hour,
        coin: 'ALL' as const,
        platform: 'news' as const,
        count: 30,
        scoreSum: -7.2,
        positive: 5,
        neutral: 10,
        negative: 15,
      },
      {
        hour: yesterday,
        coin: 'ALL' as const,
        platform: 'news' as const,
        count: 25,
        scoreSum: -2.5,
        positive: 5,
        neutral: 12,
        negative: 8,
      },
      {
        hour,
        coin: 'ALL' as const,
        platform: 'reddit' as const,
        count: 12,
        scoreSum: 6,
        positive: 9,
        neutral: 2,
        negative: 1,
      },
    ];
    const measured = {
      computedAt: new Date(now).toISOString(),
      ...figuresAt(rows, now),
      sources: [],
      evidence: { positive: [], negative: [] },
    };
    // News: (−0.24 + 1) × 50 = 38; yesterday (−0.1 + 1) × 50 = 45: down. Reddit: 12 posts, left out.
    expect(measuredPlatforms(measured)).toEqual([{ platform: 'Noticias', score: 38, trend: 'down', mentions: 30 }]);
  });

  it('without Alternative.me’s index keeps the whole sentiment part sample, and the measured part beside it', () => {
    const now = Date.now();
    const none = { stale: false };
    const rows = [
      {
        hour: Math.floor(now / 3_600_000) * 3_600_000,
        coin: 'BTC' as const,
        platform: 'news' as const,
        count: 20,
        scoreSum: 4,
        positive: 10,
        neutral: 6,
        negative: 4,
      },
      {
        hour: Math.floor(now / 3_600_000) * 3_600_000,
        coin: 'ALL' as const,
        platform: 'news' as const,
        count: 20,
        scoreSum: 4,
        positive: 10,
        neutral: 6,
        negative: 4,
      },
    ];
    const figures = {
      computedAt: new Date(now).toISOString(),
      ...figuresAt(rows, now),
      sources: [],
      evidence: { positive: [], negative: [] },
    };
    const snapshots: FeedSnapshots = {
      markets: { figures: quotesFromMarkets(MARKETS, () => {}), receivedAt: now, stale: false },
      fearAndGreed: none,
      coinSentiment: { BTC: none, ETH: none, SOL: none, ADA: none, DOT: none },
      hashrate: none,
      addresses: none,
      charts: {},
    };
    const { feed, stale, sampleOnly } = buildFeed('USD', snapshots, true, { figures, stale: true }, () => {});
    expectValidFeed(feed);
    expect(feed.sources?.sentiment).toEqual({ sample: true });
    // The insights are the rules' (none fired): the measured part says so.
    expect(feed.measured).toEqual({ ...figures, insightsFromRules: true });
    // No rule had figures to decide (no index, no baseline, no whales): the widget says so rather than "none holds".
    expect(feed.insights).toEqual({ insights: [], dataSources: 1, rulesWithFigures: 0 });
    // Figures that name no newest text carry no date: the hour they were computed is no data's age.
    expect(feed.sources?.measured).toEqual({ measured: true, stale: true });
    // BTC's quote: measured, (0.2 + 1) × 50 = 60; the others have neither figure: said to be sample.
    expect(feed.quotes?.[0]?.sentiment).toBe(60);
    expect(feed.sources?.quotes).toMatchObject({
      measured: true,
      stale: true,
      sampleParts: ['sentimiento de ETH, SOL, ADA, DOT'],
    });
    expect([stale, sampleOnly]).toEqual([true, false]);
  });
});
