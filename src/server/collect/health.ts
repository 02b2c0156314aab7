// Each collector's health record (CollectorHealth): last success, last error (Spanish, one line, never the
// source's body), items taken, a counter per filter reason, and the same per feed, channel or stream.

import type { CollectorHealth, FilterReason, MeasuredPlatform } from '../../core/measured/types.ts';

type SourceHealth = NonNullable<CollectorHealth['sources']>[string];

/** Called when a collector or one of its sources goes from working to failing or back (for the log). */
export type HealthChange = (collector: MeasuredPlatform, source: string | undefined, error: string | undefined) => void;

const MAX_ERROR = 300;

export class HealthRecorder {
  readonly #record: CollectorHealth;
  readonly #sources = new Map<string, SourceHealth>();

  constructor(
    collector: MeasuredPlatform,
    readonly now: () => number,
    readonly onChange: HealthChange = () => {},
    disabledReason?: string,
  ) {
    this.#record = {
      collector,
      enabled: disabledReason === undefined,
      ...(disabledReason ? { disabledReason } : {}),
      itemsTaken: 0,
      filtered: {},
    };
  }

  get collector(): MeasuredPlatform {
    return this.#record.collector;
  }

  #source(name: string): SourceHealth {
    let source = this.#sources.get(name);
    if (!source) {
      source = { items: 0 };
      this.#sources.set(name, source);
    }
    return source;
  }

  /** A read that worked (a poll, a connection that delivered). */
  success(source?: string): void {
    const at = this.now();
    const failing =
      this.#record.lastError !== undefined && (this.#record.lastErrorAt ?? 0) >= (this.#record.lastSuccessAt ?? 0);
    this.#record.lastSuccessAt = at;
    if (source !== undefined) {
      const entry = this.#source(source);
      const wasFailing = entry.lastError !== undefined && (entry.lastErrorAt ?? 0) >= (entry.lastSuccessAt ?? 0);
      entry.lastSuccessAt = at;
      if (wasFailing) this.onChange(this.#record.collector, source, undefined);
    } else if (failing) this.onChange(this.#record.collector, undefined, undefined);
  }

  /** A read that failed: `message` is Spanish and names no secret. */
  error(message: string, source?: string): void {
    const at = this.now();
    const line = message.replace(/\s+/g, ' ').slice(0, MAX_ERROR);
    // Logged when it starts failing or fails differently; the same failure again is not news.
    const entry = source === undefined ? this.#record : this.#sources.get(source);
    const failing = entry?.lastError !== undefined && (entry.lastErrorAt ?? 0) >= (entry.lastSuccessAt ?? 0);
    const previous = failing ? entry?.lastError : undefined;
    this.#record.lastErrorAt = at;
    this.#record.lastError = source === undefined ? line : `${source}: ${line}`;
    if (source !== undefined) {
      const record = this.#source(source);
      record.lastErrorAt = at;
      record.lastError = line;
    }
    if (previous !== line) this.onChange(this.#record.collector, source, line);
  }

  filtered(reason: FilterReason): void {
    this.#record.filtered[reason] = (this.#record.filtered[reason] ?? 0) + 1;
  }

  /** Items the store took as new. */
  taken(count: number, source?: string): void {
    this.#record.itemsTaken += count;
    if (source !== undefined) this.#source(source).items += count;
  }

  snapshot(): CollectorHealth {
    const record = structuredClone(this.#record);
    if (this.#sources.size > 0) record.sources = Object.fromEntries(structuredClone([...this.#sources]));
    return record;
  }
}
