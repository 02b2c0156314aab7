// The whole path as an operator runs it: the Node server (src/server/main.ts) with its embedded database in a
// fresh DATA_DIR, collecting from a news feed and a Jetstream served here in their real formats, serves measured
// figures in /api/feed; restarted on the same folder, it has lost nothing and counted nothing twice.

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import { freePort } from '../../tools/throwaway-postgres.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// Twenty-two headlines nobody would call near duplicates, in both languages, about the tracked coins.
const HEADLINES = [
  'Bitcoin se dispara tras la aprobación del ETF al contado en Hong Kong',
  'Ethereum cae por debajo de 2 000 $ tras el hackeo de un puente',
  'Solana registra una caída de la red durante cuatro horas',
  'Cardano anuncia una alianza con el gobierno de Etiopía para identidades digitales',
  'Polkadot aprueba su nueva tesorería en votación de la comunidad',
  'Los mineros de Bitcoin venden reservas ante el aumento de la dificultad',
  'Ether surges as staking inflows hit a record week',
  'Bitcoin miners face bankruptcy after the halving squeeze',
  'Solana DEX volume overtakes Ethereum for the first time',
  'Cardano founder calls the latest governance vote a milestone',
  'Polkadot parachain auctions draw weak demand from developers',
  'BTC liquidaciones superan los 500 millones en una sola jornada',
  'El regulador europeo multa a un exchange por blanquear fondos en ETH',
  'Bitcoin adoption grows in El Salvador schools, survey finds',
  'Ethereum developers delay the next upgrade to fix a critical bug',
  'Fondos institucionales acumulan SOL a un ritmo récord',
  'ADA holders worry as exchange delists the token in Japan',
  'DOT staking rewards fall to their lowest level this year',
  'Un tribunal de Nueva York declara culpable al fundador de un fraude con bitcoin',
  'Bitcoin hashrate reaches an all-time high despite falling prices',
  'Ethereum layer-two fees drop ninety percent after the upgrade',
  'La adopción de Cardano en África crece con pagos en comercios',
];

const POSTS = [
  'Just bought more $BTC, this dip is a gift 🚀',
  'Ethereum gas is killing me today, terrible experience',
  'Me encanta cómo va Solana esta semana, muy alcista',
];

function rss(base: string, published: string): string {
  const items = HEADLINES.map(
    (title, i) => `<item><title><![CDATA[${title}]]></title><link>${base}/noticia/${i}</link>
<guid isPermaLink="false">e2e-${i}</guid><pubDate>${published}</pubDate></item>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Noticias de prueba</title>
<link>${base}/</link><description>Prueba</description>${items}</channel></rss>`;
}

/** Jetstream's commit events for our posts, each with its own time_us. */
function jetstreamEvents(): string[] {
  const start = Date.now() * 1000;
  return POSTS.map((text, i) =>
    JSON.stringify({
      did: `did:plc:e2etest${i}`,
      time_us: start + i,
      kind: 'commit',
      commit: {
        rev: `3l${i}abc`,
        operation: 'create',
        collection: 'app.bsky.feed.post',
        rkey: `3lrkey${i}`,
        record: {
          $type: 'app.bsky.feed.post',
          text,
          langs: [i === 2 ? 'es' : 'en'],
          createdAt: new Date().toISOString(),
        },
        cid: `bafyreie2e${i}`,
      },
    }),
  );
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

let feedServer: Server;
let feedBase: string;
let feedRequests = 0;
let jetstream: WebSocketServer;
let jetstreamUrl: string;
const cursors: (string | null)[] = [];
let dataDir: string;
const published = new Date(Date.now() - 30 * 60_000).toUTCString();

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    feedRequests++;
    if (req.url !== '/feed.xml') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: '"e2e-1"' });
    res.end(rss(feedBase, published));
  });
  feedBase = await listen(feedServer);
  const wsHttp = createServer();
  jetstream = new WebSocketServer({ server: wsHttp });
  jetstream.on('connection', (socket, req) => {
    cursors.push(new URL(req.url ?? '/', 'http://x').searchParams.get('cursor'));
    for (const event of jetstreamEvents()) socket.send(event);
  });
  jetstreamUrl = `${(await listen(wsHttp)).replace('http', 'ws')}/subscribe`;
  dataDir = mkdtempSync(join(tmpdir(), 'criptopulso-e2e-'));
});

