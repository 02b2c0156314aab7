// One Chromium per browser test file, closed after it; a test fails when a page it opened logged a console
// error, threw, or left a promise rejection unhandled. The launch and page helpers live in tools/, shared
// with the benchmarks.

import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from '../../tools/chromium.ts';

export * from '../../tools/chromium.ts';

/**
 * One Chromium for a test file: launched before its tests, closed after them. After every test the pages it
 * opened are closed, and the test fails if any of them logged a console error, threw, or left a promise
 * rejection unhandled.
 */
export function sharedChromium(): { open(options?: BrowserContextOptions): Promise<WatchedPage> } {
  let browser: Browser | undefined;
  const opened: WatchedPage[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const problems = opened.flatMap((p) => p.problems);
    await Promise.all(opened.map((p) => p.page.context().close()));
    opened.length = 0;
    expect(problems, 'console errors, page errors or unhandled rejections').toEqual([]);
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
