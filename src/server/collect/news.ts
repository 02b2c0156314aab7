// News headlines from RSS 2.0 and Atom feeds: one poll per feed every 10 minutes (staggered), conditional GET
// with the ETag and Last-Modified kept in the store (a restart keeps them), 304 as success with nothing new,
// 403/404/410 paused a day, 429 after its Retry-After, failures backed off exponentially.

import type { SentimentStore } from '../store/types.ts';
import { type Env, httpUrl, list, MINUTE, redactUrl } from './env.ts';
import { parseFeed } from './feed-parse.ts';
import { describe, nextDelay, type PollingOptions, politeGet, REFUSED_PAUSE_MS } from './http.ts';
import { ItemBuilder } from './items.ts';
import type { PollTask } from './schedule.ts';
import type { CollectorSource } from './source.ts';

/** Feeds read when NEWS_FEEDS is unset: four in Spanish, three in English (their documented feed URLs). */
export const DEFAULT_NEWS_FEEDS = [
  'https://www.criptonoticias.com/feed/',
  'https://www.diariobitcoin.com/feed/',
  'https://es.beincrypto.com/feed/',
  'https://www.criptotendencia.com/feed/',
  'https://www.coindesk.com/arc/outboundfeeds/rss/',
  'https://cointelegraph.com/rss',
  'https://decrypt.co/feed',
] as const;

export interface NewsSettings {
  feeds: string[];
  intervalMs: number;
  maxBytes: number;
}

/** NEWS_FEEDS: the feeds' URLs, comma-separated (unset: the seven above; empty: off). */
export const newsSource: CollectorSource<'news', NewsSettings> = {
  platform: 'news',
  settings(env: Env): NewsSettings {
    const raw = env.NEWS_FEEDS;
    const feeds = raw === undefined ? [...DEFAULT_NEWS_FEEDS] : list(raw).map((url) => httpUrl('NEWS_FEEDS', url));
    return { feeds: [...new Set(feeds)], intervalMs: 10 * MINUTE, maxBytes: 5 * 1024 * 1024 };
  },
  offReason: (settings) => (settings && settings.feeds.length > 0 ? undefined : 'NEWS_FEEDS está vacía'),
  // A feed URL may carry credentials or a token (user:pass@, ?token=): the log shows them redacted.
  describe: ({ feeds, intervalMs }) =>
    `lee ${feeds.length} ${feeds.length === 1 ? 'feed' : 'feeds'} RSS/Atom cada ${intervalMs / MINUTE} min: ${feeds.map(redactUrl).join(', ')}`,
  start: (settings, context) => ({ poll: newsTasks({ ...context, ...settings }), intervalMs: settings.intervalMs }),
};

export interface NewsOptions extends PollingOptions {
  feeds: readonly string[];
  store: SentimentStore;
}

interface SavedState {
  etag?: string;
  lastModified?: string;
  /** A feed that refused (403/410) is not asked again before this time, even after a restart. */
  pausedUntil?: number;
}

export const stateKey = (url: string): string => `news:${url}`;

/** The name an item's `source` carries: the feed's host without "www.". */
export const feedSource = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

export function newsTasks(options: NewsOptions): PollTask[] {
  const builder = new ItemBuilder({
    platform: 'news',
    requireCoin: false,
    now: options.now,
    onFiltered: (reason) => options.health.filtered(reason),
    store: options.store,
    coins: options.coins,
  });
  // A task's key is logged when it crashes: redacted, and told apart if two feeds differ only in their secrets.
  const keys = new Set<string>();
  return options.feeds.map((url) => {
    let key = `news ${redactUrl(url)}`;
    for (let n = 2; keys.has(key); n++) key = `news ${redactUrl(url)} (${n})`;
    keys.add(key);
    return feedTask(url, key, options, builder);
  });
}

/**
 * A feed URL's "user:pass@" as HTTP Basic credentials, and the URL without them: fetch refuses a URL that carries
 * credentials, and they belong in a header, never in a URL that could be logged or followed.
 */
export function withoutCredentials(url: string): { href: string; authorization?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { href: url };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { href: parsed.href, authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}

function feedTask(url: string, key: string, options: NewsOptions, builder: ItemBuilder): PollTask {
  const { store, queue, health } = options;
  const source = feedSource(url);
  const request = withoutCredentials(url);
  let state: SavedState | undefined;
  let failures = 0;

  async function load(): Promise<SavedState> {
    if (state) return state;
    const raw = await store.getState(stateKey(url)).catch(() => undefined);
    try {
      state = raw ? (JSON.parse(raw) as SavedState) : {};
    } catch {
      state = {};
    }
    return state;
  }

  async function save(next: SavedState): Promise<void> {
    state = next;
    await store.setState(stateKey(url), JSON.stringify(next)).catch(() => {});
  }

  return {
    key,
    async run(): Promise<number> {
      await builder.ready();
      const saved = await load();
      const now = options.now();
      if (saved.pausedUntil && saved.pausedUntil > now) return saved.pausedUntil - now;
      const headers: Record<string, string> = {
        'User-Agent': options.userAgent,
        Accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
      };
      if (saved.etag) headers['If-None-Match'] = saved.etag;
      if (saved.lastModified) headers['If-Modified-Since'] = saved.lastModified;
      if (request.authorization) headers.Authorization = request.authorization;
      const result = await politeGet(request.href, { ...options, headers }, now);
      failures = result.kind === 'failed' || result.kind === 'rate-limited' ? failures + 1 : 0;
      const delay = nextDelay(result, options.intervalMs, failures, options.random);
      if (result.kind === 'refused') {
        await save({ ...saved, pausedUntil: options.now() + REFUSED_PAUSE_MS });
        health.error(describe(result) as string, source);
        return delay;
      }
      if (result.kind !== 'ok') {
        if (result.kind === 'not-modified') health.success(source);
        else health.error(describe(result) as string, source);
        return delay;
      }
      let feed: ReturnType<typeof parseFeed>;
      try {
        feed = parseFeed(result.body);
      } catch (error) {
        health.error((error as Error).message, source);
        return nextDelay({ kind: 'failed', reason: '' }, options.intervalMs, ++failures, options.random);
      }
      for (const entry of feed.entries) {
        const text = entry.summary && entry.summary !== entry.title ? `${entry.title}. ${entry.summary}` : entry.title;
        const item = builder.build({
          sourceId: entry.id,
          source,
          url: entry.link,
          text,
          publishedAt: entry.publishedAt,
          ...(feed.lang ? { langs: [feed.lang] } : {}),
        });
        if (item) queue.push(item);
      }
      health.success(source);
      // The validators are kept once this poll's items are written: a restart before that asks for the feed again.
      const next: SavedState = {};
      const etag = result.headers.get('etag');
      const lastModified = result.headers.get('last-modified');
      if (etag) next.etag = etag;
      if (lastModified) next.lastModified = lastModified;
      await queue.flush();
      if (queue.pendingCount('news') === 0) await save(next);
      else state = next;
      return delay;
    },
  };
}
