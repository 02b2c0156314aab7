// Starts the configured collectors on one store: each one's first pass at once, then each at its own pace.
// Nothing thrown by a source or the store escapes; health() says how each collector is doing.

import { coinMatcher } from '../../core/measured/mentions.ts';
import {
  type CollectorHealth,
  MEASURED_PLATFORM_LABELS,
  MEASURED_PLATFORMS,
  type MeasuredPlatform,
} from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import type { WebSocketClass } from './bluesky.ts';
import type { CollectConfig } from './collect-settings.ts';
import { HealthRecorder } from './health.ts';
import type { FetchLike } from './http.ts';
import { ItemQueue } from './queue.ts';
import { PollScheduler, type PollTask } from './schedule.ts';
import type { CollectorSource, SourceContext, Stream } from './source.ts';
import { COLLECTOR_SOURCES, type StreamHandles } from './sources.ts';
import { realTimers, type Timers } from './timers.ts';
import { WhalesHealth, type WhalesHealthRecord, whalesTasks } from './whale-collector.ts';

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
  /** One record per measured platform, in MEASURED_PLATFORMS order, on or off. */
  health(): CollectorHealth[];
  /** Resolves when every collector's first pass has ended (whatever its outcome). */
  firstPass: Promise<void>;
  /** The queue between the collectors and the store (its bound, what waits, what was dropped). */
  queue: ItemQueue;
  /** The sources that run on their own (a stream), by platform. */
  streams: StreamHandles;
  scheduler: PollScheduler;
  /** The whales collector's health (it stores transfers, not texts: apart from the platforms). */
  whales: { health(): WhalesHealthRecord };
  stop(): Promise<void>;
}

/** A platform's source, whatever its settings' type (it is handed the settings it read itself). */
const sourceOf = (platform: MeasuredPlatform) =>
  COLLECTOR_SOURCES[platform] as CollectorSource<MeasuredPlatform, unknown, Stream>;

/** Why each platform's collector is off (undefined: on), from the settings alone. */
export function disabledReasons(config: CollectConfig): Record<MeasuredPlatform, string | undefined> {
  return Object.fromEntries(
    MEASURED_PLATFORMS.map((platform) => [
      platform,
      config.enabled ? sourceOf(platform).offReason(config[platform]) : 'COLLECT=off',
    ]),
  ) as Record<MeasuredPlatform, string | undefined>;
}

/** The platforms a collecting process with these settings runs (what any instance reports when another collects). */
export const collectingPlatforms = (config: CollectConfig): MeasuredPlatform[] => {
  const off = disabledReasons(config);
  return MEASURED_PLATFORMS.filter((platform) => off[platform] === undefined);
};

export function startCollectors(options: CollectorsOptions): Collectors {
  const { config, store } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  const fetchLike: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? (() => {});
  const onChange = (collector: MeasuredPlatform, source: string | undefined, error: string | undefined) => {
    const label = MEASURED_PLATFORM_LABELS[collector];
    const where = source ? `${label} (${source})` : label;
    log(error ? `Recogida: ${where} falla: ${error}` : `Recogida: ${where} vuelve a funcionar`);
  };
  const off = disabledReasons(config);
  const health = Object.fromEntries(
    MEASURED_PLATFORMS.map((platform) => [platform, new HealthRecorder(platform, now, onChange, off[platform])]),
  ) as Record<MeasuredPlatform, HealthRecorder>;
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
    store,
    fetch: fetchLike,
    timers,
    now,
    random: options.random,
    WebSocket: options.WebSocket,
    coins: coinMatcher(config.coins),
  } satisfies Omit<SourceContext, 'health'>;
  const firstRuns: Promise<unknown>[] = [];
  const whalesHealth = new WhalesHealth(
    now,
    (part, error) =>
      log(error ? `Recogida: Ballenas (${part}) falla: ${error}` : `Recogida: Ballenas (${part}) vuelve a funcionar`),
    config.enabled && config.whales ? undefined : config.enabled ? 'WHALE_MIN_BTC=off' : 'COLLECT=off',
  );
  const streams: Record<string, Stream> = {};

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
    for (const platform of MEASURED_PLATFORMS) {
      const label = MEASURED_PLATFORM_LABELS[platform];
      const settings = config[platform];
      if (off[platform] !== undefined || !settings) {
        log(`Recogida: ${label} apagada (${off[platform]})`);
        continue;
      }
      const source = sourceOf(platform);
      log(`Recogida: ${label} ${source.describe(settings)}`);
      const started = source.start(settings, { ...shared, health: health[platform] });
      if ('poll' in started) addTasks(started.poll, started.intervalMs);
      else {
        streams[platform] = started.stream;
        firstRuns.push(started.stream.firstPass);
      }
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
    health: () => MEASURED_PLATFORMS.map((platform) => health[platform].snapshot()),
    firstPass,
    queue,
    streams: streams as StreamHandles,
    scheduler,
    whales: { health: () => whalesHealth.snapshot() },
    async stop() {
      stopping.abort();
      await Promise.allSettled([scheduler.stop(), ...Object.values(streams).map((stream) => stream.stop())]);
      await queue.stop();
    },
  };
}
