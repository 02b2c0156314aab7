// GET /api/series against a local CoinGecko answering market_chart in its documented shape ({ prices,
// market_caps, total_volumes }, each a list of [ms, value]; 5-minute samples for days=1, hourly for 2–90 days)
// and a store holding scored items: exact points for 1D and 30D, the correlation's n and cells (expected values
// computed apart, by a separate script, and written here as literals), the input it refuses, CDN headers,
// single-flight, and the last good series through every provider fault.

import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MarketChartSamples, samplesFromMarketChart } from '../../src/core/spans/market-chart.ts';
import { parseSpanSeries } from '../../src/core/spans/schema.ts';
import { CORRELATION_KEYS } from '../../src/core/spans/types.ts';
import { createApi } from '../../src/server/app.ts';
import { MAX_AGE_MS } from '../../src/server/collect/items.ts';
import { NODE_ENCODERS } from '../../src/server/node.ts';
import { buildSeries } from '../../src/server/series/build.ts';
import { FULL_READ_MS, LATE_ITEMS_MS } from '../../src/server/series/history.ts';
import worker from '../../src/server/worker.ts';
import { configWith, type Local, listen } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { item } from './metrics/items.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The server's clock: 20 Nov 2026, 14:25 UTC. */
const NOW = Date.UTC(2026, 10, 20, 14, 25);
/** The provider's timestamps are never round: each sample 1.5 s before its 5-minute or hourly mark. */
const JITTER = 1500;

const BASE: Record<string, number> = {
  bitcoin: 40_000,
  ethereum: 2_000,
  solana: 150,
  cardano: 1,
  dogecoin: 0.2,
  'pudgy-penguins': 0.03,
};

/** Hourly samples (days ≥ 2): price base + 10j + 300((7j) mod 11), volume 2e10 + 1e8((5j) mod 13). */
const hourlyPrice = (base: number, j: number) => base + 10 * j + 300 * ((j * 7) % 11);
const hourlyVolume = (j: number) => 2e10 + 1e8 * ((j * 5) % 13);
/** 5-minute samples (days = 1): price base + 7k, volume 3e10 + 1e7k. */
const fiveMinutePrice = (base: number, k: number) => base + 7 * k;
const fiveMinuteVolume = (k: number) => 3e10 + 1e7 * k;

function marketChart(id: string, days: number): unknown {
  const base = BASE[id] as number;
  const step = days === 1 ? 5 * MINUTE : HOUR;
  const count = (days * DAY) / step + 1;
  const start = NOW - days * DAY;
  const at = (i: number) => start + i * step - JITTER;
  const list = (value: (i: number) => number) => Array.from({ length: count }, (_, i) => [at(i), value(i)]);
  return days === 1
    ? {
        prices: list((k) => fiveMinutePrice(base, k)),
        market_caps: list((k) => fiveMinutePrice(base, k) * 19_000_000),
        total_volumes: list(fiveMinuteVolume),
      }
    : {
        prices: list((j) => hourlyPrice(base, j)),
        market_caps: list((j) => hourlyPrice(base, j) * 19_000_000),
        total_volumes: list(hourlyVolume),
      };
}

type Fault = 'none' | 'hang' | '500' | '429' | 'malformed' | 'wrong-shape';

interface FakeCoinGecko extends Local {
  requests: string[];
  fault: Fault;
  keys: (string | undefined)[];
}

async function fakeCoinGecko(): Promise<FakeCoinGecko> {
  const state = { requests: [] as string[], fault: 'none' as Fault, keys: [] as (string | undefined)[] };
  const local = await listen((req, res) => {
    const url = new URL(req.url ?? '', 'http://localhost');
    state.requests.push(`${url.pathname}${url.search}`);
    state.keys.push(req.headers['x-cg-demo-api-key'] as string | undefined);
    if (state.fault === 'hang') return;
    if (state.fault === '500') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"x"}');
    if (state.fault === '429') return res.writeHead(429, { 'retry-after': '120' }).end('Too Many Requests');
    if (state.fault === 'malformed')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"prices": [');
    if (state.fault === 'wrong-shape') {
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"prices": "none", "total_volumes": []}');
    }
    const match = /^\/cg\/coins\/([a-z-]+)\/market_chart$/.exec(url.pathname);
    const days = Number(url.searchParams.get('days'));
    if (!match || !BASE[match[1] as string] || ![1, 7, 30, 90].includes(days) || !url.searchParams.get('vs_currency')) {
      return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"coin not found"}');
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(marketChart(match[1] as string, days)));
  });
  return {
    ...local,
    get requests() {
      return state.requests;
    },
    set requests(list: string[]) {
      state.requests = list;
    },
    get fault() {
      return state.fault;
    },
    set fault(fault: Fault) {
      state.fault = fault;
    },
    get keys() {
      return state.keys;
    },
  };
}

