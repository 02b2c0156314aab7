// The app's grid as a designer checks it: cards of a row are equally tall and none shows a blank band under its
// content; figures that belong together line up across cards and tiles; the portfolio's ads share the content's
// edges.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { scrollThrough, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** The app at `hash` in a `width` px window, every widget rendered and laid out. */
async function openApp(width: number, hash: string): Promise<Page> {
  const { page } = await chromium.open({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(`${base}/${hash}`);
  await scrollThrough(page);
  await waitForWidgets(page);
  await page.waitForFunction(() => !document.querySelector(':state(pending)'));
  return page;
}

/**
 * The blank band at the bottom of a card: from the bottom of its last visible content (`last`, inside the card) to
 * the bottom of the card's content box, in px. Each selector is `host selector >>> shadow selector`.
 */
function blankBelow(page: Page, host: string, card: string, last: string): Promise<number> {
  return page.evaluate(
    ({ host, card, last }) => {
      const root = document.querySelector(host)?.shadowRoot;
      const box = root?.querySelector(card) as HTMLElement;
      const ends = [...(root?.querySelectorAll(last) ?? [])].map((el) => el.getBoundingClientRect().bottom);
      const style = getComputedStyle(box);
      const contentBottom =
        box.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      return Math.round(contentBottom - Math.max(...ends));
    },
    { host, card, last },
  );
}

/** The top of each element matching `selector` inside `host`'s shadow root, rounded to the pixel. */
const topsOf = (page: Page, host: string, selector: string) =>
  page.evaluate(
    ({ host, selector }) =>
      [...(document.querySelector(host)?.shadowRoot?.querySelectorAll(selector) ?? [])].map((el) =>
        Math.round(el.getBoundingClientRect().top),
      ),
    { host, selector },
  );

describe('the dashboard', () => {
  it('at 1280 px the market chart fills the card a taller sentiment panel stretches', async () => {
    const page = await openApp(1280, '#/');
    const heights = await page.evaluate(() =>
      ['crypto-market-overview', 'crypto-sentiment'].map((tag) => document.querySelector(tag)?.clientHeight),
    );
    expect(heights[0]).toBe(heights[1]);
    expect(
      await blankBelow(page, 'crypto-market-overview', '.cw-card', '.recharts-surface, .cw-provenance'),
    ).toBeLessThanOrEqual(2);
  });

  it('at 1280 px the trending rows fill the card the on-chain metrics stretch', async () => {
    const page = await openApp(1280, '#/');
    expect(await blankBelow(page, 'crypto-trending', '.cw-card', 'tbody tr, .cw-provenance')).toBeLessThanOrEqual(2);
  });

  it('at 1024 px the on-chain card has no blank band: the health bar ends at the bottom', async () => {
    const page = await openApp(1024, '#/');
    expect(await blankBelow(page, 'crypto-onchain', '.cw-card', '.cw-health, .cw-provenance')).toBeLessThanOrEqual(2);
  });

  it.each([1024, 1280])('at %i px the on-chain values of a row share one baseline', async (width) => {
    const page = await openApp(width, '#/');
    const rows = await page.evaluate(() => {
      const root = document.querySelector('crypto-onchain')?.shadowRoot;
      const tiles = [...(root?.querySelectorAll('.cw-metric') ?? [])];
      const at = (el: Element | null | undefined) => Math.round(el?.getBoundingClientRect().bottom ?? 0);
      const byRow = new Map<number, { title: number; value: number }[]>();
      for (const tile of tiles) {
        const top = Math.round(tile.getBoundingClientRect().top);
        const row = byRow.get(top) ?? [];
        // The title's text (its box is as tall as the row): how tall its lines are.
        const text = document.createRange();
        text.selectNodeContents(tile.querySelector('.cw-metric-title') as Element);
        row.push({
          title: Math.round(text.getBoundingClientRect().height),
          value: at(tile.querySelector('.cw-metric-value')),
        });
        byRow.set(top, row);
      }
      return [...byRow.values()];
    });
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    for (const row of rows) expect(new Set(row.map((tile) => tile.value)).size, JSON.stringify(row)).toBe(1);
    // At 1280 px "Actividad de ballenas" takes two lines beside a one-line "Volumen on-chain": the case in point.
    if (width === 1280) expect(new Set(rows[0]?.map((tile) => tile.title)).size, JSON.stringify(rows[0])).toBe(2);
  });

  it.each([1024, 1280])('at %i px the insight cards line up "Confianza" and "Plazo"', async (width) => {
    const page = await openApp(width, '#/');
    const descriptions = await topsOf(page, 'crypto-insights', '.cw-insight-text');
    const confidence = await topsOf(page, 'crypto-insights', '.cw-insight-confidence');
    const timeframe = await topsOf(page, 'crypto-insights', '.cw-insight-timeframe');
    expect(descriptions).toHaveLength(3);
    expect(new Set(confidence).size, `Confianza: ${confidence}`).toBe(1);
    expect(new Set(timeframe).size, `Plazo: ${timeframe}`).toBe(1);
  });
});

describe('the analytics screen', () => {
  it('at 1280 px the price and volume charts fill the panels their taller neighbours stretch', async () => {
    const page = await openApp(1280, '#/analytics');
    const host = 'crypto-analytics';
    const price = await blankBelow(page, host, '[part=panel]:nth-child(1) .cw-card', '.cw-price-chart svg');
    const volume = await blankBelow(page, host, '[part=panel]:nth-child(3) .cw-card', '.cw-volume-chart svg');
    expect(price).toBeLessThanOrEqual(2);
    expect(volume).toBeLessThanOrEqual(2);
  });
});

describe('the portfolio', () => {
  it.each([1024, 1280])('at %i px no card of a row shows a blank band under its content', async (width) => {
    const page = await openApp(width, '#/portfolio');
    const host = 'crypto-portfolio';
    const blanks = {
      risk: await blankBelow(page, host, '.cw-risk', '.cw-risk-item p'),
      allocation: await blankBelow(page, host, '.cw-allocation', '.cw-allocation-list'),
      recommendations: await blankBelow(page, host, '.cw-recommendations', '.cw-recommendation-actions'),
      positions: await blankBelow(page, host, '.cw-positions', '.cw-position-figures'),
    };
    const message = JSON.stringify(blanks);
    // Risk measures and positions are rows of equal height between rules, each centred in its row: the last one's
    // text ends within its row's share of the spare height; the others' content reaches the card's bottom.
    expect(blanks.risk, message).toBeLessThanOrEqual(24);
    expect(blanks.positions, message).toBeLessThanOrEqual(24);
    expect(blanks.allocation, message).toBeLessThanOrEqual(2);
    expect(blanks.recommendations, message).toBeLessThanOrEqual(2);
  });

  it.each([1024, 1280, 1440])('at %i px the square ads line up with the content’s edges', async (width) => {
    const page = await openApp(width, '#/portfolio');
    const edges = await page.evaluate(() => {
      const content = document.querySelector('crypto-portfolio')?.getBoundingClientRect() as DOMRect;
      const ads = [...document.querySelectorAll('.portfolio-ads crypto-ad')]
        .map((ad) => ad.shadowRoot?.querySelector('.cw-ad')?.getBoundingClientRect())
        .filter((box): box is DOMRect => !!box && box.width > 0);
      return {
        count: ads.length,
        widths: ads.map((box) => Math.round(box.width)),
        left: (ads[0]?.left ?? 0) - content.left,
        right: content.right - (ads.at(-1)?.right ?? 0),
      };
    });
    expect(edges.count).toBe(3);
    expect(edges.widths).toEqual([300, 300, 300]);
    expect(Math.abs(edges.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(edges.right)).toBeLessThanOrEqual(1);
  });
});
