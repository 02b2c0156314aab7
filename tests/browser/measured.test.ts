// <crypto-sentiment> with the figures a site's server measured, in Chromium: the feed served by a local server
// (values unlike the sample data), "¿Cómo se calcula?" used with the keyboard, axe-core finding nothing in either
// theme, whatever the page's, and the measured history's gaps drawn as gaps.

import type { Locator } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Timeframe } from '../../src/core/catalog.ts';
import { emptyMeasuredPart, measuredFeed, measuredPart } from '../unit/widgets/measured-feed.ts';
import { spanFixture } from '../unit/widgets/span-fixture.ts';
import { axe } from './a11y.ts';
import { addWidgets, localServer, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

let feed: Record<string, unknown>;
beforeEach(() => {
  feed = measuredFeed();
});

const server = localServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://local');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/api/feed') return res.end(JSON.stringify(feed));
  // The analytics' spans, as a site's server answers them beside the feed: prices and volumes without a stored
  // sentiment column, so the panel shows the feed's measured history.
  if (url.pathname === '/api/series') {
    const coin = url.searchParams.get('coin') === 'ETH' ? 'ETH' : 'BTC';
    const series = spanFixture(url.searchParams.get('span') as Timeframe, coin);
    const points = series.points.map(({ sentiment: _, ...point }) => point);
    return res.end(JSON.stringify({ ...series, points }));
  }
  res.writeHead(404).end('{}');
});

async function pageWith(widgets: [string, Record<string, string>][], options: { dark?: boolean } = {}) {
  const opened = await chromium.open({ reducedMotion: 'reduce', colorScheme: options.dark ? 'dark' : 'light' });
  const { page } = opened;
  await page.goto(`${base}/fixtures/stage.html`);
  await page.evaluate((dark) => document.body.classList.toggle('dark', dark), options.dark === true);
  await addWidgets(page, widgets);
  await waitForWidgets(page);
  return opened;
}

