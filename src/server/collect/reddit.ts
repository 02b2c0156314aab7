import { fetchSameOrigin, RedirectRefused } from '../same-origin.ts';
import type { SentimentStore } from '../store/types.ts';
import { type Env, httpUrl, list, MINUTE } from './env.ts';
import { describe, type GetResult, nextDelay, type PollingOptions, politeGet } from './http.ts';
import { ItemBuilder } from './items.ts';
import type { PollTask } from './schedule.ts';
import type { CollectorSource } from './source.ts';
import { htmlToText } from './text.ts';

export const DEFAULT_REDDIT_SUBREDDITS = ['CryptoCurrency', 'Bitcoin', 'ethereum', 'CriptoMonedas'] as const;
export const DEFAULT_REDDIT_AUTH_URL = 'https://www.reddit.com/api/v1/access_token';
export const DEFAULT_REDDIT_API_URL = 'https://oauth.reddit.com';
const SUBREDDIT = /^[A-Za-z0-9_]{2,21}$/;

export interface RedditSettings {
  clientId: string;
  clientSecret: string;
  subreddits: string[];
  authUrl: string;
  apiUrl: string;
  intervalMs: number;
  maxBytes: number;
}

/** REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET (both, or off), REDDIT_SUBREDDITS, REDDIT_AUTH_URL, REDDIT_API_URL. */
export const redditSource: CollectorSource<'reddit', RedditSettings | undefined> = {
  platform: 'reddit',
  settings(env: Env): RedditSettings | undefined {
    const clientId = env.REDDIT_CLIENT_ID?.trim();
    const clientSecret = env.REDDIT_CLIENT_SECRET?.trim();
    if (!clientId && !clientSecret) return undefined;
    if (!clientId || !clientSecret) {
      throw new Error(
        `${clientId ? 'REDDIT_CLIENT_SECRET' : 'REDDIT_CLIENT_ID'}: falta; Reddit necesita las dos (REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET).`,
      );
    }
    const subreddits =
      env.REDDIT_SUBREDDITS === undefined
        ? [...DEFAULT_REDDIT_SUBREDDITS]
        : list(env.REDDIT_SUBREDDITS).map((name) => name.replace(/^\/?r\//, ''));
    for (const name of subreddits) {
      if (!SUBREDDIT.test(name)) throw new Error(`REDDIT_SUBREDDITS: «${name}» no es el nombre de un subreddit.`);
    }
    const authUrl = env.REDDIT_AUTH_URL?.trim();
    const apiUrl = env.REDDIT_API_URL?.trim();
    return {
      clientId,
      clientSecret,
      subreddits,
      authUrl: authUrl ? httpUrl('REDDIT_AUTH_URL', authUrl) : DEFAULT_REDDIT_AUTH_URL,
      apiUrl: (apiUrl ? httpUrl('REDDIT_API_URL', apiUrl) : DEFAULT_REDDIT_API_URL).replace(/\/+$/, ''),
      intervalMs: 5 * MINUTE,
      maxBytes: 4 * 1024 * 1024,
    };
  },
  offReason: (settings) => (settings ? undefined : 'faltan REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET'),
  describe: ({ subreddits, intervalMs }) =>
    `lee ${subreddits.map((name) => `r/${name}`).join(', ')} con OAuth cada ${intervalMs / MINUTE} min`,
  start: (settings, context) => ({ poll: redditTasks({ ...context, ...settings }), intervalMs: settings.intervalMs }),
};

export interface RedditOptions extends PollingOptions {
  clientId: string;
  clientSecret: string;
  subreddits: readonly string[];
  authUrl: string;
  apiUrl: string;
  store: SentimentStore;
}

interface Token {
  value: string;
  expiresAt: number;
}

interface Listing {
  data?: { children?: { kind?: unknown; data?: Record<string, unknown> }[] };
}

export function redditTasks(options: RedditOptions): PollTask[] {
  const builder = new ItemBuilder({
    platform: 'reddit',
    requireCoin: true,
    now: options.now,
    onFiltered: (reason) => options.health.filtered(reason),
    store: options.store,
    coins: options.coins,
  });
  let token: Token | undefined;
  let pendingToken: Promise<Token | string> | undefined;

  async function requestToken(): Promise<Token | string> {
    const controller = new AbortController();
    const timer = options.timers.setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      // Within the token endpoint's origin only: the client's secret never goes where a redirect points.
      const response = await fetchSameOrigin(options.fetch, options.authUrl, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'User-Agent': options.userAgent,
        },
        body: 'grant_type=client_credentials',
        signal: options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal,
      });
      if (!response.ok) {
        response.body?.cancel().catch(() => {});
        return `la autorización OAuth responde ${response.status} (revisa REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET)`;
      }
      const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof body.access_token !== 'string' || !body.access_token)
        return 'la autorización OAuth no devolvió un token';
      const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
      return { value: body.access_token, expiresAt: options.now() + seconds * 1000 - 60_000 };
    } catch (error) {
      if (error instanceof RedirectRefused) return `la autorización OAuth ${error.message}`;
      return 'no se pudo pedir el token OAuth';
    } finally {
      options.timers.clearTimeout(timer);
    }
  }

  async function currentToken(): Promise<Token | string> {
    if (token && token.expiresAt > options.now()) return token;
    pendingToken ??= requestToken().finally(() => {
      pendingToken = undefined;
    });
    const result = await pendingToken;
    if (typeof result !== 'string') token = result;
    return result;
  }

  return options.subreddits.map((subreddit) => {
    let failures = 0;
    const source = `r/${subreddit}`;
    return {
      key: `reddit ${subreddit}`,
      async run(): Promise<number> {
        await builder.ready();
        const auth = await currentToken();
        if (typeof auth === 'string') {
          failures++;
          options.health.error(auth, source);
          return nextDelay({ kind: 'failed', reason: auth }, options.intervalMs, failures, options.random);
        }
        const url = `${options.apiUrl}/r/${subreddit}/new?limit=100&raw_json=1`;
        let result: GetResult = await politeGet(
          url,
          { ...options, headers: { Authorization: `bearer ${auth.value}`, 'User-Agent': options.userAgent } },
          options.now(),
        );
        if (result.kind === 'failed' && result.reason === 'responde 401') token = undefined;
        failures = result.kind === 'failed' || result.kind === 'rate-limited' ? failures + 1 : 0;
        const delay = nextDelay(result, options.intervalMs, failures, options.random);
        if (result.kind !== 'ok') {
          options.health.error(describe(result) ?? 'sin respuesta', source);
          return delay;
        }
        let listing: Listing;
        try {
          listing = JSON.parse(result.body) as Listing;
        } catch {
          result = { kind: 'failed', reason: 'la respuesta no es JSON' };
          options.health.error(result.reason, source);
          return delay;
        }
        // As many as asked for (limit=100): a longer listing is not Reddit's, and each post costs a score.
        const children = listing?.data?.children;
        for (const child of Array.isArray(children) ? children.slice(0, 100) : []) {
          const post = child?.data;
          if (!post || child.kind !== 't3' || typeof post.name !== 'string' || typeof post.permalink !== 'string')
            continue;
          if (post.over_18 === true) continue;
          const title = typeof post.title === 'string' ? post.title : '';
          const body = typeof post.selftext === 'string' ? post.selftext : '';
          const created = typeof post.created_utc === 'number' ? post.created_utc * 1000 : undefined;
          const item = builder.build({
            sourceId: post.name,
            source,
            url: `https://www.reddit.com${post.permalink.startsWith('/') ? post.permalink : `/${post.permalink}`}`,
            // raw_json=1: the text is as written; a body may hold markdown, never HTML we keep.
            text: htmlToText(body ? `${title}. ${body}` : title),
            ...(created !== undefined ? { publishedAt: created } : {}),
          });
          if (item) options.queue.push(item);
        }
        options.health.success(source);
        return delay;
      },
    };
  });
}
