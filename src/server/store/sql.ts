// The store's queries, the same text for PGlite and PostgreSQL. Times cross the boundary as milliseconds
// (numbers) and are converted in SQL, so both drivers hand back plain numbers and strings.

import { COIN_SYMBOL_PATTERN } from '../../core/coins/symbols.ts';
import {
  type AggregateCoin,
  type CollectedItem,
  type HourlyAggregate,
  ITEM_TEXT_MAX,
  type MeasuredPlatform,
  type TrackedCoin,
} from '../../core/measured/types.ts';
import { NEGATIVE_THRESHOLD, POSITIVE_THRESHOLD } from '../../core/sentiment/index.ts';
import { labelOf } from '../../core/sentiment/score.ts';
import type { WhaleTransfer } from '../../core/spans/types.ts';
import type { Database, StoreHealth } from './db.ts';
import type { Extremes, SentimentStore } from './types.ts';

/** Items per INSERT statement: one JSON parameter each (no parameter limit), a bounded statement size. */
export const INGEST_CHUNK = 2_000;
// The store's own state rows (collector_state), shared by every process on the database; the metrics read them
// through the store's methods, never by key.
/** The last ingestion of texts. */
export const LAST_INGEST_KEY = 'store:last_ingest_at';
/** The last new whale transfer (the figures recompute when it changes). */
export const LAST_WHALE_KEY = 'store:last_whale_at';
/** The whales collector's threshold (WHALE_MIN_BTC), so a process that only serves says it in its figures. */
export const WHALE_MIN_KEY = 'whales:min_btc';
/** The explorer page of a transaction. */
export const whaleUrl = (txid: string): string => `https://mempool.space/tx/${txid}`;
const TXID = /^[0-9a-f]{64}$/;
/**
 * Writers (ingest, prune) take this lock for their transaction, one at a time across every process: two
 * ingestions of several statements each could otherwise lock the same item and aggregate rows in opposite orders
 * and deadlock. Readers never wait for it.
 */
const WRITE_LOCK = 7_302_202_202;
const TAKE_WRITE_LOCK = 'SELECT pg_advisory_xact_lock($1)';

/** Milliseconds (a parameter) to timestamptz; to_timestamp rounds to microseconds, so whole ms stay exact. */
const ts = (param: string) => `to_timestamp(${param}::float8 / 1000)`;
/** timestamptz to milliseconds, as a float8 (pg would hand back numeric as a string). */
const ms = (column: string) => `round(extract(epoch FROM ${column}) * 1000)::float8`;

/** An item's score for one coin: its own for that coin when it has one, else the text's. */
function coinScore(items: string, coin: string): string {
  return `coalesce((${items}.coin_scores ->> ${coin})::float8, ${items}.score)`;
}

const INGEST = `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
    id text, platform text, source text, url text, published_at bigint, lang text, text text, coins text[],
    score double precision, label text, coin_scores jsonb)
), inserted AS (
  INSERT INTO items (id, platform, source, url, published_at, lang, text, coins, score, label, coin_scores)
  SELECT id, platform, source, url, to_timestamp(published_at / 1000.0), lang, text, coins, score, label, coin_scores
  FROM input
  ON CONFLICT (id) DO NOTHING
  RETURNING platform, published_at, coins, score, label, coin_scores
), scored AS (
  -- Each item once for the market (its own score and label) and once per coin it names (that coin's score and
  -- the label it gives, when it has one of its own).
  SELECT i.published_at, i.platform, c.coin, o.own,
    coalesce(o.own, i.score) AS score,
    CASE
      WHEN o.own IS NULL THEN i.label
      WHEN o.own >= ${POSITIVE_THRESHOLD} THEN 'pos'
      WHEN o.own <= ${NEGATIVE_THRESHOLD} THEN 'neg'
      ELSE 'neu'
    END AS label
  FROM inserted i CROSS JOIN LATERAL unnest(array_prepend('ALL'::text, i.coins)) AS c(coin)
  CROSS JOIN LATERAL (SELECT CASE WHEN c.coin = 'ALL' THEN NULL ELSE (i.coin_scores ->> c.coin)::float8 END AS own) o
), counted AS (
  INSERT INTO hourly_aggregates AS a (hour, coin, platform, count, score_sum, positive, neutral, negative)
  SELECT date_trunc('hour', s.published_at, 'UTC'), s.coin, s.platform, count(*), sum(s.score),
    count(*) FILTER (WHERE s.label = 'pos'), count(*) FILTER (WHERE s.label = 'neu'),
    count(*) FILTER (WHERE s.label = 'neg')
  FROM scored s
  GROUP BY 1, 2, 3
  -- One order for every process, so two concurrent ingestions lock shared rows in the same order.
  ORDER BY 1, 2, 3
  ON CONFLICT (hour, coin, platform) DO UPDATE SET
    count = a.count + excluded.count,
    score_sum = a.score_sum + excluded.score_sum,
    positive = a.positive + excluded.positive,
    neutral = a.neutral + excluded.neutral,
    negative = a.negative + excluded.negative
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS added`;

