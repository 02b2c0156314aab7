// The database seen by the collectors (which write) and the metrics (which read). Two implementations share
// one schema, one set of migrations and the same SQL: PGlite in DATA_DIR (the default) and a PostgreSQL server
// (DATABASE_URL).

import type { CollectedItem, HourlyAggregate, MeasuredPlatform, TrackedCoin } from '../../core/measured/types.ts';
import type { WhaleTransfer } from '../../core/spans/types.ts';

/** Whether the database answers, for /api/health and the log. */
export interface StoreHealth {
  /** `failing`: the last call found the engine away or broken (not a statement's own error). */
  state: 'ok' | 'failing';
  /** When this state began (ms). */
  since: number;
  /** Why, in Spanish, while failing. */
  error?: string;
}

/** The most positive items (score > 0, highest first) and the most negative (score < 0, lowest first). */
export interface Extremes {
  positive: CollectedItem[];
  negative: CollectedItem[];
}

export interface SentimentStore {
  /** "pglite" or "postgres", for the log and /api/health. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Stores the items not stored yet (by id) and adds exactly those to the hourly aggregates, in one
   * transaction: the same item twice is counted once, and a crash leaves either all or none. Returns how many
   * were new.
   */
  ingest(items: readonly CollectedItem[]): Promise<number>;
  /** Hourly aggregates with `hour >= since` (ms), every coin (and ALL) and platform. */
  hourly(since: number): Promise<HourlyAggregate[]>;
  /** The `limit` highest- and lowest-scored items published at or after `since`, optionally mentioning `coin`. */
  extremes(
    since: number,
    limit: number,
    coin?: TrackedCoin,
  ): Promise<{ positive: CollectedItem[]; negative: CollectedItem[] }>;
  /**
   * For each tracked coin with items published at or after `since`, the `limit` highest- and lowest-scored of the
   * items that name it, as `extremes(since, limit, coin)` gives them; in one pass over the window.
   */
  extremesByCoin(since: number, limit: number): Promise<Map<TrackedCoin, Extremes>>;
  /** A platform's `limit` latest items published at or after `since`, newest first (a collector's memory at start). */
  recentItems(platform: MeasuredPlatform, since: number, limit: number): Promise<CollectedItem[]>;
  /** Items per source (feed host, channel) published at or after `since`. */
  sourceCounts(since: number): Promise<{ platform: MeasuredPlatform; source: string; items: number }[]>;
  /** The latest publication time (ms) of the items published in [since, until]; undefined when there are none. */
  newestPublishedAt(since: number, until: number): Promise<number | undefined>;
  /** When the last item was stored (ms), to recompute figures once per change; undefined when empty. */
  lastIngestAt(): Promise<number | undefined>;
  /** When the last new whale transfer was stored (ms); undefined before the first. */
  lastWhaleAt(): Promise<number | undefined>;
  /** The whales collector's threshold in BTC, as it last recorded it; undefined before it ran. */
  whaleMinBtc(): Promise<number | undefined>;
  setWhaleMinBtc(btc: number): Promise<void>;
  /**
   * Stores the whale transfers not stored yet (by txid; the first sighting keeps its time). Returns how many
   * were new.
   */
  ingestWhales(transfers: readonly WhaleTransfer[]): Promise<number>;
  /** Whale transfers with `seenAt >= since` (ms), oldest first. */
  whales(since: number): Promise<WhaleTransfer[]>;
  /** A collector's small state that must survive a restart (Jetstream's cursor, a feed's ETag). */
  getState(key: string): Promise<string | undefined>;
  setState(key: string, value: string): Promise<void>;
  /** Deletes items older than `itemsBefore`, aggregates and whale transfers older than `aggregatesBefore` (ms). */
  prune(itemsBefore: number, aggregatesBefore: number): Promise<void>;
  /** Whether the engine answers (an in-memory store has none: always answering). */
  health?(): StoreHealth;
  close(): Promise<void>;
}
