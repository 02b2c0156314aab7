// The live source over a stubbed network: one request per resource for any number of readers, provenance on
// every value, stale answers kept while a fresh one loads, and back-off after failures.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFieldWarnings } from '../../../../src/client/field-warnings.ts';
import { liveDataSource, liveSourceWith, MIN_REFRESH_MS, refreshMs } from '../../../../src/client/live-source.ts';
import { CONFIG_KEY } from '../../../../src/client/page-settings.ts';
import { clearRequests, RequestError, request } from '../../../../src/client/request.ts';
import { provideSample } from '../../../../src/client/sample-source.ts';
import { backoffMs } from '../../../../src/core/live/pace.ts';
import { insightsSample } from '../../../../src/core/sample/insights.ts';
import { marketHistorySample } from '../../../../src/core/sample/market-history.ts';
import { onChainSample } from '../../../../src/core/sample/onchain.ts';
import { seriesSample } from '../../../../src/core/sample/series.ts';
import {
  FEAR_AND_GREED,
  HASHRATE,
  MARKETS,
  marketChart,
  UNIQUE_ADDRESSES,
} from '../../../../tools/provider-answers.ts';

// The on-chain card, the insights, the market overview and the charts hand the sample source their own figures as
// their tags are defined; no widget is defined here.
provideSample({ ...onChainSample, ...insightsSample, ...marketHistorySample, ...seriesSample });

const BASE = 'https://proxy.example/cg';
let calls: string[];
let answer: (url: string) => Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = async (url) => {
    if (url.includes('/fng/')) return Response.json(FEAR_AND_GREED);
    if (url.includes('/mining/hashrate/')) return Response.json(HASHRATE);
    if (url.includes('/charts/n-unique-addresses')) return Response.json(UNIQUE_ADDRESSES);
    if (url.includes('/market_chart')) return Response.json(marketChart(Date.now()));
    return Response.json(MARKETS);
  };
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return answer(url);
  });
  (globalThis as { [CONFIG_KEY]?: unknown })[CONFIG_KEY] = { providers: { coingecko: { baseUrl: `${BASE}/` } } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearRequests();
  resetFieldWarnings();
  delete (globalThis as { [CONFIG_KEY]?: unknown })[CONFIG_KEY];
});