// The database's clock, and strictly increasing, so a reader that compares it sees every change.
const TOUCH_LAST_INGEST = `
INSERT INTO collector_state (key, value, updated_at)
VALUES ($1, floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint::text, now())
ON CONFLICT (key) DO UPDATE SET
  value = greatest(collector_state.value::bigint + 1, excluded.value::bigint)::text,
  updated_at = excluded.updated_at`;

const INGEST_WHALES = `
WITH inserted AS (
  INSERT INTO whale_transfers (txid, btc, seen_at)
  SELECT txid, btc, to_timestamp(seen_at / 1000.0)
  FROM jsonb_to_recordset($1::jsonb) AS x(txid text, btc double precision, seen_at bigint)
  ORDER BY txid
  ON CONFLICT (txid) DO NOTHING
  RETURNING 1
)
SELECT count(*)::int AS added FROM inserted`;

const WHALES = `
SELECT txid, btc, ${ms('seen_at')} AS seen_at FROM whale_transfers
WHERE seen_at >= ${ts('$1')} ORDER BY seen_at, txid`;

const HOURLY = `
SELECT ${ms('hour')} AS hour, coin, platform, count, score_sum, positive, neutral, negative
FROM hourly_aggregates WHERE hour >= ${ts('$1')}
ORDER BY hour, coin, platform`;

const ITEM_COLUMNS = `id, platform, source, url, ${ms('published_at')} AS published_at, lang, text, coins, score, label, coin_scores`;
const COIN_FILTER = '($3::text IS NULL OR $3::text = ANY (coins))';
/** The score an item has for the coin asked ($3), or its own for the whole market. */
const ASKED_SCORE = `CASE WHEN $3::text IS NULL THEN score ELSE ${coinScore('items', '$3::text')} END`;
const MOST_POSITIVE = `
SELECT ${ITEM_COLUMNS}, ${ASKED_SCORE} AS coin_score FROM items
WHERE published_at >= ${ts('$1')} AND ${ASKED_SCORE} > 0 AND ${COIN_FILTER}
ORDER BY ${ASKED_SCORE} DESC, published_at DESC, id LIMIT $2`;
const MOST_NEGATIVE = `
SELECT ${ITEM_COLUMNS}, ${ASKED_SCORE} AS coin_score FROM items
WHERE published_at >= ${ts('$1')} AND ${ASKED_SCORE} < 0 AND ${COIN_FILTER}
ORDER BY ${ASKED_SCORE} ASC, published_at ASC, id LIMIT $2`;

const RECENT = `
SELECT ${ITEM_COLUMNS} FROM items
WHERE platform = $1 AND published_at >= ${ts('$2')}
ORDER BY published_at DESC, id LIMIT $3`;

const NEWEST = `
SELECT ${ms('max(published_at)')} AS newest FROM items
WHERE published_at >= ${ts('$1')} AND published_at <= ${ts('$2')}`;

// Every coin's extremes in one pass over the window: each item once per coin it names, ranked within that coin
// as MOST_POSITIVE and MOST_NEGATIVE rank them.
const EXTREMES_BY_COIN = `
WITH per_coin AS (
  SELECT ${ITEM_COLUMNS}, c.coin AS for_coin, ${coinScore('items', 'c.coin')} AS coin_score
  FROM items CROSS JOIN LATERAL unnest(coins) AS c(coin)
  WHERE items.published_at >= ${ts('$1')}
), ranked AS (
  SELECT *,
    row_number() OVER (PARTITION BY for_coin ORDER BY coin_score DESC, published_at DESC, id) AS up,
    row_number() OVER (PARTITION BY for_coin ORDER BY coin_score ASC, published_at ASC, id) AS down
  FROM per_coin WHERE coin_score <> 0
)
SELECT * FROM ranked WHERE (coin_score > 0 AND up <= $2) OR (coin_score < 0 AND down <= $2)
ORDER BY for_coin, CASE WHEN coin_score > 0 THEN up ELSE down END`;

const SOURCE_COUNTS = `
SELECT platform, source, count(*)::int AS items FROM items
WHERE published_at >= ${ts('$1')}
GROUP BY platform, source ORDER BY items DESC, platform, source`;

