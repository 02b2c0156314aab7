// The ad banner's shapes wherever it is placed: a leaderboard strip, a tall narrow unit and a square, the last
// two centred in a wider column and shrinking in a narrower one; and its dark theme.

import { describe, expect, inject, it } from 'vitest';
import { measuredHeights } from '../../src/widgets/reserve.ts';
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

describe('<crypto-ad> reserves the height of every ad', () => {
  /**
   * The measured widths: where each step of the size's height table starts and, where the height changes only at
   * steps, where it ends (the widest width before the next step: 790 px, where the course's description used to take
   * two lines and the others one). A square's height follows its width inside a step (the table's 8 px tolerance).
   */
  const widthsOf = (size: string) => {
    const table = measuredHeights('crypto-ad', size === 'horizontal' ? '' : `[size=${size}]`);
    const starts = table.map(([width]) => width);
    const ends = size === 'square' ? [] : starts.slice(1).map((width) => width - 1);
    return [...new Set([...starts, ...ends, 1000])].sort((a, b) => a - b);
  };

  it.each(['horizontal', 'vertical', 'square'])(
    'size="%s": each ad, pinned or picked at random, renders at the reserved height and moves nothing',
    async (size) => {
      const WIDTHS = widthsOf(size);
      const { page } = await chromium.open({ viewport: { width: 1100, height: 800 } });
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${base}/fixtures/stage.html`);
      const reserved = await page.evaluate(
        async ({ size, widths }) => {
          const stage = document.getElementById('stage') as HTMLElement;
          stage.style.cssText = 'padding:0;max-width:none';
          const elements = widths.flatMap((width) =>
            ['course', 'tools', 'exchange', ''].map((variant) => {
              const box = document.createElement('div');
              box.style.width = `${width}px`;
              const el = document.createElement('crypto-ad');
              for (const [name, value] of Object.entries({ size, variant, loading: 'eager' }))
                if (value) el.setAttribute(name, value);
              // Text under each ad: it would move if the ad took another height than the one reserved.
              const after = document.createElement('p');
              after.textContent = `${width} ${variant || 'al azar'}`;
              box.append(el, after);
              stage.append(box);
              return el;
            }),
          );
          await Promise.resolve(); // the loader sees new elements in a microtask
          return elements.map((el) => Math.round(el.getBoundingClientRect().height));
        },
        { size, widths: WIDTHS },
      );
      await waitForWidgets(page);
      const real = await page.evaluate(() =>
        [...document.querySelectorAll('#stage crypto-ad')].map((el) => Math.round(el.getBoundingClientRect().height)),
      );
      const labels = WIDTHS.flatMap((width) =>
        ['course', 'tools', 'exchange', 'al azar'].map((variant) => `${width} px ${variant}`),
      );
      const misfits = labels
        .map((label, i) => ({ label, reserved: reserved[i], real: real[i] }))
        .filter(({ reserved, real }) => reserved !== real);
      expect(misfits).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    },
  );
});