describe('the live data source', () => {
  it('asks once for twenty widgets’ quotes and history, at the configured base URL', async () => {
    const reads = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? liveDataSource.quotes() : liveDataSource.marketHistory(),
    );
    await Promise.all(reads);
    expect(calls).toEqual([
      `${BASE}/coins/markets?vs_currency=usd&ids=bitcoin,ethereum,solana,cardano,polkadot&sparkline=true&price_change_percentage=24h`,
    ]);
    // Once loaded, a read answers at once, with the same object, marked with the provider and the time.
    const quotes = liveDataSource.quotes();
    expect(Array.isArray(quotes)).toBe(true);
    expect(liveDataSource.quotes()).toBe(quotes);
    expect((quotes as readonly { price: number }[])[0]?.price).toBe(61234.5);
    expect(liveDataSource.provenanceOf?.(quotes as object)).toEqual({
      state: 'live',
      providers: ['coingecko'],
      publisher: undefined,
      updatedAt: expect.any(Number),
      sampleParts: [],
    });
  });

  it('reads the market’s sentiment from the Fear & Greed index, its platforms marked as sample', async () => {
    const overview = await liveDataSource.sentiment();
    expect(overview).toMatchObject({ overall: 31, label: 'Miedo' });
    expect(calls).toEqual(['https://api.alternative.me/fng/?limit=1']);
    expect(liveDataSource.provenanceOf?.(overview)).toMatchObject({
      providers: ['alternative'],
      sampleParts: ['por plataforma'],
    });
  });

  it('reads the hash rate from mempool.space and active addresses from blockchain.com, the rest marked', async () => {
    const overview = await liveDataSource.onChain();
    const byId = Object.fromEntries(
      overview.metrics.map((m) => [m.id, [m.value, Number(m.change.toFixed(2)), m.trend]]),
    );
    expect(byId).toEqual({
      whales: [1247, 12.5, 'up'],
      volume: [2.8e9, 8.3, 'up'],
      addresses: [672000, 5, 'up'],
      hashrate: [642, 5, 'up'],
    });
    expect(calls.sort()).toEqual([
      'https://api.blockchain.info/charts/n-unique-addresses?timespan=5days&format=json&cors=true',
      'https://mempool.space/api/v1/mining/hashrate/3d',
    ]);
    expect(liveDataSource.provenanceOf?.(overview)).toMatchObject({
      providers: ['mempool', 'blockchain'],
      sampleParts: ['ballenas', 'volumen on-chain', 'salud de la red'],
    });
  });

  it('keeps the on-chain figures one provider gave when the other fails', async () => {
    answer = async (url) =>
      url.includes('/mining/') ? new Response('', { status: 503 }) : Response.json(UNIQUE_ADDRESSES);
    const overview = await liveDataSource.onChain();
    expect(overview.metrics.find((m) => m.id === 'hashrate')?.value).toBe(512.4);
    expect(overview.metrics.find((m) => m.id === 'addresses')?.value).toBe(672000);
    expect(liveDataSource.provenanceOf?.(overview)?.providers).toEqual(['blockchain']);
    // The figure that could not be had is named among the sample ones.
    expect(liveDataSource.provenanceOf?.(overview)?.sampleParts).toContain('tasa de hash');
  });

  it('reads each coin’s sentiment from its community votes, a coin that fails standing in as sample, named', async () => {
    const votes: Record<string, number> = { bitcoin: 48.6, ethereum: 63.4, solana: 81.2, cardano: 39.9 };
    answer = async (url) => {
      const id = /\/coins\/(\w+)\?/.exec(url)?.[1] ?? '';
      return id in votes
        ? Response.json({ id, sentiment_votes_up_percentage: votes[id] })
        : new Response('', { status: 500 });
    };
    const sentiments = await liveDataSource.coinSentiments();
    // Polkadot failed: its sample score (45) stands in.
    expect(sentiments).toEqual({ BTC: 49, ETH: 63, SOL: 81, ADA: 40, DOT: 45 });
    expect(calls).toHaveLength(5);
    expect(calls[0]).toBe(
      `${BASE}/coins/bitcoin?localization=false&tickers=false&market_data=false&community_data=false&developer_data=false&sparkline=false`,
    );
    expect(liveDataSource.provenanceOf?.(sentiments)).toMatchObject({
      providers: ['coingecko'],
      sampleParts: ['sentimiento de DOT'],
    });
    // Read again once loaded: the same object, at once.
    expect(liveDataSource.coinSentiments()).toBe(sentiments);
  });

  it('draws a chart’s 24 hours from market_chart: live price and hourly volume, the rest of each point sample', async () => {
    const series = await liveDataSource.series('BTC', 7);
    expect(series).toHaveLength(24);
    // The last price of each hour, and a 24th of the 24 h volume.
    expect(series.at(-1)?.price).toBe(60287);
    expect(series.at(-1)?.volume).toBe((24_000_000_000 + 287 * 1000) / 24);
    expect(liveDataSource.provenanceOf?.(series)).toMatchObject({ providers: ['coingecko'] });
    expect(calls).toEqual([`${BASE}/coins/bitcoin/market_chart?vs_currency=usd&days=1`]);
  });

  it('shows the figures the last page stored at once, with their age, while it asks for fresh ones', async () => {
    const url = `${BASE}/coins/markets?vs_currency=usd&ids=bitcoin,ethereum,solana,cardano,polkadot&sparkline=true&price_change_percentage=24h`;
    const receivedAt = Date.now() - 6 * 60_000;
    const older = MARKETS.map((row) => ({ ...row, current_price: row.current_price / 2 }));
    sessionStorage.setItem(`crypto-widgets:${url}`, JSON.stringify({ value: older, receivedAt }));
    const quotes = liveDataSource.quotes();
    // At once, not a promise: the stored answer, marked with when it arrived.
    expect((quotes as readonly { price: number }[])[0]?.price).toBe(30617.25);
    expect(liveDataSource.provenanceOf?.(quotes as object)?.updatedAt).toBe(receivedAt);
    await new Promise<void>((resolve) => liveDataSource.subscribe?.(resolve));
    expect(calls).toEqual([url]);
    expect((liveDataSource.quotes() as readonly { price: number }[])[0]?.price).toBe(61234.5);
    expect(JSON.parse(sessionStorage.getItem(`crypto-widgets:${url}`) ?? '{}').value[0].current_price).toBe(61234.5);
  });

  it('ignores storage that is corrupt, full or disabled', async () => {
    const url = `${BASE}/coins/markets?vs_currency=usd&ids=bitcoin,ethereum,solana,cardano,polkadot&sparkline=true&price_change_percentage=24h`;
    sessionStorage.setItem(`crypto-widgets:${url}`, '{"value": [1, 2');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    });
    const quotes = await liveDataSource.quotes();
    expect(quotes[0]?.price).toBe(61234.5);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError', 'SecurityError');
    });
    clearRequests();
    expect((await liveDataSource.quotes())[0]?.price).toBe(61234.5);
  });

  it('asks for prices in the widget’s currency, and never passes dollar figures off as another currency', async () => {
    const inEuros = liveSourceWith(undefined, 'EUR');
    expect((await inEuros.quotes())[0]?.price).toBe(61234.5);
    expect(calls[0]).toContain('/coins/markets?vs_currency=eur&');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    clearRequests();
    answer = async () => Response.json({ status: { error_code: 500 } });
    await expect(inEuros.quotes()).rejects.toThrow('la respuesta del proveedor no sirve');
    // In dollars the sample quotes stand in, marked as sample, naming who did not answer.
    const dollars = await liveDataSource.quotes();
    expect(liveDataSource.provenanceOf?.(dollars)).toEqual({ state: 'sample', providers: [], missing: ['coingecko'] });
  });

  it('marks the figures it has no provider for as sample data', () => {
    const insights = liveDataSource.insights() as object;
    // Sample by nature: no provider gives insights, so none is missing.
    expect(liveDataSource.provenanceOf?.(insights)).toEqual({
      state: 'sample',
      providers: [],
      sampleParts: ['perspectivas de IA'],
    });
    expect(calls).toEqual([]);
  });

  it('keeps showing the last answer while a stale one refreshes, and tells listeners when the new one arrives', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await liveDataSource.quotes();
    vi.setSystemTime(Date.now() + 61_000);
    answer = async () => Response.json(MARKETS.map((row) => ({ ...row, current_price: row.current_price * 2 })));
    const updated = new Promise<void>((resolve) => liveDataSource.subscribe?.(resolve));
    expect(liveDataSource.quotes()).toBe(first);
    await updated;
    expect((liveDataSource.quotes() as readonly { price: number }[])[0]?.price).toBe(122469);
    expect(calls).toHaveLength(2);
  });

  it('turns 429, 5xx, malformed JSON and network errors into Spanish errors, then leaves the URL alone a while', async () => {
    const url = `${BASE}/x`;
    const failures: [() => Promise<Response>, string, number?][] = [
      [async () => new Response('', { status: 429 }), 'el proveedor limita las peticiones (429)', 429],
      [async () => new Response('', { status: 503 }), 'el proveedor respondió 503', 503],
      [
        async () => new Response('{"data": [', { headers: { 'content-type': 'application/json' } }),
        'la respuesta no es JSON válido',
      ],
      [async () => Promise.reject(new TypeError('Failed to fetch')), 'sin conexión con el proveedor'],
    ];
    for (const [fault, message, status] of failures) {
      clearRequests();
      answer = fault;
      await expect(request(url)).rejects.toEqual(new RequestError(message, status));
      // Backing off: no new request, the same error.
      await expect(request(url)).rejects.toThrow(message);
    }
    expect(calls).toHaveLength(4);
    // "Reintentar" asks again at once.
    answer = async () => Response.json({ ok: true });
    await expect(request(url, true)).resolves.toMatchObject({ value: { ok: true } });
  });

  it('backs off 15 s, 30 s, 60 s… up to 10 min, with ±20 % jitter', () => {
    expect([1, 2, 3, 10].map((n) => backoffMs(n, () => 0.5))).toEqual([15_000, 30_000, 60_000, 600_000]);
    expect(backoffMs(1, () => 0)).toBe(12_000);
    expect(backoffMs(1, () => 1)).toBe(18_000);
  });

  it('never refreshes more often than every 15 s, whatever refresh a widget asks for', async () => {
    expect([refreshMs(1), refreshMs(14), refreshMs(60), refreshMs(undefined)]).toEqual([
      15_000,
      15_000,
      60_000,
      undefined,
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const eager = liveSourceWith(1);
      await eager.quotes();
      expect(calls).toHaveLength(1);
      vi.setSystemTime(Date.now() + MIN_REFRESH_MS - 1000);
      // Older than the 1 s asked for, younger than the floor: no new request.
      eager.quotes();
      expect(calls).toHaveLength(1);
      vi.setSystemTime(Date.now() + 1500);
      eager.quotes();
      await vi.waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads each widget’s currency with its own reads, whatever other widgets read in between', async () => {
    const inPounds = liveSourceWith(undefined, 'GBP');
    const inEuros = liveSourceWith(undefined, 'EUR');
    await Promise.all([inPounds.quotes(), inEuros.series('ETH', 1), liveDataSource.quotes()]);
    expect(calls.map((url) => /vs_currency=(\w+)/.exec(url)?.[1]).sort()).toEqual(['eur', 'gbp', 'usd']);
  });

  it('cuts an answer past its size cap and counts it as a failure, having read no more than the cap', async () => {
    let pulled = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 65_536;
            controller.enqueue(new Uint8Array(65_536).fill(32));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    answer = async () => endless();
    // A URL with no resource of its own: the general cap.
    await expect(request(`${BASE}/grande`)).rejects.toEqual(new RequestError('la respuesta pasa de 2 MB'));
    expect(pulled).toBeLessThan(3 * 1024 * 1024);
    // The index's own cap: far smaller.
    pulled = 0;
    await expect(liveDataSource.sentiment()).rejects.toThrow('la respuesta pasa de 256 KB');
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('draws no chart from a market_chart of zeros: the sample series, credited to no provider, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = async () => {
      const chart = marketChart(Date.now());
      return Response.json({ ...chart, prices: chart.prices.map(([at]) => [at, 0]) });
    };
    const series = await liveDataSource.series('BTC', 7);
    expect(series.every((point) => point.price > 0)).toBe(true);
    expect(liveDataSource.provenanceOf?.(series)?.providers).toEqual([]);
    await liveDataSource.series('BTC', 8);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('bitcoin/market_chart.prices');
  });
});