describe('<crypto-sentiment> with measured figures', () => {
  it('opens "¿Cómo se calcula?" with the keyboard, shows the evidence as text with safe links, and passes axe', async () => {
    const source = `${server.url()}/api/feed`;
    const { page } = await pageWith([['crypto-sentiment', { source, loading: 'eager' }]]);
    const widget = page.locator('crypto-sentiment');
    await expect
      .poll(() => widget.locator('.cw-measured-line').textContent())
      .toBe('Medido: 214 publicaciones y 38 titulares en 24\u00a0h · hace\u00a02\u00a0min');
    const button = widget.getByRole('button', { name: '¿Cómo se calcula?' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const evidence = widget.getByRole('link', { name: /^Bitcoin rompe máximos/ });
    expect(await evidence.isVisible()).toBe(false);
    // Axe on the closed view too: the collapsed body is hidden from everyone.
    expect((await axe(page)).violations).toEqual([]);
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => evidence.isVisible()).toBe(true);
    expect(await evidence.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await evidence.getAttribute('target')).toBe('_blank');
    expect(await evidence.textContent()).toBe(
      'Bitcoin rompe máximos: <script>alert(1)</script> gran semana (se abre en una pestaña nueva)',
    );
    expect(await widget.locator('.cw-method-body script, .cw-method-body b').count()).toBe(0);
    expect((await axe(page)).violations).toEqual([]);
    await page.keyboard.press('Space');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => evidence.isVisible()).toBe(false);
  });

  for (const [theme, dark] of [
    ['dark', false],
    ['light', true],
    ['dark', true],
  ] as const) {
    it(`passes axe open, ${theme} on a ${dark ? 'dark' : 'light'} page`, async () => {
      const source = `${server.url()}/api/feed`;
      const { page } = await pageWith([['crypto-sentiment', { source, theme, loading: 'eager' }]], { dark });
      const widget = page.locator('crypto-sentiment');
      await widget.getByRole('button', { name: '¿Cómo se calcula?' }).click();
      await widget.getByRole('link', { name: /^Hackeo en un exchange/ }).waitFor();
      expect((await axe(page)).violations).toEqual([]);
    });
  }

  it('<crypto-sentiment-chart> draws a period without texts as a gap in the line', async () => {
    const source = `${server.url()}/api/feed`;
    const { page } = await pageWith([['crypto-sentiment-chart', { source, timeframe: '1D', loading: 'eager' }]]);
    const curve = page.locator('crypto-sentiment-chart .recharts-area-curve');
    await curve.waitFor();
    // Hours 6, 12, 18 and 24 have no texts: the line breaks after each of the first three (the last ends it).
    const moves = await curve.evaluate((path) => (path.getAttribute('d') ?? '').match(/M/g)?.length ?? 0);
    expect(moves).toBe(4);
    // Hour labels along the axis, in the widget's locale.
    const ticks = await page
      .locator('crypto-sentiment-chart .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(ticks.length).toBeGreaterThan(2);
    for (const tick of ticks) expect(tick).toMatch(/^\d{2}:00$/);
    expect((await axe(page)).violations).toEqual([]);
  });
});

/** What sticks out of `box` (an element in a shadow root) or is cut inside it, described for the failure message. */
function overflowsOf(box: Locator): Promise<string[]> {
  return box.evaluate((el) => {
    const outer = el.getBoundingClientRect();
    const found: string[] = [];
    for (const child of el.querySelectorAll('*')) {
      if (child.closest('svg') && child.localName !== 'svg') continue;
      const rect = child.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || child.closest('.cw-visually-hidden, [hidden]')) continue;
      const what = `${child.localName}.${child.className} «${child.textContent?.slice(0, 40)}»`;
      if (rect.right > outer.right + 1 || rect.left < outer.left - 1) {
        found.push(
          `${what} runs from ${Math.round(rect.left - outer.left)} to ${Math.round(rect.right - outer.left)} px of ${Math.round(outer.width)}`,
        );
      }
      const ownText = [...child.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (ownText && child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1) {
        found.push(`${what} does not fit: ${child.scrollWidth} px in ${child.clientWidth}`);
      }
    }
    return found;
  });
}

/** SCREENSHOT_DIR: a PNG of `box` there, to look at (never committed). */
async function keepScreenshot(box: Locator, name: string): Promise<void> {
  if (process.env.SCREENSHOT_DIR) await box.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
}

async function phoneWith(tag: string, attributes: Record<string, string> = {}) {
  const { page } = await chromium.open({ viewport: { width: 375, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidgets(page, [[tag, { source: `${server.url()}/api/feed`, loading: 'eager', ...attributes }]]);
  await waitForWidgets(page);
  return page;
}

describe('the measured views in a 375 px wide phone', () => {
  it('the analytics keep a coin’s "pocos datos" with its count and minimum inside the panel', async () => {
    const part = measuredPart();
    part.coins[0] = {
      coin: 'BTC',
      mentions: 14,
      state: 'few',
      dominance: 5.6,
      evidence: { positive: [], negative: [] },
    };
    feed = measuredFeed(Date.now(), part);
    const page = await phoneWith('crypto-analytics');
    const panel = page.locator('crypto-analytics [part="panel"]').nth(1);
    await expect.poll(() => panel.locator('.cw-figures').textContent()).toContain('14 textos (mínimo 20)');
    await keepScreenshot(panel, 'analytics-few-375');
    expect(await overflowsOf(panel)).toEqual([]);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('<crypto-sentiment> on an empty database says nothing is measured yet, and it all fits', async () => {
    feed = measuredFeed(Date.now(), emptyMeasuredPart());
    const page = await phoneWith('crypto-sentiment');
    const widget = page.locator('crypto-sentiment');
    await expect.poll(() => widget.locator('.cw-measured-few strong').textContent()).toBe('Aún no hay textos medidos');
    await widget.getByRole('button', { name: '¿Cómo se calcula?' }).click();
    await keepScreenshot(widget, 'sentiment-empty-375');
    expect(await overflowsOf(widget.locator('.cw-card'))).toEqual([]);
    expect((await axe(page)).violations).toEqual([]);
  });
});
