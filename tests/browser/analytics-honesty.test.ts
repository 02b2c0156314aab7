// The chart widgets in a live view with every price provider down (issue 32): through the real server with a store
// that measured texts, and with source="live" straight from an unreachable CoinGecko. A figure is what its caption
// says: sample series say "Datos de ejemplo" beside their title, never "cada hora, últimas 24 h", no matrix is
// computed on them, and the measured sentiment is drawn as measured.

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type NodeServer, startNodeServer } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { item } from '../server/metrics/items.ts';
import { addWidgets, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
/** Generous: the machine may be busy. */
const WAIT = { timeout: 15_000 };
const MINUTE = 60_000;

let providers: FakeProviders;
let server: NodeServer;

beforeAll(async () => {
  providers = await fakeProviders();
  providers.fault = '500';
  // 30 texts about BTC over the last hours: enough to measure (20), so the figures beside the charts are real.
  const store = new MemoryStore();
  const now = Date.now();
  await store.ingest(
    Array.from({ length: 30 }, (_, i) =>
      item(`b${i}`, i % 2 ? 'news' : 'bluesky', now - (5 + i * 7) * MINUTE, i % 3 ? 0.4 : -0.2, ['BTC']),
    ),
  );
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

/** A panel of `widget` by its title. */
const panel = (widget: Locator, title: string) =>
  widget.locator('.cw-panel').filter({ has: widget.page().locator('h2', { hasText: title }) });
/** What the widgets in `locator` show, every shadow root's text together. */
const textOf = (locator: Locator) =>
  locator.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .map((node) => node.shadowRoot?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** The price, volume and correlation panels say what they are. */
async function expectHonestPanels(widget: Locator, coin: string) {
  const price = panel(widget, `Precio de ${coin}`);
  await expect.poll(() => price.locator('.cw-tag').textContent(), WAIT).toBe('Datos de ejemplo');
  expect(await price.locator('.cw-subtitle').textContent()).toMatch(/^Precio por hora, serie simulada de 24 h/);
  const volume = panel(widget, `Volumen on-chain de ${coin}`);
  expect(await volume.locator('.cw-tag').textContent()).toBe('Datos de ejemplo');
  const all = await textOf(widget);
  expect(all).not.toContain('cada hora, últimas 24 h');
  expect(all).not.toContain('Pearson sobre');
  expect(await widget.locator('table').count()).toBe(0);
  expect(all).toContain(
    `Sin correlación: los precios de ${coin} no están disponibles ahora, y correlacionar series de ejemplo no diría nada.`,
  );
}

describe('the app’s analytics in "En vivo" with the providers down, on a server that measures', () => {
  async function liveApp(hash: string, width = 1280): Promise<Page> {
    const { page } = await chromium.open({ viewport: { width, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('criptopulso:fuente', 'live'));
    await page.goto(`${server.url}/${hash}`);
    await waitForWidgets(page);
    return page;
  }

  it('marks the sample series, correlates none of them, and draws the measured sentiment', async () => {
    const page = await liveApp('#/analytics');
    const analytics = page.locator('crypto-analytics');
    await expectHonestPanels(analytics, 'BTC');
    expect(await analytics.locator('.cw-series-note').textContent()).toBe(
      'Precio y volumen: datos de ejemplo, series simuladas de 24 horas; el sentimiento medido sigue el periodo (7D); sin correlación, que necesita los precios del periodo.',
    );
    await expect.poll(() => textOf(analytics), WAIT).toContain('Sentimiento medido');
    // The sample price agrees with the sample card the dashboard shows in the same state.
    const last = await panel(analytics, 'Precio de BTC').locator('.cw-figure', { hasText: 'Último' }).textContent();
    const dashboard = await liveApp('#/');
    const card = await dashboard.locator('crypto-trending').evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(last?.replace('Último', '').replace(/\s/g, ' ').trim()).toBe('47.793,87 $');
    expect(card).toContain('47.793,87');
  });
});

describe('the chart widgets alone in a live view with the providers down', () => {
  async function stage(source: string, configure?: object): Promise<Page> {
    const { page, problems } = await chromium.open({ viewport: { width: 900, height: 900 } });
    // The browser logs the requests the providers refuse (5xx, no CORS headers): the test's doing, not a widget's.
    page.on('console', () => {
      const kept = problems.filter((line) => !/Failed to load resource|CORS policy/.test(line));
      problems.splice(0, problems.length, ...kept);
    });
    await page.goto(`${base}/fixtures/stage.html`);
    if (configure) {
      await page.evaluate(`import('/crypto-widgets.js').then((m) => m.configure(${JSON.stringify(configure)}))`);
    }
    await addWidgets(
      page,
      ['crypto-price-chart', 'crypto-volume-chart', 'crypto-correlation'].map((tag) => [
        tag,
        { source, coin: 'ETH', loading: 'eager' },
      ]),
    );
    await waitForWidgets(page);
    return page;
  }

  it('reading the site’s feed: "Datos de ejemplo" beside each sample title, and no matrix', async () => {
    const page = await stage(`${server.url}/api/feed`);
    await expectHonestPanels(page.locator('#stage'), 'ETH');
  });

  it('straight from CoinGecko (source="live"): the same', async () => {
    const page = await stage('live', { providers: { coingecko: { baseUrl: `${providers.url}/cg` } } });
    await expectHonestPanels(page.locator('#stage'), 'ETH');
  });
});
