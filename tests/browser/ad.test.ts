// The ad banner's shapes wherever it is placed: a leaderboard strip, a tall narrow unit and a square, the last
// two centred in a wider column and shrinking in a narrower one; and its dark theme.

import { describe, expect, inject, it } from 'vitest';
import { sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

async function adBox(column: number, size: string, theme = 'light') {
  const { page } = await chromium.open({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${base}/fixtures/stage.html`);
  await page.evaluate(
    ({ column, size, theme }) => {
      const stage = document.getElementById('stage') as HTMLElement;
      stage.style.cssText = `width: ${column}px; padding: 0`;
      const el = document.createElement('crypto-ad');
      for (const [name, value] of Object.entries({ size, theme, variant: 'tools', loading: 'eager' }))
        el.setAttribute(name, value);
      stage.append(el);
    },
    { column, size, theme },
  );
  await waitForWidgets(page);
  return page.evaluate(() => {
    const host = document.querySelector('crypto-ad') as HTMLElement;
    const card = host.shadowRoot?.querySelector('.cw-ad') as HTMLElement;
    const outer = host.getBoundingClientRect();
    const box = card.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      left: Math.round(box.left - outer.left),
      right: Math.round(outer.right - box.right),
      background: getComputedStyle(card).backgroundImage,
    };
  });
}

describe('<crypto-ad size>', () => {
  it('horizontal is a strip as wide as its column', async () => {
    const ad = await adBox(1264, 'horizontal');
    expect(ad.width).toBe(1264);
    expect(ad.height).toBeLessThan(120);
  });

  it.each([1264, 600])('vertical is a narrow, tall unit centred in a %i px column', async (column) => {
    const ad = await adBox(column, 'vertical');
    expect(ad.width).toBe(300);
    expect(ad.height).toBeGreaterThan(ad.width);
    expect(Math.abs(ad.left - ad.right)).toBeLessThanOrEqual(1);
  });

  it.each([1264, 600])('square is a 300 px square centred in a %i px column', async (column) => {
    const ad = await adBox(column, 'square');
    expect([ad.width, ad.height]).toEqual([300, 300]);
    expect(Math.abs(ad.left - ad.right)).toBeLessThanOrEqual(1);
  });

  it.each(['vertical', 'square'])('%s shrinks to a 240 px column', async (size) => {
    const ad = await adBox(240, size);
    expect(ad.width).toBe(240);
    if (size === 'square') expect(ad.height).toBe(240);
  });

  it('theme="dark" deepens the banner', async () => {
    const light = await adBox(600, 'horizontal');
    const dark = await adBox(600, 'horizontal', 'dark');
    expect(dark.background).not.toBe(light.background);
  });
});
