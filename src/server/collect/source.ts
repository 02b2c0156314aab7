// What a collector source is to the runner: one descriptor per platform (src/server/collect/sources.ts lists
// them), so the runner, the settings, the health records and the log all follow one list. The platform's label
// and kind are core data (src/core/measured/platforms.ts); this is the server's half: settings, on/off, start.

import type { CoinMatcher } from '../../core/measured/mentions.ts';
import type { MeasuredPlatform } from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import type { WebSocketClass } from './bluesky.ts';
import type { Env } from './env.ts';
import type { HealthRecorder } from './health.ts';
import type { FetchLike } from './http.ts';
import type { ItemQueue } from './queue.ts';
import type { PollTask } from './schedule.ts';
import type { Timers } from './timers.ts';

/** What the runner hands every source it starts. */
export interface SourceContext {
  /** Aborted when the collectors stop. */
  signal: AbortSignal;
  timeoutMs: number;
  userAgent: string;
  queue: ItemQueue;
  store: SentimentStore;
  /** This platform's health record. */
  health: HealthRecorder;
  fetch: FetchLike;
  timers: Timers;
  now: () => number;
  random?: (() => number) | undefined;
  /** The coins to find in texts (the server's COINS). */
  coins: CoinMatcher;
  /** The WebSocket client a streaming source opens (tests pass their own); `ws` otherwise. */
  WebSocket?: WebSocketClass | undefined;
}

/** A source that runs on its own (a WebSocket): the runner waits for its first pass and stops it. */
export interface Stream {
  /** Resolves once its first connection opened or failed. */
  firstPass: Promise<void>;
  stop(): Promise<void>;
}

/** A started source: tasks the runner schedules, or a stream that runs on its own. */
export type Started<Handle extends Stream = Stream> =
  /** Each task's first run at once, the next ones spread over `intervalMs` so its sources are not asked at once. */
  { poll: PollTask[]; intervalMs: number } | { stream: Handle };

export interface CollectorSource<Platform extends MeasuredPlatform, Settings, Handle extends Stream = Stream> {
  platform: Platform;
  /**
   * Its settings from the environment (the README's table and docs/recogida.md name the variables); a value that
   * cannot be read throws a Spanish message naming the variable.
   */
  settings(env: Env): Settings;
  /** Why it is off with these settings ("TELEGRAM_CHANNELS está vacía"); undefined: on. */
  offReason(settings: Settings | undefined): string | undefined;
  /** What it reads, for the log after its label: "lee https://t.me/s/canal cada 15 min". */
  describe(settings: NonNullable<Settings>): string;
  start(settings: NonNullable<Settings>, context: SourceContext): Started<Handle>;
}
