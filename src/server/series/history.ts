// The stored sentiment as /api/series reads it: the store's hourly aggregates of the last 90 days, grouped by
// coin and hour, reloaded once per change (a new item stored, the hour rolling over), checked at most every
// CHECK_MS and never per request. While the database does not answer, the last hours read are kept and marked
// stale; before the first answer the series go without a sentiment column.

import { DAY_MS, HOUR_MS } from '../metrics/figures.ts';
import { CHECK_MS, FIRST_WAIT_MS } from '../metrics/service.ts';
import type { SentimentStore } from '../store/types.ts';
import { type HourTotals, hoursByCoin } from './build.ts';

/** The longest span's days: 90D's first period is the day 89 days before today. */
const HISTORY_DAYS = 90;

export interface HistorySnapshot {
  /** Each coin's hours; none before the store first answered. */
  byCoin?: ReadonlyMap<string, ReadonlyMap<number, HourTotals>>;
  stale: boolean;
  /** Changes whenever the hours or their staleness do (the series' ETags follow it). */
  version: number;
}

export interface HistoryOptions {
  now?: () => number;
  log?: (message: string) => void;
  checkEveryMs?: number;
  firstWaitMs?: number;
}

export class SentimentHistory {
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  readonly #checkEveryMs: number;
  readonly #firstWaitMs: number;
  #snapshot: HistorySnapshot = { stale: false, version: 0 };
  #checking?: Promise<void>;
  #firstWait?: Promise<void>;
  #first = true;
  #lastCheckAt = Number.NEGATIVE_INFINITY;
  #basis?: string;
  #failing = false;

  constructor(
    readonly store: SentimentStore,
    options: HistoryOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
    this.#checkEveryMs = options.checkEveryMs ?? CHECK_MS;
    this.#firstWaitMs = options.firstWaitMs ?? FIRST_WAIT_MS;
  }

  /** The hours now, without waiting; `arriving` only while the very first check runs (bounded by firstWaitMs). */
  read(): { snapshot: HistorySnapshot; arriving?: Promise<void> } {
    if (!this.#checking && this.#now() - this.#lastCheckAt >= this.#checkEveryMs) {
      const checking = this.#check().finally(() => {
        this.#checking = undefined;
        this.#first = false;
      });
      this.#checking = checking;
      if (this.#first) {
        this.#firstWait = new Promise<void>((done) => {
          const timer = setTimeout(done, this.#firstWaitMs);
          checking.finally(() => {
            clearTimeout(timer);
            done();
          });
        });
      }
    }
    return this.#first && this.#firstWait
      ? { snapshot: this.#snapshot, arriving: this.#firstWait }
      : { snapshot: this.#snapshot };
  }

  /** Checks now, whatever the interval, and resolves when done (tests). */
  async refresh(): Promise<HistorySnapshot> {
    if (this.#checking) await this.#checking;
    this.#lastCheckAt = Number.NEGATIVE_INFINITY;
    await this.read().arriving;
    if (this.#checking) await this.#checking;
    return this.#snapshot;
  }

  async #check(): Promise<void> {
    const now = this.#now();
    this.#lastCheckAt = now;
    try {
      const lastIngestAt = await this.store.lastIngestAt();
      const basis = `${lastIngestAt ?? '-'}|${Math.floor(now / HOUR_MS)}`;
      if (basis !== this.#basis || this.#snapshot.stale || !this.#snapshot.byCoin) {
        const since = Math.floor(now / DAY_MS) * DAY_MS - (HISTORY_DAYS - 1) * DAY_MS;
        const byCoin = hoursByCoin(await this.store.hourly(since));
        this.#basis = basis;
        this.#snapshot = { byCoin, stale: false, version: this.#snapshot.version + 1 };
      }
      if (this.#failing) {
        this.#failing = false;
        this.#log('La base de datos vuelve a responder: las series tienen su sentimiento al día.');
      }
    } catch (error) {
      if (!this.#failing) {
        this.#failing = true;
        const reason = error instanceof Error ? error.message : String(error);
        this.#log(
          this.#snapshot.byCoin
            ? `La base de datos no responde (${reason}): las series usan el último sentimiento leído, marcado como antiguo.`
            : `La base de datos no responde (${reason}): las series van sin sentimiento hasta que responda.`,
        );
      }
      if (this.#snapshot.byCoin && !this.#snapshot.stale) {
        this.#snapshot = { ...this.#snapshot, stale: true, version: this.#snapshot.version + 1 };
      }
    }
  }
}
