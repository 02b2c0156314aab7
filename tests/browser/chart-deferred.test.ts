// The market overview's chart (recharts) mounts only when it comes near the screen, in its reserved box: the
// cards paint without it, the chart library is not fetched before, nothing moves when it arrives, and printing
// draws it.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** A stage with the overview far below the fold, loaded at once (`loading="eager"`) so only its chart waits. */
async function farOverview(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${base}/fixtures/stage.html`);
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    const overview = document.createElement('crypto-market-overview');
    overview.setAttribute('loading', 'eager');
    document.getElementById('stage')?.append(spacer, overview);
  });
  await waitForWidgets(page);
  return fetched;
}

const chart = (page: Page) =>
  page.$eval('crypto-market-overview', (el) => {
    const figure = el.shadowRoot?.querySelector('figure.cw-chart');
    return {
      cards: el.shadowRoot?.querySelectorAll('.cw-price-card').length ?? 0,
      box: figure ? Math.round(figure.getBoundingClientRect().height) : 0,
      hostHeight: Math.round(el.getBoundingClientRect().height),
      drawn: !!figure?.querySelector('.recharts-surface'),
      summary: figure?.querySelector('figcaption')?.textContent ?? '',
    };
  });

describe('the market overview’s chart', () => {
  it('waits in its reserved box until it nears the screen, then draws there without moving anything', async () => {
    const { page } = await chromium.open();
    const fetched = await farOverview(page);
    const waiting = await chart(page);
    expect(waiting.cards).toBe(3);
    expect(waiting.drawn).toBe(false);
    expect(waiting.box).toBe(220);
    // The text alternative is there from the start.
    expect(waiting.summary).toMatch(/^Evolución de BTC, ETH, SOL en seis puntos cada 4 horas/);
    expect(fetched.some((path) => path.includes('/chunks/MarketLines-'))).toBe(false);

    await page.locator('crypto-market-overview').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => !!document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.recharts-surface'),
    );
    const drawn = await chart(page);
    expect(drawn.box).toBe(220);
    expect(drawn.hostHeight).toBe(waiting.hostHeight);
    expect(fetched.some((path) => path.includes('/chunks/MarketLines-'))).toBe(true);
  });

  it('draws once, at its frame’s size: recharts does not measure its box and draw the chart again', async () => {
    const { page } = await chromium.open({ viewport: { width: 412, height: 823 } });
    // Every change to the chart's svg, from the moment its shadow root exists.
    await page.addInitScript(() => {
      const seen: string[] = [];
      const drawn = new WeakSet<Element>();
      (window as unknown as { svgChanges: string[] }).svgChanges = seen;
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
        const root = attach.call(this, init);
        new MutationObserver((records) => {
          for (const record of records) {
            const added = [...record.addedNodes].filter((node): node is Element => node instanceof Element);
            for (const svg of added.flatMap((node) => [
              ...(node.matches('svg.recharts-surface') ? [node] : []),
              ...node.querySelectorAll('svg.recharts-surface'),
            ]))
              if (!drawn.has(svg)) {
                drawn.add(svg);
                seen.push(`drawn ${svg.getAttribute('width')}×${svg.getAttribute('height')}`);
              }
            const target = record.target as Element;
            if (record.type === 'attributes' && target.matches('svg.recharts-surface'))
              seen.push(
                `${record.attributeName} ${record.oldValue} → ${target.getAttribute(record.attributeName ?? '')}`,
              );
          }
        }).observe(root, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
        return root;
      };
    });
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate(() =>
      document.getElementById('stage')?.append(document.createElement('crypto-market-overview')),
    );
    await page.waitForFunction(
      () => !!document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.recharts-surface'),
    );
    const frame = await page.$eval('crypto-market-overview', (el) => {
      const figure = el.shadowRoot?.querySelector('figure.cw-chart');
      return `${Math.round(figure?.clientWidth ?? 0)}×${Math.round(figure?.clientHeight ?? 0)}`;
    });
    expect(frame).toMatch(/^[1-9]\d*×220$/);
    expect(await page.evaluate(() => (window as unknown as { svgChanges: string[] }).svgChanges)).toEqual([
      `drawn ${frame}`,
    ]);
  });

  it('draws when the page prints, however far down it is', async () => {
    const { page } = await chromium.open();
    await farOverview(page);
    expect((await chart(page)).drawn).toBe(false);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.waitForFunction(
      () => !!document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.recharts-surface'),
    );
    expect((await chart(page)).box).toBe(220);
  });
});

describe('the market overview’s tooltip', () => {
  /** The overview on a stage, its chart drawn; the tooltip's parts in its shadow root. */
  async function drawn(options: Parameters<typeof chromium.open>[0] = {}) {
    const { page } = await chromium.open(options);
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate(() =>
      document.getElementById('stage')?.append(document.createElement('crypto-market-overview')),
    );
    await page.waitForFunction(
      () => !!document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.recharts-surface'),
    );
    const tooltip = () =>
      page.$eval('crypto-market-overview', (el) => ({
        mounted: !!el.shadowRoot?.querySelector('.recharts-tooltip-wrapper'),
        text: (el.shadowRoot?.querySelector('.cw-tooltip')?.textContent ?? '').replace(/\s/g, ' '),
      }));
    const shown = () =>
      page.waitForFunction(
        () => !!document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.cw-tooltip'),
      );
    return { page, tooltip, shown, surface: page.locator('crypto-market-overview svg.recharts-surface') };
  }
  /** A point's time, then each coin's price and change (white space folded to plain spaces). */
  const ROWS =
    /^\d\d:\d\dBTC:[\d.,]+ \$ \([+-]\d+,\d\d %\)ETH:[\d.,]+ \$ \([+-]\d+,\d\d %\)SOL:[\d.,]+ \$ \([+-]\d+,\d\d %\)$/;

  it('is mounted when the reader first points at the chart, and one pointer move shows it', async () => {
    const { page, tooltip, shown, surface } = await drawn();
    // Until then the chart mounts without it (a tenth of the chart's mount).
    expect(await tooltip()).toEqual({ mounted: false, text: '' });
    const box = await surface.boundingBox();
    if (!box) throw new Error('no chart');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await shown();
    expect((await tooltip()).text).toMatch(ROWS);
  });

  it('is mounted when the chart takes the keyboard focus, and the arrow keys move it', async () => {
    const { page, tooltip, shown, surface } = await drawn();
    await surface.focus();
    await page.keyboard.press('ArrowRight');
    await shown();
    // The second point, 04:00 (the sample market history).
    expect((await tooltip()).text).toBe('04:00BTC:47.007,38 $ (+0,79 %)ETH:2.023,16 $ (-0,23 %)SOL:41,72 $ (+1,29 %)');
  });

  it('is mounted when a finger touches the chart', async () => {
    const { tooltip, shown, surface } = await drawn({ hasTouch: true, isMobile: true });
    expect((await tooltip()).mounted).toBe(false);
    await surface.tap();
    await shown();
    expect((await tooltip()).text).toMatch(ROWS);
  });
});
