// A collector source as docs/recogida.md ("Añadir una fuente") asks for one: this single file, plus the platform's
// line in src/core/measured/platforms.ts and its entry in src/server/collect/sources.ts (add-source.test.ts adds
// both). It reads a Mastodon instance's public hashtag timeline, GET /api/v1/timelines/tag/:hashtag, whose
// statuses carry id, created_at, language, url and content (HTML), as Mastodon's API documents them.

import type { MeasuredPlatform } from '../../../src/core/measured/types.ts';
import { type Env, httpUrl, MINUTE } from '../../../src/server/collect/env.ts';
import { describe, nextDelay, type PollingOptions, politeGet } from '../../../src/server/collect/http.ts';
import { ItemBuilder } from '../../../src/server/collect/items.ts';
import type { CollectorSource } from '../../../src/server/collect/source.ts';
import { htmlToText } from '../../../src/server/collect/text.ts';

export interface MastodonSettings {
  baseUrl: string;
  hashtag: string;
  intervalMs: number;
  maxBytes: number;
}

interface Status {
  id?: unknown;
  created_at?: unknown;
  language?: unknown;
  url?: unknown;
  content?: unknown;
}

function mastodonTasks(options: PollingOptions & MastodonSettings) {
  const builder = new ItemBuilder({
    // The platform's id: this test's list has it, the compiled type does not.
    platform: 'mastodon' as MeasuredPlatform,
    requireCoin: true,
    now: options.now,
    onFiltered: (reason) => options.health.filtered(reason),
  });
  const source = `#${options.hashtag}`;
  return [
    {
      key: `mastodon ${options.hashtag}`,
      async run(): Promise<number> {
        const result = await politeGet(
          `${options.baseUrl}/api/v1/timelines/tag/${options.hashtag}?limit=40`,
          { ...options, headers: { 'User-Agent': options.userAgent, Accept: 'application/json' } },
          options.now(),
        );
        const delay = nextDelay(result, options.intervalMs, result.kind === 'ok' ? 0 : 1, options.random);
        if (result.kind !== 'ok') {
          options.health.error(describe(result) ?? 'sin respuesta', source);
          return delay;
        }
        for (const status of JSON.parse(result.body) as Status[]) {
          if (typeof status.id !== 'string' || typeof status.url !== 'string' || typeof status.content !== 'string')
            continue;
          const item = builder.build({
            sourceId: status.id,
            source,
            url: status.url,
            text: htmlToText(status.content),
            ...(typeof status.created_at === 'string' ? { publishedAt: Date.parse(status.created_at) } : {}),
            ...(typeof status.language === 'string' ? { langs: [status.language] } : {}),
          });
          if (item) options.queue.push(item);
        }
        options.health.success(source);
        return delay;
      },
    },
  ];
}

/** MASTODON_URL: the instance (empty or unset: off); MASTODON_HASHTAG: the tag read (bitcoin). */
export const mastodonSource: CollectorSource<MeasuredPlatform, MastodonSettings | undefined> = {
  platform: 'mastodon' as MeasuredPlatform,
  settings(env: Env) {
    const raw = env.MASTODON_URL?.trim();
    if (!raw) return undefined;
    return {
      baseUrl: httpUrl('MASTODON_URL', raw).replace(/\/+$/, ''),
      hashtag: env.MASTODON_HASHTAG?.trim() || 'bitcoin',
      intervalMs: 5 * MINUTE,
      maxBytes: 2 * 1024 * 1024,
    };
  },
  offReason: (settings) => (settings ? undefined : 'MASTODON_URL está vacía'),
  describe: ({ baseUrl, hashtag }) => `lee ${baseUrl} (#${hashtag}) cada 5 min`,
  start: (settings, context) => ({ poll: mastodonTasks({ ...context, ...settings }), intervalMs: settings.intervalMs }),
};
