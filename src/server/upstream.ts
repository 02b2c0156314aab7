// The providers' answers as the server keeps them: one request per resource at a time (single-flight),
// fresh for the resource's TTL, then refreshed in the background while the last good figures keep being
// served. A failed refresh (timeout, network, 429, 5xx, a body past its size cap, not JSON or not usable)
// keeps the last good figures, marked stale once past their TTL, and waits before trying again (longer after
// each failure, or what the provider's Retry-After asks). With DATABASE_URL, the answers (and the failures'
// waits) are shared with the other instances through the database (src/server/cluster/upstream.ts).
// A URL is one answer with one reader: the cache refuses a second reader of a URL it already reads (the two would
// take each other's figures for their own).

import { BodyTooLarge, readText } from '../core/live/capped-body.ts';
import { backoffMs } from '../core/live/pace.ts';
import type { FieldReport } from '../core/live/read-fields.ts';
import type { SharedAnswer, SharedUpstream } from './cluster/upstream.ts';
import { fieldLog } from './field-log.ts';
import { fetchSameOrigin, RedirectRefused } from './same-origin.ts';

export interface UpstreamResource<T> {
  /** The provider's URL, which also keys the cache. */
  url: string;
  ttlMs: number;
  /** The most its answer may weigh (MAX_ANSWER_BYTES): read as a stream, cut past it and counted as a failure. */
  maxBytes: number;
  /**
   * The figures in an answer, or undefined when it holds none usable (then the answer counts as a failure). Every
   * resource of a URL must read with this same function. `report` logs a wrong field once.
   */
  read(body: unknown, receivedAt: number, report: FieldReport): T | undefined;
  headers?: Readonly<Record<string, string>>;
}

export interface Snapshot<T> {
  figures?: T;
  /** When the figures' answer arrived (ms since the epoch). */
  receivedAt?: number;
  /** The figures are past their TTL and the last refresh failed. */
  stale: boolean;
  /** Why the last refresh failed, while it is the latest news. */
  error?: string;
}

interface Entry {
  /** The one function that reads this URL's answers (the first resource's). */
  reader?: UpstreamResource<unknown>['read'];
  figures?: unknown;
  receivedAt?: number;
  inFlight?: Promise<void>;
  failures: number;
  retryAt: number;
  error?: string;
}

export interface UpstreamOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs: number;
  /** Called once per change of a provider's health (failing, back), for the log. */
  log?: (message: string) => void;
  /** The answers shared with the other instances on one PostgreSQL (DATABASE_URL); none: this process alone. */
  shared?: SharedUpstream;
}

/** A lease outlives the request it covers by this much (the holder writes its answer within it). */
const LEASE_MARGIN_MS = 5_000;
/** While another instance's request is out, its row is read this often. */
const POLL_MS = 200;
/** Nothing to take and nobody asking: the row is looked at again after this. */
const RECHECK_MS = 1_000;

class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A second reader asked for a URL: a mistake in the server's code, never the provider's. */
export class TwoReaders extends Error {
  constructor(url: string) {
    super(`La caché de proveedores ya lee ${url} con otro lector: cada URL se lee con un solo lector.`);
    this.name = 'TwoReaders';
  }
}

