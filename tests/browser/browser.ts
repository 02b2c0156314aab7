// One Chromium per browser test file, closed after it; a test fails when a page it opened logged a console
// error or a warning it did not expect, threw, or left a promise rejection unhandled. The launch and page
// helpers live in tools/, shared with the benchmarks; the scaffolding many tests share is here.

import { readdirSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { addWidget, launchChromium, openPage, type WatchedPage, waitForWidgets } from '../../tools/chromium.ts';

export * from '../../tools/chromium.ts';

/**
 * One Chromium for a test file: launched before its tests, closed after them. After every test the pages it
 * opened are closed, and the test fails if any of them logged a console error, threw, or left a promise
 * rejection unhandled, or logged a warning the test did not take out of `warnings` after asserting on it.
 */
export function sharedChromium(): { open(options?: BrowserContextOptions): Promise<WatchedPage> } {
  let browser: Browser | undefined;
  const opened: WatchedPage[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const problems = opened.flatMap((p) => p.problems);
    const warnings = opened.flatMap((p) => p.warnings);
    await Promise.all(opened.map((p) => p.page.context().close()));
    opened.length = 0;
    expect(problems, 'console errors, page errors or unhandled rejections').toEqual([]);
    expect(warnings, 'console warnings the test did not expect').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(options) {
      if (!browser) throw new Error('Chromium is not running yet');
      const watched = await openPage(browser, options);
      opened.push(watched);
      return watched;
    },
  };
}

type Chromium = ReturnType<typeof sharedChromium>;

export interface StagedWidget extends WatchedPage {
  /** The widget's element. */
  widget: Locator;
}

/** The moment fake clocks start at, and the one they stop at once the page has rendered. */
const CLOCK_START = new Date('2026-11-23T10:00:00Z');
const CLOCK_PAUSED = new Date('2026-11-23T10:01:00Z');

/**
 * Puts the page's timers and Date on Playwright's clock before it loads; `pauseClock` then stops time, so a test
 * moves it with `page.clock.runFor(ms)` and a timer can fire neither early nor late.
 */
export const installClock = (page: Page) => page.clock.install({ time: CLOCK_START });
export const pauseClock = (page: Page) => page.clock.pauseAt(CLOCK_PAUSED);

/**
 * A plain host page (tests/browser/fixtures/stage.html) with one widget added from script, rendered. With
 * `clock`, the page runs on Playwright's clock, paused once the widget has rendered (see `installClock`).
 */
export async function stageWidget(
  chromium: Chromium,
  tag: string,
  attributes: Record<string, string> = {},
  options: BrowserContextOptions & { clock?: boolean } = {},
): Promise<StagedWidget> {
  const { clock, ...contextOptions } = options;
  const watched = await chromium.open(contextOptions);
  if (clock) await installClock(watched.page);
  await watched.page.goto(`${inject('baseUrl')}/fixtures/stage.html`);
  await addWidget(watched.page, tag, attributes);
  await waitForWidgets(watched.page);
  if (clock) await pauseClock(watched.page);
  return { ...watched, widget: watched.page.locator(tag).last() };
}

/** Types a question into a chat and sends it with Enter, as a reader would. */
export async function askChat(chat: Locator, question: string): Promise<void> {
  const input = chat.getByRole('textbox', { name: 'Escribe tu pregunta' });
  await input.fill(question);
  await input.press('Enter');
}

/**
 * Makes sure the chat has the code that draws a reply (chat/conversation.ts, `replyCode`, fetched when its field
 * takes the focus). A test that moves a fake clock right after a question needs it: otherwise the reply's timers
 * start only once that chunk arrives, after the clock has moved, on a loaded machine's network. The same module
 * imported here is the chat's: once evaluated, the chat's own import of it resolves at once.
 */
export async function replyCodeLoaded(chat: Locator): Promise<void> {
  await chat.getByRole('textbox', { name: 'Escribe tu pregunta' }).focus();
  const chunk = readdirSync(new URL('../../dist/chunks/', import.meta.url)).find((name) =>
    /^reply-[\w-]+\.js$/.test(name),
  );
  if (!chunk) throw new Error('dist/chunks has no reply-*.js: build first (npm run build)');
  // A string, so the test runner leaves the page's own import() alone.
  await chat.page().evaluate(`import(${JSON.stringify(`${inject('baseUrl')}/chunks/${chunk}`)}).then(() => true)`);
}

/** The chat's finished messages (the typing indicator left out). */
export const chatMessages = (chat: Locator) => chat.locator('.cw-message:not(.cw-typing-row)');

/**
 * Counts the `name` events the element at `selector` dispatches from now on, even after it leaves the page
 * (read with `eventCount`).
 */
export async function countEvents(page: Page, selector: string, name: string): Promise<void> {
  await page.evaluate(
    ({ selector, name }) => {
      const page = window as { eventCounts?: Record<string, number> };
      page.eventCounts ??= {};
      const counts = page.eventCounts;
      counts[name] = 0;
      document.querySelector(selector)?.addEventListener(name, () => {
        counts[name] = (counts[name] ?? 0) + 1;
      });
    },
    { selector, name },
  );
}

export const eventCount = (page: Page, name: string) =>
  page.evaluate((name) => (window as { eventCounts?: Record<string, number> }).eventCounts?.[name] ?? 0, name);

/** The first `times` requests matching `url` fail with a 503; later ones go through, as after a CDN's hiccup. */
export async function failFirst(page: Page, url: string, times = 1): Promise<void> {
  let failed = 0;
  await page.route(url, async (route) => {
    if (failed >= times) return route.continue();
    failed++;
    return route.fulfill({ status: 503, body: '' });
  });
}

/** Moves the page's fake clock a second at a time (at most `limit` seconds) until `done()` holds. */
export async function advanceUntil(page: Page, done: () => Promise<boolean>, limit = 120): Promise<void> {
  for (let second = 0; second < limit; second++) {
    if (await done()) return;
    await page.clock.runFor(1000);
    // Let network answers and promise reactions catch up with the new time.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  if (!(await done())) throw new Error(`still waiting after ${limit} s of fake time`);
}

/** Requests matching `url` wait, as on a very slow network, until the returned function releases them. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Adds each `[tag, attributes]` to the page's stage, in order, in one task. */
export async function addWidgets(page: Page, widgets: readonly [string, Record<string, string>][]): Promise<void> {
  await page.evaluate((widgets) => {
    for (const [tag, attributes] of widgets) {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      (document.getElementById('stage') ?? document.body).append(el);
    }
  }, widgets);
}

/** A widget's provenance line as it reads on screen (the links' hidden "opens in a new tab" left out). */
export const provenanceOf = (page: Page, selector: string): Promise<string> =>
  page.$eval(selector, (el) => {
    const line = el.shadowRoot?.querySelector('.cw-provenance')?.cloneNode(true) as HTMLElement | undefined;
    for (const hidden of line?.querySelectorAll('.cw-visually-hidden') ?? []) hidden.remove();
    return line?.textContent?.replace(/\s+/g, ' ') ?? '';
  });

/**
 * An HTTP server of the test file's own on a free local port, started before its tests and closed (with its
 * open connections) after them; `url()` is its origin once started.
 */
export function localServer(handler: RequestListener): { url(): string } {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const started = createServer(handler);
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.closeAllConnections();
    return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return { url: () => origin };
}

/** `value` as money with two decimals, written by the page's own Intl (what the widgets must show). */
export const intlMoney = (page: Page, locale: string, currency: string, value: number): Promise<string> =>
  page.evaluate(
    ({ locale, currency, value }) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value),
    { locale, currency, value },
  );

/**
 * Resolves once every chart in view has drawn (recharts' surface inside each chart frame on screen): a loaded
 * machine may draw a deferred chart after its widget has rendered, and a test that counts a chart's controls or
 * compares its pixels must see it drawn.
 */
export async function waitForChartsInView(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')].every((el) =>
        [...(el.shadowRoot?.querySelectorAll('figure.cw-chart') ?? [])].every((frame) => {
          const box = frame.getBoundingClientRect();
          return box.top >= innerHeight || box.bottom <= 0 || frame.querySelector('svg.recharts-surface') !== null;
        }),
      ),
    null,
    { timeout: 60_000 },
  );
}
