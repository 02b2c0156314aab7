// Interaction latency, from the input event to the next paint: switching the coin in <crypto-analytics>, and
// sending a chat message. Measured from the event's timestamp to a task queued from the next animation frame
// (i.e. just after that frame painted); the Event Timing API's duration is kept beside it where the browser
// reports one (it only reports interactions of 16 ms or more).

import type { Page } from 'playwright-core';
import type { Harness } from './harness.ts';
import { type Summary, summarize } from './stats.ts';

export interface InteractionResult {
  name: string;
  toNextPaint: Summary;
  /** Event Timing durations reported (those ≥ 16 ms); empty when every interaction was faster. */
  eventTiming: number[];
}

const INSTRUMENT = `
window.__latencies = [];
window.__eventTiming = [];
for (const type of ['click', 'keydown']) {
  addEventListener(type, (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - start), 0));
  }, true);
}
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__eventTiming.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
} catch {}
`;

async function collect(page: Page): Promise<{ latencies: number[]; eventTiming: number[] }> {
  await page.waitForTimeout(300);
  return page.evaluate(() => ({
    latencies: (window as unknown as { __latencies: number[] }).__latencies,
    eventTiming: (window as unknown as { __eventTiming: number[] }).__eventTiming,
  }));
}

export async function measureInteractions(harness: Harness, times: number): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];

  const analyticsPage = harness.writePage(
    'analytics.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>analytics</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body><crypto-analytics seed="1" loading="eager"></crypto-analytics></body></html>`,
  );
  {
    const { page, context } = await harness.open();
    await page.addInitScript(INSTRUMENT);
    await page.goto(harness.url(analyticsPage));
    const analytics = page.locator('crypto-analytics');
    await analytics.locator('.recharts-line-curve').first().waitFor();
    await page.waitForTimeout(2000); // past the charts' first animation
    await page.evaluate(() => {
      (window as unknown as { __latencies: number[] }).__latencies = [];
    });
    const coins = ['ETH', 'SOL', 'ADA', 'BTC'];
    for (let i = 0; i < times; i++) {
      await analytics.getByRole('button', { name: coins[i % coins.length] as string }).click();
      await page.waitForTimeout(400);
    }
    const { latencies, eventTiming } = await collect(page);
    results.push({ name: 'Cambiar de moneda en <crypto-analytics>', toNextPaint: summarize(latencies), eventTiming });
    await context.close();
  }

  const chatPage = harness.writePage(
    'chat.html',
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>chat</title><link rel="icon" href="data:,">
<script type="module" src="/crypto-widgets.js"></script></head><body><crypto-chat loading="eager"></crypto-chat></body></html>`,
  );
  {
    const { page, context } = await harness.open();
    await page.addInitScript(INSTRUMENT);
    await page.goto(harness.url(chatPage));
    const input = page.locator('crypto-chat input');
    await input.waitFor();
    const latencies: number[] = [];
    const eventTiming: number[] = [];
    for (let i = 0; i < times; i++) {
      await input.fill(i % 2 ? '¿Qué tal ethereum?' : '¿Y bitcoin?');
      await page.evaluate(() => {
        (window as unknown as { __latencies: number[] }).__latencies = [];
        (window as unknown as { __eventTiming: number[] }).__eventTiming = [];
      });
      await input.press('Enter');
      const measured = await collect(page);
      // The Enter keydown is the send; fill() made no key events.
      latencies.push(...measured.latencies.slice(0, 1));
      eventTiming.push(...measured.eventTiming);
      await page.locator('crypto-chat .cw-typing').waitFor({ state: 'detached' });
    }
    results.push({ name: 'Enviar un mensaje en <crypto-chat>', toNextPaint: summarize(latencies), eventTiming });
    await context.close();
  }

  for (const r of results) {
    console.log(`  interaction ${r.name}: ${r.toNextPaint.median.toFixed(1)} ms to next paint`);
  }
  return results;
}
