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
import { resetReports } from '../../src/core/live/read-fields.ts';
import { AI_INSIGHTS, COIN_QUOTES, MARKET_HISTORY } from '../../src/core/sample-data.ts';
import { createApi } from '../../src/server/app.ts';
import { buildFeed, type FeedSnapshots } from '../../src/server/feed/build.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { MARKETS } from '../../tools/provider-answers.ts';
import { configWith, type FakeProviders, fakeProviders } from './fakes.ts';

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
  resetReports();
});

/** 13 resources per currency: markets, the index, 5 coins' votes, hash rate, addresses, 4 charts. */
const RESOURCES = 13;

function api(env: Record<string, string> = {}, clock?: { now: number }) {
  const logs: string[] = [];
  const built = createApi({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '5000', ...env }),
    encoders: NODE_ENCODERS,
    now: clock ? () => clock.now : undefined,
    log: (message) => logs.push(message),
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
    expect(feed.quotes.map((q: { price: number }) => q.price)).toEqual([61234.5, 3120.75, 151.2, 0.4521, 5.87]);
    // Each coin's sentiment is its community votes, rounded.
    expect(feed.quotes.map((q: { sentiment: number }) => q.sentiment)).toEqual([49, 63, 81, 40, 53]);
    expect(feed.sentiment).toMatchObject({ overall: 31, label: 'Miedo' });
    const hashrate = feed.onChain.metrics.find((m: { id: string }) => m.id === 'hashrate');
    expect(hashrate.value).toBeCloseTo(642, 6);
    expect(feed.onChain.metrics.find((m: { id: string }) => m.id === 'addresses').value).toBe(672000);
    expect(feed.series.BTC).toHaveLength(24);
    expect(feed.series.BTC[23].price).toBe(60288);
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

  it('never serves an impossible figure: the bad part falls back, marked, with one warning', async () => {
    const warn = vi.mocked(console.warn);
    providers.tamper = hostile;
    const { get } = api();
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
    // One warning per bad field, however often the answers are read.
    await get();
    await get('/api/feed?currency=EUR');
    const said = warn.mock.calls.map(([line]) => String(line));
    expect(said.filter((line) => line.includes('bitcoin.sparkline_in_7d.price'))).toHaveLength(1);
    expect(said.filter((line) => line.includes('bitcoin/market_chart.prices'))).toHaveLength(1);
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
    const warn = vi.mocked(console.warn);
    const now = Date.now();
    const none = { stale: false };
    const snapshots: FeedSnapshots = {
      markets: {
        figures: {
          ...quotesFromMarkets(MARKETS),
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
    const { feed } = buildFeed('USD', snapshots, true);
    expectValidFeed(feed);
    expect(feed.marketHistory).toEqual(MARKET_HISTORY);
    expect(feed.sources?.marketHistory).toEqual({ sample: true });
    expect(feed.sources?.quotes?.providers).toEqual(['coingecko']);
    expect(feed.sources?.onChain).toEqual({ sample: true });
    expect(feed.sources?.sentiment?.providers).toEqual(['alternative']);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('feed marketHistory.2.prices.BTC: no cumple el esquema'),
      expect.stringContaining('feed onChain.metrics.3.change: no cumple el esquema'),
    ]);
  });
});
