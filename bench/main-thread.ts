// The dashboard's main-thread tasks on a phone-sized screen, in CPU time (the trace's thread time): what
// Lighthouse's total blocking time is made of, without the waits a loaded machine adds to wall time, which
// Lighthouse multiplies by four like the rest. A task blocks when four times its CPU time passes 50 ms.

import type { Harness } from './harness.ts';
import { repeat, type Summary, summarize } from './stats.ts';

/** Lighthouse's mobile profile: a Moto G Power's screen and a CPU four times slower than the machine's. */
const SCREEN = { width: 412, height: 823 };
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

export interface MainThreadResult {
  /** The longest task after first paint, CPU ms (unthrottled). */
  longestMs: Summary;
  /** Σ max(0, 4 × CPU ms − 50) over the tasks after first paint. */
  blockingMs: Summary;
  /** The task that draws the market chart (recharts' mount), CPU ms. */
  chartMs: Summary;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

async function once(harness: Harness) {
  const { page, context, cdp } = await harness.open(SCREEN);
  try {
    // The chart's first svg marks its task in the trace.
    await page.addInitScript(() => {
      const marked = () => {
        const svg = document.querySelector('crypto-market-overview')?.shadowRoot?.querySelector('.recharts-surface');
        if (!svg || document.documentElement.dataset.chartDrawn) return;
        document.documentElement.dataset.chartDrawn = '1';
        performance.mark('chart-drawn');
      };
      const watch = () => {
        const root = document.querySelector('crypto-market-overview')?.shadowRoot;
        if (root) new MutationObserver(marked).observe(root, { subtree: true, childList: true });
        else requestAnimationFrame(watch);
      };
      watch();
    });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(harness.url('/'));
    await page.waitForFunction(() => document.documentElement.dataset.chartDrawn === '1');
    // What the chart's mount sets off (its effects, the next frames) settles.
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await complete;
    const mark = events.find((e) => e.name === 'chart-drawn');
    const paint = events.find((e) => e.name === 'firstContentfulPaint');
    if (!mark || !paint) throw new Error('no chart mark or first paint in the trace');
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid,
    );
    const after = tasks.filter((t) => t.ts + (t.dur ?? 0) >= paint.ts);
    const cpu = (t: TraceEvent) => (t.tdur ?? t.dur ?? 0) / 1000;
    const chart = tasks.find((t) => t.ts <= mark.ts && mark.ts <= t.ts + (t.dur ?? 0));
    return {
      longest: Math.max(0, ...after.map(cpu)),
      blocking: after.reduce((sum, t) => sum + Math.max(0, SLOWDOWN * cpu(t) - BLOCKING_MS), 0),
      chart: chart ? cpu(chart) : Number.NaN,
    };
  } finally {
    await context.close();
  }
}

export async function measureMainThread(harness: Harness, runs: number): Promise<MainThreadResult> {
  const all = await repeat(runs, () => once(harness));
  const result: MainThreadResult = {
    longestMs: summarize(all.map((r) => r.longest)),
    blockingMs: summarize(all.map((r) => r.blocking)),
    chartMs: summarize(all.map((r) => r.chart)),
  };
  console.log(
    `  main thread (dashboard, CPU time): longest task ${result.longestMs.median.toFixed(1)} ms, chart's task ${result.chartMs.median.toFixed(1)} ms, blocking at 4× ${result.blockingMs.median.toFixed(0)} ms`,
  );
  return result;
}
