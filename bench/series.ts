// Recomputing every series after a new hour of data (issue 23: ≤ 50 ms): a store holding 90 days of hourly
// aggregates (every tracked coin and ALL, on four platforms), one more hour added, then what the server does per
// change for 4 coins × 4 spans: read the aggregates, group them by coin and hour, draw each span's periods from
// CoinGecko-shaped samples (5-minute for 1D, hourly for the rest), the correlation of changes, the schema check,
// the JSON and its hash (the ETag). Compression is left out: it happens once per encoding, when first asked.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYTICS_COINS, type AnalyticsCoin, TIMEFRAMES, type Timeframe } from '../src/core/catalog.ts';
import {
  type AggregateCoin,
  ALL_COINS,
  type CollectedItem,
  MEASURED_PLATFORMS,
  TRACKED_COINS,
} from '../src/core/measured/types.ts';
import { type MarketChartSamples as ChartSamples, SPAN_DAYS } from '../src/core/spans/market-chart.ts';
import { parseSpanSeries } from '../src/core/spans/schema.ts';
import { buildSeries, hoursByCoin } from '../src/server/series/build.ts';
import { LATE_ITEMS_MS } from '../src/server/series/history.ts';
import { migrate } from '../src/server/store/migrations.ts';
// Imported statically, as bench/ingest.ts does.
import { openPglite } from '../src/server/store/pglite.ts';
import { SqlStore } from '../src/server/store/sql.ts';
import { MemoryStore } from '../tools/memory-store.ts';
import { type Summary, summarize } from './stats.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SeriesBenchResult {
  /** Aggregate rows in the store (90 days × 24 h × coins and ALL × platforms). */
  rows: number;
  series: number;
  /** Reading the 90 days of aggregates from the in-memory store, ms (a database's query is its own figure). */
  readMs: Summary;
  /** The same read from PGlite (a fresh data folder) holding 90 days of items on every platform and coin, ms. */
  pgliteReadMs: Summary;
  pgliteRows: number;
  /** PGlite's read of the last 7 days and an hour: what each change between whole reads costs, ms. */
  pgliteRecentReadMs: Summary;
  /** From the rows read to every series built, checked, serialised and hashed, ms (the ≤ 50 ms target). */
  recomputeMs: Summary;
}

function addHour(store: MemoryStore, hour: number, seed: number): void {
  for (const coin of [ALL_COINS, ...TRACKED_COINS] as AggregateCoin[]) {
    MEASURED_PLATFORMS.forEach((platform, p) => {
      const count = 1 + ((seed * 7 + p * 3 + coin.length) % 12);
      const scoreSum = Math.sin(seed * 0.37 + p) * count * 0.4;
      const positive = Math.floor(count / 3);
      const negative = Math.floor(count / 4);
      store.aggregates.set(`${hour}|${coin}|${platform}`, {
        hour,
        coin,
        platform,
        count,
        scoreSum,
        positive,
        negative,
        neutral: count - positive - negative,
      });
    });
  }
}

function samples(days: number, now: number, base: number): ChartSamples {
  const step = days === 1 ? 5 * 60_000 : HOUR_MS;
  const count = (days * DAY_MS) / step + 1;
  const start = now - days * DAY_MS;
  const prices: [number, number][] = [];
  const volumes: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const at = start + i * step - 1234;
    prices.push([at, base * (1 + 0.05 * Math.sin(i / 40) + 0.01 * Math.sin(i * 1.7))]);
    volumes.push([at, base * 5e5 * (1 + 0.2 * Math.cos(i / 30))]);
  }
  return { prices, volumes };
}

async function digest(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return btoa(String.fromCharCode(...hash.slice(0, 12)));
}

