// Reflow (WCAG 1.4.10): every widget in a 240, 280 and 320 px column, nothing sticking out of it and no text cut.
// Content in a box that scrolls sideways on purpose (the chat's suggestions, a wide code block) may be wider.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { measuredShapes } from '../../src/widgets/registry.ts';
import { addWidgets, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** What sticks out of the widget or is cut, described for the failure message. */
function problemsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#stage > *') as HTMLElement;
    const box = host.getBoundingClientRect();
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    if (host.scrollWidth > host.clientWidth + 1)
      found.push(`the element is ${host.scrollWidth} px wide inside ${host.clientWidth}`);
    for (const el of host.shadowRoot?.querySelectorAll('*') ?? []) {
      if (el.closest('svg') && el.localName !== 'svg') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.cw-visually-hidden')) continue;
      if ((rect.right > box.right + 1 || rect.left < box.left - 1) && !inScroller(el)) {
        found.push(
          `${name(el)} "${el.textContent?.slice(0, 30)}" runs from ${Math.round(rect.left - box.left)} to ${Math.round(rect.right - box.left)} px`,
        );
      }
      // Text wider than its own box: cut where the box clips, and over its neighbours where it does not.
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (ownText && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !inScroller(el)) {
        found.push(
          `${name(el)} "${el.textContent?.slice(0, 30)}" does not fit: ${el.scrollWidth} px in ${el.clientWidth}`,
        );
      }
    }
    // Text over text: a badge over a title, axis labels running together.
    const texts = [...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((el) => {
      if (el.closest('.cw-visually-hidden') || getComputedStyle(el).visibility === 'hidden') return false;
      if (el.closest('svg')) return el.localName === 'text' && !!el.textContent?.trim();
      return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    });
    const boxes = texts.map((el) => {
      // The text's own extent, not its block's (a heading's box spans the line however short its words).
      const range = document.createRange();
      range.selectNodeContents(el);
      return { el, rect: el.closest('svg') ? el.getBoundingClientRect() : range.getBoundingClientRect() };
    });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as (typeof boxes)[number];
        const b = boxes[j] as (typeof boxes)[number];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1)
          found.push(`"${a.el.textContent?.slice(0, 20)}" and "${b.el.textContent?.slice(0, 20)}" overlap`);
      }
    }
    return found;
  });
}

describe('reflow: every widget in a narrow column', () => {
  for (const width of [240, 280, 320]) {
    it(`at ${width} px, nothing sticks out, no text is cut and no text covers another`, async () => {
      const { page } = await chromium.open({ viewport: { width: 400, height: 900 }, reducedMotion: 'reduce' });
      for (const { tag, attributes } of measuredShapes()) {
        await page.goto(`${base}/fixtures/stage.html`);
        await page.evaluate((width) => {
          const stage = document.getElementById('stage') as HTMLElement;
          stage.style.cssText = `width: ${width}px; padding: 0`;
        }, width);
        await addWidgets(page, [[tag, { ...attributes, loading: 'eager' }]]);
        await waitForWidgets(page);
        // Every chart frame has drawn its chart (recharts draws once, at its frame's size), and a frame has
        // painted since.
        await page.waitForFunction(() => {
          const frames = [...(document.querySelector('#stage > *')?.shadowRoot?.querySelectorAll('.cw-chart') ?? [])];
          return frames.every((frame) => frame.querySelector('svg.recharts-surface') !== null);
        });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect.soft(await problemsOf(page), `<${tag}> ${JSON.stringify(attributes)} at ${width} px`).toEqual([]);
      }
    });
  }

  it.each([335, 360])('keeps on-chain values inside their tiles’ padding in a %i px column', async (width) => {
    const { page } = await chromium.open({ viewport: { width: 400, height: 900 } });
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate((width) => {
      (document.getElementById('stage') as HTMLElement).style.cssText = `width: ${width}px; padding: 0`;
    }, width);
    await addWidgets(page, [['crypto-onchain', { loading: 'eager' }]]);
    await waitForWidgets(page);
    const overruns = await page.evaluate(() =>
      [...(document.querySelector('crypto-onchain')?.shadowRoot?.querySelectorAll('.cw-metric') ?? [])].flatMap(
        (tile) => {
          const value = tile.querySelector('.cw-metric-value') as HTMLElement;
          const range = document.createRange();
          range.selectNodeContents(value);
          const inner = tile.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(tile).paddingRight);
          const over = range.getBoundingClientRect().right - inner;
          return over > 0.5 ? [`${value.textContent} by ${over.toFixed(1)} px`] : [];
        },
      ),
    );
    expect(overruns).toEqual([]);
  });
});
