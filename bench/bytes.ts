// The byte figures, measured as the budget test measures them: gzip-encoded JavaScript on the network
// log of a page holding one sample widget, from navigation until it has painted and the network is idle; and
// the classic script, whole.

import type { Page } from 'playwright-core';
import { waitForWidgets } from '../tools/chromium.ts';
import type { Harness } from './harness.ts';

export interface BytesResult {
  /** What the page holds, as the table names it. */
  page: string;
  kb: number;
}

const KB = 1024;

/** Every script's transferred size by path, waiting for the late ones (sizes arrive after each request ends). */
function recordScripts(page: Page): () => Promise<Map<string, number>> {
  const pending: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname;
    pending.push(request.sizes().then((s) => [path, s.responseBodySize]));
  });
  return async () => new Map(await Promise.all(pending));
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

async function pageBytes(harness: Harness, name: string, body: string): Promise<number> {
  const path = harness.writePage(
    name,
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${name}</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body>${body}</body></html>`,
  );
  const { page, context } = await harness.open();
  const total = recordScripts(page);
  await page.goto(harness.url(path));
  await waitForWidgets(page);
  await page.waitForLoadState('networkidle');
  const bytes = sum(await total());
  await context.close();
  return bytes;
}

export async function measureBytes(harness: Harness): Promise<BytesResult[]> {
  const results: BytesResult[] = [];
  for (const tag of ['crypto-sentiment', 'crypto-price-chart']) {
    const kb = (await pageBytes(harness, `bytes-${tag}.html`, `<${tag}></${tag}>`)) / KB;
    results.push({ page: `Una <${tag}> de ejemplo`, kb });
  }
  const { page, context } = await harness.open();
  const total = recordScripts(page);
  await page.goto(harness.url('/demo/clasico.html'));
  await page.waitForLoadState('networkidle');
  // Only the classic script itself: the demo page's own scripts are not the product's bytes.
  const classic = (await total()).get('/crypto-widgets.iife.js') ?? Number.NaN;
  await context.close();
  results.push({ page: 'crypto-widgets.iife.js (el script clásico, entero)', kb: classic / KB });
  for (const r of results) console.log(`  bytes ${r.page}: ${r.kb.toFixed(1)} KB gzip`);
  return results;
}
