// The server's settings, read once from the environment (Node's process.env, a Worker's env binding), with
// a documented default for each. A value that cannot be read stops the start with a message naming it.

import { TURNS_SENT } from '../core/assistant/turns.ts';
import { DEFAULT_BASE_URLS } from '../core/live/base-urls.ts';
import type { Provider } from '../core/provenance.ts';
import { coinsFromEnv, type ServerCoin } from './coin-settings.ts';

export interface ServerConfig {
  /** The coins it follows (COINS): one markets call for all, their measured figures, a chart only when asked. */
  coins: readonly ServerCoin[];
  /** Providers' base URLs (a paid plan's host, a proxy, or a test's fake). */
  providers: Record<Provider, string>;
  /** CoinGecko's demo or pro key, sent as the header its docs name; never sent to browsers. */
  coingeckoKey?: { header: 'x-cg-demo-api-key' | 'x-cg-pro-api-key'; value: string };
  /** Each upstream request's limit. */
  upstreamTimeoutMs: number;
  /** Serve the spec's sample data, marked, for what no provider can give (false: 503 while nothing is live). */
  sampleFallback: boolean;
  /** The zone of the feed's "HH:MM" labels. */
  timeZone?: string;
  /** An OpenAI-compatible server to proxy the chat to; the local replies otherwise. */
  openai?: { baseUrl: string; apiKey?: string; model: string };
  systemPrompt: string;
  /** Origins (scheme://host[:port]) whose pages may call the API; '*' for any. Same-origin always may. */
  allowedOrigins: readonly string[];
  chat: {
    maxBodyBytes: number;
    maxMessages: number;
    maxMessageChars: number;
    /** Requests per client per minute. */
    ratePerMinute: number;
    /** Silence from the upstream that ends a reply. */
    upstreamTimeoutMs: number;
    /** The longest a reply may take in all; past it, it is cut with a message. */
    replyMaxMs: number;
    /** The most text a reply may hold, in characters; past it, it is cut with a message. */
    replyMaxChars: number;
    /** The longest a request's body may take to arrive. */
    bodyTimeoutMs: number;
    /** Pause between the local replies' words. */
    wordDelayMs: number;
  };
  sentiment: {
    /** Requests per client per minute to POST /api/sentiment (each up to 1 000 texts). */
    ratePerMinute: number;
    /** Characters scored per client per minute: a request's cost is its text (a burst of a minute's at most). */
    charsPerMinute: number;
    /** The longest a request's body may take to arrive. */
    bodyTimeoutMs: number;
  };
  /**
   * How many proxies in front append to X-Forwarded-For (0: none, the socket's address is the client's). The
   * client is the right-most address they did not add: what the client writes itself, on the left, is ignored.
   */
  trustProxy: number;
  /** A header the site's proxy or CDN sets to the client's address (cf-connecting-ip…), trusted only when named. */
  clientIpHeader?: string;
}

export const DEFAULT_SYSTEM_PROMPT =
  'Eres el asistente de CriptoPulso, un sitio en español sobre el sentimiento del mercado de criptomonedas. ' +
  'Los lectores ven widgets con precios (CoinGecko), el índice de miedo y codicia (Alternative.me), métricas ' +
  'on-chain (mempool.space, Blockchain.com), perspectivas de IA y un portafolio de ejemplo. Responde en español, ' +
  'breve y claro, con markdown sencillo. No des asesoramiento financiero personalizado: recuerda que las ' +
  'criptomonedas son volátiles y que cada lector debe decidir por sí mismo.';

export type Env = Readonly<Record<string, string | undefined>>;

function number(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name}=${raw}: se esperaba un número entre ${min} y ${max}.`);
  }
  return value;
}

function url(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name}=${raw}: no es una URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${name}=${raw}: debe ser http(s).`);
  return raw.replace(/\/+$/, '');
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'si', 'sí'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name}=${raw}: se esperaba true o false.`);
}

/** TRUST_PROXY: false, true (one proxy) or the number of proxies in front. */
function proxies(env: Env): number {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (!raw) return 0;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  try {
    return flag(env, 'TRUST_PROXY', false) ? 1 : 0;
  } catch {
    throw new Error(`TRUST_PROXY=${raw}: se esperaba false, true o el número de proxies delante (0–10).`);
  }
}

/** CLIENT_IP_HEADER: a header name; X-Forwarded-For is TRUST_PROXY's. */
function clientIpHeader(env: Env): string | undefined {
  const raw = env.CLIENT_IP_HEADER?.trim().toLowerCase();
  if (!raw) return undefined;
  if (!/^[a-z0-9-]+$/.test(raw) || raw === 'x-forwarded-for') {
    throw new Error(
      `CLIENT_IP_HEADER=${raw}: se esperaba el nombre de una cabecera (cf-connecting-ip); para X-Forwarded-For, TRUST_PROXY.`,
    );
  }
  return raw;
}

function origins(env: Env): string[] {
  const raw = env.ALLOWED_ORIGINS?.trim();
  if (!raw) return [];
  return raw.split(',').map((item) => {
    const origin = item.trim();
    if (origin === '*') return origin;
    try {
      const parsed = new URL(origin);
      if (parsed.origin !== origin.replace(/\/$/, '')) throw new Error('not an origin');
      return parsed.origin;
    } catch {
      throw new Error(`ALLOWED_ORIGINS: «${origin}» no es un origen (https://ejemplo.com).`);
    }
  });
}

