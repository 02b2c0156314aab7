// A value read from the database, never per request: a reader asks at most every `checkEveryMs` whether
// something changed (a cheap query) and reads again only then. While the database does not answer, the last good
// value is kept and marked stale (said once in the log); when it answers again it catches up. The measured
// figures (the feed) and the stored history (the series) are both read this way.

/** How often the store is asked whether something changed, at most. */
export const CHECK_MS = 15_000;
/** The first reader waits this long at most for the first value (a database that hangs cannot hold a request). */
export const FIRST_WAIT_MS = 5_000;

export interface Polled<T> {
  /** The last value read; none before the store first answered. */
  value?: T;
  /** The store failed at the last check: this is the last good value. */
  stale: boolean;
  /** Changes whenever the value or its staleness does (the responses' ETags follow it). */
  version: number;
}

export interface PolledOptions {
  now?: () => number;
  log?: (message: string) => void;
  checkEveryMs?: number;
  firstWaitMs?: number;
}

export interface PolledSource<T> {
  /** The new value at `now`, or undefined when nothing it depends on changed since `last`. */
  update(now: number, last: Polled<T>): Promise<T | undefined>;
  /** What the log says, in Spanish, when the store fails (with a last value or without one) and when it is back. */
  failing(reason: string, withLastValue: boolean): string;
  recovered: string;
}

export class PolledReader<T> {
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  readonly #checkEveryMs: number;
  readonly #firstWaitMs: number;
  #snapshot: Polled<T> = { stale: false, version: 0 };
  #checking?: Promise<void>;
  #firstWait?: Promise<void>;
  /** No check has finished yet: the first reader waits for it. */
  #first = true;
  #lastCheckAt = Number.NEGATIVE_INFINITY;
  #failing = false;
  #timer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly source: PolledSource<T>,
    options: PolledOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
    this.#checkEveryMs = options.checkEveryMs ?? CHECK_MS;
    this.#firstWaitMs = options.firstWaitMs ?? FIRST_WAIT_MS;
  }

  /**
   * The value now, without waiting: a check starts in the background when the last one is older than the
   * interval. `arriving` is set only while the very first check runs (bounded by firstWaitMs).
   */
  read(): { snapshot: Polled<T>; arriving?: Promise<void> } {
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

  /** Checks now, whatever the interval, and resolves when done: for tests and the first warm-up. */
  async refresh(): Promise<Polled<T>> {
    if (this.#checking) await this.#checking;
    this.#lastCheckAt = Number.NEGATIVE_INFINITY;
    await this.read().arriving;
    if (this.#checking) await this.#checking;
    return this.#snapshot;
  }

  /**
   * Checks on a timer too (Node): the value is current before the next reader comes, so a CDN revalidating gets
   * it at once. The timer never keeps the process alive.
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

  async #check(): Promise<void> {
    const now = this.#now();
    this.#lastCheckAt = now;
    try {
      const value = await this.source.update(now, this.#snapshot);
      if (value !== undefined) this.#snapshot = { value, stale: false, version: this.#snapshot.version + 1 };
      if (this.#failing) {
        this.#failing = false;
        this.#log(this.source.recovered);
      }
    } catch (error) {
      const known = this.#snapshot.value !== undefined;
      if (!this.#failing) {
        this.#failing = true;
        this.#log(this.source.failing(error instanceof Error ? error.message : String(error), known));
      }
      if (known && !this.#snapshot.stale) {
        this.#snapshot = { ...this.#snapshot, stale: true, version: this.#snapshot.version + 1 };
      }
    }
  }
}
