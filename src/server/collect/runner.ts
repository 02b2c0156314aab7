// Starts the configured collectors on one store: each one's first pass at once, then each at its own pace.
// Nothing thrown by a source or the store escapes; health() says how each collector is doing.

import WebSocket from 'ws';
import type { CollectorHealth, MeasuredPlatform } from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import { type BlueskyCollector, startBluesky, type WebSocketClass } from './bluesky.ts';
import type { CollectConfig } from './config.ts';
import { HealthRecorder } from './health.ts';
import type { FetchLike } from './http.ts';
import { newsTasks } from './news.ts';
import { ItemQueue } from './queue.ts';
import { redditTasks } from './reddit.ts';
import { PollScheduler, type PollTask } from './schedule.ts';
import { telegramTasks } from './telegram.ts';
import { realTimers, type Timers } from './timers.ts';
import { WhalesHealth, type WhalesHealthRecord, whalesTasks } from './whales.ts';

export interface CollectorsOptions {
  config: CollectConfig;
  store: SentimentStore;
  fetch?: FetchLike;
  log?: (message: string) => void;
  now?: () => number;
  WebSocket?: WebSocketClass;
  timers?: Timers;
  random?: () => number;
  /** Overrides for tests: the queue's bound and batch, the flush interval. */
  queue?: { max?: number; batch?: number; flushMs?: number };
}

export interface Collectors {
  health(): CollectorHealth[];
  /** Resolves when every collector's first pass has ended (whatever its outcome). */
  firstPass: Promise<void>;
  /** The queue between the collectors and the store (its bound, what waits, what was dropped). */
  queue: ItemQueue;
  bluesky?: BlueskyCollector;
  scheduler: PollScheduler;
  /** The whales collector's health (it stores transfers, not texts: apart from the platforms). */
  whales: { health(): WhalesHealthRecord };
  stop(): Promise<void>;
}

const LABEL: Record<MeasuredPlatform, string> = {
  news: 'Noticias',
  bluesky: 'Bluesky',
  telegram: 'Telegram',
  reddit: 'Reddit',
};

/** Why each platform's collector is off (undefined: on), from the settings alone. */
export function disabledReasons(config: CollectConfig): Record<MeasuredPlatform, string | undefined> {
  const off = (on: unknown, reason: string) => (!config.enabled ? 'COLLECT=off' : on ? undefined : reason);
  return {
    news: off(config.news.feeds.length > 0, 'NEWS_FEEDS está vacía'),
    bluesky: off(config.bluesky, 'BLUESKY_JETSTREAM_URL está vacía'),
    telegram: off(config.telegram, 'TELEGRAM_CHANNELS está vacía'),
    reddit: off(config.reddit, 'faltan REDDIT_CLIENT_ID y REDDIT_CLIENT_SECRET'),
  };
}

/** The platforms a collecting process with these settings runs (what any instance reports when another collects). */
export const collectingPlatforms = (config: CollectConfig): MeasuredPlatform[] =>
  Object.entries(disabledReasons(config)).flatMap(([platform, reason]) =>
    reason === undefined ? [platform as MeasuredPlatform] : [],
  );