function timeZone(env: Env): string | undefined {
  const zone = env.FEED_TIME_ZONE?.trim();
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone: zone });
  } catch {
    throw new Error(`FEED_TIME_ZONE=${zone}: no es una zona horaria IANA (Europe/Madrid).`);
  }
  return zone;
}

export function configFromEnv(env: Env): ServerConfig {
  const openaiBase = url(env, 'OPENAI_BASE_URL');
  const coingeckoKey = env.COINGECKO_API_KEY?.trim();
  return {
    coins: coinsFromEnv(env),
    providers: {
      coingecko: url(env, 'COINGECKO_BASE_URL') ?? DEFAULT_BASE_URLS.coingecko,
      alternative: url(env, 'ALTERNATIVE_BASE_URL') ?? DEFAULT_BASE_URLS.alternative,
      mempool: url(env, 'MEMPOOL_BASE_URL') ?? DEFAULT_BASE_URLS.mempool,
      blockchain: url(env, 'BLOCKCHAIN_BASE_URL') ?? DEFAULT_BASE_URLS.blockchain,
    },
    coingeckoKey: coingeckoKey
      ? { header: flag(env, 'COINGECKO_PRO', false) ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key', value: coingeckoKey }
      : undefined,
    upstreamTimeoutMs: number(env, 'FEED_UPSTREAM_TIMEOUT_MS', 8_000, 100, 60_000),
    sampleFallback: flag(env, 'FEED_SAMPLE_FALLBACK', true),
    timeZone: timeZone(env),
    openai: openaiBase
      ? {
          baseUrl: openaiBase,
          apiKey: env.OPENAI_API_KEY?.trim() || undefined,
          model: env.OPENAI_MODEL?.trim() || 'gpt-4o-mini',
        }
      : undefined,
    systemPrompt: env.CHAT_SYSTEM_PROMPT?.trim() || DEFAULT_SYSTEM_PROMPT,
    allowedOrigins: origins(env),
    chat: {
      maxBodyBytes: number(env, 'CHAT_MAX_BODY_BYTES', 256 * 1024, 1024, 10 * 1024 * 1024),
      maxMessages: number(env, 'CHAT_MAX_MESSAGES', 50, TURNS_SENT, 1000),
      maxMessageChars: number(env, 'CHAT_MAX_MESSAGE_CHARS', 8000, 100, 100_000),
      ratePerMinute: number(env, 'CHAT_RATE_LIMIT', 20, 1, 100_000),
      upstreamTimeoutMs: number(env, 'CHAT_UPSTREAM_TIMEOUT_MS', 30_000, 100, 300_000),
      replyMaxMs: number(env, 'CHAT_REPLY_MAX_MS', 5 * 60_000, 1000, 3_600_000),
      replyMaxChars: number(env, 'CHAT_REPLY_MAX_CHARS', 1_000_000, 100, 10_000_000),
      bodyTimeoutMs: number(env, 'CHAT_BODY_TIMEOUT_MS', 10_000, 100, 120_000),
      wordDelayMs: number(env, 'CHAT_WORD_DELAY_MS', 25, 0, 1000),
    },
    sentiment: {
      ratePerMinute: number(env, 'SENTIMENT_RATE_LIMIT', 60, 1, 100_000),
      charsPerMinute: number(env, 'SENTIMENT_CHAR_LIMIT', 1_000_000, 1_000, 1_000_000_000),
      bodyTimeoutMs: number(env, 'SENTIMENT_BODY_TIMEOUT_MS', 10_000, 100, 120_000),
    },
    trustProxy: proxies(env),
    clientIpHeader: clientIpHeader(env),
  };
}
