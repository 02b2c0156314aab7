// Robustness in a page we do not control. Every test here also fails on any console error, page error or
// unhandled rejection (see sharedChromium).

import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { camelCase } from '../../src/widgets/element/camel-case.ts';
import { parseAttribute } from '../../src/widgets/element/parse-attribute.ts';
import { attributesOf } from '../../src/widgets/publish/specs.ts';
import { registry } from '../../src/widgets/registry.ts';
import {
  addWidget,
  advanceUntil,
  askChat,
  chatMessages,
  countEvents,
  eventCount,
  failFirst,
  holdRequests,
  installClock,
  replyCodeLoaded,
  scrollThrough,
  shadowText,
  sharedChromium,
  stageWidget,
  type WatchedPage,
  waitForWidgets,
} from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

/** The plain host page with every tag defined up front. */
async function blankPage(options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const watched = await chromium.open(options);
  await watched.page.goto(`${base}/fixtures/stage.html`);
  // A string, so the test runner does not rewrite this import().
  await watched.page.evaluate("import('/crypto-widgets.js').then((m) => m.loadAll())");
  return watched;
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

  it('keeps properties a page sets before the widget code arrives, and later ones still work', async () => {
    const { page } = await chromium.open();
    // Hold the chart's code back, so the element lives undefined for a while, as on a slow network.
    const release = await holdRequests(page, '**/chunks/PriceChart-*.js');
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate(() => {
      // createElement → set properties → append, the order of jQuery's .prop() and Angular's bindings.
      const el = document.createElement('crypto-price-chart') as HTMLElement & Record<string, unknown>;
      Object.assign(el, { coin: 'SOL', theme: 'dark', seed: 7 });
      document.getElementById('stage')?.append(el);
    });
    expect(await page.evaluate(() => customElements.get('crypto-price-chart') === undefined)).toBe(true);
    release();
    await waitForWidgets(page);
    const chart = page.locator('crypto-price-chart');
    expect(
      await chart.evaluate((el) => [el.getAttribute('coin'), el.getAttribute('theme'), el.getAttribute('seed')]),
    ).toEqual(['SOL', 'dark', '7']);
    expect(await shadowText(page, 'crypto-price-chart')).toContain('Precio de SOL');
    expect(await chart.evaluate((el) => el.shadowRoot?.querySelector('.cw-root')?.getAttribute('data-theme'))).toBe(
      'dark',
    );
    await chart.evaluate((el) => {
      (el as HTMLElement & { coin: string }).coin = 'ETH';
    });
    await expect.poll(() => shadowText(page, 'crypto-price-chart')).toContain('Precio de ETH');
  });

  it('a chat keeps its conversation when moved', async () => {
    const { page, widget: chat } = await stageWidget(chromium, 'crypto-chat', {}, { clock: true });
    await replyCodeLoaded(chat);
    await askChat(chat, '¿Y ethereum?');
    await page.evaluate(() => {
      const wrapper = document.createElement('aside');
      document.body.append(wrapper);
      wrapper.append(document.querySelector('crypto-chat') as Element);
    });
    await page.clock.runFor(1500);
    expect(await chatMessages(chat).allTextContents()).toEqual([
      expect.stringContaining('¡Hola!'),
      expect.stringContaining('¿Y ethereum?'),
      expect.stringContaining('Ethereum'),
    ]);
  });

  it('a chat removed while a reply is pending never replies, and nothing throws', async () => {
    const { page, widget: chat } = await stageWidget(chromium, 'crypto-chat', {}, { clock: true });
    await countEvents(page, 'crypto-chat', 'crypto-chat-reply');
    await replyCodeLoaded(chat);
    // The same element answers when it stays on the page...
    await askChat(chat, 'btc');
    await page.clock.runFor(1500);
    // The sample replies' chunk comes with the first question: the reply once it is here (and the fake clock has
    // run the frame that draws it).
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return eventCount(page, 'crypto-chat-reply');
      })
      .toBe(1);
    // ...and not once it has left it, however long one waits.
    await askChat(chat, 'btc');
    await page.evaluate(() => document.querySelector('crypto-chat')?.remove());
    await page.clock.runFor(10_000);
    expect(await eventCount(page, 'crypto-chat-reply')).toBe(1);
  });
});