export function startCollectors(options: CollectorsOptions): Collectors {
  const { config, store } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  const fetchLike: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? (() => {});
  const onChange = (collector: MeasuredPlatform, source: string | undefined, error: string | undefined) => {
    const where = source ? `${LABEL[collector]} (${source})` : LABEL[collector];
    log(error ? `Recogida: ${where} falla: ${error}` : `Recogida: ${where} vuelve a funcionar`);
  };
  const off = disabledReasons(config);
  const health: Record<MeasuredPlatform, HealthRecorder> = {
    news: new HealthRecorder('news', now, onChange, off.news),
    bluesky: new HealthRecorder('bluesky', now, onChange, off.bluesky),
    telegram: new HealthRecorder('telegram', now, onChange, off.telegram),
    reddit: new HealthRecorder('reddit', now, onChange, off.reddit),
  };
  let storeFailing = false;
  const dropping = new Set<MeasuredPlatform>();
  const queue = new ItemQueue({
    store,
    timers,
    ...options.queue,
    onTaken: (platform, source, count) => health[platform].taken(count, source),
    // Reported once when dropping starts (a line per item would flood the log); queue.dropped has the count.
    onDropped: (platform) => {
      if (dropping.has(platform)) return;
      dropping.add(platform);
      health[platform].error(`la cola hacia la base de datos está llena (${queue.max}): se descartan elementos nuevos`);
    },
    onStore: (error) => {
      if (error && !storeFailing) log(`Recogida: ${error}`);
      if (!error && storeFailing) log('Recogida: la base de datos vuelve a responder; la cola se vacía');
      storeFailing = error !== undefined;
      if (!error) dropping.clear();
    },
  });
  const scheduler = new PollScheduler(timers, now, (key, error) =>
    log(`Recogida: ${key} falló sin control: ${(error as Error).message}`),
  );
  const stopping = new AbortController();
  const shared = {
    signal: stopping.signal,
    timeoutMs: config.timeoutMs,
    userAgent: config.userAgent,
    queue,
    fetch: fetchLike,
    timers,
    now,
    random: options.random,
  };
  const firstRuns: Promise<unknown>[] = [];
  const whalesHealth = new WhalesHealth(
    now,
    (part, error) =>
      log(error ? `Recogida: Ballenas (${part}) falla: ${error}` : `Recogida: Ballenas (${part}) vuelve a funcionar`),
    config.enabled && config.whales ? undefined : config.enabled ? 'WHALE_MIN_BTC=off' : 'COLLECT=off',
  );
  let bluesky: BlueskyCollector | undefined;

  /** Every task's first run now; the next ones spread over the interval so feeds are not asked all at once. */
  const addTasks = (tasks: PollTask[], intervalMs: number) => {
    tasks.forEach((task, index) => {
      let stagger = Math.round((intervalMs * index) / Math.max(1, tasks.length));
      const run = async () => {
        const delay = (await task.run()) + stagger;
        stagger = 0;
        return delay;
      };
      scheduler.add({ key: task.key, run }, now());
    });
  };

  if (config.enabled) {
    if (config.news.feeds.length > 0) {
      log(
        `Recogida: Noticias lee ${config.news.feeds.length} ${config.news.feeds.length === 1 ? 'feed' : 'feeds'} RSS/Atom cada ${config.news.intervalMs / 60_000} min: ${config.news.feeds.join(', ')}`,
      );
      addTasks(
        newsTasks({
          ...shared,
          feeds: config.news.feeds,
          intervalMs: config.news.intervalMs,
          maxBytes: config.news.maxBytes,
          store,
          health: health.news,
        }),
        config.news.intervalMs,
      );
    }
    if (config.telegram) {
      log(
        `Recogida: Telegram lee ${config.telegram.channels.map((c) => `${config.telegram?.baseUrl}/s/${c}`).join(', ')} cada ${config.telegram.intervalMs / 60_000} min`,
      );
      addTasks(telegramTasks({ ...shared, ...config.telegram, health: health.telegram }), config.telegram.intervalMs);
    }
    if (config.reddit) {
      log(
        `Recogida: Reddit lee ${config.reddit.subreddits.map((s) => `r/${s}`).join(', ')} con OAuth cada ${config.reddit.intervalMs / 60_000} min`,
      );
      addTasks(redditTasks({ ...shared, ...config.reddit, health: health.reddit }), config.reddit.intervalMs);
    }
    if (config.bluesky) {
      log(
        `Recogida: Bluesky lee ${config.bluesky.url} (publicaciones en español e inglés que nombran BTC, ETH, SOL, ADA o DOT)`,
      );
      bluesky = startBluesky({
        ...shared,
        url: config.bluesky.url,
        store,
        health: health.bluesky,
        WebSocket: options.WebSocket ?? WebSocket,
      });
      firstRuns.push(bluesky.firstPass);
    }
    for (const platform of ['news', 'telegram', 'reddit', 'bluesky'] as const) {
      const reason = health[platform].snapshot().disabledReason;
      if (reason) log(`Recogida: ${LABEL[platform]} apagada (${reason})`);
    }
    if (config.whales) {
      log(
        `Recogida: Ballenas lee ${config.whales.baseUrl} (transferencias de ${config.whales.minBtc} BTC o más: mempool cada ${config.whales.recentMs / 1000} s, cada bloque nuevo una vez)`,
      );
      for (const task of whalesTasks({ ...shared, ...config.whales, store, health: whalesHealth })) {
        scheduler.add(task, now());
      }
    }
  } else {
    log('Recogida apagada (COLLECT=off): este proceso solo sirve');
  }

  firstRuns.push(scheduler.tick().then(() => queue.flush()));
  const firstPass = Promise.allSettled(firstRuns).then(() => {});

  return {
    health: () => (['news', 'bluesky', 'telegram', 'reddit'] as const).map((platform) => health[platform].snapshot()),
    firstPass,
    queue,
    ...(bluesky ? { bluesky } : {}),
    scheduler,
    whales: { health: () => whalesHealth.snapshot() },
    async stop() {
      stopping.abort();
      await Promise.allSettled([scheduler.stop(), bluesky?.stop()]);
      await queue.stop();
    },
  };
}
