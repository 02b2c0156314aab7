// Render time of N instances, from navigation until every instance has painted its content, against the
// floor: the same final markup (captured from our rendered shadow roots, with the same stylesheet) served as
// static declarative shadow DOM, which needs no JavaScript at all.

import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface RenderCase {
  tag: string;
  /** Present in the shadow root once the instance has drawn its content. */
  readySelector: string;
  attributes: Record<string, string>;
  counts: readonly number[];
}

export const RENDER_CASES: readonly RenderCase[] = [
  { tag: 'crypto-sentiment', readySelector: '.cw-platform', attributes: {}, counts: [1, 10, 100] },
  { tag: 'crypto-price-chart', readySelector: '.recharts-line-curve', attributes: { seed: '42' }, counts: [1, 10, 50] },
];

export interface RenderResult {
  tag: string;
  count: number;
  ours: Summary;
  floor: Summary;
  /** Ours ÷ floor, run by run (each pair measured back to back, so machine drift hits both alike). */
  ratio: Summary;
}

// Polls every frame until all instances show their content, then notes the time after the next paint.
const WATCH_FOR_PAINT = `
(() => {
  const check = () => {
    const root = document.documentElement;
    const expected = Number(root && root.dataset.n);
    const ready = root && root.dataset.ready;
    const items = expected ? document.querySelectorAll('[data-bench]') : [];
    if (expected && items.length === expected && [...items].every((el) => el.shadowRoot && el.shadowRoot.querySelector(ready))) {
      requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }, 0));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const attributesText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

function oursPage(c: RenderCase, count: number): string {
  const element = `<${c.tag} data-bench loading="eager"${attributesText(c.attributes)}></${c.tag}>`;
  return `<!doctype html><html lang="es" data-n="${count}" data-ready="${c.readySelector}"><head><meta charset="utf-8">
<title>${c.tag} × ${count}</title><link rel="icon" href="data:,"><script type="module" src="/crypto-widgets.js"></script></head>
<body style="margin:0"><main style="width:760px;padding:16px">${element.repeat(count)}</main></body></html>`;
}

function floorPage(c: RenderCase, count: number, markup: { html: string; css: string }): string {
  const element = `<${c.tag} data-bench${attributesText(c.attributes)}><template shadowrootmode="open"><style>${markup.css}</style>${markup.html}</template></${c.tag}>`;
  return `<!doctype html><html lang="es" data-n="${count}" data-ready="${c.readySelector}"><head><meta charset="utf-8">
<title>floor ${c.tag} × ${count}</title><link rel="icon" href="data:,"></head>
<body style="margin:0"><main style="width:760px;padding:16px">${element.repeat(count)}</main></body></html>`;
}

export async function timeToPaint(page: Page, url: string): Promise<number> {
  await page.addInitScript(WATCH_FOR_PAINT);
  await page.goto(url);
  await page.waitForFunction(() => (window as { __painted?: number }).__painted !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __painted: number }).__painted);
}

/** The rendered shadow root of one instance: its markup and the text of its stylesheets. */
async function captureMarkup(harness: Harness, c: RenderCase): Promise<{ html: string; css: string }> {
  const { page, context } = await harness.open();
  await timeToPaint(page, harness.url(harness.writePage(`${c.tag}-capture.html`, oursPage(c, 1))));
  const markup = await page.$eval('[data-bench]', (el) => ({
    html: el.shadowRoot?.innerHTML ?? '',
    css: [...(el.shadowRoot?.adoptedStyleSheets ?? [])]
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .join('\n'),
  }));
  await context.close();
  return markup;
}

/** Writes, for each count, our page and its floor (built from a captured instance); returns their URLs. */
export async function preparePages(
  harness: Harness,
  c: RenderCase,
): Promise<{ count: number; ours: string; floor: string }[]> {
  const markup = await captureMarkup(harness, c);
  return c.counts.map((count) => ({
    count,
    ours: harness.url(harness.writePage(`${c.tag}-${count}.html`, oursPage(c, count))),
    floor: harness.url(harness.writePage(`${c.tag}-${count}-floor.html`, floorPage(c, count, markup))),
  }));
}

export async function measureRender(harness: Harness, runs: number): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  for (const c of RENDER_CASES) {
    for (const { count, ours: oursUrl, floor: floorUrl } of await preparePages(harness, c)) {
      const time = async (url: string) => {
        const { page, context } = await harness.open();
        const ms = await timeToPaint(page, url);
        await context.close();
        return ms;
      };
      const pairs = await repeat(runs, async () => ({ ours: await time(oursUrl), floor: await time(floorUrl) }));
      const result: RenderResult = {
        tag: c.tag,
        count,
        ours: summarize(pairs.map((p) => p.ours)),
        floor: summarize(pairs.map((p) => p.floor)),
        ratio: summarize(pairs.map((p) => p.ours / p.floor)),
      };
      results.push(result);
      console.log(
        `  render ${c.tag} × ${count}: ${result.ours.median.toFixed(0)} ms vs floor ${result.floor.median.toFixed(0)} ms (× ${result.ratio.median.toFixed(2)})`,
      );
    }
  }
  return results;
}
