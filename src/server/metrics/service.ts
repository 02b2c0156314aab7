// The measured figures as the feed reads them: recomputed once per change (a new item stored, the hour rolling
// over), checked at most every CHECK_MS, never per request. While the database does not answer, the last
// figures are kept and marked stale (said once in the log); when it answers again they catch up.

import type { MeasuredPlatform, MeasuredSentiment } from '../../core/measured/types.ts';
import { type Polled, type PolledOptions, PolledReader } from '../polled.ts';
import type { SentimentStore } from '../store/types.ts';
import { measure } from './measure.ts';
import { HOUR_MS } from './measured-figures.ts';

export interface MeasuredSnapshot {
  /** The last figures computed; none before the store first answered. */
  figures?: MeasuredSentiment;
  /** The store failed at the last check: these are the last good figures. */
  stale: boolean;
  /** Changes whenever the figures or their staleness do (the feed's ETag follows it). */
  version: number;
}

export interface MeasuredServiceOptions extends PolledOptions {
  /** The platforms whose collectors are on, when this process runs them. */
  collecting?: () => readonly MeasuredPlatform[] | undefined;
  /** The coins the server follows (COINS), each with its figures; the spec's five by default. */
  coins?: readonly string[];
}

/**
 * The instant the figures describe: the last arrival (an item or a whale transfer), or the start of the hour when
 * nothing arrived since. It depends on the shared tables alone, not on when this process looked, so every
 * instance on one database serves the same figures, the same feed body and the same ETag (a CDN revalidating
 * against another instance gets its 304). Kept within this process's current hour, whatever the clocks' skew.
 */
export function describedInstant(
  now: number,
  lastIngestAt: number | undefined,
  lastWhaleAt: number | undefined,
): number {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const lastArrival = Math.max(lastIngestAt ?? Number.NEGATIVE_INFINITY, lastWhaleAt ?? Number.NEGATIVE_INFINITY);
  return Math.max(hourStart, Math.min(lastArrival, hourStart + HOUR_MS - 1));
}

export class MeasuredService {
  readonly #reader: PolledReader<MeasuredSentiment>;
  /** What the figures were computed from: the last arrival, the hour, the collecting platforms. */
  #basis?: string;
  #polled?: Polled<MeasuredSentiment>;
  #snapshot: MeasuredSnapshot = { stale: false, version: 0 };

  constructor(
    readonly store: SentimentStore,
    options: MeasuredServiceOptions = {},
  ) {
    this.#reader = new PolledReader(
      {
        update: (now, last) => this.#update(now, last, options.collecting?.(), options.coins),
        failing: (reason, withLast) =>
          withLast
            ? `La base de datos no responde (${reason}): se sirven las últimas cifras medidas, marcadas como antiguas.`
            : `La base de datos no responde (${reason}): el feed va sin cifras medidas hasta que responda.`,
        recovered: 'La base de datos vuelve a responder: las cifras medidas están al día.',
      },
      options,
    );
  }

  /**
   * The figures now, without waiting: a check starts in the background when the last one is older than the
   * interval. `arriving` is set only while the very first check runs.
   */
  read(): { snapshot: MeasuredSnapshot; arriving?: Promise<void> } {
    const { snapshot, arriving } = this.#reader.read();
    return arriving ? { snapshot: this.#shaped(snapshot), arriving } : { snapshot: this.#shaped(snapshot) };
  }

  /** Checks now (whatever the interval) and resolves when done: for tests and the first warm-up. */
  async refresh(): Promise<MeasuredSnapshot> {
    return this.#shaped(await this.#reader.refresh());
  }

  /** Checks on a timer too (Node), so a CDN revalidating gets current figures at once. */
  start(): void {
    this.#reader.start();
  }

  stop(): void {
    this.#reader.stop();
  }

  /** The same object while nothing changed. */
  #shaped(polled: Polled<MeasuredSentiment>): MeasuredSnapshot {
    if (polled !== this.#polled) {
      this.#polled = polled;
      this.#snapshot = { figures: polled.value, stale: polled.stale, version: polled.version };
    }
    return this.#snapshot;
  }

  async #update(
    now: number,
    last: Polled<MeasuredSentiment>,
    collecting: readonly MeasuredPlatform[] | undefined,
    coins: readonly string[] | undefined,
  ): Promise<MeasuredSentiment | undefined> {
    const [lastIngestAt, lastWhaleAt] = await Promise.all([this.store.lastIngestAt(), this.store.lastWhaleAt()]);
    const basis = `${lastIngestAt ?? '-'}|${lastWhaleAt ?? '-'}|${Math.floor(now / HOUR_MS)}|${collecting?.join(',') ?? '*'}`;
    if (basis === this.#basis && !last.stale && last.value) return undefined;
    const figures = await measure(this.store, describedInstant(now, lastIngestAt, lastWhaleAt), {
      collecting,
      lastIngestAt,
      ...(coins ? { coins } : {}),
    });
    this.#basis = basis;
    return figures;
  }
}
