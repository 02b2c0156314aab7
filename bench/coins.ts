// `npm run bench coins`: what following more coins (COINS) costs the server, at 5, 25 and 100 coins, each against
// 5 in the same run. Per count: the providers' calls for one feed (one markets call, whatever the count), the feed's
// size (gzip), the measured figures recomputed from 30 days of texts spread over the coins, finding the coins in
// 20 000 texts, and GET /api/feed under load (autocannon, 50 connections, 10 s, warm cache). Loopback only: a local
// CoinGecko answers /coins/markets with a row for each id asked.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { COINGECKO_ID_BY_SYMBOL } from '../src/core/coins/coingecko-ids.ts';
import { coinMatcher, detectCoins } from '../src/core/measured/mentions.ts';
import type { CollectedItem } from '../src/core/measured/types.ts';
import { configFromEnv } from '../src/server/api-settings.ts';
import { coinsFromEnv } from '../src/server/coin-settings.ts';
import { measure } from '../src/server/metrics/measure.ts';
import { startNodeServer } from '../src/server/node.ts';
import { MemoryStore } from '../tools/memory-store.ts';
import { answerFor } from '../tools/provider-answers.ts';
import { type Summary, summarize } from './stats.ts';

export const COIN_COUNTS = [5, 25, 100] as const;

export interface CoinsRun {
  coins: number;
  /** Provider calls for the first feed, and of them to /coins/markets. */
  calls: number;
  marketsCalls: number;
  feedGzipBytes: number;
  measureMs: Summary;
  /** Texts a second through the coin matcher. */
  detectPerSecond: number;
  requestsPerSecond: number;
  p99: number;
  failed: number;
}

export interface CoinsResult {
  runs: CoinsRun[];
}

/** The COINS value of `count` coins: the table's first ones, then coins added by hand. */
function coinsSetting(count: number): string {
  const ids = Object.values(COINGECKO_ID_BY_SYMBOL);
  const known = ids.slice(0, Math.min(count, ids.length));
  const added = Array.from({ length: count - known.length }, (_, i) => `bench-coin-${i}:BC${i}:Bench Coin ${i}`);
  return [...known, ...added].join(',');
}

/** A CoinGecko /coins/markets row for an id the fixed answers lack (a coin added by hand). */
const marketRow = (id: string, i: number) => ({
  id,
  symbol: id.slice(0, 4),
  name: id,
  current_price: 1 + i / 10,
  total_volume: 1e8 + i,
  price_change_percentage_24h: (i % 7) - 3,
  sparkline_in_7d: { price: Array.from({ length: 168 }, (_, h) => 1 + i / 10 + h / 1000) },
});

function marketsAnswer(url: string): unknown {
  const ids = new URL(url, 'http://x').searchParams.get('ids')?.split(',') ?? [];
  const known = answerFor(url) as { id: string }[];
  return ids.map((id, i) => known.find((row) => row.id === id) ?? marketRow(id, i));
}

/** 30 days at 60 texts an hour, each naming one or two of `symbols`. */
function texts(symbols: readonly string[], now: number): CollectedItem[] {
  const count = 30 * 24 * 60;
  return Array.from({ length: count }, (_, i) => {
    const score = Math.round(Math.sin(i * 12.9898) * 1000) / 1000;
    const coins = [...new Set([symbols[i % symbols.length], symbols[(i * 7) % symbols.length]])] as string[];
    return {
      id: `news:t-${i}`,
      platform: 'news',
      source: `fuente-${i % 7}.example`,
      url: `https://fuente-${i % 7}.example/t-${i}`,
      publishedAt: Math.round(now - 30 * 86_400_000 + (30 * 86_400_000 * i) / count),
      lang: i % 2 ? 'es' : 'en',
      text: `Texto ${i}`,
      coins: coins.slice(0, 1 + (i % 2)),
      score,
      label: score >= 0.05 ? 'pos' : score <= -0.05 ? 'neg' : 'neu',
    };
  });
}

/** Headlines and posts as collectors read them, a few naming coins, most naming none. */
const SENTENCES = [
  'Bitcoin supera los 70 000 $ tras el dato de empleo',
  'El sol sale por el este y la bolsa abre en verde',
  '$DOGE y #SHIB lideran las memecoins esta semana',
  'Ethereum upgrade ships smoothly, fees drop',
  'Send me a link to the report on inflation',
  'Long SOLUSDT, short ADA/USD: la semana en corto',
];

async function run(count: number): Promise<CoinsRun> {
  let calls = 0;
  let marketsCalls = 0;
  const providers = createServer((req, res) => {
    calls += 1;
    const url = req.url ?? '';
    if (url.includes('/coins/markets')) marketsCalls += 1;
    const answer = url.includes('/coins/markets') ? marketsAnswer(url) : answerFor(url);
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? {}));
  });
  await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  const env = {
    COINS: coinsSetting(count),
    COINGECKO_BASE_URL: `${base}/cg`,
    ALTERNATIVE_BASE_URL: `${base}/alt`,
    MEMPOOL_BASE_URL: `${base}/mp`,
    BLOCKCHAIN_BASE_URL: `${base}/bc`,
  };
  const coins = coinsFromEnv(env);
  const symbols = coins.map((coin) => coin.symbol);
  const now = Date.now();
  const store = new MemoryStore();
  await store.ingest(texts(symbols, now));
  const server = await startNodeServer({ config: configFromEnv(env), port: 0, hostname: '127.0.0.1', store });
  try {
    const body = await (await fetch(`${server.url}/api/feed`)).text();
    const feedCalls = calls;
    const feedMarkets = marketsCalls;
    const measureMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await measure(store, now, { coins: symbols });
      measureMs.push(performance.now() - start);
    }
    const matcher = coinMatcher(coins);
    const start = performance.now();
    for (let i = 0; i < 20_000; i++) detectCoins(SENTENCES[i % SENTENCES.length] as string, matcher);
    const detectPerSecond = Math.round(20_000 / ((performance.now() - start) / 1000));
    const load = await autocannon({
      url: `${server.url}/api/feed`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      workers: 1,
    });
    return {
      coins: count,
      calls: feedCalls,
      marketsCalls: feedMarkets,
      feedGzipBytes: gzipSync(body).length,
      measureMs: summarize(measureMs),
      detectPerSecond,
      requestsPerSecond: Math.round(load.requests.average),
      p99: load.latency.p99,
      failed: load.errors + load.timeouts + load.non2xx,
    };
  } finally {
    await server.close();
    await new Promise((done) => providers.close(done));
  }
}

export async function measureCoins(): Promise<CoinsResult> {
  const runs: CoinsRun[] = [];
  for (const count of COIN_COUNTS) runs.push(await run(count));
  return { runs };
}