/** PGlite with one item per hour and platform for 90 days, each mentioning every coin: the aggregates' read. */
async function pgliteRead(runs: number): Promise<{ readMs: Summary; recentMs: Summary; rows: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'criptopulso-series-'));
  try {
    const db = await openPglite(join(dir, 'data'));
    await migrate(db);
    const store = new SqlStore(db);
    try {
      const now = Date.now();
      const start = Math.floor(now / HOUR_MS) * HOUR_MS - 90 * DAY_MS;
      const items: CollectedItem[] = [];
      for (let hour = start; hour < now; hour += HOUR_MS) {
        MEASURED_PLATFORMS.forEach((platform, p) => {
          const score = Math.round(Math.sin(hour / HOUR_MS + p) * 100) / 100;
          items.push({
            id: `${platform}:serie-${hour}-${p}`,
            platform,
            source: `fuente-${p}.example`,
            url: `https://fuente-${p}.example/${hour}`,
            publishedAt: hour + p * 60_000,
            lang: 'es',
            text: 'bitcoin ethereum solana cardano polkadot',
            coins: [...TRACKED_COINS],
            score,
            label: score >= 0.05 ? 'pos' : score <= -0.05 ? 'neg' : 'neu',
          });
        });
      }
      for (let offset = 0; offset < items.length; offset += 1000)
        await store.ingest(items.slice(offset, offset + 1000));
      const since = Math.floor(now / DAY_MS) * DAY_MS - 89 * DAY_MS;
      const times: number[] = [];
      const recent: number[] = [];
      let rows = 0;
      for (let run = 0; run < runs; run++) {
        const began = performance.now();
        rows = (await store.hourly(since)).length;
        const middle = performance.now();
        await store.hourly(Math.floor((now - LATE_ITEMS_MS) / HOUR_MS) * HOUR_MS);
        times.push(middle - began);
        recent.push(performance.now() - middle);
      }
      return { readMs: summarize(times.slice(2)), recentMs: summarize(recent.slice(2)), rows };
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureSeries(runs = 30): Promise<SeriesBenchResult> {
  const start = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 90 * DAY_MS;
  const store = new MemoryStore();
  let hour = start;
  for (; hour < start + 90 * DAY_MS; hour += HOUR_MS) addHour(store, hour, hour / HOUR_MS);
  const bases: Record<AnalyticsCoin, number> = { BTC: 41_000, ETH: 2_100, SOL: 140, ADA: 0.4 };
  const reads: number[] = [];
  const times: number[] = [];
  let built = 0;
  for (let run = 0; run < runs; run++) {
    // A new hour of data, and the clock in it.
    addHour(store, hour, hour / HOUR_MS);
    const now = hour + 20 * 60_000;
    hour += HOUR_MS;
    const charts = new Map<string, ChartSamples>();
    for (const coin of ANALYTICS_COINS)
      for (const span of TIMEFRAMES) charts.set(`${coin}|${span}`, samples(SPAN_DAYS[span], now, bases[coin]));
    const since = Math.floor(now / DAY_MS) * DAY_MS - 89 * DAY_MS;
    const reading = performance.now();
    const rows = await store.hourly(since);
    const began = performance.now();
    reads.push(began - reading);
    const byCoin = hoursByCoin(rows);
    built = 0;
    for (const coin of ANALYTICS_COINS) {
      for (const span of TIMEFRAMES as readonly Timeframe[]) {
        const series = buildSeries({
          coin,
          span,
          currency: 'USD',
          now,
          chart: charts.get(`${coin}|${span}`) as ChartSamples,
          receivedAt: now,
          sentiment: byCoin.get(coin) ?? new Map(),
        });
        if (!parseSpanSeries(series).ok) throw new Error(`${coin} ${span}: no pasa su esquema`);
        await digest(new TextEncoder().encode(JSON.stringify(series)));
        built++;
      }
    }
    times.push(performance.now() - began);
  }
  const pglite = await pgliteRead(12);
  // The first runs warm the JIT up.
  return {
    rows: store.aggregates.size,
    pgliteReadMs: pglite.readMs,
    pgliteRows: pglite.rows,
    pgliteRecentReadMs: pglite.recentMs,
    series: built,
    readMs: summarize(reads.slice(3)),
    recomputeMs: summarize(times.slice(3)),
  };
}