let coingecko: FakeCoinGecko;
beforeAll(async () => {
  coingecko = await fakeCoinGecko();
});
afterAll(() => coingecko.close());
beforeEach(() => {
  coingecko.fault = 'none';
  coingecko.requests = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Today's first hour and the 30D span's first day (29 days before today). */
const TODAY = Date.UTC(2026, 10, 20);
const FIRST_DAY = TODAY - 29 * DAY;

/** The store's items: BTC in two hours of today, ETH on each of the last 12 days (one day with two hours). */
async function filledStore(clock: { now: number }): Promise<MemoryStore> {
  const store = new MemoryStore(() => clock.now);
  const ethScores = [0.1, -0.2, 0.3, 0, 0.4, -0.1, 0.2, -0.3, 0.5, 0.1];
  await store.ingest([
    // BTC at 10:00: 0.5 and −0.1 → mean 0.2 → 60.0. At 12:00: −0.3 → 35.0.
    item('b1', 'news', TODAY + 10 * HOUR + 5 * MINUTE, 0.5, ['BTC']),
    item('b2', 'bluesky', TODAY + 10 * HOUR + 40 * MINUTE, -0.1, ['BTC', 'ETH']),
    item('b3', 'reddit', TODAY + 12 * HOUR + 1 * MINUTE, -0.3, ['BTC']),
    // A general headline counts for no coin.
    item('g1', 'news', TODAY + 11 * HOUR, 0.9, []),
    // ETH: days 18…27 one item at 01:00 each.
    ...ethScores.map((score, i) => item(`e${i}`, 'news', FIRST_DAY + (18 + i) * DAY + HOUR, score, ['ETH'])),
    // Day 28: three items of 0.2 at 03:00 and one of −0.6 at 20:00: 4 items, sum 0 → 50.0 (the mean of the two
    // hours' scores would be 40).
    item('e28a', 'news', FIRST_DAY + 28 * DAY + 3 * HOUR, 0.2, ['ETH']),
    item('e28b', 'telegram', FIRST_DAY + 28 * DAY + 3 * HOUR + MINUTE, 0.2, ['ETH']),
    item('e28c', 'reddit', FIRST_DAY + 28 * DAY + 3 * HOUR + 2 * MINUTE, 0.2, ['ETH']),
    item('e28d', 'news', FIRST_DAY + 28 * DAY + 20 * HOUR, -0.6, ['ETH']),
    // Today (day 29) at 01:00: 0.6 → 80.0 (the BTC/ETH item at 10:40 adds −0.1: (0.6 − 0.1) / 2 → 62.5).
    item('e29', 'news', TODAY + HOUR, 0.6, ['ETH']),
    // Older than the 90D span: never read.
    item('old', 'news', TODAY - 120 * DAY, 0.9, ['ETH']),
  ]);
  return store;
}

function api(options: { clock?: { now: number }; store?: MemoryStore; env?: Record<string, string> } = {}) {
  const clock = options.clock ?? { now: NOW };
  const logs: string[] = [];
  const built = createApi({
    config: configWith(coingecko.url, { FEED_UPSTREAM_TIMEOUT_MS: '2000', ...options.env }),
    encoders: NODE_ENCODERS,
    now: () => clock.now,
    log: (message) => logs.push(message),
    store: options.store,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    built.app.fetch(new Request(`http://localhost${path}`, { headers }));
  return { ...built, get, logs, clock };
}

const json = async (response: Response) => JSON.parse(await response.text());
const iso = (ms: number) => new Date(ms).toISOString();

describe('the 1D series', () => {
  it('has the 24 hours ending with the current one: each hour’s last price and 24 h volume, and its sentiment', async () => {
    const clock = { now: NOW };
    const { get } = api({ clock, store: await filledStore(clock) });
    const response = await get('/api/series?coin=BTC&span=1D');
    expect(response.status).toBe(200);
    const series = await json(response);
    expect(parseSpanSeries(series).ok).toBe(true);
    expect(series).toMatchObject({ coin: 'BTC', span: '1D', currency: 'USD' });
    expect(series.points).toHaveLength(24);
    // The hour starting at 15:00 yesterday ends with the sample 1.5 s before 16:00 (k = 19); each next hour 12 on.
    expect(series.points[0]).toEqual({ time: iso(TODAY - 9 * HOUR), price: 40_133, volume: 30_190_000_000 });
    expect(series.points[1]).toEqual({ time: iso(TODAY - 8 * HOUR), price: 40_217, volume: 30_310_000_000 });
    // 10:00 and 12:00 today have BTC items; 11:00's headline mentions no coin.
    expect(series.points[19]).toEqual({
      time: iso(TODAY + 10 * HOUR),
      price: 41_729,
      volume: 32_470_000_000,
      sentiment: 60,
      mentions: 2,
    });
    expect(series.points[20]).toEqual({ time: iso(TODAY + 11 * HOUR), price: 41_813, volume: 32_590_000_000 });
    expect(series.points[21]).toMatchObject({ time: iso(TODAY + 12 * HOUR), sentiment: 35, mentions: 1 });
    // The current hour: the latest sample (k = 288, 1.5 s before 14:25).
    expect(series.points[23]).toEqual({ time: iso(TODAY + 14 * HOUR), price: 42_016, volume: 32_880_000_000 });
    expect(series.sources).toEqual({ providers: ['coingecko'], measured: true, updatedAt: iso(NOW) });
    // 23 changes of price and volume (r computed apart: 0.996); sentiment has 2 hours, no change.
    expect(series.correlation.method).toBe('pearson');
    expect(series.correlation.n).toBe(23);
    expect(series.correlation.matrix.price.volume).toEqual({ r: 0.996, n: 23 });
    expect(series.correlation.matrix.price.sentiment).toEqual({ r: null, n: 0 });
    expect(series.correlation.matrix.whales.whales).toEqual({ r: null, n: 0 });
    expect(coingecko.requests).toEqual(['/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1']);
  });
});

describe('any coin the server follows', () => {
  it('serves Dogecoin’s span from its own market_chart, asked only when a page asks, with its stored sentiment', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    await store.ingest([
      item('d1', 'bluesky', TODAY + 9 * HOUR + 5 * MINUTE, 0.8, ['DOGE']),
      item('d2', 'news', TODAY + 9 * HOUR + 30 * MINUTE, 0.2, ['DOGE', 'BTC']),
    ]);
    const { get } = api({ clock, store });
    expect(coingecko.requests).toEqual([]);
    const response = await get('/api/series?coin=doge&span=1D');
    expect(response.status).toBe(200);
    const series = await json(response);
    expect(parseSpanSeries(series).ok).toBe(true);
    expect(series).toMatchObject({ coin: 'DOGE', span: '1D', currency: 'USD' });
    expect(coingecko.requests).toEqual(['/cg/coins/dogecoin/market_chart?vs_currency=usd&days=1']);
    // 09:00 today: 0.8 and 0.2 → mean 0.5 → 75.0, two texts; Bitcoin's hours are not Dogecoin's.
    expect(series.points[18]).toMatchObject({ time: iso(TODAY + 9 * HOUR), sentiment: 75, mentions: 2 });
    expect(series.points).toHaveLength(24);
    expect(series.points.every((p: { price?: number }) => p.price !== undefined)).toBe(true);
    expect(series.points.filter((p: { mentions?: number }) => p.mentions !== undefined)).toHaveLength(1);
  });

  it('serves a coin COINS adds by hand, by its CoinGecko id', async () => {
    const { get } = api({ env: { COINS: 'bitcoin,pudgy-penguins:PENGU:Pudgy Penguins' } });
    expect((await get('/api/series?coin=PENGU&span=7D')).status).toBe(200);
    expect(coingecko.requests).toEqual(['/cg/coins/pudgy-penguins/market_chart?vs_currency=usd&days=7']);
  });
});

describe('the whale column', () => {
  it('sums BTC moved by whale transfers per hour in Bitcoin’s series, from the first transfer seen on', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const tx = (n: number) => n.toString(16).padStart(64, '0');
    // Two transfers in the 12:00 hour (150 + 320.5 BTC), one at 13:10 (1 000.25 BTC); none before 12:00.
    await store.ingestWhales([
      { txid: tx(1), btc: 150, seenAt: TODAY + 12 * HOUR + 5 * MINUTE, url: '' },
      { txid: tx(2), btc: 320.5, seenAt: TODAY + 12 * HOUR + 50 * MINUTE, url: '' },
      { txid: tx(3), btc: 1000.25, seenAt: TODAY + 13 * HOUR + 10 * MINUTE, url: '' },
    ]);
    const { get } = api({ clock, store });
    const btc = await json(await get('/api/series?coin=BTC&span=1D'));
    expect(btc.points.map((p: { whaleVolume?: number }) => p.whaleVolume)).toEqual([
      ...Array(21).fill(undefined),
      470.5,
      1000.25,
      0,
    ]);
    // Two changes only (12→13, 13→14): too few for r.
    expect(btc.correlation.matrix.whales.whales).toEqual({ r: null, n: 2 });
    const eth = await json(await get('/api/series?coin=ETH&span=1D'));
    expect(eth.points.some((p: object) => 'whaleVolume' in p)).toBe(false);
  });
});

describe('the 30D series', () => {
  it('has 30 days at UTC midnight: each day’s close, its 24 h volume, and its count-weighted sentiment', async () => {
    const clock = { now: NOW };
    const { get } = api({ clock, store: await filledStore(clock) });
    const series = await json(await get('/api/series?coin=eth&span=30d&currency=eur'));
    expect(parseSpanSeries(series).ok).toBe(true);
    expect(series).toMatchObject({ coin: 'ETH', span: '30D', currency: 'EUR' });
    expect(coingecko.requests).toEqual(['/cg/coins/ethereum/market_chart?vs_currency=eur&days=30']);
    expect(series.points).toHaveLength(30);
    expect(series.points.map((p: { time: string }) => p.time)).toEqual(
      Array.from({ length: 30 }, (_, d) => iso(FIRST_DAY + d * DAY)),
    );
    // Day 0's last sample is at 23:25 (j = 33).
    expect(series.points[0]).toEqual({ time: iso(FIRST_DAY), price: 2_330, volume: 20_900_000_000 });
    expect(series.points[28]).toEqual({
      time: iso(FIRST_DAY + 28 * DAY),
      price: 11_150,
      volume: 20_200_000_000,
      sentiment: 50,
      mentions: 4,
    });
    expect(series.points[29]).toEqual({
      time: iso(TODAY),
      price: 9_800,
      volume: 21_200_000_000,
      sentiment: 62.5,
      mentions: 2,
    });
    expect(series.points.map((p: { sentiment?: number }) => p.sentiment)).toEqual([
      ...Array(18).fill(undefined),
      55,
      40,
      65,
      50,
      70,
      45,
      60,
      35,
      75,
      55,
      50,
      62.5,
    ]);
    // r computed apart from the same closes, volumes and sentiments.
    const { n, matrix } = series.correlation;
    expect(n).toBe(29);
    expect(matrix.price.price).toEqual({ r: 1, n: 29 });
    expect(matrix.price.volume).toEqual({ r: -0.042, n: 29 });
    expect(matrix.sentiment.sentiment).toEqual({ r: 1, n: 11 });
    expect(matrix.price.sentiment).toEqual({ r: -0.439, n: 11 });
    expect(matrix.sentiment.volume).toEqual({ r: 0.452, n: 11 });
    for (const key of CORRELATION_KEYS) expect(matrix.whales[key]).toEqual({ r: null, n: 0 });
  });

  it('has no sentiment column without a store', async () => {
    const series = await json(await api().get('/api/series?coin=SOL&span=30D'));
    expect(series.points.some((p: object) => 'sentiment' in p)).toBe(false);
    expect(series.sources.measured).toBe(false);
    expect(series.correlation.matrix.price.sentiment).toEqual({ r: null, n: 0 });
  });
});

/** The samples of an answer, its wrong fields said to `reported`. */
const reported: string[] = [];
const chartSamples = (body: unknown) =>
  samplesFromMarketChart(body, 'bitcoin', (field, problem) => reported.push(`${field}: ${problem}`));

describe('drawing the periods', () => {
  const day = marketChart('bitcoin', 1) as { prices: [number, number][]; total_volumes: [number, number][] };

  it('leaves out a period without samples, and makes no change across it', () => {
    // No samples from 10:00 to 12:59 today.
    const hole = (list: [number, number][]) => list.filter(([at]) => at < TODAY + 10 * HOUR || at >= TODAY + 13 * HOUR);
    const chart = chartSamples({ ...day, prices: hole(day.prices), total_volumes: hole(day.total_volumes) });
    const series = buildSeries({
      coin: 'BTC',
      span: '1D',
      currency: 'USD',
      now: NOW,
      chart: chart as MarketChartSamples,
      receivedAt: NOW,
    });
    expect(series.points).toHaveLength(21);
    expect(series.points.map((p) => p.time)).not.toContain(iso(TODAY + 11 * HOUR));
    // 23 steps between the 24 hours, 4 of them touching a missing hour.
    expect(series.correlation.matrix.price.price).toEqual({ r: 1, n: 19 });
    expect(series.sources.measured).toBe(false);
  });

  it('drops an impossible sample and keeps the period’s last good one', () => {
    const prices = day.prices.map(([at, price]): [number, number] => [at, at === NOW - JITTER ? -5 : price]);
    expect(chartSamples({ ...day, prices })?.prices).toHaveLength(288);
    const chart = chartSamples({ ...day, prices });
    const series = buildSeries({
      coin: 'BTC',
      span: '1D',
      currency: 'USD',
      now: NOW,
      chart: chart as MarketChartSamples,
      receivedAt: NOW,
    });
    // The current hour's last price is now the one at 14:20 − 1.5 s (k = 287); its volume is still k = 288's.
    expect(series.points[23]).toEqual({ time: iso(TODAY + 14 * HOUR), price: 42_009, volume: 32_880_000_000 });
  });

  it('refuses an answer without a usable price', () => {
    expect(chartSamples({ prices: [[NOW, 0]], total_volumes: [] })).toBeUndefined();
    expect(chartSamples({ total_volumes: [] })).toBeUndefined();
    expect(chartSamples([])).toBeUndefined();
  });
});

describe('what /api/series accepts', () => {
  it('refuses an unknown or missing coin, span or currency with a 400 in Spanish naming the parameter', async () => {
    const { get } = api({ env: { COINS: 'bitcoin,ethereum,dogecoin' } });
    const cases: [string, string, string][] = [
      ['/api/series?span=30D', 'bad_request', 'Falta el parámetro «coin». Usa uno de estos valores: BTC, ETH, DOGE.'],
      [
        '/api/series?coin=kas&span=30D',
        'bad_request',
        'No seguimos KAS en este servidor. Sigue estas monedas: BTC, ETH, DOGE.',
      ],
      [
        '/api/series?coin=<b>&span=30D',
        'bad_request',
        'El parámetro «coin» no admite «<b>». Usa uno de estos valores: BTC, ETH, DOGE.',
      ],
      ['/api/series?coin=BTC', 'bad_request', 'Falta el parámetro «span». Usa uno de estos valores: 1D, 7D, 30D, 90D.'],
      [
        '/api/series?coin=BTC&span=1Y',
        'bad_request',
        'El parámetro «span» no admite «1Y». Usa uno de estos valores: 1D, 7D, 30D, 90D.',
      ],
      [
        '/api/series?coin=BTC&span=1D&currency=JPY',
        'invalid_currency',
        'El parámetro «currency» no admite «JPY». Usa uno de estos valores: USD, EUR, GBP, MXN, ARS, BRL, CLP.',
      ],
    ];
    for (const [path, code, message] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json(response)).toEqual({ error: { code, message } });
    }
    expect(coingecko.requests).toEqual([]);
  });

  it('answers GET and HEAD only, and is listed among the API’s paths', async () => {
    const { app, get } = api();
    const preflight = await app.fetch(
      new Request('http://localhost/api/series', {
        method: 'OPTIONS',
        headers: { origin: 'https://periodico.example', 'access-control-request-method': 'GET' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,HEAD');
    const post = await app.fetch(new Request('http://localhost/api/series?coin=BTC&span=1D', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await app.fetch(new Request('http://localhost/api/series?coin=BTC&span=1D', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
    expect((await json(await get('/api/nada'))).error.message).toBe(
      'No existe /api/nada. La API tiene /api/feed, /api/series, /api/chat y /api/sentiment.',
    );
  });

  it('names the allowed origin when the site limits them, as the feed does', async () => {
    const { get } = api({ env: { ALLOWED_ORIGINS: 'https://periodico.example' } });
    const allowed = await get('/api/series?coin=BTC&span=1D', { origin: 'https://periodico.example' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://periodico.example');
    expect(allowed.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const other = await get('/api/series?coin=BTC&span=1D', { origin: 'https://otro.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the CoinGecko key the site set, never to the browser', async () => {
    const { get } = api({ env: { COINGECKO_API_KEY: 'CG-clave-de-prueba' } });
    const response = await get('/api/series?coin=ADA&span=7D');
    expect(coingecko.keys.at(-1)).toBe('CG-clave-de-prueba');
    expect(await response.text()).not.toContain('CG-clave');
  });
});

describe('caching', () => {
  it('makes one provider call per coin, span and currency for 100 concurrent readers on a cold cache', async () => {
    const { get } = api();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => get(`/api/series?coin=BTC&span=${i % 2 ? '90D' : '90d'}`)),
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(coingecko.requests).toEqual(['/cg/coins/bitcoin/market_chart?vs_currency=usd&days=90']);
    const series = await json(responses[0] as Response);
    expect(series.points).toHaveLength(90);
    // Then other spans and currencies are each their own single call.
    const week = await Promise.all([...Array(20)].map(() => get('/api/series?coin=BTC&span=7D&currency=EUR')));
    expect(coingecko.requests).toHaveLength(2);
    const hours = (await json(week[0] as Response)).points;
    expect(hours).toHaveLength(168);
    expect(hours[0].time).toBe(iso(TODAY + 14 * HOUR - 167 * HOUR));
    expect(hours[167].time).toBe(iso(TODAY + 14 * HOUR));
  });

  it('has the CDN headers of its span, an ETag and 304, and gzip of the same bytes', async () => {
    const { get } = api();
    const plain = await get('/api/series?coin=SOL&span=1D');
    const body = await plain.text();
    expect(plain.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = plain.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/series?coin=SOL&span=1D', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const gzip = await get('/api/series?coin=SOL&span=1D', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    expect((await get('/api/series?coin=SOL&span=30D')).headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=600, stale-while-revalidate=1800, stale-if-error=86400',
    );
    expect(coingecko.requests).toHaveLength(2);
  });

  it('asks again after its span’s TTL (5 min for 1D, an hour for 30D), and the ETag changes with new items', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const { get, cache, series } = api({ clock, store });
    const first = await get('/api/series?coin=BTC&span=1D');
    await get('/api/series?coin=BTC&span=30D');
    expect(coingecko.requests).toHaveLength(2);
    clock.now = NOW + 4 * MINUTE;
    await get('/api/series?coin=BTC&span=1D');
    expect(coingecko.requests).toHaveLength(2);
    clock.now = NOW + 5 * MINUTE;
    await get('/api/series?coin=BTC&span=1D');
    await get('/api/series?coin=BTC&span=30D');
    await Promise.all(cache.pending());
    expect(coingecko.requests).toEqual([
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1',
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=30',
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1',
    ]);
    // A new BTC item in the current hour: once the store is read again, the series and its ETag change.
    await store.ingest([item('b4', 'news', TODAY + 14 * HOUR + MINUTE, 0.8, ['BTC'])]);
    await series.history?.refresh();
    const after = await get('/api/series?coin=BTC&span=1D');
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect((await json(after)).points[23].sentiment).toBe(90);
  });
});

describe('reading the store', () => {
  it('reads 90 days at first, then only the hours a new item can land in, and all again every 6 hours', async () => {
    expect(LATE_ITEMS_MS).toBeGreaterThan(MAX_AGE_MS);
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const reads: number[] = [];
    const hourly = store.hourly.bind(store);
    store.hourly = (since) => {
      reads.push(since);
      return hourly(since);
    };
    const { get, series } = api({ clock, store });
    const before = await json(await get('/api/series?coin=ETH&span=30D'));
    expect(reads).toEqual([TODAY - 89 * DAY]);
    // Nothing stored since: no read.
    clock.now = NOW + 20_000;
    await series.history?.refresh();
    expect(reads).toHaveLength(1);
    // A new ETH item yesterday: the last 7 days and an hour are read again, the older days kept.
    await store.ingest([item('e28e', 'bluesky', FIRST_DAY + 28 * DAY + 21 * HOUR, 0.8, ['ETH'])]);
    clock.now = NOW + 40_000;
    await series.history?.refresh();
    expect(reads[1]).toBe(Date.UTC(2026, 10, 13, 13));
    const after = await json(await get('/api/series?coin=ETH&span=30D'));
    // Day 28: 5 items summing 0.8 → (0.16 + 1) × 50 = 58.
    expect(after.points[28].sentiment).toBe(58);
    expect(after.points.slice(0, 28)).toEqual(before.points.slice(0, 28));
    await store.ingest([item('e29b', 'news', NOW + 6 * HOUR, 0, ['ETH'])]);
    clock.now = NOW + FULL_READ_MS;
    await series.history?.refresh();
    expect(reads[2]).toBe(TODAY - 89 * DAY);
  });
});

describe('when CoinGecko fails', () => {
  for (const fault of ['429', '500', 'hang', 'malformed', 'wrong-shape'] as const) {
    it(`keeps serving the last good series, marked stale (${fault})`, async () => {
      const clock = { now: NOW };
      const { get, cache, logs } = api({ clock, env: { FEED_UPSTREAM_TIMEOUT_MS: '300' } });
      const good = await json(await get('/api/series?coin=BTC&span=7D'));
      expect(good.sources.stale).toBeUndefined();
      coingecko.fault = fault;
      clock.now = NOW + 15 * MINUTE;
      // The first reader past the TTL gets the last series at once and starts the refresh, which fails.
      expect((await get('/api/series?coin=BTC&span=7D')).status).toBe(200);
      await Promise.all(cache.pending());
      const stale = await get('/api/series?coin=BTC&span=7D');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe(
        'public, max-age=15, s-maxage=15, stale-while-revalidate=60, stale-if-error=86400',
      );
      expect(stale.headers.get('warning')).toBe('110 - "Response is Stale"');
      expect(stale.headers.get('age')).toBe('900');
      const body = await json(stale);
      expect(body.sources).toEqual({ ...good.sources, stale: true });
      expect(body.points).toEqual(good.points);
      expect(logs.some((line) => line.includes('se sirven sus últimas cifras buenas'))).toBe(true);
    });

    it(`answers 503 in Spanish when there is no series yet (${fault})`, async () => {
      coingecko.fault = fault;
      const { get } = api({ env: { FEED_UPSTREAM_TIMEOUT_MS: '300' } });
      const response = await get('/api/series?coin=ETH&span=1D');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json(response)).toEqual({
        error: {
          code: 'upstream_error',
          message: 'CoinGecko no responde y todavía no hay una serie que servir. Vuelve a intentarlo en un minuto.',
        },
      });
    });
  }

  it('keeps the last sentiment read while the database fails, marked stale', async () => {
    const clock = { now: NOW };
    const store = await filledStore(clock);
    const { get, series, logs } = api({ clock, store });
    const good = await json(await get('/api/series?coin=BTC&span=1D'));
    store.unavailable = true;
    clock.now = NOW + 30_000;
    await series.history?.refresh();
    const stale = await json(await get('/api/series?coin=BTC&span=1D'));
    expect(stale.points).toEqual(good.points);
    expect(stale.sources.stale).toBe(true);
    expect(logs).toContain(
      'La base de datos no responde (connect ECONNREFUSED (memory store marked unavailable)): las series usan el último sentimiento leído, marcado como antiguo.',
    );
  });
});

describe('on an edge platform', () => {
  it('serves the series without a store (no sentiment column), its refreshes handed to waitUntil', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // The worker reads the platform's clock: only Date is set to the fake's day (timers stay real, for the I/O).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const env = { COINGECKO_BASE_URL: `${coingecko.url}/cg` };
    let response: Response;
    try {
      response = await worker.fetch(new Request('https://api.example/api/series?coin=ADA&span=1D'), env, {
        waitUntil: () => {},
      });
    } finally {
      vi.useRealTimers();
    }
    expect(response.status).toBe(200);
    const series = (await response.json()) as { points: object[]; sources: { measured: boolean } };
    expect(series.points).toHaveLength(24);
    expect(series.sources.measured).toBe(false);
    expect(series.points.every((point) => !('sentiment' in point))).toBe(true);
    expect(coingecko.requests).toEqual(['/cg/coins/cardano/market_chart?vs_currency=usd&days=1']);
  });
});
