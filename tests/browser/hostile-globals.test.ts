// Scripts real news sites still run beside us, and what they do to the page's globals: an enumerable property
// on Object.prototype (also what a prototype-pollution bug leaves), Prototype.js 1.7.3 (Debian's libjs-prototype)
// and MooTools 1.4.5 with its 1.2 compatibility layer (libjs-mootools). Where our code or our build's runtime
// was the cause, the widgets work; where a library we ship cannot (recharts' store under a polluted
// Object.prototype, React under MooTools' Function.prototype.bind), the widget shows its Spanish message. In
// every case nothing reaches the page uncaught (the shared browser fixture fails a test on any page error).

import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { askChat, chatMessages, holdRequests, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
const TAGS = registry.map((d) => d.tag);
/** Where Debian installs libjs-prototype and libjs-mootools (.ci/run installs them). */
const LEGACY = process.env.LEGACY_JS_DIR ?? '/usr/share/javascript';
const PROTOTYPE = `${LEGACY}/prototype/prototype-1.7.3.js`;
const MOOTOOLS = `${LEGACY}/mootools/mootools-core-nc.js`;
/** The widgets that draw with recharts, whose Redux store walks objects with for…in. */
const RECHARTS_TAGS = [
  'crypto-market-overview',
  'crypto-analytics',
  'crypto-price-chart',
  'crypto-sentiment-chart',
  'crypto-volume-chart',
  'crypto-portfolio',
];

/** Every tag on a plain page, loaded by the module or the classic script, after `legacy` (if any) has run. */
async function everyTag(page: Page, script: 'module' | 'classic', legacy?: string): Promise<void> {
  await page.goto(`${base}/fixtures/blank.html`);
  if (legacy) {
    expect(existsSync(legacy), `${legacy}: apt-get install libjs-prototype libjs-mootools`).toBe(true);
    await page.route('**/legacy.js', (route) => route.fulfill({ path: legacy, contentType: 'text/javascript' }));
    await page.addScriptTag({ url: '/legacy.js' });
  }
  await page.evaluate(
    ({ tags, script }) => {
      const stage = document.getElementById('stage') as HTMLElement;
      for (const tag of tags) {
        const el = document.createElement(tag);
        el.setAttribute('seed', '7');
        el.setAttribute('loading', 'eager');
        stage.append(el);
      }
      const element = document.createElement('script');
      if (script === 'module') element.type = 'module';
      element.src = script === 'module' ? '/crypto-widgets.js' : '/crypto-widgets.iife.js';
      document.head.append(element);
    },
    { tags: TAGS, script },
  );
  await waitForWidgets(page);
}

/** Tags whose shadow root shows the Spanish failure message. */
const failing = (page: Page) =>
  page.evaluate(
    (tags) => tags.filter((t) => document.querySelector(t)?.shadowRoot?.querySelector('.cw-failure')),
    TAGS,
  );

async function expectChatAndSentimentWork(page: Page): Promise<void> {
  expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
  const chat = page.locator('crypto-chat');
  await askChat(chat, '¿Y bitcoin?');
  await expect.poll(() => chatMessages(chat).count()).toBe(3);
  expect(await chatMessages(chat).last().textContent()).toContain('72/100');
}

describe.each(['module', 'classic'] as const)('with the %s script', (script) => {
  it('works beside Prototype.js 1.7.3', async () => {
    const { page } = await chromium.open();
    await everyTag(page, script, PROTOTYPE);
    expect(await failing(page)).toEqual([]);
    await expectChatAndSentimentWork(page);
    await page.locator('crypto-analytics').getByRole('button', { name: 'SOL' }).click();
    await expect.poll(() => shadowText(page, 'crypto-analytics')).toContain('Precio de SOL');
  });

  it('with an enumerable property on Object.prototype: charts say they cannot show, the rest works', async () => {
    const { page, warnings } = await chromium.open();
    await page.addInitScript(() => {
      (Object.prototype as Record<string, unknown>).polluted = 'sí';
    });
    await everyTag(page, script);
    // The market overview's chart mounts after its cards, when near the screen (issue 25): its failure comes then.
    await expect.poll(() => failing(page)).toEqual(RECHARTS_TAGS);
    await expectChatAndSentimentWork(page);
    expect(
      new Set(warnings.map((w) => w.match(/^\[crypto-widgets\] <([a-z-]+)> no se ha podido mostrar/)?.[1])),
    ).toEqual(new Set(RECHARTS_TAGS));
    warnings.length = 0;
  });

  it('beside MooTools 1.4.5 with its compatibility layer: every widget says why it cannot show', async () => {
    const { page, warnings } = await chromium.open();
    await everyTag(page, script, MOOTOOLS);
    expect(await failing(page)).toEqual(TAGS);
    expect(await shadowText(page, 'crypto-chat')).toBe(
      'No se ha podido mostrar este módulo.Otro script de esta página ha cambiado funciones del navegador que el módulo necesita.',
    );
    // Typing into the page's own field still throws nothing (the widgets mounted no React).
    await page.evaluate(() => document.getElementById('stage')?.append(document.createElement('input')));
    await page.locator('#stage > input').fill('hola');
    expect(warnings).toHaveLength(TAGS.length);
    expect(warnings.every((w) => w.endsWith('otro script de la página ha cambiado Function.prototype.bind.'))).toBe(
      true,
    );
    warnings.length = 0;
  });
});

describe('names a page took first', () => {
  it('leaves a tag another script defined to that script, and says so once', async () => {
    const { page, warnings } = await chromium.open();
    await page.goto(`${base}/fixtures/blank.html`);
    await page.evaluate(() => {
      customElements.define('crypto-trending', class extends HTMLElement {});
      const stage = document.getElementById('stage') as HTMLElement;
      for (const tag of ['crypto-trending', 'crypto-trending', 'crypto-sentiment'])
        stage.append(document.createElement(tag));
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/crypto-widgets.js';
      document.head.append(script);
    });
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('75/100');
    const theirs = await page.$$eval('crypto-trending', (els) =>
      els.map((el) => ({
        style: el.getAttribute('style'),
        shadow: el.shadowRoot !== null,
        height: el.getBoundingClientRect().height,
      })),
    );
    expect(theirs).toEqual([
      { style: null, shadow: false, height: 0 },
      { style: null, shadow: false, height: 0 },
    ]);
    expect(warnings).toEqual(['[crypto-widgets] <crypto-trending> ya la define otro script; no se toca.']);
    warnings.length = 0;
  });

  it('runs the classic script on a page that declared its own const CryptoWidgets', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/blank.html`);
    await page.addScriptTag({ content: "const CryptoWidgets = 'de la página';" });
    await page.evaluate(() => document.getElementById('stage')?.append(document.createElement('crypto-sentiment')));
    await page.addScriptTag({ url: '/crypto-widgets.iife.js' });
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    expect(await page.evaluate('CryptoWidgets')).toBe('de la página');
  });

  it('offers configure, load and loadAll as CryptoWidgets from the classic script', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/blank.html`);
    await page.addScriptTag({ url: '/crypto-widgets.iife.js' });
    expect(await page.evaluate(() => Object.keys((window as { CryptoWidgets?: object }).CryptoWidgets ?? {}))).toEqual([
      'configure',
      'load',
      'loadAll',
    ]);
  });
});

