// Adding a source takes what docs/recogida.md says: one new file (mastodon-source.ts here), the platform's line in
// src/core/measured/platforms.ts and its entry in src/server/collect/sources.ts. This test adds exactly those two
// lines (as mocks of the two lists) and follows the new platform through every place that derives from them:
// its settings, the runner and its log, health, the store's constraint, the posts/headlines count, the measured
// figures, the feed's schema and the sentiment card's name.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FEED_PARTS } from '../../../src/core/feed/schema.ts';
import { MEASURED_PLATFORM_LABELS, MEASURED_PLATFORMS } from '../../../src/core/measured/types.ts';
import { collectConfigFromEnv } from '../../../src/server/collect/collect-settings.ts';
import { startCollectors } from '../../../src/server/collect/runner.ts';
import { measuredPlatforms } from '../../../src/server/feed/measured.ts';
import { measure } from '../../../src/server/metrics/measure.ts';
import { openStore } from '../../../src/server/store/open.ts';
import { listen } from '../../../tools/fake-servers.ts';
import { FakeTimers, START } from './helpers.ts';

vi.mock('../../../src/core/measured/platforms.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/core/measured/platforms.ts')>();
  // The one line in the core list.
  const info = [...original.MEASURED_PLATFORM_INFO, { id: 'mastodon', label: 'Mastodon', kind: 'social' }] as const;
  // What platforms.ts derives from its list, derived from the longer one.
  return {
    ...original,
    MEASURED_PLATFORM_INFO: info,
    MEASURED_PLATFORMS: info.map((entry) => entry.id),
    MEASURED_PLATFORM_LABELS: Object.fromEntries(info.map((entry) => [entry.id, entry.label])),
    platformKind: (platform: string) => info.find((entry) => entry.id === platform)?.kind,
  };
});

vi.mock('../../../src/server/collect/sources.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/collect/sources.ts')>();
  const { mastodonSource } = await import('./mastodon-source.ts');
  // The one entry in the server's registry.
  return { ...original, COLLECTOR_SOURCES: { ...original.COLLECTOR_SOURCES, mastodon: mastodonSource } };
});

/** Twenty posts about Bitcoin, each its own text (none a near duplicate of another). */
const POSTS = [
  'Bitcoin sube con fuerza esta mañana y el mercado celebra',
  'BTC rompe la resistencia de los 50k, gran noticia para los alcistas',
  'El halving de bitcoin se acerca y los mineros se preparan con calma',
  'Compré más BTC hoy, confío en el largo plazo',
  'Bitcoin cae un 3 % tras los datos de empleo en Estados Unidos',
  'Los ETF de bitcoin registran entradas récord esta semana',
  'Bitcoin hashrate hits a new all time high, network looks healthy',
  'I think BTC will keep climbing through the winter',
  'Regulators in Europe publish new guidance that mentions bitcoin custody',
  'Bitcoin fees are low today, good moment to consolidate coins',
  'La volatilidad de BTC vuelve después de semanas tranquilas',
  'Mi abuela me preguntó qué es bitcoin en la cena familiar',
  'Bitcoin miners sell part of their reserves after a strong quarter',
  'El precio de BTC en euros marca máximos del año',
  'Lightning payments with bitcoin keep growing in El Salvador',
  'Un exchange europeo añade pagos con bitcoin para comercios',
  'BTC dominance climbs while altcoins bleed slowly',
  'Analistas ven soporte firme para bitcoin cerca de los 45 000',
  'Bitcoin developers merge a long awaited wallet improvement',
  'Nueva encuesta: uno de cada diez jóvenes tiene algo de BTC',
];

const dir = mkdtempSync(join(tmpdir(), 'criptopulso-add-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('adding a collector source', () => {
  it('reaches the settings, the runner, health, the store, the figures, the feed and the card', async () => {
    expect(MEASURED_PLATFORMS).toEqual(['news', 'bluesky', 'telegram', 'reddit', 'mastodon']);
    const now = START + 30 * 60_000;
    const instance = await listen((req, res) => {
      if (!req.url?.startsWith('/api/v1/timelines/tag/bitcoin')) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify(
          POSTS.map((text, i) => ({
            id: String(1000 + i),
            created_at: new Date(now - (i + 1) * 60_000).toISOString(),
            language: /\b(the|I|a|with|in)\b/.test(text) ? 'en' : 'es',
            url: `https://mastodon.example/@autor/${1000 + i}`,
            content: `<p>${text}</p>`,
          })),
        ),
      );
    });
    const store = await openStore({ dataDir: join(dir, 'data'), retentionDays: 30 });
    try {
      // Its settings come from its own variables; off without them, and said why.
      const env = { NEWS_FEEDS: '', BLUESKY_JETSTREAM_URL: '', MASTODON_URL: `${instance.url}/` };
      const config = collectConfigFromEnv(env) as ReturnType<typeof collectConfigFromEnv> & Record<string, unknown>;
      expect(config.mastodon).toEqual({
        baseUrl: instance.url,
        hashtag: 'bitcoin',
        intervalMs: 300_000,
        maxBytes: 2 * 1024 * 1024,
      });
      const logs: string[] = [];
      const timers = new FakeTimers();
      timers.now = now;
      const collectors = startCollectors({ config, store, timers, now: timers.clock, log: (line) => logs.push(line) });
      await collectors.firstPass;
      await collectors.stop();
      expect(logs).toContain(`Recogida: Mastodon lee ${instance.url} (#bitcoin) cada 5 min`);
      expect(collectors.health().map((health) => health.collector)).toEqual(MEASURED_PLATFORMS);
      expect(collectors.health().at(-1)).toMatchObject({ collector: 'mastodon', enabled: true, itemsTaken: 20 });
      expect(
        startCollectors({ config: collectConfigFromEnv({}), store, timers: new FakeTimers() })
          .health()
          .find((health) => (health.collector as string) === 'mastodon'),
      ).toMatchObject({ enabled: false, disabledReason: 'MASTODON_URL está vacía' });

      // The store took its texts (its constraint follows the list); the figures count them as posts.
      const figures = await measure(store, now, { collecting: ['mastodon' as (typeof MEASURED_PLATFORMS)[number]] });
      expect(figures.counts).toEqual({ posts: 20, headlines: 0 });
      expect(figures.platforms).toEqual([expect.objectContaining({ platform: 'mastodon', mentions: 20 })]);
      expect(figures.sources).toEqual([{ platform: 'mastodon', name: '#bitcoin', items: 20 }]);
      expect(v.safeParse(FEED_PARTS.measured, figures).success).toBe(true);
      // The sentiment card names it with its label, and the feed's schema takes that name.
      const card = measuredPlatforms(figures);
      expect(card.map((row) => row.platform)).toEqual(['Mastodon']);
      expect(MEASURED_PLATFORM_LABELS).toMatchObject({ mastodon: 'Mastodon' });
      expect(v.safeParse(FEED_PARTS.sentiment, { overall: 50, platforms: card }).success).toBe(true);
    } finally {
      await store.close();
      await instance.close();
    }
  }, 60_000);
});
