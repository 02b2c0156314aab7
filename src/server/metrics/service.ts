// The measured figures as the feed reads them: recomputed once per change (a new item stored, the hour rolling
// over), checked at most every CHECK_MS, never per request. While the database does not answer, the last
// figures are kept and marked stale (said once in the log); when it answers again they catch up.

import type { MeasuredPlatform, MeasuredSentiment } from '../../core/measured/types.ts';
import type { SentimentStore } from '../store/types.ts';
import { HOUR_MS } from './figures.ts';
import { measure } from './measure.ts';
import { LAST_WHALE_KEY } from './whales.ts';

/** How often the store is asked whether something changed (a cheap query), at most. */
export const CHECK_MS = 15_000;
/** The first reader waits this long at most for the first figures (a database that hangs cannot hold the feed). */
export const FIRST_WAIT_MS = 5_000;

export interface MeasuredSnapshot {
  /** The last figures computed; none before the store first answered. */
  figures?: MeasuredSentiment;
  /** The store failed at the last check: these are the last good figures. */
  stale: boolean;
  /** Changes whenever the figures or their staleness do (the feed's ETag follows it). */
  version: number;
}

export interface MeasuredServiceOptions {
  now?: () => number;
  log?: (message: string) => void;
  checkEveryMs?: number;
  firstWaitMs?: number;
  /** The platforms whose collectors are on, when this process runs them. */
  collecting?: () => readonly MeasuredPlatform[] | undefined;
}

/**
 * The instant the figures describe: the last arrival (an item or a whale transfer), or the start of the hour when
 * nothing arrived since. It depends on the shared tables alone, not on when this process looked, so every
 * instance on one database serves the same figures, the same feed body and the same ETag (a CDN revalidating
 * against another instance gets its 304). Kept within this process's current hour, whatever the clocks' skew.
 */
export function describedInstant(now: number, lastIngestAt: number | undefined, lastWhaleAt: number): number {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const lastArrival = Math.max(
    lastIngestAt ?? Number.NEGATIVE_INFINITY,
    Number.isFinite(lastWhaleAt) ? lastWhaleAt : Number.NEGATIVE_INFINITY,
  );
  return Math.max(hourStart, Math.min(lastArrival, hourStart + HOUR_MS - 1));
}

export class MeasuredService {
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  readonly #checkEveryMs: number;
  readonly #firstWaitMs: number;
  #firstWait?: Promise<void>;
  readonly #collecting?: () => readonly MeasuredPlatform[] | undefined;
  #snapshot: MeasuredSnapshot = { stale: false, version: 0 };
  #checking?: Promise<void>;
  /** No check has finished yet: the first reader waits for it. */
  #first = true;
  #lastCheckAt = Number.NEGATIVE_INFINITY;
  /** What the figures were computed from: the last arrival, the hour, the collecting platforms. */
  #basis?: string;
  #failing = false;

  constructor(
    readonly store: SentimentStore,
    options: MeasuredServiceOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
    this.#checkEveryMs = options.checkEveryMs ?? CHECK_MS;
    this.#firstWaitMs = options.firstWaitMs ?? FIRST_WAIT_MS;
    this.#collecting = options.collecting;
  }

  /**
   * The figures now, without waiting: a check starts in the background when the last one is older than the
   * interval. `arriving` is set only while the very first check runs.
   */
  read(): { snapshot: MeasuredSnapshot; arriving?: Promise<void> } {
    if (!this.#checking && this.#now() - this.#lastCheckAt >= this.#checkEveryMs) {
      const checking = this.#check().finally(() => {
        this.#checking = undefined;
        this.#first = false;
      });
      this.#checking = checking;
      if (this.#first) {
        this.#firstWait = new Promise<void>((done) => {
          const timer = setTimeout(done, this.#firstWaitMs);
          checking.finally(() => {
            clearTimeout(timer);
            done();
          });
        });
      }
    }
    return this.#first && this.#firstWait
      ? { snapshot: this.#snapshot, arriving: this.#firstWait }
      : { snapshot: this.#snapshot };
  }

  #timer?: ReturnType<typeof setInterval>;

  /**
   * Checks on a timer too (Node): the figures are current before the next reader comes, so a CDN revalidating
   * gets them at once. The timer never keeps the process alive.
   */
  start(): void {
    if (this.#timer) return;
    this.read();
    this.#timer = setInterval(() => this.read(), this.#checkEveryMs);
    (this.#timer as { unref?: () => void }).unref?.();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** Checks now (whatever the interval) and resolves when done: for tests and the first warm-up. */
  async refresh(): Promise<MeasuredSnapshot> {
    if (this.#checking) await this.#checking;
    this.#lastCheckAt = Number.NEGATIVE_INFINITY;
    await this.read().arriving;
    if (this.#checking) await this.#checking;
    return this.#snapshot;
  }

  async #check(): Promise<void> {
    const now = this.#now();
    this.#lastCheckAt = now;
    try {
      const [lastIngestAt, lastWhaleAt] = await Promise.all([
        this.store.lastIngestAt(),
        this.store.getState(LAST_WHALE_KEY),
      ]);
      const collecting = this.#collecting?.();
      const basis = `${lastIngestAt ?? '-'}|${lastWhaleAt ?? '-'}|${Math.floor(now / HOUR_MS)}|${collecting?.join(',') ?? '*'}`;
      if (basis !== this.#basis || this.#snapshot.stale || !this.#snapshot.figures) {
        const figures = await measure(this.store, describedInstant(now, lastIngestAt, Number(lastWhaleAt)), {
          collecting,
          lastIngestAt,
        });
        this.#basis = basis;
        this.#snapshot = { figures, stale: false, version: this.#snapshot.version + 1 };
      }
      if (this.#failing) {
        this.#failing = false;
        this.#log('La base de datos vuelve a responder: las cifras medidas están al día.');
      }
    } catch (error) {
      if (!this.#failing) {
        this.#failing = true;
        const reason = error instanceof Error ? error.message : String(error);
        this.#log(
          this.#snapshot.figures
            ? `La base de datos no responde (${reason}): se sirven las últimas cifras medidas, marcadas como antiguas.`
            : `La base de datos no responde (${reason}): el feed va sin cifras medidas hasta que responda.`,
        );
      }
      if (this.#snapshot.figures && !this.#snapshot.stale) {
        this.#snapshot = { ...this.#snapshot, stale: true, version: this.#snapshot.version + 1 };
      }
    }
  }
}