describe('jQuery (Debian libjs-jquery) on the page', () => {
  it('sets properties with .prop() before the code arrives, and hears events with .on()', async () => {
    const jquery = `${LEGACY}/jquery/jquery.js`;
    expect(existsSync(jquery), `${jquery}: apt-get install libjs-jquery`).toBe(true);
    const { page } = await chromium.open();
    // The analytics code is held back, so .prop() runs while the tag is still undefined.
    const release = await holdRequests(page, '**/chunks/Analytics-*.js');
    await page.route('**/jquery.js', (route) => route.fulfill({ path: jquery, contentType: 'text/javascript' }));
    await page.goto(`${base}/fixtures/stage.html`);
    await page.addScriptTag({ url: '/jquery.js' });
    await page.evaluate(() => {
      const $ = (
        window as unknown as {
          jQuery: (html: string) => {
            prop(name: string, value: unknown): unknown;
            on(name: string, fn: (e: { originalEvent: CustomEvent }) => void): unknown;
            appendTo(target: string): unknown;
          };
        }
      ).jQuery;
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      const widget = $('<crypto-analytics></crypto-analytics>');
      widget.prop('coin', 'SOL');
      widget.prop('seed', 7);
      widget.on('crypto-analytics-change', (e) => seen.push(e.originalEvent.detail));
      widget.appendTo('#stage');
    });
    expect(await page.evaluate(() => customElements.get('crypto-analytics'))).toBeUndefined();
    release();
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-analytics')).toContain('Precio de SOL');
    await page.locator('crypto-analytics').getByRole('button', { name: '30D' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
      .toEqual([{ coin: 'SOL', timeframe: '30D' }]);
  });
});
