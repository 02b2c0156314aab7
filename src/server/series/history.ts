// The stored sentiment as /api/series reads it: the store's hourly aggregates of the last 90 days, grouped by
// coin and hour, polled as `PolledReader` does (at most every CHECK_MS, never per request). The 90 days are read
// whole at first and every FULL_READ_MS; on each change between (a new item stored) only the hours a new item can
// still land in are read again (collectors take items up to 7 days old), which costs a tenth as much. While the
// database does not answer, the last hours read are kept and marked stale; before the first answer the series go
// without a sentiment column.

import { DAY_MS, HOUR_MS } from '../metrics/measured-figures.ts';
import { type Polled, type PolledOptions, PolledReader } from '../polled.ts';
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
  /** When the newest item was stored (ms); none in an empty store. */
  lastIngestAt?: number;
  stale: boolean;
  /** Changes whenever the hours or their staleness do (the series' ETags follow it). */
  version: number;
}

type History = Required<Pick<HistorySnapshot, 'byCoin' | 'whaleHours'>> & Pick<HistorySnapshot, 'lastIngestAt'>;

export class SentimentHistory {
  readonly #reader: PolledReader<History>;
  /** The last arrivals (an item, a whale transfer) the hours were read after. */
  #basis?: string;
  #fullReadAt = Number.NEGATIVE_INFINITY;
  #polled?: Polled<History>;
  #snapshot: HistorySnapshot = { stale: false, version: 0 };

  constructor(
    readonly store: SentimentStore,
    options: PolledOptions = {},
  ) {
    this.#reader = new PolledReader(
      {
        update: (now, last) => this.#update(now, last),
        failing: (reason, withLast) =>
          withLast
            ? `La base de datos no responde (${reason}): las series usan el último sentimiento leído, marcado como antiguo.`
            : `La base de datos no responde (${reason}): las series van sin sentimiento hasta que responda.`,
        recovered: 'La base de datos vuelve a responder: las series tienen su sentimiento al día.',
      },
      options,
    );
  }

  /** The hours now, without waiting; `arriving` only while the very first check runs (bounded by firstWaitMs). */
  read(): { snapshot: HistorySnapshot; arriving?: Promise<void> } {
    const { snapshot, arriving } = this.#reader.read();
    return arriving ? { snapshot: this.#shaped(snapshot), arriving } : { snapshot: this.#shaped(snapshot) };
  }

  /** Checks now, whatever the interval, and resolves when done (tests). */
  async refresh(): Promise<HistorySnapshot> {
    return this.#shaped(await this.#reader.refresh());
  }

  /** The same object while nothing changed. */
  #shaped(polled: Polled<History>): HistorySnapshot {
    if (polled !== this.#polled) {
      this.#polled = polled;
      this.#snapshot = { ...polled.value, stale: polled.stale, version: polled.version };
    }
    return this.#snapshot;
  }

  async #update(now: number, last: Polled<History>): Promise<History | undefined> {
    const [lastIngestAt, lastWhaleAt] = await Promise.all([this.store.lastIngestAt(), this.store.lastWhaleAt()]);
    const basis = `${lastIngestAt ?? '-'}|${lastWhaleAt ?? '-'}`;
    const known = last.value?.byCoin;
    const full = !known || now - this.#fullReadAt >= FULL_READ_MS;
    if (!full && basis === this.#basis && !last.stale) return undefined;
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
    return { byCoin, whaleHours, lastIngestAt };
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
