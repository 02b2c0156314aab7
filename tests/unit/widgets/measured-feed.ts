// A feed as the site's own server serves it once its collectors have run: the README's example (values unlike
// the sample data) with the measured part and the header naming each part's providers. Times are relative to
// `now`, so the ages it produces ("hace 2 min") hold whatever day the suite runs.

import { readFileSync } from 'node:fs';
import type {
  MeasuredEvidence,
  MeasuredPoint,
  MeasuredSentiment,
  TrackedCoin,
} from '../../../src/core/measured/types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `count` points `step` apart, ending at `end`; every `gapEvery`-th has no items (a gap, not a zero). */
function points(count: number, step: number, end: number, gapEvery: number): MeasuredPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(end - (count - 1 - i) * step).toISOString();
    if (i % gapEvery === gapEvery - 1) return { time, mentions: 0 };
    return { time, mentions: 10 + (i % 7), score: 40 + ((i * 7) % 31) };
  });
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An item behind a figure, published `ago` ms before `now`. */
const evidence = (
  now: number,
  ago: number,
  platform: MeasuredEvidence['platform'],
  source: string,
  url: string,
  text: string,
  score: number,
): MeasuredEvidence => ({ platform, source, url, publishedAt: iso(now - ago), text, score });

/** The measured part: 214 posts (Bluesky 201, Telegram 13: too few) and 38 headlines. */
export function measuredPart(now = Date.now()): MeasuredSentiment {
  const hour = Math.floor(now / HOUR) * HOUR;
  const day = Math.floor(now / DAY) * DAY;
  const bitcoinUp = evidence(
    now,
    3 * HOUR,
    'bluesky',
    'jetstream',
    'https://bsky.app/profile/ana.example/post/3kabc',
    'Bitcoin rompe máximos: <script>alert(1)</script> gran semana',
    0.82,
  );
  return {
    computedAt: iso(now - 60_000),
    lastItemAt: iso(now - 2 * 60_000),
    newestItemAt: iso(now - 2 * 60_000),
    overall: {
      mentions: 252,
      state: 'measured',
      score: 58.4,
      shares: { positive: 41, neutral: 37, negative: 22 },
      previousScore: 55,
    },
    platforms: [
      {
        platform: 'news',
        mentions: 38,
        state: 'measured',
        score: 61.2,
        shares: { positive: 45, neutral: 40, negative: 15 },
        previousScore: 66,
      },
      {
        platform: 'bluesky',
        mentions: 201,
        state: 'measured',
        score: 57.6,
        shares: { positive: 40, neutral: 36, negative: 24 },
        previousScore: 52,
      },
      { platform: 'telegram', mentions: 13, state: 'few' },
    ],
    coins: [
      {
        coin: 'BTC',
        mentions: 120,
        state: 'measured',
        score: 63.2,
        shares: { positive: 48, neutral: 33, negative: 19 },
        dominance: 47.6,
        relative: 0.8,
        evidence: {
          positive: [
            bitcoinUp,
            evidence(
              now,
              4 * HOUR,
              'news',
              'cointelegraph.com',
              'https://cointelegraph.com/news/btc-etf-record',
              'Bitcoin ETFs log a record day of inflows',
              0.66,
            ),
          ],
          negative: [
            evidence(
              now,
              6 * HOUR,
              'telegram',
              'criptonoticias_canal',
              'https://t.me/criptonoticias_canal/4400',
              'BTC pierde los 60 000 tras una ola de liquidaciones',
              -0.97,
            ),
          ],
        },
      },
      {
        coin: 'ETH',
        mentions: 54,
        state: 'measured',
        score: 49.5,
        shares: { positive: 30, neutral: 38, negative: 32 },
        dominance: 21.4,
        evidence: {
          positive: [
            evidence(
              now,
              5 * HOUR,
              'news',
              'cointelegraph.com',
              'https://cointelegraph.com/news/eth-upgrade-success',
              'Ethereum upgrade ships smoothly, fees drop',
              0.74,
            ),
          ],
          negative: [],
        },
      },
      {
        coin: 'SOL',
        mentions: 9,
        state: 'few',
        dominance: 3.6,
        evidence: {
          positive: [
            evidence(
              now,
              26 * HOUR,
              'news',
              'es.beincrypto.com',
              'https://es.beincrypto.com/solana-crece/',
              'Solana crece con fuerza <b>hoy</b>',
              0.61,
            ),
          ],
          negative: [],
        },
      },
      {
        coin: 'ADA',
        mentions: 21,
        state: 'measured',
        score: 40,
        shares: { positive: 20, neutral: 40, negative: 40 },
        dominance: 8.3,
        relative: -1.3,
        evidence: {
          positive: [],
          negative: [
            evidence(
              now,
              2 * HOUR,
              'bluesky',
              'jetstream',
              'https://bsky.app/profile/eva.example/post/3kghi',
              'Cardano sigue cayendo, mal panorama',
              -0.58,
            ),
          ],
        },
      },
    ],
    counts: { posts: 214, headlines: 38 },
    sources: [
      { platform: 'news', name: 'cointelegraph.com', items: 22 },
      { platform: 'news', name: 'es.beincrypto.com', items: 16 },
      { platform: 'bluesky', name: 'jetstream', items: 201 },
      { platform: 'telegram', name: 'criptonoticias_canal', items: 13 },
    ],
    history: {
      '1D': points(24, HOUR, hour, 6),
      '7D': points(168, HOUR, hour, 6),
      '30D': points(30, DAY, day, 10),
      '90D': points(90, DAY, day, 10),
    },
    evidence: {
      positive: [
        bitcoinUp,
        {
          platform: 'news',
          source: 'cointelegraph.com',
          url: 'https://cointelegraph.com/news/eth-upgrade-success',
          publishedAt: iso(now - 5 * HOUR),
          text: 'Ethereum upgrade ships smoothly, fees drop',
          score: 0.74,
        },
        {
          platform: 'news',
          source: 'es.beincrypto.com',
          url: 'https://es.beincrypto.com/solana-crece/',
          publishedAt: iso(now - 26 * HOUR),
          text: 'Solana crece con fuerza <b>hoy</b>',
          score: 0.61,
        },
        {
          platform: 'bluesky',
          source: 'jetstream',
          url: 'https://bsky.app/profile/luis.example/post/3kdef',
          publishedAt: iso(now - 7 * HOUR),
          text: 'El cuarto más positivo, que no se muestra',
          score: 0.55,
        },
      ],
      negative: [
        {
          platform: 'telegram',
          source: 'criptonoticias_canal',
          url: 'https://t.me/criptonoticias_canal/4521',
          publishedAt: iso(now - 40 * 60_000),
          text: 'Hackeo en un exchange: retiros congelados',
          score: -0.77,
        },
        {
          platform: 'bluesky',
          source: 'jetstream',
          url: 'https://bsky.app/profile/eva.example/post/3kghi',
          publishedAt: iso(now - 2 * HOUR),
          text: 'Cardano sigue cayendo, mal panorama',
          score: -0.58,
        },
        {
          platform: 'news',
          source: 'cointelegraph.com',
          url: 'https://cointelegraph.com/news/sec-lawsuit',
          publishedAt: iso(now - 9 * HOUR),
          text: 'SEC sues another exchange',
          score: -0.41,
        },
      ],
    },
  };
}

