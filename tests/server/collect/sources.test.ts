// One descriptor per platform (src/core/measured/platforms.ts, src/server/collect/sources.ts): the store's
// constraint, the posts/headlines grouping, the collectors' health and the labels all follow the one list.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectedItem,
  type HourlyAggregate,
  MEASURED_PLATFORM_INFO,
  MEASURED_PLATFORMS,
  type MeasuredPlatform,
} from '../../../src/core/measured/types.ts';
import { startCollectors } from '../../../src/server/collect/runner.ts';
import { figuresAt } from '../../../src/server/metrics/measured-figures.ts';
import type { Database } from '../../../src/server/store/db.ts';
import { followPlatforms, platformCheck } from '../../../src/server/store/migrations.ts';
import { openDatabase } from '../../../src/server/store/open.ts';
import { SqlStore } from '../../../src/server/store/sql.ts';
import { MemoryStore } from '../../../tools/memory-store.ts';
import { testConfig } from './helpers.ts';

const NOW = Date.parse('2026-11-20T12:30:00Z');

function item(id: string, platform: string): CollectedItem {
  return {
    id: `${platform}:${id}`,
    platform: platform as MeasuredPlatform,
    source: 'fuente.example',
    url: `https://fuente.example/${id}`,
    publishedAt: NOW - 60_000,
    lang: 'es',
    text: `Texto ${id}`,
    coins: ['BTC'],
    score: 0.5,
    label: 'pos',
  };
}

describe('the platforms, one list', () => {
  it('is news, Bluesky, Telegram and Reddit, each with its label and kind', () => {
    expect(MEASURED_PLATFORM_INFO).toEqual([
      { id: 'news', label: 'Noticias', kind: 'news' },
      { id: 'bluesky', label: 'Bluesky', kind: 'social' },
      { id: 'telegram', label: 'Telegram', kind: 'social' },
      { id: 'reddit', label: 'Reddit', kind: 'social' },
    ]);
  });

  it('counts each platform’s texts as posts or headlines by its kind', () => {
    // 1 headline, 2 + 4 + 8 posts: the sums say which platform went where.
    const rows: HourlyAggregate[] = MEASURED_PLATFORMS.map((platform, i) => ({
      hour: Date.parse('2026-11-20T12:00:00Z'),
      coin: 'ALL',
      platform,
      count: 2 ** i,
      scoreSum: 0,
      positive: 0,
      neutral: 2 ** i,
      negative: 0,
    }));
    expect(figuresAt(rows, NOW).counts).toEqual({ posts: 14, headlines: 1 });
  });

  it('gives every platform a health record, in the list’s order, saying why it is off', async () => {
    const collectors = startCollectors({ config: { ...testConfig(), enabled: false }, store: new MemoryStore() });
    await collectors.stop();
    expect(collectors.health().map(({ collector, disabledReason }) => [collector, disabledReason])).toEqual([
      ['news', 'COLLECT=off'],
      ['bluesky', 'COLLECT=off'],
      ['telegram', 'COLLECT=off'],
      ['reddit', 'COLLECT=off'],
    ]);
  });
});

describe('the store’s platform constraint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'criptopulso-platforms-'));
  let db: Database;
  let store: SqlStore;
  const logs: string[] = [];

  beforeAll(async () => {
    db = await openDatabase({ dataDir: join(dir, 'data'), retentionDays: 30 }, (line) => logs.push(line));
    store = new SqlStore(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const follow = (platforms: readonly string[]) =>
    db.transaction((tx) => followPlatforms(tx, platforms, (line) => logs.push(line)));

  it('admits exactly the declared platforms, and follows the list when it changes', async () => {
    expect(logs).toContain('Base de datos: las plataformas admitidas son news, bluesky, telegram, reddit');
    for (const platform of MEASURED_PLATFORMS) expect(await store.ingest([item('uno', platform)])).toBe(1);
    await expect(store.ingest([item('uno', 'mastodon')])).rejects.toThrow(/items_platform_check/);

    // A longer list (a new source): its texts are admitted, without a migration.
    await follow([...MEASURED_PLATFORMS, 'mastodon']);
    expect(logs.at(-1)).toBe('Base de datos: las plataformas admitidas son news, bluesky, telegram, reddit, mastodon');
    expect(await store.ingest([item('uno', 'mastodon')])).toBe(1);
    // The same list again touches nothing and says nothing.
    const said = logs.length;
    await follow([...MEASURED_PLATFORMS, 'mastodon']);
    expect(logs).toHaveLength(said);

    // A platform taken out: what it stored stays, nothing new of it is admitted.
    await follow(MEASURED_PLATFORMS.filter((platform) => platform !== 'reddit'));
    await expect(store.ingest([item('dos', 'reddit')])).rejects.toThrow(/items_platform_check/);
    expect((await store.sourceCounts(0)).find((entry) => entry.platform === 'reddit')?.items).toBe(1);

    await follow(MEASURED_PLATFORMS);
    expect(await store.ingest([item('dos', 'reddit')])).toBe(1);
    await expect(store.ingest([item('dos', 'mastodon')])).rejects.toThrow(/items_platform_check/);
  });

  it('writes only lowercase ids into its SQL', () => {
    expect(platformCheck(['news', 'bluesky'])).toBe("CHECK (platform IN ('news', 'bluesky'))");
    expect(() => platformCheck(["x') OR true; --"])).toThrow('no vale como id de plataforma');
  });
});
