// <crypto-sentiment> with the figures a site's server measured, in Chromium: the feed served by a local server
// (values unlike the sample data), "¿Cómo se calcula?" used with the keyboard, axe-core finding nothing in either
// theme, whatever the page's, and the measured history's gaps drawn as gaps.

import { beforeEach, describe, expect, inject, it } from 'vitest';
import { measuredFeed } from '../unit/widgets/measured-feed.ts';
import { axe } from './a11y.ts';
import { addWidgets, localServer, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

let feed: Record<string, unknown>;
beforeEach(() => {
  feed = measuredFeed();
});

const server = localServer((req, res) => {
  if ((req.url ?? '').split('?')[0] !== '/api/feed') return res.writeHead(404).end('{}');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(feed));
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
      .toBe('Medido: 214 publicaciones y 38 titulares en 24\u00a0h · hace 2\u00a0min');
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
