// A slow CDN must never blank the host page: with our files answering after 10 s, the article's own text still
// paints at once (the layout-shift tests check that a normal load stays within CLS 0.01 all the same).

import { describe, expect, inject, it } from 'vitest';
import { sharedChromium } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

describe('with our files 10 s late', () => {
  it.each(['demo/', 'demo/clasico.html'])('%s paints its own text within 1 s', async (path) => {
    const { page } = await chromium.open();
    // Our script and its chunks hang; the page's own HTML, CSS and images do not.
    await page.route(/crypto-widgets(\.iife)?\.js$|\/chunks\//, () => new Promise(() => {}));
    await page.goto(`${base}/${path}`, { waitUntil: 'commit' });
    const firstPaint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: 5000 },
    );
    expect(await firstPaint.jsonValue()).toBeLessThan(1000);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
  });
});
