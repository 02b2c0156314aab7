// source="live" against local providers that answer in the documented shapes (values unlike the sample data),
// with the faults real networks have. Nothing here reaches the internet: the page's configure() points every
// provider at the suite's own server.

import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { answerFor } from '../../tools/provider-answers.ts';
import {
  addWidgets,
  intlMoney,
  localServer,
  provenanceOf,
  shadowText,
  sharedChromium,
  waitForWidgets,
} from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

type Fault = 'none' | '429-without-cors' | '500' | 'malformed' | 'hang';
let fault: Fault = 'none';
let requests: string[] = [];
/** The data events the last page opened by livePage() heard. */
let heard: () => Promise<string[]> = async () => [];

const providers = localServer((req, res) => {
  const url = req.url ?? '';
  requests.push(url);
  // A provider that never answers: the request stays open.
  if (fault === 'hang') return;
  // A CoinGecko 429 arrives without CORS headers: to the page it is a network error.
  if (fault === '429-without-cors') return res.writeHead(429).end('Too Many Requests');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (fault === '500') return res.writeHead(500).end('{"error":"internal"}');
  res.setHeader('content-type', 'application/json');
  if (fault === 'malformed') return res.end('{"data": [');
  const answer = answerFor(url);
  if (answer !== undefined) return res.end(JSON.stringify(answer));
  res.writeHead(404).end('{}');
});

beforeEach(() => {
  fault = 'none';
  requests = [];
});

/** Calls the module's configure() as a page script would, routing the providers to the local server. */
async function configureProviders(page: Page): Promise<void> {
  const settings = {
    providers: {
      coingecko: { baseUrl: `${providers.url()}/cg` },
      alternative: { baseUrl: `${providers.url()}/alt` },
      mempool: { baseUrl: `${providers.url()}/mp` },
      blockchain: { baseUrl: `${providers.url()}/bc` },
    },
  };
  // A string, so the test runner leaves the page's own import() alone.
  await page.evaluate(`import('/crypto-widgets.js').then((m) => m.configure(${JSON.stringify(settings)}))`);
}

