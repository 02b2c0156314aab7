// The one way items reach the store: a bounded queue flushed in batches (every second, or at once when a batch
// is full). When the store is slow or away, items wait here and are written when it answers again; past the
// bound, new items are dropped and counted. Memory stays bounded whatever the sources send.

import type { CollectedItem, MeasuredPlatform } from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import { backoff, type Timers } from './timers.ts';

export interface QueueOptions {
  store: SentimentStore;
  timers: Timers;
  /** Most items waiting at once. */
  max?: number;
  /** Most items per write. */
  batch?: number;
  flushMs?: number;
  /** New items stored, per platform and source. */
  onTaken?: (platform: MeasuredPlatform, source: string, count: number) => void;
  onDropped?: (platform: MeasuredPlatform) => void;
  /** The store failed (message) or answers again (undefined). */
  onStore?: (error: string | undefined) => void;
}

interface Pending {
  item: CollectedItem;
  /** A position in the source's stream (Jetstream's time_us): the cursor may not pass an unwritten item. */
  mark?: number;
}

export const QUEUE_MAX = 10_000;
export const QUEUE_BATCH = 500;

export class ItemQueue {
  readonly max: number;
  readonly batch: number;
  readonly flushMs: number;
  #pending: Pending[] = [];
  #timer: unknown;
  #flushing: Promise<void> | undefined;
  #failures = 0;
  #stopped = false;
  /** The most that ever waited at once (for the flood test and /api/health). */
  highWater = 0;
  dropped = 0;

  constructor(readonly options: QueueOptions) {
    this.max = options.max ?? QUEUE_MAX;
    this.batch = options.batch ?? QUEUE_BATCH;
    this.flushMs = options.flushMs ?? 1000;
  }

  get length(): number {
    return this.#pending.length;
  }

  /** Queues an item; false when the queue is full (the item is dropped and counted). */
  push(item: CollectedItem, mark?: number): boolean {
    if (this.#pending.length >= this.max) {
      this.dropped++;
      this.options.onDropped?.(item.platform);
      return false;
    }
    this.#pending.push(mark === undefined ? { item } : { item, mark });
    if (this.#pending.length > this.highWater) this.highWater = this.#pending.length;
    if (this.#pending.length >= this.batch && this.#failures === 0) void this.flush();
    else this.#schedule(this.flushMs);
    return true;
  }

  /** How many of a platform's items wait (a feed's new ETag is saved only once its items are written). */
  pendingCount(platform: MeasuredPlatform): number {
    let count = 0;
    for (const { item } of this.#pending) if (item.platform === platform) count++;
    return count;
  }

  /** The smallest mark of a platform's items still waiting. */
  oldestMark(platform: MeasuredPlatform): number | undefined {
    let oldest: number | undefined;
    for (const { item, mark } of this.#pending) {
      if (item.platform === platform && mark !== undefined && (oldest === undefined || mark < oldest)) oldest = mark;
    }
    return oldest;
  }

  #schedule(ms: number): void {
    if (this.#timer !== undefined || this.#stopped) return;
    this.#timer = this.options.timers.setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, ms);
  }

  /** Writes what waits, batch by batch, until empty or the store fails. One flush at a time. */
  flush(): Promise<void> {
    if (!this.#flushing) {
      this.#flushing = this.#drain().finally(() => {
        this.#flushing = undefined;
      });
    }
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    while (this.#pending.length > 0) {
      const batch = this.#pending.slice(0, this.batch);
      const groups = new Map<string, CollectedItem[]>();
      for (const { item } of batch) {
        const key = `${item.platform}\u0000${item.source}`;
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      let written = 0;
      try {
        for (const [key, items] of groups) {
          const added = await this.options.store.ingest(items);
          const [platform, source] = key.split('\u0000') as [MeasuredPlatform, string];
          this.options.onTaken?.(platform, source, added);
          written += items.length;
        }
      } catch (error) {
        // What was written stays written (ingestion is idempotent anyway); the rest waits for the next try.
        this.#removeWritten(batch, written);
        this.#failures++;
        this.options.onStore?.(
          `la base de datos no responde (${(error as Error).message.slice(0, 120)}); ${this.#pending.length} elementos esperan`,
        );
        this.#schedule(backoff(this.#failures, this.flushMs, 30_000));
        return;
      }
      this.#removeWritten(batch, written);
      if (this.#failures > 0) {
        this.#failures = 0;
        this.options.onStore?.(undefined);
      }
    }
  }

  #removeWritten(batch: Pending[], written: number): void {
    // Groups were written in order of first appearance; remove exactly the items of the written groups.
    if (written === batch.length) {
      this.#pending.splice(0, batch.length);
      return;
    }
    if (written === 0) return;
    const done = new Set<CollectedItem>();
    let counted = 0;
    const seenKeys: string[] = [];
    for (const { item } of batch) {
      const key = `${item.platform}\u0000${item.source}`;
      if (!seenKeys.includes(key)) seenKeys.push(key);
    }
    for (const key of seenKeys) {
      const items = batch.filter(({ item }) => `${item.platform}\u0000${item.source}` === key);
      if (counted + items.length > written) break;
      counted += items.length;
      for (const { item } of items) done.add(item);
    }
    this.#pending = this.#pending.filter(({ item }) => !done.has(item));
  }

  /** Writes what waits (one last try) and stops the timer. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== undefined) this.options.timers.clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#flushing;
    if (this.#failures === 0) await this.flush();
  }
}
