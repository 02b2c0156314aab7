// The stored sentiment as /api/series reads it: the store's hourly aggregates of the last 90 days, grouped by
// coin and hour, checked at most every CHECK_MS and never per request. The 90 days are read whole at first and
// every FULL_READ_MS; on each change between (a new item stored) only the hours a new item can still land in are
// read again (collectors take items up to 7 days old), which costs a tenth as much. While the database does not
// answer, the last hours read are kept and marked stale; before the first answer the series go without a
// sentiment column.

import { DAY_MS, HOUR_MS } from '../metrics/figures.ts';
import { CHECK_MS, FIRST_WAIT_MS } from '../metrics/service.ts';
import { LAST_WHALE_KEY } from '../metrics/whales.ts';
import type { SentimentStore } from '../store/types.ts';
import { type HourTotals, hoursByCoin } from './build.ts';

/** The longest span's days: 90D's first period is the day 89 days before today. */
const HISTORY_DAYS = 90;
/** How far back a new item can land: the collectors' oldest (MAX_AGE_MS in collect/items.ts, 7 days) and an hour. */
export const LATE_ITEMS_MS = 7 * DAY_MS + HOUR_MS;
/** A whole read this often at least (pruned and corrected hours drop out). */
export const FULL_READ_MS = 6 * HOUR_MS;

export interface HistorySnapshot {
  /** Each coin's hours; none before the store first answered. */
  byCoin?: ReadonlyMap<string, ReadonlyMap<number, HourTotals>>;
  /** BTC moved by whale transfers in each hour (start ms); none before the store first answered. */
  whaleHours?: ReadonlyMap<number, number>;
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
  #basis?: number | string;
  #fullReadAt = Number.NEGATIVE_INFINITY;
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
      const [lastIngestAt, lastWhaleAt] = await Promise.all([
        this.store.lastIngestAt(),
        this.store.getState(LAST_WHALE_KEY),
      ]);
      const basis = `${lastIngestAt ?? '-'}|${lastWhaleAt ?? '-'}`;
      const known = this.#snapshot.byCoin;
      const full = !known || now - this.#fullReadAt >= FULL_READ_MS;
      if (full || basis !== this.#basis || this.#snapshot.stale) {
        const first = Math.floor(now / DAY_MS) * DAY_MS - (HISTORY_DAYS - 1) * DAY_MS;
        const since = full ? first : Math.max(first, Math.floor((now - LATE_ITEMS_MS) / HOUR_MS) * HOUR_MS);
        const [rows, whales] = await Promise.all([this.store.hourly(since), this.store.whales(first)]);
        const fresh = hoursByCoin(rows);
        const byCoin = full || !known ? fresh : merged(known, fresh, since);
        // Whale transfers are few (hundreds a day): the 90 days are summed whole each time.
        const whaleHours = new Map<number, number>();
        for (const transfer of whales) {
          const hour = Math.floor(transfer.seenAt / HOUR_MS) * HOUR_MS;
          whaleHours.set(hour, (whaleHours.get(hour) ?? 0) + transfer.btc);
        }
        if (full) this.#fullReadAt = now;
        this.#basis = basis;
        this.#snapshot = { byCoin, whaleHours, stale: false, version: this.#snapshot.version + 1 };
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

/** The hours known before `since`, and from `since` on the ones just read (a new map: snapshots are shared). */
function merged(
  known: ReadonlyMap<string, ReadonlyMap<number, HourTotals>>,
  fresh: ReadonlyMap<string, ReadonlyMap<number, HourTotals>>,
  since: number,
): Map<string, Map<number, HourTotals>> {
  const byCoin = new Map<string, Map<number, HourTotals>>();
  for (const coin of new Set([...known.keys(), ...fresh.keys()])) {
    const hours = new Map<number, HourTotals>();
    for (const [hour, totals] of known.get(coin) ?? []) if (hour < since) hours.set(hour, totals);
    for (const [hour, totals] of fresh.get(coin) ?? []) hours.set(hour, totals);
    byCoin.set(coin, hours);
  }
  return byCoin;
}
