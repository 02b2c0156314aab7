// The upstream cache keeps one answer per URL: two resources reading one URL with different readers would take
// each other's figures for their own (the feed's hourly points were handed to the series as samples, and the
// other way round). The cache refuses the second reader; the feed and the series share one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedResources } from '../../src/server/feed/resources.ts';
import { chartResource } from '../../src/server/series/chart.ts';
import { UpstreamCache, type UpstreamResource } from '../../src/server/upstream.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';

let providers: FakeProviders;
beforeAll(async () => {
  providers = await fakeProviders();
});
afterAll(() => providers.close());

const cache = () => new UpstreamCache({ timeoutMs: 5000 });

describe('one URL, one reader', () => {
  it('refuses a second resource that reads an answer it already reads with another function', async () => {
    const upstream = cache();
    const url = `${providers.url}/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1`;
    const counted: UpstreamResource<number> = {
      url,
      ttlMs: 60_000,
      maxBytes: 1 << 20,
      read: (body) => (body as { prices: unknown[] }).prices.length,
    };
    const listed: UpstreamResource<unknown[]> = { ...counted, read: (body) => (body as { prices: unknown[] }).prices };
    expect((await upstream.get(counted)).figures).toBe(288);
    expect(() => upstream.read(listed)).toThrow(/ya lee .*market_chart\?vs_currency=usd&days=1 con otro lector/);
    await expect(upstream.get(listed)).rejects.toThrow(/con otro lector/);
    // The first reader keeps its figures.
    expect((await upstream.get(counted)).figures).toBe(288);
  });

  it('takes any number of resources with the same reader: the feed’s 1-day chart and the 1D series share one', async () => {
    const upstream = cache();
    const config = configWith(providers.url);
    const series = chartResource(config, 'BTC', '1D', 'USD');
    const feed = feedResources(config, 'USD').charts.BTC;
    expect(feed.url).toBe(series.url);
    const first = await upstream.get(feed);
    expect(first.figures?.prices).toHaveLength(288);
    expect((await upstream.get(series)).figures).toBe(first.figures);
    // The feed's 30-day closes and the 30D series: one URL, one reader too.
    const daily = chartResource(config, 'ETH', '30D', 'USD');
    expect((await upstream.get(daily)).figures?.prices).toHaveLength(30 * 24 + 1);
    expect((await upstream.get(chartResource(config, 'ETH', '30D', 'USD'))).figures?.prices).toHaveLength(721);
    // The feeds of two currencies share the answers that do not depend on it (the index, the votes, on-chain).
    const [dollars, euros] = [feedResources(config, 'USD'), feedResources(config, 'EUR')];
    for (const part of ['fearAndGreed', 'hashrate', 'addresses'] as const) {
      const [one, other] = [dollars[part], euros[part]] as UpstreamResource<unknown>[];
      await upstream.get(one as UpstreamResource<unknown>);
      expect((await upstream.get(other as UpstreamResource<unknown>)).figures).toBeDefined();
    }
  });
});
