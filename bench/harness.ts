// The benchmark's browser and server: Chromium from Debian, the built dist/ served gzipped on localhost, and
// generated pages under /bench/.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../tools/chromium.ts';
import { type StaticServer, startServer } from '../tools/static-server.ts';

export const PAGES_DIR = 'node_modules/.cache/crypto-bench';

export interface Harness {
  url: (path: string) => string;
  /** A fresh context (empty cache) and page; close it with `done()`. */
  open(options?: {
    width?: number;
    height?: number;
  }): Promise<{ page: Page; context: BrowserContext; cdp: CDPSession }>;
  writePage(name: string, html: string): string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  mkdirSync(PAGES_DIR, { recursive: true });
  const server: StaticServer = await startServer('dist', {
    extraRoots: { '/bench/': PAGES_DIR, '/peer/': 'node_modules/deep-chat/dist' },
  });
  const browser: Browser = await launchChromium();
  return {
    url: (path) => `${server.url}${path}`,
    async open({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      return { page, context, cdp };
    },
    writePage(name, html) {
      writeFileSync(join(PAGES_DIR, name), html);
      return `/bench/${name}`;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Chromium's own counters (CDP Performance.getMetrics). */
export async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Forces two full garbage collections, so heap figures compare like with like. */
export async function collectGarbage(cdp: CDPSession): Promise<void> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
}

/** Gzip bytes of every script the page fetched (the network log's encoded sizes). */
export function recordScriptBytes(page: Page): () => number {
  const sizes = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.set(request.url(), (await request.sizes()).responseBodySize);
  });
  return () => [...sizes.values()].reduce((a, b) => a + b, 0);
}
