// Shared pieces of the collector tests: a clock and timers the test moves, a config pointing at local servers.

import { coinsFromEnv } from '../../../src/server/coin-settings.ts';
import type { CollectConfig } from '../../../src/server/collect/collect-settings.ts';
import type { Timers } from '../../../src/server/collect/timers.ts';

export const START = Date.parse('2026-11-20T12:00:00Z');

/** Timers that fire only when the test moves the clock. */
export class FakeTimers implements Timers {
  now = START;
  #next = 1;
  readonly pending = new Map<number, { at: number; callback: () => void }>();

  readonly clock = (): number => this.now;

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.pending.set(id, { at: this.now + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Moves the clock and fires what is due, earliest first. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      let due: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.pending) if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = Math.max(this.now, due[1].at);
      due[1].callback();
    }
    this.now = until;
  }
}

/** Moves fake time a step at a time, letting I/O run between steps, until `condition` holds. */
export async function advanceUntil(timers: FakeTimers, condition: () => boolean, stepMs = 1000): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    timers.advance(stepMs);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function testConfig(overrides: Partial<CollectConfig> = {}): CollectConfig {
  return {
    enabled: true,
    coins: coinsFromEnv({}),
    userAgent: 'CriptoPulso/0.1.0 (+https://github.com/criptopulso/crypto-widgets#readme)',
    timeoutMs: 5000,
    news: { feeds: [], intervalMs: 10 * 60_000, maxBytes: 5 * 1024 * 1024 },
    ...overrides,
  };
}
