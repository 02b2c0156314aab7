import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { createApi } from '../src/server/app.ts';
import { configFromEnv } from '../src/server/config.ts';
import { MemoryStore } from '../tests/server/memory-store.ts';
import { NODE_ENCODERS } from '../src/server/node.ts';
export async function run() {
  for (const withStore of [false, true]) {
    const store = new MemoryStore();
    const now = Date.now();
    const items = Array.from({ length: 64800 }, (_, i) => ({ id: `news:${i}`, platform: (['news','bluesky','telegram'] as const)[i % 3], source: `f${i%7}.example`, url: `https://f${i%7}.example/${i}`, publishedAt: now - 90*86400000 + i * 120000, lang: 'es' as const, text: `Texto ${i}`, coins: [(['BTC','ETH','SOL','ADA','DOT'] as const)[i%5]], score: Math.sin(i), label: (Math.sin(i) > 0.05 ? 'pos' : Math.sin(i) < -0.05 ? 'neg' : 'neu') as 'pos' }));
    await store.ingest(items);
    const api = createApi({ config: configFromEnv({ COINGECKO_BASE_URL: 'http://127.0.0.1:9/cg', ALTERNATIVE_BASE_URL: 'http://127.0.0.1:9/a', MEMPOOL_BASE_URL: 'http://127.0.0.1:9/m', BLOCKCHAIN_BASE_URL: 'http://127.0.0.1:9/b', FEED_UPSTREAM_TIMEOUT_MS: '200' }), encoders: NODE_ENCODERS, store: withStore ? store : undefined });
    const feed = await api.feeds.feed('USD');
    const br = await feed.encoded('br');
    const m = JSON.stringify((feed.feed as { measured?: unknown }).measured ?? '').length;
    console.log(JSON.stringify({ withStore, raw: feed.body.byteLength, br: (br as Uint8Array).byteLength, measuredRaw: m }));
  }
}
