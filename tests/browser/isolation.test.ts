// The widgets inside a page we do not control: the page's CSS must not reach in, ours must not leak out,
// and nothing is written into the page's <head>.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { sharedChromium, waitForWidgets } from './browser.ts';
import { pixelDifference } from './images.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
const FIXED_TIME = new Date('2026-11-21T10:30:00');

/** Puts one widget on a stage page, as a host page script would, and screenshots its box. */
async function shootAlone(page: Page, stage: string, tag: string): Promise<Buffer> {
  await page.goto(`${base}/fixtures/${stage}`);
  await page.evaluate((tag) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries({ seed: '7', variant: 'course', loading: 'eager' }))
      el.setAttribute(name, value);
    document.getElementById('stage')?.append(el);
  }, tag);
  await waitForWidgets(page);
  // A chart drawn once near the screen (the market overview's) comes a task later: both pages wait for it.
  await page.waitForFunction(
    (tag) =>
      [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('figure[part=chart]') ?? [])].every((figure) =>
        figure.querySelector('svg'),
      ),
    tag,
  );
  return page.locator(tag).screenshot();
}

describe('hostile host page CSS', () => {
  it('leaves every widget looking exactly as on a clean page', async () => {
    const options = { viewport: { width: 760, height: 900 }, reducedMotion: 'reduce' } as const;
    const clean = await chromium.open(options);
    const hostile = await chromium.open(options);
    await clean.page.clock.setFixedTime(FIXED_TIME);
    await hostile.page.clock.setFixedTime(FIXED_TIME);
    const differences: Record<string, number> = {};
    for (const { tag } of registry) {
      const a = await shootAlone(clean.page, 'stage.html', tag);
      const b = await shootAlone(hostile.page, 'stage-hostile.html', tag);
      differences[tag] = pixelDifference(a, b);
    }
    for (const [tag, difference] of Object.entries(differences)) {
      expect(difference, `<${tag}> differs on the hostile page`).toBeLessThan(0.001);
    }
  });

  it('does prove something: the hostile CSS does change the page’s own elements', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/stage-hostile.html`);
    const color = await page.$eval('body', (el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(221, 0, 255)');
  });
});

describe('our styles stay inside', () => {
  it('the host page’s own elements look the same with and without the widgets', async () => {
    const without = await chromium.open({ viewport: { width: 900, height: 1200 } });
    await without.page.route('**/crypto-widgets.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await without.page.goto(`${base}/fixtures/host-page.html`);
    const before = await without.page.locator('#host-content').screenshot();

    const withWidgets = await chromium.open({ viewport: { width: 900, height: 1200 } });
    await withWidgets.page.goto(`${base}/fixtures/host-page.html`);
    await waitForWidgets(withWidgets.page);
    const after = await withWidgets.page.locator('#host-content').screenshot();
    expect(pixelDifference(before, after)).toBe(0);
  });

  it('writes nothing into the page’s <head>: the one placeholder sheet is adopted', async () => {
    const { page } = await chromium.open();
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { headAdditions: string[] }).headAdditions = added;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) added.push(n.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/fixtures/host-page.html`);
    await waitForWidgets(page);
    const headNodes = await page.evaluate(() =>
      (window as unknown as { headAdditions: string[] }).headAdditions.filter(Boolean),
    );
    const headAfterParse = await page.evaluate(() => document.head.children.length);
    // The parser's own nodes: meta, meta, title, link, link, script (plus text nodes).
    expect(headAfterParse).toBe(6);
    expect(headNodes.filter((n) => ['STYLE', 'LINK', 'SCRIPT'].includes(n))).toEqual(['LINK', 'LINK', 'SCRIPT']);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  });
});
