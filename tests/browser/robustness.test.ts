// Robustness in a page we do not control. Every test here also fails on any console error, page error or
// unhandled rejection (see sharedChromium).

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { attributesOf, registry } from '../../src/widgets/registry.ts';
import { scrollThrough, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

async function blankPage(options = {}): Promise<{ page: Page; warnings: string[] }> {
  const { page } = await chromium.open(options);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(`${base}/fixtures/stage.html`);
  // A string, so the test runner does not rewrite this import().
  await page.evaluate("import('/crypto-widgets.js').then((m) => m.loadAll())");
  return { page, warnings };
}

describe('many copies', () => {
  it('renders each widget three times on one page, with the script included twice and the classic build too', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/twice.html`);
    await scrollThrough(page);
    await waitForWidgets(page);
    const charts = await page.$$eval('crypto-price-chart', (els) =>
      els.map((el) => el.shadowRoot?.querySelector('.cw-figure-value')?.textContent),
    );
    expect(charts[0]).toBe(charts[1]);
    expect(charts[2]).not.toBe(charts[0]);
    expect(
      await page
        .locator('crypto-sentiment')
        .nth(1)
        .evaluate((el) => el.shadowRoot?.textContent),
    ).toContain('Ethereum (ETH)');
    // One placeholder sheet, whichever copy started first.
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    // The three chats are independent.
    const chat = page.locator('crypto-chat').first();
    await chat.getByRole('textbox').fill('btc');
    await chat.getByRole('textbox').press('Enter');
    await expect.poll(() => page.locator('crypto-chat').nth(1).locator('.cw-message').count()).toBe(1);
    expect(await chat.locator('.cw-message').count()).toBeGreaterThan(1);
  });
});

describe('built, moved and changed from JavaScript', () => {
  it('survives createElement, setAttribute, append, moves, removal, re-adding and attribute changes', async () => {
    const { page } = await blankPage();
    const log = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const text = (el: Element) => el.shadowRoot?.textContent ?? '';
      // Widgets render in a transition and the panels follow the selection in a deferred render: give them a
      // few frames.
      const shows = async (el: Element, wanted: string) => {
        for (let i = 0; i < 30 && !text(el).includes(wanted); i++) await frame();
        return text(el).includes(wanted);
      };
      const steps: string[] = [];
      const stage = document.getElementById('stage') as HTMLElement;
      const box = document.createElement('section');
      stage.append(box);

      const analytics = document.createElement('crypto-analytics');
      analytics.setAttribute('seed', '5');
      box.append(analytics);
      steps.push(`created:${await shows(analytics, 'Precio de BTC')}`);

      analytics.setAttribute('coin', 'ETH');
      steps.push(`coin:${await shows(analytics, 'Precio de ETH')}`);

      const other = document.createElement('div');
      stage.append(other);
      other.append(analytics); // a move keeps the element's state
      await frame();
      steps.push(`moved:${text(analytics).includes('Precio de ETH')}`);

      analytics.removeAttribute('coin');
      steps.push(`removed-attribute:${await shows(analytics, 'Precio de BTC')}`);

      analytics.remove();
      await frame();
      steps.push(`removed:${analytics.shadowRoot?.childElementCount === 0}`);

      box.append(analytics);
      steps.push(`re-added:${await shows(analytics, 'Precio de BTC')}`);

      (analytics as HTMLElement & { coin: string }).coin = 'ADA';
      steps.push(`property:${analytics.getAttribute('coin')}:${await shows(analytics, 'Precio de ADA')}`);
      return steps;
    });
    expect(log).toEqual([
      'created:true',
      'coin:true',
      'moved:true',
      'removed-attribute:true',
      'removed:true',
      're-added:true',
      'property:ADA:true',
    ]);
  });

  it('a chat keeps its conversation when moved, and drops its pending reply when removed', async () => {
    const { page } = await blankPage();
    await page.evaluate(() => {
      document.getElementById('stage')?.append(document.createElement('crypto-chat'));
    });
    const chat = page.locator('crypto-chat');
    await chat.getByRole('textbox').fill('¿Y ethereum?');
    await chat.getByRole('textbox').press('Enter');
    await page.evaluate(() => {
      const wrapper = document.createElement('aside');
      document.body.append(wrapper);
      wrapper.append(document.querySelector('crypto-chat') as Element);
    });
    await expect.poll(() => chat.locator('.cw-message-ai:not(.cw-typing-row)').count(), { timeout: 4000 }).toBe(2);
    await chat.getByRole('textbox').fill('btc');
    await chat.getByRole('textbox').press('Enter');
    await page.evaluate(() => document.querySelector('crypto-chat')?.remove());
    await page.waitForTimeout(2000); // past the reply's 1.5 s: nothing may happen, nothing may throw
  });
});

describe('a failing widget', () => {
  it('shows its Spanish error box while the others keep working', async () => {
    const { page, warnings } = await blankPage();
    await page.evaluate(() => {
      const stage = document.getElementById('stage') as HTMLElement;
      const broken = document.createElement('crypto-trending');
      broken.setAttribute('data-crypto-test-fail', '');
      stage.append(broken, document.createElement('crypto-trending'), document.createElement('crypto-chat'));
    });
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-trending:first-of-type')).toContain('No se ha podido mostrar este módulo.');
    expect(
      await page
        .locator('crypto-trending')
        .nth(1)
        .evaluate((el) => el.shadowRoot?.textContent),
    ).toContain('Monedas en tendencia');
    await page.locator('crypto-chat').getByRole('textbox').fill('btc');
    await page.locator('crypto-chat').getByRole('textbox').press('Enter');
    await expect.poll(() => page.locator('crypto-chat .cw-message').count()).toBeGreaterThanOrEqual(2);
    expect(warnings.filter((w) => w.includes('<crypto-trending> no se ha podido mostrar'))).toHaveLength(1);
  });
});

const HOSTILE_VALUES = [
  '',
  '   ',
  'x'.repeat(20_000),
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  '{"coin":"BTC","__proto__":{"polluted":1}}',
  '[1,2,3]',
  '🚀💥ñ\u202Eevil\u0000',
  '-1',
  '99999999999999999999',
  'NaN',
  '1e309',
  'constructor',
  '__proto__',
];

describe('hostile attribute values', () => {
  it('every attribute of every tag falls back as documented, and nothing throws or executes', async () => {
    const { page, warnings } = await blankPage();
    const results = await page.evaluate(
      async ({ widgets, values }) => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const stage = document.getElementById('stage') as HTMLElement;
        const failures: string[] = [];
        for (const { tag, attributes } of widgets) {
          const el = document.createElement(tag);
          stage.append(el);
          // The first render is a transition: wait for it.
          for (let i = 0; i < 60 && (el.shadowRoot?.childElementCount ?? 0) === 0; i++) await frame();
          for (const { name, fallback } of attributes) {
            for (const value of values) {
              el.setAttribute(name, value);
              await frame();
              const property = (el as unknown as Record<string, unknown>)[name];
              if (String(property) !== String(fallback))
                failures.push(`${tag} ${name}=${value.slice(0, 20)} → ${property}`);
              if ((el.shadowRoot?.childElementCount ?? 0) === 0) failures.push(`${tag} ${name}: empty`);
              if (el.shadowRoot?.querySelector('.cw-failure')) failures.push(`${tag} ${name}: error box`);
            }
            el.removeAttribute(name);
          }
          el.remove();
        }
        return {
          failures,
          pwned: (window as { __pwned?: number }).__pwned,
          polluted: ({} as { polluted?: number }).polluted,
        };
      },
      {
        widgets: registry.map((d) => ({
          tag: d.tag,
          attributes: attributesOf(d).map((a) => ({ name: a.name, fallback: a.default })),
        })),
        values: HOSTILE_VALUES,
      },
    );
    expect(results.failures).toEqual([]);
    expect(results.pwned).toBeUndefined();
    expect(results.polluted).toBeUndefined();
    // Blank values fall back silently; every other value gets one warning naming the allowed values.
    const attributeCount = registry.reduce((n, d) => n + attributesOf(d).length, 0);
    expect(warnings.filter((w) => w.includes('no es válido'))).toHaveLength(
      attributeCount * (HOSTILE_VALUES.length - 2),
    );
    expect(warnings.every((w) => w.length < 400)).toBe(true);
  });
});

describe('chat input', () => {
  it('shows HTML and script payloads as text, and nothing executes', async () => {
    const { page } = await blankPage();
    await page.evaluate(() => document.getElementById('stage')?.append(document.createElement('crypto-chat')));
    const chat = page.locator('crypto-chat');
    const payloads = [
      '<img src=x onerror="window.__pwned=1">',
      '<script>window.__pwned=1</script>',
      '<a href="javascript:window.__pwned=1">clic</a>',
      '<svg onload="window.__pwned=1"></svg>',
    ];
    for (const payload of payloads) {
      await chat.getByRole('textbox').fill(payload);
      await chat.getByRole('textbox').press('Enter');
      await chat.locator('.cw-typing').waitFor({ state: 'detached' });
    }
    const userTexts = await chat.locator('.cw-message-user .cw-message-text').allTextContents();
    expect(userTexts).toEqual(payloads);
    expect(
      await chat.locator('.cw-messages img, .cw-messages script, .cw-messages a, .cw-messages svg[onload]').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
