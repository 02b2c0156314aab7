// A host page without <!doctype html> (quirks mode) must show every widget exactly as a standards-mode page
// does: same size (no widget stretched to the window's height), same pixels (tables keep their colours), but
// for one-pixel shifts of lone badges that quirks mode's line-height rule causes.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { addWidget, sharedChromium, waitForChartsInView, waitForWidgets } from './browser.ts';
import { pixelDifference } from './images.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

async function shoot(page: Page, fixture: string, tag: string): Promise<Buffer> {
  await page.goto(`${base}/fixtures/${fixture}`);
  await addWidget(page, tag, { theme: 'dark', seed: '7', variant: 'course', loading: 'eager' });
  await waitForWidgets(page);
  await page.waitForFunction(() => !document.querySelector(':state(pending)'));
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await waitForChartsInView(page);
  // A loaded machine may still be settling a chart's size: the widget as it stays, two equal shots in a row.
  let shot = await page.locator(tag).screenshot({ animations: 'disabled' });
  for (let tries = 0; tries < 10; tries++) {
    const next = await page.locator(tag).screenshot({ animations: 'disabled' });
    if (next.equals(shot)) break;
    shot = next;
  }
  return shot;
}

describe('a host page in quirks mode', () => {
  it('is in quirks mode, and the standards page is not', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/quirks.html`);
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    await page.goto(`${base}/fixtures/stage.html`);
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
  });

  it.each(registry.map((d) => d.tag))('shows <%s> exactly as a standards-mode page does', async (tag) => {
    const { page } = await chromium.open({ viewport: { width: 900, height: 800 }, reducedMotion: 'reduce' });
    const standard = await shoot(page, 'stage.html', tag);
    const quirks = await shoot(page, 'quirks.html', tag);
    // Same size (pixelDifference is 1 otherwise), and the same pixels but for quirks mode's line-height rule
    // moving a lone badge in a table cell by a pixel (under 0.3 % of the widget).
    expect(pixelDifference(standard, quirks)).toBeLessThan(0.003);
  });
});