/** Retry-After in seconds or as an HTTP date, capped at an hour. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 3_600_000) : undefined;
}

export class UpstreamCache {
  readonly #entries = new Map<string, Entry>();
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #log: (message: string) => void;
  readonly #shared?: SharedUpstream;
  /** Providers failing now, each said once in the log until it answers again. */
  readonly #failingHosts = new Set<string>();
  /** Upstream requests made, by URL (the load bench and the tests count them). */
  readonly calls = new Map<string, number>();
  /** Providers' wrong fields, one log line each. */
  readonly #report: FieldReport;

  constructor(options: UpstreamOptions) {
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#now = options.now ?? Date.now;
    this.#timeoutMs = options.timeoutMs;
    this.#log = options.log ?? (() => {});
    this.#shared = options.shared;
    this.#report = fieldLog(this.#log);
  }

  /**
   * The resource's figures now. Fresh ones answer at once; stale ones too, while one background refresh
   * runs. With none yet, waits for the (shared) request.
   */
  async get<T>(resource: UpstreamResource<T>): Promise<Snapshot<T>> {
    const { snapshot, arriving } = this.read(resource);
    if (!arriving) return snapshot;
    await arriving;
    return this.#snapshot(this.#entryOf(resource), resource);
  }

  /**
   * `get` without a promise when none is needed (the warm path, taken by nearly every request): the
   * snapshot now, and the first answer's arrival when there are no figures yet.
   */
  read<T>(resource: UpstreamResource<T>): { snapshot: Snapshot<T>; arriving?: Promise<void> } {
    const entry = this.#entryOf(resource);
    const now = this.#now();
    const expired = entry.receivedAt === undefined || now - entry.receivedAt >= resource.ttlMs;
    if (expired && !entry.inFlight && now >= entry.retryAt) this.#refresh(entry, resource);
    return {
      snapshot: this.#snapshot(entry, resource),
      arriving: entry.figures === undefined ? entry.inFlight : undefined,
    };
  }

  /** The refreshes on their way: an edge platform keeps them alive past the response (`waitUntil`). */
  pending(): Promise<void>[] {
    return [...this.#entries.values()].flatMap((entry) => (entry.inFlight ? [entry.inFlight] : []));
  }

  #snapshot<T>(entry: Entry, resource: UpstreamResource<T>): Snapshot<T> {
    const past = entry.receivedAt !== undefined && this.#now() - entry.receivedAt >= resource.ttlMs;
    return {
      figures: entry.figures as T | undefined,
      receivedAt: entry.receivedAt,
      stale: past && entry.error !== undefined,
      error: entry.error,
    };
  }

  /** The URL's entry; throws TwoReaders when another resource already reads the URL with another function. */
  #entryOf<T>(resource: UpstreamResource<T>): Entry {
    const read = resource.read as UpstreamResource<unknown>['read'];
    let entry = this.#entries.get(resource.url);
    if (!entry) {
      entry = { reader: read, failures: 0, retryAt: 0 };
      this.#entries.set(resource.url, entry);
    }
    if (entry.reader !== read) throw new TwoReaders(resource.url);
    return entry;
  }

  #refresh<T>(entry: Entry, resource: UpstreamResource<T>): void {
    entry.inFlight = (this.#shared ? this.#sharedRefresh(entry, resource, this.#shared) : this.#ask(entry, resource))
      .then(
        () => {},
        () => {},
      )
      .finally(() => {
        entry.inFlight = undefined;
      });
  }

  /** Asks the provider and keeps what it says; the raw body when it answered (for the other instances). */
  async #ask<T>(entry: Entry, resource: UpstreamResource<T>): Promise<string | undefined> {
    this.calls.set(resource.url, (this.calls.get(resource.url) ?? 0) + 1);
    try {
      const text = await this.#load(resource);
      const receivedAt = this.#now();
      this.#answered(entry, resource, this.#figuresOf(resource, text, receivedAt), receivedAt);
      return text;
    } catch (error) {
      this.#failed(entry, resource, error instanceof UpstreamFailure ? error : new UpstreamFailure(String(error)));
      return undefined;
    }
  }

  #answered<T>(entry: Entry, resource: UpstreamResource<T>, figures: T, receivedAt: number): void {
    const host = hostOf(resource.url);
    if (this.#failingHosts.delete(host)) this.#log(`${host} vuelve a responder.`);
    entry.figures = figures;
    entry.receivedAt = receivedAt;
    entry.failures = 0;
    entry.retryAt = 0;
    entry.error = undefined;
  }

  #failed<T>(entry: Entry, resource: UpstreamResource<T>, failure: UpstreamFailure): void {
    const host = hostOf(resource.url);
    if (!this.#failingHosts.has(host)) {
      this.#failingHosts.add(host);
      this.#log(
        `${host} falla (${failure.message}): ${entry.figures === undefined ? 'todavía no hay cifras suyas' : 'se sirven sus últimas cifras buenas, marcadas como antiguas'}.`,
      );
    }
    entry.failures += 1;
    // Never sooner than the provider asks, never later than the figures' own pace.
    const wait = failure.retryAfterMs ?? Math.min(backoffMs(entry.failures), resource.ttlMs);
    entry.retryAt = this.#now() + wait;
    entry.error = failure.message;
  }

  /**
   * With several instances: the one holding the URL's lease asks the provider and writes the answer (or the
   * failure) to the database; the others take it from there, waiting while it is on its way. A database that
   * does not answer leaves this instance asking the provider itself, as a single instance does.
   */
  async #sharedRefresh<T>(entry: Entry, resource: UpstreamResource<T>, shared: SharedUpstream): Promise<void> {
    const { url } = resource;
    const started = this.#now();
    let mine: boolean;
    try {
      mine = await shared.claim(url, started, resource.ttlMs, this.#timeoutMs + LEASE_MARGIN_MS);
      this.#sharedBack();
    } catch (error) {
      this.#sharedDown(error);
      await this.#ask(entry, resource);
      return;
    }
    if (mine) {
      const text = await this.#ask(entry, resource);
      const written =
        text !== undefined && entry.receivedAt !== undefined
          ? shared.answered(url, text, entry.receivedAt)
          : shared.failed(url, entry.error ?? '', entry.failures, entry.retryAt);
      await written.catch((error: unknown) => this.#sharedDown(error));
      return;
    }
    // Another instance holds the lease, or the answer is fresh, or a failure asks to wait: read what it has.
    const deadline = started + this.#timeoutMs + LEASE_MARGIN_MS;
    for (;;) {
      let answer: SharedAnswer | undefined;
      try {
        answer = await shared.read(url);
      } catch (error) {
        this.#sharedDown(error);
        entry.retryAt = this.#now() + RECHECK_MS;
        return;
      }
      const now = this.#now();
      if (
        answer?.body !== undefined &&
        answer.receivedAt !== undefined &&
        answer.receivedAt > (entry.receivedAt ?? -1)
      ) {
        const figures = this.#tryFiguresOf(resource, answer.body, answer.receivedAt);
        if (figures !== undefined) {
          this.#answered(entry, resource, figures, answer.receivedAt);
          return;
        }
      }
      if (answer?.error !== undefined && answer.retryAt !== undefined && answer.retryAt > now) {
        entry.error = answer.error;
        entry.failures = answer.failures;
        entry.retryAt = answer.retryAt;
        return;
      }
      // Nobody is asking (the holder died, or the row changed under us): look again soon.
      if (answer?.leaseUntil === undefined || answer.leaseUntil <= now || now >= deadline) {
        entry.retryAt = now + RECHECK_MS;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  #sharedFailing = false;

  #sharedDown(error: unknown): void {
    if (this.#sharedFailing) return;
    this.#sharedFailing = true;
    this.#log(
      `Caché compartida: la base de datos no responde (${error instanceof Error ? error.message : String(error)}): esta instancia pregunta a los proveedores por su cuenta.`,
    );
  }

  #sharedBack(): void {
    if (!this.#sharedFailing) return;
    this.#sharedFailing = false;
    this.#log('Caché compartida: la base de datos vuelve a responder.');
  }

  #figuresOf<T>(resource: UpstreamResource<T>, text: string, receivedAt: number): T {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new UpstreamFailure('la respuesta no es JSON');
    }
    const figures = resource.read(body, receivedAt, this.#report);
    if (figures === undefined) throw new UpstreamFailure('la respuesta no trae cifras utilizables');
    return figures;
  }

  #tryFiguresOf<T>(resource: UpstreamResource<T>, text: string, receivedAt: number): T | undefined {
    try {
      return this.#figuresOf(resource, text, receivedAt);
    } catch {
      return undefined;
    }
  }

  /** The provider's answer as text (its size capped), or why there is none. */
  async #load<T>(resource: UpstreamResource<T>): Promise<string> {
    let response: Response;
    // The timeout covers the body too: a provider trickling bytes is cut like a silent one.
    const signal = AbortSignal.timeout(this.#timeoutMs);
    try {
      // Within the provider's origin only: its key (x-cg-demo-api-key) never goes where a redirect points.
      response = await fetchSameOrigin(this.#fetch, resource.url, {
        headers: { accept: 'application/json', ...resource.headers },
        signal,
      });
    } catch (error) {
      if (error instanceof RedirectRefused) throw new UpstreamFailure(error.message);
      const name = (error as Error | null)?.name;
      throw new UpstreamFailure(
        name === 'TimeoutError' || name === 'AbortError'
          ? `sin respuesta en ${this.#timeoutMs / 1000} s`
          : 'sin conexión',
      );
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => {});
      throw new UpstreamFailure(
        `respondió ${response.status}`,
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.headers.get('retry-after'), this.#now())
          : undefined,
      );
    }
    let text: string;
    try {
      text = await readText(response, resource.maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new UpstreamFailure(error.message);
      throw new UpstreamFailure(
        signal.aborted ? `sin respuesta en ${this.#timeoutMs / 1000} s` : 'la respuesta se cortó',
      );
    }
    return text;
  }
}

const hostOf = (url: string): string => new URL(url).host;
