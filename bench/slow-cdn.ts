// A slow CDN: the demo's first contentful paint with our script and chunks never answering, next to the same page
// served normally, in the same run. The page's own text must paint as soon as without us (the test only checks
// that it paints at all: tests/browser/slow-cdn.test.ts).

import type { Harness } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface SlowCdnResult {
  path: string;
  normal: Summary;
  hung: Summary;
  /** Hung ÷ normal, run by run. */
  ratio: Summary;
}

const PATHS = ['demo/', 'demo/clasico.html'] as const;
const OUR_FILES = /crypto-widgets(\.iife)?\.js$|\/chunks\//;

async function firstPaint(harness: Harness, path: string, hang: boolean): Promise<number> {
  const { page, context } = await harness.open();
  try {
    if (hang) await page.route(OUR_FILES, () => new Promise(() => {}));
    await page.goto(harness.url(`/${path}`), { waitUntil: 'commit' });
    const paint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: 30_000 },
    );
    return (await paint.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

export async function measureSlowCdn(harness: Harness, runs: number): Promise<SlowCdnResult[]> {
  const results: SlowCdnResult[] = [];
  for (const path of PATHS) {
    // Interleaved, so the machine's load falls on both alike.
    const pairs = await repeat(runs, async () => ({
      normal: await firstPaint(harness, path, false),
      hung: await firstPaint(harness, path, true),
    }));
    const result = {
      path,
      normal: summarize(pairs.map((p) => p.normal)),
      hung: summarize(pairs.map((p) => p.hung)),
      ratio: summarize(pairs.map((p) => p.hung / p.normal)),
    };
    results.push(result);
    console.log(
      `  ${path}: primer pintado ${result.hung.median.toFixed(0)} ms con nuestros archivos colgados, ${result.normal.median.toFixed(0)} ms sin colgar`,
    );
  }
  return results;
}
