// <crypto-analytics> over real spans in Chromium: source="live" reading a local CoinGecko (configure() points
// it at the suite's server) that answers market_chart in its real shape, and a site's server answering /api/feed
// and /api/series. Switching the timeframe changes the drawn points and the axis labels.

import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Timeframe } from '../../src/core/catalog.ts';
import type { SpanSeries } from '../../src/core/spans/types.ts';
import { measuredFeed } from '../unit/widgets/measured-feed.ts';
import { lastSampleAt, spanFixture } from '../unit/widgets/span-fixture.ts';
import { addWidgets, localServer, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
const HOUR = 3_600_000;

let asked: string[] = [];
beforeEach(() => {
  asked = [];
});

/** CoinGecko's market_chart: [ms, value] pairs, 5-minutely for days=1 and hourly up to 90 days; the newest
 * sample is a few minutes old but in the current hour, so the hourly spans have their full count at any minute. */
function marketChart(days: number, now: number) {
  const step = days === 1 ? 5 * 60_000 : HOUR;
  const samples = Math.round((days * 24 * HOUR) / step) + 1;
  const at = (i: number) => lastSampleAt(now) - (samples - 1 - i) * step;
  const price = (i: number) => 58_000 + 900 * Math.sin(i / 9) + i * 2;
  return {
    prices: Array.from({ length: samples }, (_, i) => [at(i), price(i)]),
    market_caps: Array.from({ length: samples }, (_, i) => [at(i), price(i) * 19.8e6]),
    total_volumes: Array.from({ length: samples }, (_, i) => [at(i), 31e9 + 4e9 * Math.cos(i / 5)]),
  };
}

/** The feed's whale activity (the server's whales collector): 41 transfers of 150 BTC or more in 24 h. */
function withWhales(feed: Record<string, unknown>) {
  const whales = { minBtc: 150, count24h: 41, btc24h: 12_345.6, previousCount24h: 30, largest: [], daily: [] };
  return { ...feed, measured: { ...(feed.measured as object), whales } };
}

/** Bitcoin's series has a whale column over its last two periods (2 500,5 + 1 250,25 BTC); no other coin's. */
function whaleColumn(series: SpanSeries): SpanSeries {
  if (series.coin !== 'BTC') return series;
  const n = series.points.length;
  const column = [2_500.5, 1_250.25];
  return {
    ...series,
    points: series.points.map((p, i) => (i >= n - 2 ? { ...p, whaleVolume: column[i - (n - 2)] } : p)),
  };
}

const server = localServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  asked.push(`${url.pathname}${url.search}`);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('content-type', 'application/json');
  if (url.pathname.endsWith('/market_chart')) {
    return res.end(JSON.stringify(marketChart(Number(url.searchParams.get('days')), Date.now())));
  }
  if (url.pathname === '/api/feed') return res.end(JSON.stringify(withWhales(measuredFeed())));
  if (url.pathname === '/api/series') {
    const coin = url.searchParams.get('coin') === 'ETH' ? 'ETH' : 'BTC';
    return res.end(JSON.stringify(whaleColumn(spanFixture(url.searchParams.get('span') as Timeframe, coin))));
  }
  res.writeHead(404).end('{}');
});

