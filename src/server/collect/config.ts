// The collectors' settings, read once from the environment (see the README's table and docs/recogida.md).
// A value that cannot be read stops the start with a Spanish message naming the variable.

import packageJson from '../../../package.json' with { type: 'json' };
import { DEFAULT_BASE_URLS } from '../../core/live/base-urls.ts';
import { DEFAULT_WHALE_MIN_BTC } from '../../core/signals/whales.ts';

export type Env = Readonly<Record<string, string | undefined>>;

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

export const DEFAULT_JETSTREAM_URL = 'wss://jetstream2.us-east.bsky.network/subscribe';
export const DEFAULT_TELEGRAM_BASE_URL = 'https://t.me';
export const DEFAULT_REDDIT_SUBREDDITS = ['CryptoCurrency', 'Bitcoin', 'ethereum', 'CriptoMonedas'] as const;
export const DEFAULT_REDDIT_AUTH_URL = 'https://www.reddit.com/api/v1/access_token';
export const DEFAULT_REDDIT_API_URL = 'https://oauth.reddit.com';

const MINUTE = 60_000;

export interface CollectConfig {
  enabled: boolean;
  /** `CriptoPulso/<version> (+<homepage>)`: who is asking, and where to read about it. */
  userAgent: string;
  /** Each HTTP request's limit (body included). */
  timeoutMs: number;
  news: { feeds: string[]; intervalMs: number; maxBytes: number };
  /** Undefined: off (BLUESKY_JETSTREAM_URL empty). */
  bluesky?: { url: string };
  /** Undefined: off (TELEGRAM_CHANNELS empty or unset). */
  telegram?: { channels: string[]; baseUrl: string; intervalMs: number; maxBytes: number };
  /** Undefined: off (no REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET). */
  reddit?: {
    clientId: string;
    clientSecret: string;
    subreddits: string[];
    authUrl: string;
    apiUrl: string;
    intervalMs: number;
    maxBytes: number;
  };
  /** Large Bitcoin transfers from mempool.space (src/server/collect/whales.ts); undefined: off (WHALE_MIN_BTC=off). */
  whales?: { baseUrl: string; minBtc: number; recentMs: number; blockMs: number; maxPages: number; maxBytes: number };
}

export const USER_AGENT = `CriptoPulso/${packageJson.version} (+${packageJson.homepage})`;

function httpUrl(name: string, raw: string, protocols = ['http:', 'https:']): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name}: «${raw}» no es una URL.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${name}: «${raw}» debe empezar por ${protocols.map((p) => `${p}//`).join(' o ')}.`);
  }
  return raw;
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function onOff(env: Env): boolean {
  const raw = env.COLLECT?.trim().toLowerCase();
  if (!raw) return true;
  if (['on', '1', 'true', 'yes', 'si', 'sí'].includes(raw)) return true;
  if (['off', '0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`COLLECT=${raw}: se esperaba on u off.`);
}

function newsFeeds(env: Env): string[] {
  const raw = env.NEWS_FEEDS;
  if (raw === undefined) return [...DEFAULT_NEWS_FEEDS];
  const feeds = list(raw).map((url) => httpUrl('NEWS_FEEDS', url));
  return [...new Set(feeds)];
}

function jetstream(env: Env): { url: string } | undefined {
  const raw = env.BLUESKY_JETSTREAM_URL;
  if (raw === undefined) return { url: DEFAULT_JETSTREAM_URL };
  if (!raw.trim()) return undefined;
  return { url: httpUrl('BLUESKY_JETSTREAM_URL', raw.trim(), ['ws:', 'wss:']) };
}

const CHANNEL = /^[A-Za-z0-9_]{5,32}$/;

function telegramChannels(env: Env): string[] {
  const names = list(env.TELEGRAM_CHANNELS ?? '').map((name) => name.replace(/^@/, ''));
  for (const name of names) {
    if (!CHANNEL.test(name)) {
      throw new Error(
        `TELEGRAM_CHANNELS: «${name}» no es el nombre de un canal público (de 5 a 32 letras, cifras o _, sin t.me/).`,
      );
    }
  }
  return [...new Set(names)];
}

const SUBREDDIT = /^[A-Za-z0-9_]{2,21}$/;

function reddit(env: Env): CollectConfig['reddit'] {
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
}

/** WHALE_MIN_BTC: a positive number of BTC (a comma as the decimal mark is read too), or off. */
function whaleMinBtc(env: Env): number | undefined {
  const raw = env.WHALE_MIN_BTC?.trim();
  if (!raw) return DEFAULT_WHALE_MIN_BTC;
  if (raw.toLowerCase() === 'off') return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > 21_000_000) {
    throw new Error(`WHALE_MIN_BTC=${raw}: se esperaba un número de BTC mayor que 0 (por ejemplo 100) u off.`);
  }
  return value;
}

function whales(env: Env): CollectConfig['whales'] {
  const minBtc = whaleMinBtc(env);
  if (minBtc === undefined) return undefined;
  const base = env.MEMPOOL_BASE_URL?.trim();
  return {
    // The same variable the feed's hashrate reads (src/server/config.ts): one mempool.space for the server.
    baseUrl: (base ? httpUrl('MEMPOOL_BASE_URL', base) : DEFAULT_BASE_URLS.mempool).replace(/\/+$/, ''),
    minBtc,
    recentMs: 45_000,
    blockMs: 60_000,
    maxPages: 40,
    maxBytes: 2 * 1024 * 1024,
  };
}

export function collectConfigFromEnv(env: Env): CollectConfig {
  const channels = telegramChannels(env);
  const telegramBase = env.TELEGRAM_BASE_URL?.trim();
  const baseUrl = (telegramBase ? httpUrl('TELEGRAM_BASE_URL', telegramBase) : DEFAULT_TELEGRAM_BASE_URL).replace(
    /\/+$/,
    '',
  );
  return {
    enabled: onOff(env),
    userAgent: USER_AGENT,
    timeoutMs: 20_000,
    news: { feeds: newsFeeds(env), intervalMs: 10 * MINUTE, maxBytes: 5 * 1024 * 1024 },
    bluesky: jetstream(env),
    telegram:
      channels.length > 0
        ? {
            channels,
            baseUrl,
            intervalMs: 15 * MINUTE,
            maxBytes: 2 * 1024 * 1024,
          }
        : undefined,
    reddit: reddit(env),
    whales: whales(env),
  };
}
