// Debian's Chromium, launched with the flags this machine needs, and page helpers the browser suite and the
// benchmarks share: pages that record every console error, page error and unhandled rejection, and waits for
// the widgets to render.

import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What Chromium needs on this kind of machine: no sandbox as root, and no calls to a network it cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught exceptions and unhandled rejections seen so far. */
  problems: string[];
  /** Console warnings seen so far (the widgets warn about invalid attributes and failures). */
  warnings: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) => console.error(`unhandledrejection: ${event.reason}`));
  });
  return { page, problems, warnings };
}

/** Visits every part of a long page so widgets near the bottom load too. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

/** Text inside an element's shadow root, white space folded. */
export function shadowText(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (el) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/**
 * Waits until every crypto-* element on the page is defined and has rendered content. A chat stands as its light
 * shell until the reader shows intent on it (src/widgets/chat/facade.ts): here the pointer reaching it is that
 * intent, so the chat mounts as a reader's would.
 */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('*')].filter(
      (el) => el.localName.startsWith('crypto-') && getComputedStyle(el).display !== 'none',
    );
    for (const el of widgets) {
      if (el.localName === 'crypto-chat' && !el.matches(':defined')) el.dispatchEvent(new PointerEvent('pointerenter'));
    }
    return widgets.every(
      (el) =>
        el.matches(':defined') &&
        (el.shadowRoot?.childElementCount ?? 0) > 0 &&
        !el.shadowRoot?.querySelector('[part=placeholder]'),
    );
  });
}

/** Appends a widget to the page's #stage (or the body), built from script with these attributes. */
export async function addWidget(page: Page, tag: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ tag, attributes }) => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      (document.getElementById('stage') ?? document.body).append(el);
    },
    { tag, attributes },
  );
}
