// Leaks: 500 create/remove cycles of each tag (the chat with a reply pending each time), after a warm-up.
// Heap after forced garbage collection against before (and over the last half alone, where a leak would keep
// growing), event listeners on window and document, and timers still pending.

import type { CDPSession, Page } from 'playwright-core';
import { COUNT_TIMERS, listenerCount } from '../tools/page-probes.ts';
import { collectGarbage, type Harness, metrics } from './harness.ts';

export interface LeakResult {
  tag: string;
  cycles: number;
  heapDeltaKb: number;
  /** Heap growth over the last half of the cycles: a leak keeps growing, warm-up flattens out. */
  lastHalfKb: number;
  listenersLeft: number;
  timersLeft: number;
}

/** Cycles run before the baseline: JIT tiers and bounded caches (e.g. recharts' text sizes) fill up first. */
const WARM_UP = 100;

async function snapshot(page: Page, cdp: CDPSession) {
  await page.waitForTimeout(100);
  await collectGarbage(cdp);
  return {
    heap: (await metrics(cdp)).JSHeapUsedSize ?? 0,
    listeners: await listenerCount(cdp),
    timers: await page.evaluate(() => (window as unknown as { __pendingTimers: () => number }).__pendingTimers()),
  };
}

/** Creates, renders and removes `tag` `cycles` times; the chat sends a question each time first. */
function cycle(page: Page, tag: string, cycles: number): Promise<void> {
  return page.evaluate(
    async ({ tag, cycles }) => {
      const stage = document.getElementById('stage') as HTMLElement;
      for (let i = 0; i < cycles; i++) {
        const el = document.createElement(tag);
        el.setAttribute('seed', String(i));
        stage.append(el);
        if (tag === 'crypto-chat') {
          (el.shadowRoot?.querySelector('.cw-suggestion') as HTMLButtonElement | null)?.click();
          el.shadowRoot?.querySelector('form')?.requestSubmit();
        }
        el.remove();
        // Let the deferred unmount run, and the browser breathe now and then.
        await Promise.resolve();
        if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    { tag, cycles },
  );
}

export async function measureLeaks(harness: Harness, tags: readonly string[], cycles: number): Promise<LeakResult[]> {
  const page_ = harness.writePage(
    'leaks.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>leaks</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body><main id="stage"></main></body></html>`,
  );
  const results: LeakResult[] = [];
  for (const tag of tags) {
    const { page, context, cdp } = await harness.open();
    await page.addInitScript(COUNT_TIMERS);
    await page.goto(harness.url(page_));
    await page.evaluate("import('/crypto-widgets.js').then((m) => m.loadAll())");
    await cycle(page, tag, WARM_UP);
    const before = await snapshot(page, cdp);
    await cycle(page, tag, cycles / 2);
    const halfway = await snapshot(page, cdp);
    await cycle(page, tag, cycles / 2);
    const after = await snapshot(page, cdp);
    const result: LeakResult = {
      tag,
      cycles,
      heapDeltaKb: (after.heap - before.heap) / 1024,
      lastHalfKb: (after.heap - halfway.heap) / 1024,
      listenersLeft: after.listeners - before.listeners,
      timersLeft: after.timers - before.timers,
    };
    results.push(result);
    console.log(
      `  leaks ${tag}: heap ${result.heapDeltaKb >= 0 ? '+' : ''}${result.heapDeltaKb.toFixed(0)} KB (last half ${result.lastHalfKb.toFixed(0)} KB), listeners ${result.listenersLeft}, timers ${result.timersLeft}`,
    );
    await context.close();
  }
  return results;
}
