// Screenshots to look at (written to screenshots/, which git ignores): every route at three widths, the demo
// pages, and every widget alone, narrow and wide, light and dark. Like every browser test, each fails on a
// console error, page error or unhandled rejection.

import { mkdirSync } from 'node:fs';
import { beforeAll, describe, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { scrollThrough, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const OUT = 'screenshots';
const chromium = sharedChromium();

beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
});

const ROUTES = { dashboard: '#/', analytics: '#/analytics', 'ai-chat': '#/ai-chat', portfolio: '#/portfolio' };

describe('app screenshots', () => {
  for (const width of [375, 768, 1280]) {
    it(`every route at ${width} px`, async () => {
      const { page } = await chromium.open({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      for (const [name, hash] of Object.entries(ROUTES)) {
        await page.goto(`${base}/${hash}`);
        await scrollThrough(page);
        await waitForWidgets(page);
        await page.screenshot({ path: `${OUT}/app-${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

describe('demo screenshots', () => {
  for (const width of [375, 1280]) {
    it(`the demo pages at ${width} px`, async () => {
      const { page } = await chromium.open({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      for (const [name, path] of Object.entries({
        article: 'demo/',
        classic: 'demo/clasico.html',
        configurator: 'demo/configurador.html',
      })) {
        await page.goto(`${base}/${path}`);
        await scrollThrough(page);
        await waitForWidgets(page);
        await page.screenshot({ path: `${OUT}/demo-${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

describe('widget screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [360, 760]) {
      it(`every widget, ${theme}, ${width} px wide`, async () => {
        const { page } = await chromium.open({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        for (const { tag } of registry) {
          await page.goto(`${base}/fixtures/stage.html`);
          await page.evaluate(
            ({ tag, theme }) => {
              document.body.classList.toggle('dark', theme === 'dark');
              const el = document.createElement(tag);
              el.setAttribute('theme', theme);
              el.setAttribute('seed', '7');
              el.setAttribute('variant', 'course');
              el.setAttribute('loading', 'eager');
              document.getElementById('stage')?.append(el);
            },
            { tag, theme },
          );
          await waitForWidgets(page);
          await page.locator(tag).screenshot({ path: `${OUT}/${tag}-${theme}-${width}.png` });
        }
      });
    }
  }
});
