// Polling at a polite pace: each task (one feed, one channel, one subreddit) says after each run when it wants
// to run again; one timer wakes for the earliest. Runs never overlap per task, and nothing a task throws escapes.

import type { Timers } from './timers.ts';

export interface PollTask {
  key: string;
  /** Runs once; resolves to the wait before the next run, in ms. */
  run(): Promise<number>;
}

/** The longest wait a timer is armed for (setTimeout's limit is 2^31 − 1 ms). */
const MAX_TIMER_MS = 6 * 3_600_000;

export class PollScheduler {
  readonly #tasks = new Map<string, { task: PollTask; nextAt: number; running: boolean }>();
  #timer: unknown;
  #stopped = false;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(
    readonly timers: Timers,
    readonly now: () => number,
    readonly onCrash: (key: string, error: unknown) => void,
  ) {}

  /** Adds a task; its first run is `firstAt` (ms since the epoch). */
  add(task: PollTask, firstAt: number): void {
    this.#tasks.set(task.key, { task, nextAt: firstAt, running: false });
  }

  /** Runs every task due now, then arms the timer for the next one. Resolves when the runs started here end. */
  async tick(): Promise<void> {
    if (this.#stopped) return;
    const now = this.now();
    const runs: Promise<void>[] = [];
    for (const entry of this.#tasks.values()) {
      if (entry.running || entry.nextAt > now) continue;
      entry.running = true;
      const run = entry.task
        .run()
        .catch((error) => {
          this.onCrash(entry.task.key, error);
          return 15 * 60_000;
        })
        .then((delay) => {
          entry.nextAt = this.now() + Math.max(1000, delay);
          entry.running = false;
          this.#arm();
        });
      this.#inFlight.add(run);
      void run.finally(() => this.#inFlight.delete(run));
      runs.push(run);
    }
    this.#arm();
    await Promise.all(runs);
  }

  /** When the next task is due (for tests and the log). */
  nextAt(key: string): number | undefined {
    return this.#tasks.get(key)?.nextAt;
  }

  #arm(): void {
    if (this.#stopped) return;
    if (this.#timer !== undefined) this.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const entry of this.#tasks.values()) if (!entry.running && entry.nextAt < next) next = entry.nextAt;
    if (!Number.isFinite(next)) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, next - this.now()));
    this.#timer = this.timers.setTimeout(() => {
      this.#timer = undefined;
      void this.tick();
    }, wait);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== undefined) this.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    await Promise.allSettled([...this.#inFlight]);
  }
}