async function pageWith(
  attributes: Record<string, string>,
  options: { width?: number; dark?: boolean; tag?: string } = {},
) {
  const { page } = await chromium.open({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  await page.goto(`${base}/fixtures/stage.html`);
  const settings = { providers: { coingecko: { baseUrl: `${server.url()}/cg` } } };
  // A string, so the test runner leaves the page's own import() alone.
  await page.evaluate(`import('/crypto-widgets.js').then((m) => m.configure(${JSON.stringify(settings)}))`);
  await addWidgets(page, [[options.tag ?? 'crypto-analytics', { loading: 'eager', ...attributes }]]);
  await waitForWidgets(page);
  return page;
}

const widget = (page: Page) => page.locator('crypto-analytics');
/** The volume chart's bars (one per point) and the price chart's x-axis labels, as drawn. */
const bars = (w: Locator) => w.locator('.cw-volume-chart .recharts-bar-rectangle').count();
const ticks = (w: Locator) =>
  w.locator('.cw-price-chart .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
const caption = (w: Locator) => w.locator('.cw-price-chart figcaption').textContent();

async function choose(w: Locator, span: string) {
  await w.getByRole('button', { name: span, exact: true }).click();
}

/** The volume panel's figures after "Volumen 24 h", label and value, as read. */
const whaleFigures = async (w: Locator) =>
  (await w.locator('[part="figures"] .cw-figure').allInnerTexts())
    .slice(1)
    .map((text) => text.replace(/\s+/g, ' ').trim());

describe('<crypto-analytics source="live"> with CoinGecko', () => {
  it('draws the chosen span’s points, with axis labels that follow it', async () => {
    const page = await pageWith({ source: 'live' });
    const w = widget(page);
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 168 puntos horarios');
    expect(await bars(w)).toBe(168);
    const week = await ticks(w);
    // A tick each midnight, weekday and day: "jue 19".
    expect(week.length).toBeGreaterThanOrEqual(6);
    for (const tick of week) expect(tick).toMatch(/^\p{L}{3,4}\.? \d{1,2}$/u);
    expect(await w.locator('.cw-series-note').textContent()).toBe(
      'Precio y volumen: CoinGecko, cada hora, últimos 7 días; sin sentimiento medido.',
    );
    expect(await w.locator('[part="method"]').textContent()).toBe('Pearson sobre cambios horarios · n = 167');

    await choose(w, '30D');
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 30 días');
    expect(await bars(w)).toBe(30);
    const month = await ticks(w);
    for (const tick of month) expect(tick).toMatch(/^\d{1,2} \p{L}{3,4}\.?$/u);
    expect(month).not.toEqual(week);
    expect(await w.locator('[part="method"]').textContent()).toBe('Pearson sobre cambios diarios · n = 29');

    await choose(w, '1D');
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 24 puntos horarios');
    expect(await bars(w)).toBe(24);
    for (const tick of await ticks(w)) expect(tick).toMatch(/^\d{2}:00$/);
    expect(asked.filter((a) => a.includes('market_chart'))).toEqual([
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=7',
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=30',
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1',
    ]);
    await expect.poll(() => w.locator('.cw-provenance').textContent()).toMatch(/^Datos: CoinGecko.* · hace\s\d+\ss$/);
    // Without a server, no whale figure: "—" and why, never a sample number.
    expect(await whaleFigures(w)).toEqual(['Transacciones de ballenas —', 'Volumen de ballenas —']);
    expect(await w.locator('.cw-span-credit').textContent()).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para BTC: las mide el servidor del sitio.',
    );
  });
});

describe('<crypto-analytics> reading a site’s server', () => {
  it('asks /api/series beside the feed for each span and draws it', async () => {
    const page = await pageWith({ source: `${server.url()}/api/feed` });
    const w = widget(page);
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 168 puntos horarios');
    expect(await bars(w)).toBe(168);
    const week = await ticks(w);
    await choose(w, '90D');
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 90 días');
    expect(await bars(w)).toBe(90);
    const quarter = await ticks(w);
    for (const tick of quarter) expect(tick).toMatch(/^\d{1,2} \p{L}{3,4}\.?$/u);
    expect(quarter).not.toEqual(week);
    expect(await w.locator('[part="method"]').textContent()).toBe('Pearson sobre cambios diarios · n = 89');
    // The sentiment column the server measured, drawn with its gaps.
    expect(await w.locator('.cw-sentiment-chart figcaption').textContent()).toContain('Sentimiento medido en 90 días');
    expect(asked.filter((a) => a.startsWith('/api/series'))).toEqual([
      '/api/series?coin=BTC&span=7D',
      '/api/series?coin=BTC&span=90D',
    ]);
    expect(await w.locator('td.cw-cell-none').count()).toBe(7);
  });
});

describe('<crypto-analytics> span tooltips', () => {
  it('names the hovered period and its price, volume and measured sentiment', async () => {
    const page = await pageWith({ source: `${server.url()}/api/feed` });
    const w = widget(page);
    await expect.poll(() => caption(w)).toContain('Precio de BTC en 168 puntos horarios');
    // The pointer on each chart's last period (spanFixture's point 167): the grid's right edge for the lines, the
    // last bar's middle for the volume.
    const tooltipAt = async (chart: string, x: number, y: number) => {
      await page.mouse.move(x, y);
      const tooltip = w.locator(`${chart} .cw-tooltip`);
      await tooltip.locator('.cw-tooltip-row').first().waitFor({ state: 'attached' });
      // As written (textContent: the tooltip may still be fading in), the label, then each part of the row; Intl's
      // no-break spaces as spaces.
      const text = await tooltip.evaluate(
        (box) =>
          `${box.querySelector('.cw-tooltip-label')?.textContent} | ` +
          [...(box.querySelector('.cw-tooltip-row')?.children ?? [])].map((part) => part.textContent).join(' '),
      );
      return text.replace(/[\u00a0\u202f]/g, ' ');
    };
    const lastOf = async (chart: string) => {
      // In view first: the panels may reach below the window's bottom edge.
      await w.locator(chart).scrollIntoViewIfNeeded();
      const grid = await w.locator(`${chart} .recharts-cartesian-grid`).boundingBox();
      if (!grid) throw new Error(`${chart} is not drawn`);
      return tooltipAt(chart, grid.x + grid.width - 1, grid.y + grid.height / 2);
    };
    const price = await lastOf('.cw-price-chart');
    await w.locator('.cw-volume-chart').scrollIntoViewIfNeeded();
    const bar = await w.locator('.cw-volume-chart .recharts-bar-rectangle').last().boundingBox();
    if (!bar) throw new Error('no bars');
    const volume = await tooltipAt('.cw-volume-chart', bar.x + bar.width / 2, bar.y + bar.height / 2);
    const sentiment = await lastOf('.cw-sentiment-chart');
    // The server counts the period's texts: the tooltip says how many (spanFixture's 12 + 167 mod 9).
    expect(await w.locator('.cw-sentiment-chart .cw-tooltip .cw-tooltip-row').nth(1).textContent()).toBe('Textos:17');
    // spanFixture's last point: 71 000 + 37 × 167 + 2 × 11 $, 1 500 M + 167 M $, sentiment 40 + 7.
    const [when] = price.split(' | ');
    expect(when).toMatch(/^\d{1,2} \p{L}{3,4}\.?, \d{2}:00$/u);
    expect([price, volume, sentiment]).toEqual([
      `${when} | Precio: 77.201,00 $`,
      `${when} | Volumen 24 h: 1.667 M $`,
      `${when} | Sentimiento: 47/100`,
    ]);
  });
});

describe('<crypto-analytics> whale figures from a site’s server', () => {
  it('shows Bitcoin’s measured whale transfers for the span, and "—" with the reason for Ethereum', async () => {
    const page = await pageWith({ source: `${server.url()}/api/feed` });
    const w = widget(page);
    await expect.poll(() => whaleFigures(w)).toEqual(['Transacciones de ballenas 41', 'Ballenas, 7D 3.751 BTC']);
    expect(await w.locator('.cw-span-credit').textContent()).toBe(
      'Volumen: CoinGecko. Ballenas: mempool.space, transferencias de 150 BTC o más (suma de salidas; sin etiquetas de exchanges).',
    );
    expect(await w.locator('.cw-provenance').textContent()).not.toContain('De ejemplo');
    await choose(w, 'ETH');
    await expect.poll(() => whaleFigures(w)).toEqual(['Transacciones de ballenas —', 'Volumen de ballenas —']);
    expect(await w.locator('.cw-span-credit').textContent()).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para ETH: solo se miden transferencias de bitcoin.',
    );
    expect(await w.locator('.cw-provenance').textContent()).not.toContain('De ejemplo');
  });
});

describe('<crypto-correlation timeframe> in live mode', () => {
  it('correlates the chosen span’s changes from CoinGecko, and follows the attribute', async () => {
    const page = await pageWith({ source: 'live', timeframe: '30D' }, { tag: 'crypto-correlation' });
    const w = page.locator('crypto-correlation');
    await expect.poll(() => w.locator('[part="method"]').textContent()).toBe('Pearson sobre cambios diarios · n = 29');
    await page.evaluate(() => document.querySelector('crypto-correlation')?.setAttribute('timeframe', '1D'));
    await expect.poll(() => w.locator('[part="method"]').textContent()).toBe('Pearson sobre cambios horarios · n = 23');
    expect(asked.filter((a) => a.includes('market_chart'))).toEqual([
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=30',
      '/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1',
    ]);
  });
});