interface ItemRow {
  id: string;
  platform: MeasuredPlatform;
  source: string;
  url: string;
  published_at: number;
  lang: 'es' | 'en';
  text: string;
  coins: TrackedCoin[];
  score: number;
  label: CollectedItem['label'];
  coin_scores: Partial<Record<TrackedCoin, number>> | null;
  /** In a coin's extremes: the item's score for that coin. */
  coin_score?: number;
}

interface AggregateRow {
  hour: number;
  coin: AggregateCoin;
  platform: MeasuredPlatform;
  count: number;
  score_sum: number;
  positive: number;
  neutral: number;
  negative: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL text holds neither NUL nor half a surrogate pair (jsonb refuses both): a source's stray byte must
 * not cost the whole batch, so NUL is dropped and a lone surrogate becomes U+FFFD.
 */
export function cleanText(value: string, max = Number.POSITIVE_INFINITY): string {
  return value.slice(0, max).replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

function toRow(item: CollectedItem) {
  const coins = [...new Set(item.coins)];
  for (const coin of coins) {
    if (!COIN_SYMBOL_PATTERN.test(coin))
      throw new Error(`ingest: «${coin}» no es el símbolo de una moneda (${item.id})`);
  }
  return {
    id: cleanText(item.id),
    platform: item.platform,
    source: cleanText(item.source),
    url: cleanText(item.url),
    published_at: Math.round(item.publishedAt),
    lang: item.lang,
    text: cleanText(item.text, ITEM_TEXT_MAX),
    coins,
    score: item.score,
    label: item.label,
    coin_scores: coinScoresOf(item, coins),
  };
}

/** The item's per-coin scores for the coins it names, each a finite −1…1; null when it has none. */
function coinScoresOf(item: CollectedItem, coins: readonly TrackedCoin[]): Partial<Record<TrackedCoin, number>> | null {
  const scores: Partial<Record<TrackedCoin, number>> = {};
  let any = false;
  for (const coin of coins) {
    const score = item.coinScores?.[coin];
    if (typeof score === 'number' && Number.isFinite(score) && score >= -1 && score <= 1) {
      scores[coin] = score;
      any = true;
    }
  }
  return any ? scores : null;
}

/** A state row holding milliseconds, as a number; undefined when absent or unreadable. */
function msState(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value === undefined || !Number.isFinite(ms) ? undefined : ms;
}

/** A stored item; read for one coin (its extremes), its score and label are that coin's. */
const toItem = (row: ItemRow): CollectedItem => {
  const forCoin = row.coin_score !== undefined && row.coin_score !== null && row.coin_score !== row.score;
  return {
    id: row.id,
    platform: row.platform,
    source: row.source,
    url: row.url,
    publishedAt: row.published_at,
    lang: row.lang,
    text: row.text,
    coins: row.coins,
    score: forCoin ? (row.coin_score as number) : row.score,
    label: forCoin ? labelOf(row.coin_score as number) : row.label,
    ...(row.coin_scores ? { coinScores: row.coin_scores } : {}),
  };
};

/** The SentimentStore over either engine. */
export class SqlStore implements SentimentStore {
  readonly kind: 'pglite' | 'postgres';

  constructor(private readonly db: Database) {
    this.kind = db.kind;
  }

  async ingest(items: readonly CollectedItem[]): Promise<number> {
    // The first of the same id wins, as it would across two batches.
    const byId = new Map<string, ReturnType<typeof toRow>>();
    for (const item of items) {
      const row = toRow(item);
      if (!byId.has(row.id)) byId.set(row.id, row);
    }
    const rows = [...byId.values()];
    if (rows.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      await tx.query(TAKE_WRITE_LOCK, [WRITE_LOCK]);
      let added = 0;
      for (let start = 0; start < rows.length; start += INGEST_CHUNK) {
        const chunk = JSON.stringify(rows.slice(start, start + INGEST_CHUNK));
        const [result] = await tx.query<{ added: number }>(INGEST, [chunk]);
        added += result?.added ?? 0;
      }
      if (added > 0) await tx.query(TOUCH_LAST_INGEST, [LAST_INGEST_KEY]);
      return added;
    });
  }

  async ingestWhales(transfers: readonly WhaleTransfer[]): Promise<number> {
    const byId = new Map<string, { txid: string; btc: number; seen_at: number }>();
    for (const transfer of transfers) {
      // Only a real txid and a finite amount: a source's odd value never reaches the table.
      if (!TXID.test(transfer.txid) || !Number.isFinite(transfer.btc) || transfer.btc < 0) continue;
      if (!Number.isFinite(transfer.seenAt) || byId.has(transfer.txid)) continue;
      byId.set(transfer.txid, { txid: transfer.txid, btc: transfer.btc, seen_at: Math.round(transfer.seenAt) });
    }
    if (byId.size === 0) return 0;
    return this.db.transaction(async (tx) => {
      await tx.query(TAKE_WRITE_LOCK, [WRITE_LOCK]);
      const [result] = await tx.query<{ added: number }>(INGEST_WHALES, [JSON.stringify([...byId.values()])]);
      const added = result?.added ?? 0;
      if (added > 0) await tx.query(TOUCH_LAST_INGEST, [LAST_WHALE_KEY]);
      return added;
    });
  }

  async whales(since: number): Promise<WhaleTransfer[]> {
    const rows = await this.db.query<{ txid: string; btc: number; seen_at: number }>(WHALES, [since]);
    return rows.map((row) => ({ txid: row.txid, btc: row.btc, seenAt: row.seen_at, url: whaleUrl(row.txid) }));
  }

  async hourly(since: number): Promise<HourlyAggregate[]> {
    const rows = await this.db.query<AggregateRow>(HOURLY, [since]);
    return rows.map((row) => ({
      hour: row.hour,
      coin: row.coin,
      platform: row.platform,
      count: row.count,
      scoreSum: row.score_sum,
      positive: row.positive,
      neutral: row.neutral,
      negative: row.negative,
    }));
  }

  async extremes(
    since: number,
    limit: number,
    coin?: TrackedCoin,
  ): Promise<{ positive: CollectedItem[]; negative: CollectedItem[] }> {
    const params = [since, Math.max(0, Math.floor(limit)), coin ?? null];
    const [positive, negative] = await Promise.all([
      this.db.query<ItemRow>(MOST_POSITIVE, params),
      this.db.query<ItemRow>(MOST_NEGATIVE, params),
    ]);
    return { positive: positive.map(toItem), negative: negative.map(toItem) };
  }

  async extremesByCoin(since: number, limit: number): Promise<Map<TrackedCoin, Extremes>> {
    const rows = await this.db.query<ItemRow & { for_coin: TrackedCoin }>(EXTREMES_BY_COIN, [
      since,
      Math.max(0, Math.floor(limit)),
    ]);
    // Rows come by coin, each side in its own rank order.
    const byCoin = new Map<TrackedCoin, Extremes>();
    for (const row of rows) {
      const extremes = byCoin.get(row.for_coin) ?? { positive: [], negative: [] };
      byCoin.set(row.for_coin, extremes);
      ((row.coin_score ?? row.score) > 0 ? extremes.positive : extremes.negative).push(toItem(row));
    }
    return byCoin;
  }

  async recentItems(platform: MeasuredPlatform, since: number, limit: number): Promise<CollectedItem[]> {
    const rows = await this.db.query<ItemRow>(RECENT, [platform, since, Math.max(0, Math.floor(limit))]);
    return rows.map(toItem);
  }

  async sourceCounts(since: number): Promise<{ platform: MeasuredPlatform; source: string; items: number }[]> {
    return this.db.query(SOURCE_COUNTS, [since]);
  }

  async newestPublishedAt(since: number, until: number): Promise<number | undefined> {
    const [row] = await this.db.query<{ newest: number | null }>(NEWEST, [since, until]);
    return row?.newest ?? undefined;
  }

  async lastIngestAt(): Promise<number | undefined> {
    return msState(await this.getState(LAST_INGEST_KEY));
  }

  async lastWhaleAt(): Promise<number | undefined> {
    return msState(await this.getState(LAST_WHALE_KEY));
  }

  async whaleMinBtc(): Promise<number | undefined> {
    const value = Number(await this.getState(WHALE_MIN_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  }

  setWhaleMinBtc(btc: number): Promise<void> {
    return this.setState(WHALE_MIN_KEY, String(btc));
  }

  async getState(key: string): Promise<string | undefined> {
    const [row] = await this.db.query<{ value: string }>('SELECT value FROM collector_state WHERE key = $1', [key]);
    return row?.value;
  }

  async setState(key: string, value: string): Promise<void> {
    await this.db.query(
      `INSERT INTO collector_state (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      [cleanText(key), cleanText(value)],
    );
  }

  async prune(itemsBefore: number, aggregatesBefore: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(TAKE_WRITE_LOCK, [WRITE_LOCK]);
      await tx.query(`DELETE FROM items WHERE published_at < ${ts('$1')}`, [itemsBefore]);
      await tx.query(`DELETE FROM hourly_aggregates WHERE hour < ${ts('$1')}`, [aggregatesBefore]);
      await tx.query(`DELETE FROM whale_transfers WHERE seen_at < ${ts('$1')}`, [aggregatesBefore]);
    });
  }

  health(): StoreHealth {
    return this.db.health();
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
