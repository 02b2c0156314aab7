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
      // One write per platform and source, so each collector's health counts what the store took as new.
      const groups = new Map<string, Pending[]>();
      for (const entry of this.#pending.slice(0, this.batch)) {
        const key = `${entry.item.platform}\u0000${entry.item.source}`;
        const group = groups.get(key);
        if (group) group.push(entry);
        else groups.set(key, [entry]);
      }
      const written = new Set<Pending>();
      try {
        for (const entries of groups.values()) {
          const added = await this.options.store.ingest(entries.map(({ item }) => item));
          const { platform, source } = (entries[0] as Pending).item;
          this.options.onTaken?.(platform, source, added);
          for (const entry of entries) written.add(entry);
        }
      } catch (error) {
        // What was written stays written (ingestion is idempotent anyway); the rest waits for the next try.
        this.#pending = this.#pending.filter((entry) => !written.has(entry));
        this.#failures++;
        const reason = (error as Error).message.slice(0, 120);
        this.options.onStore?.(`la base de datos no responde (${reason}); ${this.#pending.length} elementos esperan`);
        this.#schedule(backoff(this.#failures, this.flushMs, 30_000));
        return;
      }
      this.#pending = this.#pending.filter((entry) => !written.has(entry));
      if (this.#failures > 0) {
        this.#failures = 0;
        this.options.onStore?.(undefined);
      }
    }
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
