// No layout shift: each placeholder reserves the height its widget will have at its width, and pages built of
// widgets keep their cumulative layout shift within the target.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { measuredShapes } from '../../src/widgets/registry.ts';
import { scrollThrough, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

const WIDTHS = [320, 640, 1000];

const SUBJECTS = measuredShapes();

/** Data differ from load to load (random series, a random ad): heights may too, a little. */
const allowance = (height: number) => Math.max(24, 0.06 * height);

describe('reserved heights', () => {
  for (const { key, tag, attributes } of SUBJECTS) {
    it(`<${key}> renders at the height its placeholder reserved, at 320, 640 and 1000 px`, async () => {
      const { page } = await chromium.open({ viewport: { width: 1100, height: 800 } });
      await page.goto(`${base}/fixtures/stage.html`);
      const reserved = await page.evaluate(
        async ({ tag, attributes, widths }) => {
          const stage = document.getElementById('stage') as HTMLElement;
          stage.style.cssText = 'padding:0;max-width:none';
          const elements = widths.map((width) => {
            const box = document.createElement('div');
            box.style.width = `${width}px`;
            const el = document.createElement(tag);
            el.setAttribute('loading', 'eager');
            for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
            box.append(el);
            stage.append(box);
            return el;
          });
          await Promise.resolve(); // the loader sees new elements in a microtask
          return elements.map((el) => Math.round(el.getBoundingClientRect().height));
        },
        { tag, attributes, widths: WIDTHS },
      );
      await waitForWidgets(page);
      await page.waitForFunction(() => !document.querySelector(':state(pending)'));
      // Settled: the same heights on three frames in a row (a loaded machine may lay a chart out a frame late).
      const real = await page.evaluate(
        (tag) =>
          new Promise<number[]>((resolve) => {
            const measure = () =>
              [...document.querySelectorAll(`#stage ${tag}`)].map((el) =>
                Math.round(el.getBoundingClientRect().height),
              );
            let last = '';
            let same = 0;
            const check = () => {
              const now = measure();
              same = JSON.stringify(now) === last ? same + 1 : 0;
              last = JSON.stringify(now);
              if (same >= 2) resolve(now);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        tag,
      );
      WIDTHS.forEach((width, i) => {
        const [want = 0, got = 0] = [reserved[i], real[i]];
        expect(Math.abs(got - want), `${key} a ${width} px: reservado ${want}, real ${got}`).toBeLessThanOrEqual(
          allowance(got),
        );
      });
    });
  }

  it('keeps the height a page reserves itself with --crypto-reserved-height', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/stage.html`);
    const reserved = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'crypto-chat { --crypto-reserved-height: 500px }';
      document.body.append(style);
      const el = document.createElement('crypto-chat');
      el.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(el);
      await Promise.resolve();
      return el.getBoundingClientRect().height;
    });
    expect(reserved).toBe(500);
  });
});

interface Shift {
  value: number;
  sources: string[];
}

/** Layout shifts (not caused by input) while the page loads and the visitor scrolls through it. */
async function layoutShiftsOf(page: Page, url: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(
          ({ node, previousRect: a, currentRect: b }) =>
            `${node?.nodeName.toLowerCase()} y${Math.round(a.y)} h${Math.round(a.height)} → y${Math.round(b.y)} h${Math.round(b.height)}`,
        );
        w.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await scrollThrough(page);
  await waitForWidgets(page);
  await page.waitForFunction(() => !document.querySelector(':state(pending)'));
  // Settled: no new layout shift for half a second (late fonts, deferred renders, charts measuring).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const shifts = (window as unknown as { shifts: unknown[] }).shifts;
        let count = shifts.length;
        let quietSince = performance.now();
        const check = () => {
          if (shifts.length !== count) [count, quietSince] = [shifts.length, performance.now()];
          if (performance.now() - quietSince >= 500) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

describe('cumulative layout shift', () => {
  it.each([
    ['the app dashboard', 375, '/#/'],
    ['the app dashboard', 1280, '/#/'],
    ['the demo article', 375, '/demo/'],
    ['the demo article', 1280, '/demo/'],
  ])('%s at %i px stays within 0.01', async (_, width, path) => {
    const { page } = await chromium.open({ viewport: { width, height: 800 } });
    const shifts = await layoutShiftsOf(page, `${base}${path}`);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`CLS ${path} ${width}px: ${cls.toFixed(4)}`);
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
  });
});
