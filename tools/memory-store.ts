// A SentimentStore in memory, for tests and benches of what sits on either side of the database (collectors,
// metrics, the feed). It keeps the contract the real stores keep (tests/server/store.test.ts runs against PGlite
// and PostgreSQL): idempotent ingestion by id, hourly aggregates of exactly the new items, extremes by score.

import {
  type AggregateCoin,
  ALL_COINS,
  type CollectedItem,
  type HourlyAggregate,
  type MeasuredPlatform,
  TRACKED_COINS,
  type TrackedCoin,
} from '../src/core/measured/types.ts';
import { labelOf } from '../src/core/sentiment/score.ts';
import type { WhaleTransfer } from '../src/core/spans/types.ts';
import { LAST_WHALE_KEY, WHALE_MIN_KEY } from '../src/server/store/sql.ts';
import type { Extremes, SentimentStore } from '../src/server/store/types.ts';

const HOUR_MS = 3_600_000;

/** The item as read for one coin: its score and label for that coin when it has its own (coinScores). */
function forCoin(item: CollectedItem, coin: AggregateCoin | undefined): CollectedItem {
  const own = coin && coin !== ALL_COINS ? item.coinScores?.[coin] : undefined;
  if (own === undefined || own === item.score) return item;
  return { ...item, score: own, label: labelOf(own) };
}

export class MemoryStore implements SentimentStore {
  readonly kind = 'pglite' as const;
  readonly items = new Map<string, CollectedItem>();
  readonly aggregates = new Map<string, HourlyAggregate>();
  readonly state = new Map<string, string>();
  readonly whaleTransfers = new Map<string, WhaleTransfer>();
  /** Make every call fail, as a database that went away does. */
  unavailable = false;
  #lastIngestAt: number | undefined;

  constructor(readonly now: () => number = Date.now) {}