/**
 * What a fresh start on an empty database serves, 47 minutes into the hour: no text yet, every count 0, the
 * figures computed at the hour's start (no arrival since).
 */
export function emptyMeasuredPart(now = Date.now()): MeasuredSentiment {
  const hour = Math.floor(now / HOUR) * HOUR;
  const day = Math.floor(now / DAY) * DAY;
  const none = { mentions: 0, state: 'none' as const };
  const zeros = (count: number, step: number, end: number): MeasuredPoint[] =>
    Array.from({ length: count }, (_, i) => ({ time: iso(end - (count - 1 - i) * step), mentions: 0 }));
  const coins: TrackedCoin[] = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'];
  return {
    computedAt: iso(now - 47 * 60_000),
    overall: none,
    platforms: [
      { platform: 'news', ...none },
      { platform: 'bluesky', ...none },
    ],
    coins: coins.map((coin) => ({ coin, ...none, dominance: 0, evidence: { positive: [], negative: [] } })),
    counts: { posts: 0, headlines: 0 },
    sources: [],
    history: {
      '1D': zeros(24, HOUR, hour),
      '7D': zeros(168, HOUR, hour),
      '30D': zeros(30, DAY, day),
      '90D': zeros(90, DAY, day),
    },
    evidence: { positive: [], negative: [] },
  };
}

/** The README's example feed with the measured part, and a header as our server writes it. */
export function measuredFeed(now = Date.now(), part = measuredPart(now)): Record<string, unknown> {
  const example = JSON.parse(readFileSync('docs/feed-ejemplo.json', 'utf8')) as Record<string, unknown>;
  const at = new Date(now - 20_000).toISOString();
  return {
    ...example,
    updatedAt: at,
    measured: part,
    sources: {
      quotes: { providers: ['coingecko'], updatedAt: at },
      sentiment: { providers: ['alternative'], sampleParts: ['por plataforma'], updatedAt: at },
      onChain: { providers: ['mempool', 'blockchain'], updatedAt: at },
      insights: { sample: true },
      measured: { updatedAt: new Date(now - 60_000).toISOString() },
    },
  };
}

/** Dogecoin's quote as our server's feed gives it (a coin beyond the sample's, from COINS). */
export const DOGE_QUOTE = {
  symbol: 'DOGE',
  name: 'Dogecoin',
  price: 0.1873,
  change: 6.4,
  colour: '#c2a633',
  volume: 2.3e9,
  trend: 'up',
} as const;