describe('a failing widget', () => {
  it('shows its Spanish error box while the others keep working', async () => {
    const { page, warnings } = await chromium.open();
    // The trending widget's code throws while rendering, as a broken release would.
    await page.route('**/chunks/Trending-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export default function Trending() { throw new Error('roto'); }\nexport const styles = '';\nexport const spec = { attributes: [] };",
      }),
    );
    await page.goto(`${base}/fixtures/stage.html`);
    for (const tag of ['crypto-trending', 'crypto-sentiment', 'crypto-chat']) await addWidget(page, tag);
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-trending')).toBe(
      'No se ha podido mostrar este módulo.El resto de la página funciona con normalidad. Recarga para intentarlo de nuevo.',
    );
    expect(await page.locator('crypto-trending [role="alert"]').count()).toBe(1);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    const chat = page.locator('crypto-chat');
    await askChat(chat, 'btc');
    await expect.poll(() => chatMessages(chat).count()).toBe(3);
    const failures = warnings.filter((w) => w.startsWith('[crypto-widgets] <crypto-trending> no se ha podido mostrar'));
    expect(failures).toHaveLength(1);
    warnings.length = 0;
  });

  it('whose code cannot be fetched shows a skeleton, then says so in its place with "Reintentar"', async () => {
    const { page, warnings, problems } = await chromium.open();
    await installClock(page);
    await page.route('**/chunks/Sentiment-*.js', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidget(page, 'crypto-sentiment', { loading: 'eager' });
    await addWidget(page, 'crypto-onchain', { loading: 'eager' });
    const sentiment = page.locator('crypto-sentiment');
    // While its code is on its way, the reserved box is a skeleton, drawn in the element's own shadow root.
    const box = sentiment.locator('[part=placeholder]');
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(136, 136, 136, 0.133)');
    await expect.poll(() => shadowText(page, 'crypto-onchain')).toContain('Métricas on-chain');
    // Two retries (after 1 s and 4 s), then the message.
    const fallback = sentiment.getByRole('alert');
    await advanceUntil(page, () => fallback.isVisible());
    expect(await fallback.textContent()).toBe('No se ha podido cargar este módulo.');
    // In the same calm grey as the skeleton, not an alarm-red frame.
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(136, 136, 136, 0.133)');
    expect(
      warnings.filter((w) => w.startsWith('[crypto-widgets] no se ha podido cargar <crypto-sentiment>')),
    ).toHaveLength(1);
    warnings.length = 0;
    // The browser reports each refused request on its console: the test's own doing, not a widget's.
    expect(problems.length).toBe(3);
    expect(problems.every((p) => p.includes('503'))).toBe(true);
    problems.length = 0;
    // The network is back: the reader presses "Reintentar" and the widget renders in the same box.
    await page.unroute('**/chunks/Sentiment-*.js');
    await sentiment.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('75/100');
    // Nothing of the failure is left, and nothing was ever written into the page's element.
    expect(await box.count()).toBe(0);
    expect(await sentiment.evaluate((el) => [el.getAttributeNames(), el.children.length])).toEqual([['loading'], 0]);
  });

  it('retries a chunk that fails once, by itself, and the widget renders', async () => {
    const { page, problems } = await chromium.open();
    await installClock(page);
    await failFirst(page, '**/chunks/Trending-*.js');
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidget(page, 'crypto-trending', { loading: 'eager' });
    await advanceUntil(page, async () => (await shadowText(page, 'crypto-trending')).includes('Monedas en tendencia'));
    expect(await page.locator('crypto-trending').getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([expect.stringContaining('503')]);
    problems.length = 0;
  });

  it('recovers every widget together when the shared React chunk fails', async () => {
    const { page, problems } = await chromium.open();
    await installClock(page);
    // Twice: the early fetch of the loader's prefetch, and the widgets' own import of it.
    await failFirst(page, '**/chunks/react-*.js', 2);
    await page.goto(`${base}/fixtures/stage.html`);
    for (const tag of ['crypto-sentiment', 'crypto-trending', 'crypto-chat'])
      await addWidget(page, tag, { loading: 'eager' });
    await advanceUntil(page, async () =>
      page.evaluate(() => ['crypto-sentiment', 'crypto-trending', 'crypto-chat'].every((t) => customElements.get(t))),
    );
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems.length).toBeGreaterThan(0);
    problems.length = 0;
  });

  it('gives up on a chunk that hangs with the message, and still renders if it arrives later', async () => {
    const { page, warnings } = await chromium.open();
    await installClock(page);
    const release = await holdRequests(page, '**/chunks/Insights-*.js');
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidget(page, 'crypto-insights', { loading: 'eager' });
    await addWidget(page, 'crypto-sentiment', { loading: 'eager' });
    const insights = page.locator('crypto-insights');
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('75/100');
    // Three attempts of 15 s each, with 1 s and 4 s between them: the reader is told within about a minute.
    const start = await page.evaluate(() => Date.now());
    await advanceUntil(page, () => insights.getByRole('alert').isVisible());
    expect((await page.evaluate(() => Date.now())) - start).toBeLessThanOrEqual(52_000);
    expect(warnings.filter((w) => w.includes('<crypto-insights>') && w.includes('15 s'))).toHaveLength(1);
    warnings.length = 0;
    release();
    await expect.poll(() => shadowText(page, 'crypto-insights')).toContain('Perspectivas de IA');
    expect(await insights.getByRole('alert').count()).toBe(0);
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
          for (const { name, property: key, expected } of attributes) {
            for (const [i, value] of values.entries()) {
              el.setAttribute(name, value);
              await frame();
              const property = (el as unknown as Record<string, unknown>)[key];
              if (String(property) !== String(expected[i]))
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
          // What the documented parser makes of each value: the default for most, the text itself for free text
          // (a greeting, a model name), which is only ever shown as text.
          attributes: attributesOf(d.tag).map((a) => ({
            name: a.name,
            property: camelCase(a.name),
            expected: HOSTILE_VALUES.map((value) => parseAttribute(a, value).value),
          })),
        })),
        values: HOSTILE_VALUES,
      },
    );
    expect(results.failures).toEqual([]);
    expect(results.pwned).toBeUndefined();
    expect(results.polluted).toBeUndefined();
    // Blank values fall back silently; every refused value gets one warning naming the allowed values.
    const refused = registry
      .flatMap((d) => attributesOf(d.tag))
      .flatMap((a) => HOSTILE_VALUES.filter((value) => parseAttribute(a, value).problem));
    expect(refused.length).toBeGreaterThan(registry.length * 10);
    expect(warnings.filter((w) => w.includes('no es válido'))).toHaveLength(refused.length);
    expect(warnings.every((w) => w.length < 400)).toBe(true);
    warnings.length = 0;
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
