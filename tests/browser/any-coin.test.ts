// Any coin a site writes about, as a news site embeds it: a plain article on the site's own server (`npm start`'s,
// with the default COINS) with <crypto-sentiment> and <crypto-price-chart> for Dogecoin, and one for a coin the
// server does not follow. Local CoinGecko (its /coins/markets and market_chart shapes), a store holding Dogecoin
// texts; the app's analytics screen on the same server.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectedItem } from '../../src/core/measured/types.ts';
import { type NodeServer, startNodeServer } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
const WAIT = { timeout: 20_000 };
let providers: FakeProviders;
let server: NodeServer;

/** 24 Bluesky posts about Dogecoin in the last hours, 18 at 0.6 and 6 at −0.4: a mean of 0.35, 67.5 on 0–100. */
function dogeTexts(now: number): CollectedItem[] {
  return Array.from({ length: 24 }, (_, i) => {
    const score = i < 18 ? 0.6 : -0.4;
    return {
      id: `bluesky:at://did:plc:doge/${i}`,
      platform: 'bluesky',
      source: 'jetstream',
      url: `https://bsky.app/profile/did:plc:doge/post/${i}`,
      publishedAt: now - (i + 1) * 10 * 60_000,
      lang: 'es',
      text: score > 0 ? `Dogecoin sube con fuerza, post ${i}` : `Dogecoin se desploma, post ${i}`,
      coins: ['DOGE'],
      score,
      label: score > 0 ? 'pos' : 'neg',
    };
  });
}

const ARTICLE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Dogecoin hoy</title>
<script type="module" src="/crypto-widgets.js"></script></head>
<body><article><h1>Dogecoin hoy</h1>
<crypto-sentiment id="doge" coin="DOGE" source="/api/feed" loading="eager"></crypto-sentiment>
<crypto-price-chart id="chart" coin="doge" source="/api/feed" loading="eager"></crypto-price-chart>
<crypto-sentiment id="kas" coin="KAS" source="/api/feed" loading="eager"></crypto-sentiment>
</article></body></html>`;

beforeAll(async () => {
  providers = await fakeProviders();
  const store = new MemoryStore();
  await store.ingest(dogeTexts(Date.now()));
  server = await startNodeServer({
    config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '2000' }),
    port: 0,
    hostname: '127.0.0.1',
    staticDir: 'dist',
    store,
  });
});

afterAll(async () => {
  await server?.close();
  await providers?.close();
});

describe('a news article about a coin the server follows', () => {
  it('shows its measured sentiment and its own price history, and says a coin it does not follow is not', async () => {
    const { page } = await chromium.open();
    await page.route(`${server.url}/articulo.html`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: ARTICLE }),
    );
    await page.goto(`${server.url}/articulo.html`);
    await waitForWidgets(page);
    const doge = page.locator('#doge');
    await expect
      .poll(() => doge.getByRole('img').first().getAttribute('aria-label'), WAIT)
      .toBe('Sentimiento medido de DOGE: 68/100, neutral');
    expect(await shadowText(page, '#doge')).toContain('Dogecoin (DOGE)');
    await expect.poll(() => shadowText(page, '#chart'), WAIT).toContain('Precio de DOGE en 168 puntos horarios');
    // Dogecoin's own market_chart (from 0,1873 $ in the local CoinGecko), not another coin's prices.
    expect(await shadowText(page, '#chart')).toMatch(/último 0,18\d\d\s\$/);
    await expect.poll(() => shadowText(page, '#kas'), WAIT).toContain('No seguimos KAS en este servidor.');
    expect(await page.locator('#kas').getByRole('img').count()).toBe(0);
    // One markets call for every coin; Dogecoin's chart because the page asked; nothing for KAS.
    expect(providers.countOf('/cg/coins/markets')).toBe(1);
    expect(providers.requests.filter((url) => url.includes('/dogecoin/market_chart'))).toEqual([
      '/cg/coins/dogecoin/market_chart?vs_currency=usd&days=7',
    ]);
    expect(providers.requests.some((url) => /kas/i.test(url))).toBe(false);
  });

  it('the app’s analytics screen draws it from the link a reader shares', async () => {
    const { page } = await chromium.open();
    await page.addInitScript(() => localStorage.setItem('criptopulso:fuente', 'live'));
    await page.goto(`${server.url}/#/analytics?coin=DOGE&timeframe=30D`);
    await waitForWidgets(page);
    await expect.poll(() => shadowText(page, 'crypto-analytics'), WAIT).toContain('Precio de DOGE en 30 días');
    expect(await shadowText(page, 'crypto-analytics')).toContain('Mostrando DOGE · periodo 30D');
  });
});