  #check(): void {
    if (this.unavailable) throw new Error('connect ECONNREFUSED (memory store marked unavailable)');
  }

  async ingest(items: readonly CollectedItem[]): Promise<number> {
    this.#check();
    let added = 0;
    for (const item of items) {
      if (this.items.has(item.id)) continue;
      this.items.set(item.id, structuredClone(item));
      added++;
      const hour = Math.floor(item.publishedAt / HOUR_MS) * HOUR_MS;
      for (const coin of [ALL_COINS, ...new Set(item.coins)] as AggregateCoin[]) {
        const key = `${hour}|${coin}|${item.platform}`;
        const row = this.aggregates.get(key) ?? {
          hour,
          coin,
          platform: item.platform,
          count: 0,
          scoreSum: 0,
          positive: 0,
          neutral: 0,
          negative: 0,
        };
        const { score, label } = forCoin(item, coin);
        row.count++;
        row.scoreSum += score;
        if (label === 'pos') row.positive++;
        else if (label === 'neg') row.negative++;
        else row.neutral++;
        this.aggregates.set(key, row);
      }
    }
    if (added > 0) this.#lastIngestAt = this.now();
    return added;
  }

  async ingestWhales(transfers: readonly WhaleTransfer[]): Promise<number> {
    this.#check();
    let added = 0;
    for (const transfer of transfers) {
      if (!/^[0-9a-f]{64}$/.test(transfer.txid) || !Number.isFinite(transfer.btc) || transfer.btc < 0) continue;
      if (this.whaleTransfers.has(transfer.txid)) continue;
      this.whaleTransfers.set(transfer.txid, { ...transfer, url: `https://mempool.space/tx/${transfer.txid}` });
      added++;
    }
    if (added > 0) this.state.set(LAST_WHALE_KEY, String(this.now()));
    return added;
  }

  async whales(since: number): Promise<WhaleTransfer[]> {
    this.#check();
    return [...this.whaleTransfers.values()]
      .filter((transfer) => transfer.seenAt >= since)
      .sort((a, b) => a.seenAt - b.seenAt || a.txid.localeCompare(b.txid))
      .map((transfer) => ({ ...transfer }));
  }

  async hourly(since: number): Promise<HourlyAggregate[]> {
    this.#check();
    return [...this.aggregates.values()].filter((row) => row.hour >= since).map((row) => ({ ...row }));
  }

  async extremes(
    since: number,
    limit: number,
    coin?: TrackedCoin,
  ): Promise<{ positive: CollectedItem[]; negative: CollectedItem[] }> {
    this.#check();
    const recent = [...this.items.values()]
      .filter((item) => item.publishedAt >= since && (!coin || item.coins.includes(coin)))
      .map((item) => forCoin(item, coin));
    const byScore = recent.sort((a, b) => b.score - a.score || b.publishedAt - a.publishedAt);
    return {
      positive: byScore.filter((item) => item.score > 0).slice(0, limit),
      negative: byScore
        .filter((item) => item.score < 0)
        .reverse()
        .slice(0, limit),
    };
  }

  async extremesByCoin(since: number, limit: number): Promise<Map<TrackedCoin, Extremes>> {
    const byCoin = new Map<TrackedCoin, Extremes>();
    const named = new Set([...this.items.values()].filter((item) => item.publishedAt >= since).flatMap((i) => i.coins));
    for (const coin of TRACKED_COINS) {
      if (named.has(coin)) byCoin.set(coin, await this.extremes(since, limit, coin));
    }
    return byCoin;
  }

  async recentItems(platform: MeasuredPlatform, since: number, limit: number): Promise<CollectedItem[]> {
    this.#check();
    return [...this.items.values()]
      .filter((item) => item.platform === platform && item.publishedAt >= since)
      .sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((item) => structuredClone(item));
  }

  async sourceCounts(since: number): Promise<{ platform: MeasuredPlatform; source: string; items: number }[]> {
    this.#check();
    const counts = new Map<string, { platform: MeasuredPlatform; source: string; items: number }>();
    for (const item of this.items.values()) {
      if (item.publishedAt < since) continue;
      const key = `${item.platform}|${item.source}`;
      const entry = counts.get(key) ?? { platform: item.platform, source: item.source, items: 0 };
      entry.items++;
      counts.set(key, entry);
    }
    return [...counts.values()];
  }

  async newestPublishedAt(since: number, until: number): Promise<number | undefined> {
    this.#check();
    const times = [...this.items.values()].map((item) => item.publishedAt).filter((at) => at >= since && at <= until);
    return times.length > 0 ? Math.max(...times) : undefined;
  }

  async lastIngestAt(): Promise<number | undefined> {
    this.#check();
    return this.#lastIngestAt;
  }

  async lastWhaleAt(): Promise<number | undefined> {
    this.#check();
    const value = this.state.get(LAST_WHALE_KEY);
    return value === undefined ? undefined : Number(value);
  }

  async whaleMinBtc(): Promise<number | undefined> {
    this.#check();
    const value = Number(this.state.get(WHALE_MIN_KEY));
    return value > 0 ? value : undefined;
  }

  async setWhaleMinBtc(btc: number): Promise<void> {
    this.#check();
    this.state.set(WHALE_MIN_KEY, String(btc));
  }

  async getState(key: string): Promise<string | undefined> {
    this.#check();
    return this.state.get(key);
  }

  async setState(key: string, value: string): Promise<void> {
    this.#check();
    this.state.set(key, value);
  }

  async prune(itemsBefore: number, aggregatesBefore: number): Promise<void> {
    this.#check();
    for (const [id, item] of this.items) if (item.publishedAt < itemsBefore) this.items.delete(id);
    for (const [key, row] of this.aggregates) if (row.hour < aggregatesBefore) this.aggregates.delete(key);
    for (const [txid, transfer] of this.whaleTransfers) {
      if (transfer.seenAt < aggregatesBefore) this.whaleTransfers.delete(txid);
    }
  }

  async close(): Promise<void> {}
}