afterAll(async () => {
  jetstream?.close();
  feedServer?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  const closed = `http://127.0.0.1:${await freePort()}`;
  return startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NEWS_FEEDS: `${feedBase}/feed.xml`,
    BLUESKY_JETSTREAM_URL: jetstreamUrl,
    TELEGRAM_CHANNELS: '',
    COINGECKO_BASE_URL: `${closed}/cg`,
    ALTERNATIVE_BASE_URL: `${closed}/alt`,
    MEMPOOL_BASE_URL: `${closed}/mp`,
    BLOCKCHAIN_BASE_URL: `${closed}/bc`,
    FEED_UPSTREAM_TIMEOUT_MS: '1000',
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}

interface MeasuredFeed {
  measured?: {
    counts: { posts: number; headlines: number };
    overall: { mentions: number; score?: number };
    platforms: { platform: string; mentions: number; score?: number }[];
    coins: { coin: string; mentions: number }[];
    sources: { platform: string; name: string; items: number }[];
    evidence: { positive: { url: string; text: string }[]; negative: { url: string; text: string }[] };
  };
  sources: { measured?: { measured?: boolean } };
}

/** The feed once it has measured every headline and post. */
async function measuredFeed(url: string): Promise<MeasuredFeed> {
  return vi.waitFor(
    async () => {
      const feed = (await (await fetch(`${url}/api/feed`)).json()) as MeasuredFeed;
      const counts = feed.measured?.counts;
      if (counts?.headlines !== HEADLINES.length || counts.posts !== POSTS.length) {
        throw new Error(`todavía no: ${JSON.stringify(counts)}`);
      }
      return feed;
    },
    { timeout: 120_000, interval: 500 },
  );
}

describe('measured sentiment, end to end', () => {
  it('collects a feed and a firehose into the embedded database, serves the figures, and survives a restart', async () => {
    const first = await startServer();
    let feed: MeasuredFeed;
    try {
      feed = await measuredFeed(first.url);
      const measured = feed.measured as NonNullable<MeasuredFeed['measured']>;
      expect(feed.sources.measured?.measured).toBe(true);
      expect(measured.overall.mentions).toBe(HEADLINES.length + POSTS.length);
      // 25 texts in all and 22 headlines: over the minimum of 20, so both have a score; 3 posts are too few.
      expect(measured.overall.score).toBeGreaterThan(0);
      expect(
        measured.platforms.map(({ platform, mentions, score }) => [platform, mentions, score !== undefined]),
      ).toEqual([
        ['news', HEADLINES.length, true],
        ['bluesky', POSTS.length, false],
      ]);
      expect(measured.sources).toContainEqual({ platform: 'news', name: '127.0.0.1', items: HEADLINES.length });
      expect(measured.coins.find((coin) => coin.coin === 'BTC')?.mentions).toBe(8);
      // The evidence links back to the sources it was read from.
      for (const item of [...measured.evidence.positive, ...measured.evidence.negative]) {
        expect(item.url).toMatch(
          new RegExp(`^(${feedBase}/noticia/\\d+|https://bsky\\.app/profile/did:plc:e2etest\\d/post/3lrkey\\d)$`),
        );
      }
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health.store).toBe('pglite');
      expect(health.collectors.find((c: { collector: string }) => c.collector === 'news').itemsTaken).toBe(
        HEADLINES.length,
      );
    } finally {
      await stop(first.child);
    }

    // The same folder again: the same feed and the same posts arrive, and are not counted twice.
    const requestsBefore = feedRequests;
    const second = await startServer();
    try {
      await vi.waitFor(
        () => {
          if (feedRequests === requestsBefore || cursors.length < 2) throw new Error('todavía no ha vuelto a leer');
        },
        { timeout: 60_000, interval: 200 },
      );
      // Jetstream resumes from the saved cursor, a little earlier, as its README advises.
      expect(Number(cursors.at(-1))).toBeGreaterThan(0);
      // Once the feed has been read again and the posts sent again, nothing new was taken…
      const health = await vi.waitFor(
        async () => {
          const body = await (await fetch(`${second.url}/api/health`)).json();
          const news = body.collectors.find((c: { collector: string }) => c.collector === 'news');
          if (!news?.lastSuccessAt) throw new Error('el feed aún no se ha leído');
          return { news, bluesky: body.collectors.find((c: { collector: string }) => c.collector === 'bluesky') };
        },
        { timeout: 60_000, interval: 200 },
      );
      expect(health.news.itemsTaken).toBe(0);
      expect(health.bluesky.itemsTaken).toBe(0);
      // …and the figures still count every text once.
      const again = await measuredFeed(second.url);
      expect(again.measured?.overall.mentions).toBe(HEADLINES.length + POSTS.length);
      expect(again.measured?.counts).toEqual({ posts: POSTS.length, headlines: HEADLINES.length });
    } finally {
      await stop(second.child);
    }
  }, 300_000);
});
