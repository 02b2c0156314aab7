// A slow CDN must never blank the host page: with our files never answering, the article's own text still paints
// (how soon, next to the same page served normally, is measured by `npm run bench cdn`; the layout-shift tests check
// that a normal load stays within CLS 0.01 all the same).

import { describe, expect, inject, it } from 'vitest';
import { sharedChromium } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

describe('with our files never answering', () => {
  it.each(['demo/', 'demo/clasico.html'])('%s paints its own text', async (path) => {
    const { page } = await chromium.open();
    // Our script and its chunks hang for ever; the page's own HTML, CSS and images do not. A script that blocked
    // rendering would keep the page blank: no first contentful paint at all.
    await page.route(/crypto-widgets(\.iife)?\.js$|\/chunks\//, () => new Promise(() => {}));
    await page.goto(`${base}/${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    expect(await page.locator('h1').first().textContent()).not.toBe('');
  });
});
