// Bluesky posts from the keyless Jetstream WebSocket (app.bsky.feed.post), filtered here to new posts in Spanish or
// English that mention a tracked coin. The cursor (time_us) is saved every few seconds, never past an item still
// waiting to be written, and a restart resumes from it minus a few seconds (Jetstream's README advises a rewind;
// ingestion is idempotent). Reconnects with exponential back-off and jitter. Memory is bounded whatever the rate:
// frames are handled one at a time, capped in size, and items go to the bounded queue.

import WebSocket from 'ws';
import type { CoinMatcher } from '../../core/measured/mentions.ts';
import type { SentimentStore } from '../store/types.ts';
import { type Env, httpUrl, redactUrl } from './env.ts';
import type { HealthRecorder } from './health.ts';
import { ItemBuilder } from './items.ts';
import type { ItemQueue } from './queue.ts';
import type { CollectorSource } from './source.ts';
import { backoff, type Timers } from './timers.ts';

export type WebSocketClass = typeof WebSocket;

export const DEFAULT_JETSTREAM_URL = 'wss://jetstream2.us-east.bsky.network/subscribe';

/** BLUESKY_JETSTREAM_URL: unset, the public Jetstream; empty, off. */
export const blueskySource: CollectorSource<'bluesky', { url: string } | undefined, BlueskyCollector> = {
  platform: 'bluesky',
  settings(env: Env) {
    const raw = env.BLUESKY_JETSTREAM_URL;
    if (raw === undefined) return { url: DEFAULT_JETSTREAM_URL };
    if (!raw.trim()) return undefined;
    return { url: httpUrl('BLUESKY_JETSTREAM_URL', raw.trim(), ['ws:', 'wss:']) };
  },
  offReason: (settings) => (settings ? undefined : 'BLUESKY_JETSTREAM_URL está vacía'),
  describe: ({ url }) => `lee ${redactUrl(url)} (publicaciones en español e inglés que nombran una moneda seguida)`,
  start: ({ url }, context) => ({
    stream: startBluesky({ ...context, url, WebSocket: context.WebSocket ?? WebSocket }),
  }),
};

export interface BlueskyOptions {
  url: string;
  /** The coins to find (the server's COINS); the spec's five when not given. */
  coins?: CoinMatcher;
  userAgent: string;
  store: SentimentStore;
  queue: ItemQueue;
  health: HealthRecorder;
  WebSocket: WebSocketClass;
  timers: Timers;
  now: () => number;
  random?: () => number;
  /** How often the cursor is saved. */
  cursorSaveMs?: number;
  /** Silence after which the connection is taken for dead and replaced. */
  idleMs?: number;
}

export const CURSOR_KEY = 'bluesky:cursor';
/** Resume this far before the saved cursor (µs). */
export const REWIND_US = 5_000_000;
/**
 * A time_us further than this ahead of our clock (µs) is no event Jetstream has seen: the frame is counted as
 * garbage and never becomes the cursor (a cursor in the future would skip everything until then, and be saved).
 */
export const MAX_FUTURE_US = 10 * 60 * 1_000_000;
/** The largest frame accepted: a post event is a few KB. */
export const MAX_FRAME_BYTES = 256 * 1024;
export const SOURCE = 'jetstream';
const POST = 'app.bsky.feed.post';
const DID = /^did:[a-z]+:[A-Za-z0-9._:%-]{1,200}$/;
const RKEY = /^[A-Za-z0-9._~:-]{1,512}$/;

export interface BlueskyStats {
  frames: number;
  /** Frames that were not JSON or not Jetstream's shape: counted and ignored. */
  garbage: number;
  connections: number;
}

export interface BlueskyCollector {
  /** Resolves once the first connection opened or failed. */
  firstPass: Promise<void>;
  stats(): BlueskyStats;
  /** The cursor kept in memory (µs), for tests. */
  cursor(): number | undefined;
  stop(): Promise<void>;
}

interface JetstreamEvent {
  did?: unknown;
  time_us?: unknown;
  kind?: unknown;
  commit?: { operation?: unknown; collection?: unknown; rkey?: unknown; record?: Record<string, unknown> };
}