/** Records every crypto-data-update and crypto-data-error the page hears, as `tag event detail`. */
async function recordDataEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    for (const name of ['crypto-data-update', 'crypto-data-error']) {
      document.addEventListener(name, (event) => {
        const { detail } = event as CustomEvent<Record<string, unknown>>;
        const shown = { ...detail, updatedAt: typeof detail.updatedAt === 'number' ? 'número' : undefined };
        heard.push(`${(event.target as Element).localName} ${name} ${JSON.stringify(shown)}`);
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}

/** A page whose configure() routes the providers to the local server, with `widgets` added to it. */
async function livePage(widgets: [string, Record<string, string>][]): Promise<Page> {
  const { page } = await chromium.open();
  await page.goto(`${base}/fixtures/stage.html`);
  await configureProviders(page);
  heard = await recordDataEvents(page);
  await addWidgets(page, widgets);
  await waitForWidgets(page);
  return page;
}

describe('source="live"', () => {
  it('shows the providers’ figures with where they come from, and marks what is still sample', async () => {
    const page = await livePage([
      ['crypto-sentiment', { source: 'live', loading: 'eager' }],
      ['crypto-sentiment', { source: 'live', coin: 'ETH', loading: 'eager' }],
      ['crypto-market-overview', { source: 'live', loading: 'eager' }],
    ]);
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('31/100');
    expect(await shadowText(page, 'crypto-sentiment')).toContain('Miedo');
    await expect
      .poll(() => provenanceOf(page, 'crypto-sentiment'))
      .toMatch(/^Datos: Alternative\.me · (?:ahora|hace \d+ s) · De ejemplo: por plataforma$/);
    const eth = page.locator('crypto-sentiment[coin=ETH]');
    await expect.poll(() => eth.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain('63/100');
    await expect.poll(() => shadowText(page, 'crypto-market-overview')).toContain('61.234,50');
    await expect
      .poll(() => provenanceOf(page, 'crypto-market-overview'))
      .toMatch(/^Datos: CoinGecko · (?:ahora|hace \d+ s)$/);
    // Each live widget said once that its figures arrived, what they are and who gave them (ETH's card adds
    // CoinGecko's votes to the index).
    const said = (providers: string) =>
      `{"source":"live","updatedAt":"número","state":"live","providers":${providers},"stale":[],"missing":[]}`;
    expect((await heard()).sort()).toEqual([
      `crypto-market-overview crypto-data-update ${said('["CoinGecko"]')}`,
      `crypto-sentiment crypto-data-update ${said('["Alternative.me","CoinGecko"]')}`,
      `crypto-sentiment crypto-data-update ${said('["Alternative.me"]')}`,
    ]);
    // The provider's credit links to its page, in a new tab.
    const link = page.locator('crypto-market-overview .cw-provenance a');
    expect(await link.getAttribute('href')).toBe('https://www.coingecko.com');
    expect(await link.textContent()).toBe('CoinGecko (se abre en una pestaña nueva)');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows live on-chain figures and a live price chart, each with its providers', async () => {
    const page = await livePage([
      ['crypto-onchain', { source: 'live', loading: 'eager' }],
      ['crypto-price-chart', { source: 'live', coin: 'BTC', seed: '7', loading: 'eager' }],
      ['crypto-insights', { source: 'live', loading: 'eager' }],
    ]);
    await expect.poll(() => shadowText(page, 'crypto-onchain')).toContain('642,0 EH/s');
    expect(await shadowText(page, 'crypto-onchain')).toContain('672.000');
    await expect
      .poll(() => provenanceOf(page, 'crypto-onchain'))
      .toMatch(
        /^Datos: mempool\.space, Blockchain\.com · (?:ahora|hace \d+ s) · De ejemplo: ballenas, volumen on-chain, salud de la red$/,
      );
    // The chart's last price is the provider's latest: the 7-day answer's last of 7 × 24 + 1 hourly samples.
    await expect.poll(() => shadowText(page, 'crypto-price-chart')).toContain('60.168,00');
    // Its span (7D) is CoinGecko's price and volume alone: nothing of it is sample.
    await expect
      .poll(() => provenanceOf(page, 'crypto-price-chart'))
      .toMatch(/^Datos: CoinGecko · (?:ahora|hace \d+ s)$/);
    // A widget no provider feeds says its figures are sample data.
    await expect.poll(() => provenanceOf(page, 'crypto-insights')).toBe('Datos de ejemplo');
  });

  it('paints the figures the last page loaded at once on the next page, with their age, whatever the network does', async () => {
    const page = await livePage([['crypto-sentiment', { source: 'live', loading: 'eager' }]]);
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('31/100');
    // The reader opens the next article; the provider now hangs.
    fault = 'hang';
    await page.goto(`${base}/fixtures/stage.html`);
    await configureProviders(page);
    await page.evaluate(() => {
      const el = document.createElement('crypto-sentiment');
      el.setAttribute('source', 'live');
      el.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(el);
    });
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('31/100');
    await expect
      .poll(() => provenanceOf(page, 'crypto-sentiment'))
      .toMatch(/^Datos: Alternative\.me · (?:ahora|hace \d+ s)/);
  });

  it('refreshes on its interval while the page is visible, never while it is hidden', async () => {
    const { page } = await chromium.open();
    await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
    await page.goto(`${base}/fixtures/stage.html`);
    await configureProviders(page);
    await page.evaluate(() => {
      const el = document.createElement('crypto-market-overview');
      el.setAttribute('source', 'live');
      el.setAttribute('refresh', '20');
      el.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(el);
    });
    await expect.poll(() => shadowText(page, 'crypto-market-overview')).toContain('61.234,50');
    const asked = () => requests.filter((r) => r.startsWith('/cg/coins/markets?')).length;
    expect(asked()).toBe(1);
    // refresh="20": stale after 20 s, asked again at the next check (every 15 s). That refresh hangs.
    fault = 'hang';
    await page.clock.runFor(31_000);
    await expect.poll(asked).toBe(2);
    const setVisibility = (state: string) =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    // Hidden, the hung refresh times out and the widget redraws its stale figures: still nothing is asked.
    await page.clock.runFor(5 * 60_000);
    expect(asked()).toBe(2);
    expect(await shadowText(page, 'crypto-market-overview')).toContain('61.234,50');
    // Back on the page: what went stale is asked for at once.
    fault = 'none';
    await setVisibility('visible');
    await expect.poll(asked).toBe(3);
  });

  it('asks for prices in the widget’s currency and writes them as its locale does', async () => {
    const page = await livePage([
      ['crypto-market-overview', { source: 'live', currency: 'EUR', locale: 'es-MX', loading: 'eager' }],
    ]);
    // The local provider answers the same figures whatever the currency: here they are euros.
    const expected = await intlMoney(page, 'es-MX', 'EUR', 61234.5);
    expect(expected).toBe('€61,234.50');
    await expect.poll(() => shadowText(page, 'crypto-market-overview')).toContain(expected);
    expect(requests.filter((r) => r.startsWith('/cg/coins/markets?vs_currency=eur&'))).toHaveLength(1);
  });

  it('shows sample data in dollars whatever the currency, and says so once', async () => {
    const { page, warnings } = await chromium.open();
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        const el = document.createElement('crypto-trending');
        el.setAttribute('currency', 'EUR');
        el.setAttribute('loading', 'eager');
        document.getElementById('stage')?.append(el);
      }
    });
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-trending')).toContain('47.793,87 $');
    expect(warnings).toEqual([
      '[crypto-widgets] <crypto-trending> currency="EUR": los datos de ejemplo solo existen en USD; se muestran en USD.',
    ]);
    warnings.length = 0;
    expect(requests).toEqual([]);
  });

  it('asks each provider once for twenty widgets', async () => {
    const widgets: [string, Record<string, string>][] = Array.from({ length: 20 }, (_, i) => [
      i % 2 ? 'crypto-trending' : 'crypto-market-overview',
      { source: 'live', loading: 'eager' },
    ]);
    const page = await livePage(widgets);
    await expect.poll(() => shadowText(page, 'crypto-market-overview')).toContain('61.234,50');
    // Trending's sentiment column: each coin's community votes (bitcoin 48,6 % → 49), one request per coin.
    await expect.poll(() => shadowText(page, 'crypto-trending')).toContain('49 · Bajista');
    await expect.poll(() => provenanceOf(page, 'crypto-trending')).toMatch(/^Datos: CoinGecko · (?:ahora|hace \d+ s)$/);
    expect(requests.map((r) => r.split('?')[0]).sort()).toEqual([
      '/cg/coins/bitcoin',
      '/cg/coins/cardano',
      '/cg/coins/ethereum',
      '/cg/coins/markets',
      '/cg/coins/polkadot',
      '/cg/coins/solana',
    ]);
  });

  it.each([
    // To the page a 429 without CORS headers is a network error, as it is to any browser.
    ['429 without CORS headers', '429-without-cors', 'sin conexión con el proveedor'],
    ['500', '500', 'el proveedor respondió 500'],
    ['malformed JSON', 'malformed', 'la respuesta no es JSON válido'],
  ] as const)(
    'after a %s, shows the sample figures, says so with "Reintentar", which then shows live ones',
    async (_, kind, reason) => {
      fault = kind;
      const { page, problems } = await chromium.open();
      await page.goto(`${base}/fixtures/stage.html`);
      await configureProviders(page);
      const events = await recordDataEvents(page);
      await page.evaluate(() => {
        const el = document.createElement('crypto-sentiment');
        el.setAttribute('source', 'live');
        el.setAttribute('loading', 'eager');
        document.getElementById('stage')?.append(el);
      });
      const note = page.locator('crypto-sentiment').locator('.cw-offline');
      const why = reason.startsWith('sin conexión') ? '' : ` (${reason})`;
      await expect.poll(() => note.textContent()).toBe(`Sin conexión: mostrando datos de ejemplo${why}Reintentar`);
      expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
      expect(await events()).toEqual([`crypto-sentiment crypto-data-error {"source":"live","message":"${reason}"}`]);
      // The browser logs the refused request itself (CORS, 5xx): the test's doing, not a widget's.
      problems.length = 0;
      fault = 'none';
      await page.locator('crypto-sentiment').getByRole('button', { name: 'Reintentar' }).click();
      await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('31/100');
      expect(await note.count()).toBe(0);
      expect((await events()).at(-1)).toBe(
        'crypto-sentiment crypto-data-update {"source":"live","updatedAt":"número","state":"live","providers":["Alternative.me"],"stale":[],"missing":[]}',
      );
    },
  );

  it('keeps sample pages as they were: no live code, no provider request, only "Datos de ejemplo"', async () => {
    const { page } = await chromium.open();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate(() => {
      const el = document.createElement('crypto-sentiment');
      el.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(el);
    });
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    expect(scripts.filter((s) => s.includes('/chunks/live-'))).toEqual([]);
    expect(requests).toEqual([]);
    expect(await provenanceOf(page, 'crypto-sentiment')).toBe('Datos de ejemplo');
  });
});
