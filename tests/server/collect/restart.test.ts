// What a collector remembers across a restart, on the real store (PGlite in a temporary folder, reopened as a new
// process would): the duplicate windows are seeded from the platform's latest stored items (store.recentItems).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCollectors } from '../../../src/server/collect/runner.ts';
import { openStore } from '../../../src/server/store/open.ts';
import type { SentimentStore } from '../../../src/server/store/types.ts';
import { type Local, listen } from '../../../tools/fake-servers.ts';
import { FakeTimers, testConfig } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'criptopulso-restart-'));
const servers: Local[] = [];
afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const HEADLINE = 'Bitcoin supera los noventa mil dólares por primera vez en la historia';

function rss(items: [guid: string, title: string][]): string {
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Diario</title><language>es</language>${items
    .map(
      ([guid, title]) =>
        `<item><title>${title}</title><link>https://diario.example/${guid}</link><guid isPermaLink="false">${guid}</guid><pubDate>Fri, 20 Nov 2026 11:00:00 +0000</pubDate></item>`,
    )
    .join('')}</channel></rss>`;
}

describe('a restart', () => {
  it('keeps a headline it stored a duplicate when the feed lists it again under a new guid', async () => {
    let feed = rss([
      ['a1', HEADLINE],
      ['a2', 'Ethereum cae un cinco por ciento tras el hackeo de un puente entre cadenas'],
    ]);
    const server = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feed);
    });
    servers.push(server);
    const timers = new FakeTimers();
    const run = async (store: SentimentStore) => {
      const collectors = startCollectors({
        config: testConfig({ news: { feeds: [`${server.url}/feed`], intervalMs: 10 * 60_000, maxBytes: 1 << 20 } }),
        store,
        now: timers.clock,
        timers,
      });
      await collectors.firstPass;
      await collectors.stop();
      return collectors.health().find((h) => h.collector === 'news');
    };
    const config = { dataDir: join(dir, 'data'), retentionDays: 30 };

    const first = await openStore(config);
    expect(await run(first)).toMatchObject({ itemsTaken: 2, filtered: {} });
    await first.close();

    // A new process on the same data: the headline again under a new guid, an entry it stored (same guid), a new one.
    feed = rss([
      ['a1-actualizado', `${HEADLINE}!`],
      ['a2', 'Ethereum cae un cinco por ciento tras el hackeo de un puente entre cadenas'],
      ['a3', 'Solana recibe flujos récord en su primer fondo cotizado en Europa'],
    ]);
    const second = await openStore(config);
    try {
      // The re-listed entry is nothing new (not a filter's count); the republished headline is a duplicate.
      expect(await run(second)).toMatchObject({ itemsTaken: 1, filtered: { duplicate: 1 } });
      const stored = await second.recentItems('news', 0, 10);
      expect(stored.map((item) => item.id).sort()).toEqual(['news:a1', 'news:a2', 'news:a3']);
      expect(await second.recentItems('bluesky', 0, 10)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