export function startBluesky(options: BlueskyOptions): BlueskyCollector {
  const { queue, health, store, timers, now } = options;
  const builder = new ItemBuilder({
    platform: 'bluesky',
    requireCoin: true,
    now,
    onFiltered: (reason) => health.filtered(reason),
    store,
    coins: options.coins,
  });
  const stats: BlueskyStats = { frames: 0, garbage: 0, connections: 0 };
  let lastTimeUs: number | undefined;
  let savedCursor: number | undefined;
  let socket: WebSocket | undefined;
  let attempts = 0;
  let stopped = false;
  /** Frames arrived since the last cursor save: the stream is alive, and health says so every few seconds. */
  let flowing = false;
  let reconnectTimer: unknown;
  let saveTimer: unknown;
  let idleTimer: unknown;
  let settleFirst: () => void = () => {};
  const firstPass = new Promise<void>((resolve) => {
    settleFirst = resolve;
  });

  function subscribeUrl(): string {
    const url = new URL(options.url);
    url.searchParams.set('wantedCollections', POST);
    url.searchParams.set('maxMessageSizeBytes', String(MAX_FRAME_BYTES));
    if (lastTimeUs !== undefined) url.searchParams.set('cursor', String(Math.max(0, lastTimeUs - REWIND_US)));
    else url.searchParams.delete('cursor');
    return url.href;
  }

  function handle(data: WebSocket.RawData, isBinary: boolean): void {
    stats.frames++;
    if (isBinary) {
      stats.garbage++;
      return;
    }
    let event: JetstreamEvent;
    try {
      event = JSON.parse(data.toString()) as JetstreamEvent;
    } catch {
      stats.garbage++;
      return;
    }
    if (
      !event ||
      typeof event !== 'object' ||
      typeof event.time_us !== 'number' ||
      !Number.isSafeInteger(event.time_us)
    ) {
      // Heartbeats carry no time_us; anything else without one is not Jetstream's.
      if (!(event && typeof event === 'object' && event.kind === 'heartbeat')) stats.garbage++;
      return;
    }
    if (event.time_us > now() * 1000 + MAX_FUTURE_US) {
      stats.garbage++;
      return;
    }
    if (lastTimeUs === undefined || event.time_us > lastTimeUs) lastTimeUs = event.time_us;
    if (event.kind !== 'commit') return;
    const commit = event.commit;
    if (!commit || typeof commit !== 'object') {
      stats.garbage++;
      return;
    }
    if (commit.operation !== 'create' || commit.collection !== POST) return;
    const record = commit.record;
    if (
      typeof event.did !== 'string' ||
      !DID.test(event.did) ||
      typeof commit.rkey !== 'string' ||
      !RKEY.test(commit.rkey) ||
      !record ||
      typeof record !== 'object' ||
      typeof record.text !== 'string'
    ) {
      stats.garbage++;
      return;
    }
    const langs = Array.isArray(record.langs)
      ? record.langs.filter((l): l is string => typeof l === 'string')
      : undefined;
    const createdAt = typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : Number.NaN;
    const item = builder.build({
      sourceId: `at://${event.did}/${POST}/${commit.rkey}`,
      source: SOURCE,
      url: `https://bsky.app/profile/${event.did}/post/${commit.rkey}`,
      text: record.text,
      // A post's own createdAt can be anything its client wrote; Jetstream's time_us is when it was seen.
      publishedAt: Number.isFinite(createdAt) ? Math.min(createdAt, event.time_us / 1000) : event.time_us / 1000,
      ...(langs && langs.length > 0 ? { langs } : {}),
    });
    if (item) queue.push(item, event.time_us);
  }

  function armIdle(): void {
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    idleTimer = timers.setTimeout(() => {
      idleTimer = undefined;
      socket?.terminate();
    }, options.idleMs ?? 60_000);
  }

  function connect(): void {
    if (stopped) return;
    let ws: WebSocket;
    try {
      ws = new options.WebSocket(subscribeUrl(), {
        maxPayload: MAX_FRAME_BYTES,
        handshakeTimeout: 15_000,
        headers: { 'User-Agent': options.userAgent },
      });
    } catch (error) {
      health.error(`no se pudo conectar a Jetstream (${(error as Error).message.slice(0, 80)})`);
      settleFirst();
      scheduleReconnect();
      return;
    }
    socket = ws;
    let delivered = false;
    ws.on('open', () => {
      stats.connections++;
      settleFirst();
      armIdle();
    });
    ws.on('message', (data, isBinary) => {
      if (!delivered) {
        delivered = true;
        attempts = 0;
        health.success(SOURCE);
      }
      flowing = true;
      armIdle();
      try {
        handle(data, isBinary);
      } catch {
        stats.garbage++;
      }
    });
    ws.on('error', () => {
      // 'close' follows and reconnects; the reason is reported there.
    });
    ws.on('close', (code) => {
      if (socket === ws) socket = undefined;
      if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
      idleTimer = undefined;
      settleFirst();
      if (stopped) return;
      health.error(`Jetstream cerró la conexión (código ${code}); se reconecta`, SOURCE);
      scheduleReconnect();
    });
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer !== undefined) return;
    const wait = backoff(attempts++, 1000, 5 * 60_000, options.random);
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, wait);
  }

  /** The cursor that loses nothing: the last event seen, or just before the oldest item still waiting. */
  function safeCursor(): number | undefined {
    const oldest = queue.oldestMark('bluesky');
    if (lastTimeUs === undefined) return undefined;
    return oldest === undefined ? lastTimeUs : Math.min(lastTimeUs, oldest - 1);
  }

  async function saveCursor(): Promise<void> {
    if (flowing && socket) health.success(SOURCE);
    flowing = false;
    const cursor = safeCursor();
    if (cursor === undefined || cursor === savedCursor) return;
    try {
      await store.setState(CURSOR_KEY, String(cursor));
      savedCursor = cursor;
    } catch {
      // The store is away: the next save tries again.
    }
  }

  function scheduleSave(): void {
    if (stopped) return;
    saveTimer = timers.setTimeout(() => {
      void saveCursor().finally(scheduleSave);
    }, options.cursorSaveMs ?? 5000);
  }

  void (async () => {
    const saved = await store.getState(CURSOR_KEY).catch(() => undefined);
    // A cursor saved in the future (by a version that took any time_us) is not resumed from.
    if (saved && /^\d{1,17}$/.test(saved) && Number(saved) <= now() * 1000 + MAX_FUTURE_US) {
      lastTimeUs = Number(saved);
      savedCursor = lastTimeUs;
    }
    await builder.ready();
    connect();
    scheduleSave();
  })();

  return {
    firstPass,
    stats: () => ({ ...stats }),
    cursor: () => lastTimeUs,
    async stop() {
      stopped = true;
      for (const timer of [reconnectTimer, saveTimer, idleTimer]) if (timer !== undefined) timers.clearTimeout(timer);
      socket?.terminate();
      socket = undefined;
      await queue.flush();
      await saveCursor();
    },
  };
}
