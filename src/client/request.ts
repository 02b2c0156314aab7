// One shared GET per URL for the whole page: every widget asking for the same resource waits on the same
// request and reads the same answer. Each request has a timeout; after a failure (HTTP 429 or 5xx, a network
// error — which is how a CoinGecko 429 without CORS headers looks to a browser —, a timeout or a body that is
// not JSON, or past its size cap) the URL is left alone for a while that doubles with each failure, with jitter.

import { BodyTooLarge, MAX_ANSWER_BYTES, readText } from '../core/live/capped-body.ts';
import { backoffMs } from '../core/live/pace.ts';

export interface Answer {
  value: unknown;
  /** When it arrived, ms since the epoch. */
  receivedAt: number;
}

export class RequestError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when there was one. */
    readonly status?: number,
    /** Cancelled on purpose: no failure of the provider. */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

interface Entry {
  answer?: Answer;
  inFlight?: Promise<Answer>;
  failures: number;
  /** No new request before this time (ms since the epoch). */
  retryAt: number;
  lastError?: RequestError;
  /** Who answers, as the reader is told why figures are missing: "el proveedor", "el feed". */
  who: string;
  /** The most its answer may weigh. */
  maxBytes: number;
}

export const REQUEST_TIMEOUT_MS = 10_000;
/** The cap of a URL whose resource did not say its own (MAX_ANSWER_BYTES). */
const DEFAULT_MAX_BYTES = MAX_ANSWER_BYTES.feed;

const entries = new Map<string, Entry>();

// The last answers also live in sessionStorage, so the reader's next article shows them at once (with their age)
// while fresh ones load. Storage that is full, disabled or holds something else is ignored.
const STORAGE_PREFIX = 'crypto-widgets:';
/** Older answers are not worth showing, even marked with their age. */
const STORED_MAX_AGE_MS = 6 * 3_600_000;

function stored(url: string): Answer | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_PREFIX + url);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    const { value, receivedAt } = (parsed ?? {}) as Partial<Answer>;
    if (typeof receivedAt !== 'number' || value === undefined) return undefined;
    const age = Date.now() - receivedAt;
    return age >= 0 && age < STORED_MAX_AGE_MS ? { value, receivedAt } : undefined;
  } catch {
    return undefined;
  }
}

function store(url: string, answer: Answer): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + url, JSON.stringify(answer));
  } catch {
    // Full or disabled: the next page loads the figures again.
  }
}

const entryFor = (url: string): Entry => {
  let entry = entries.get(url);
  if (!entry) {
    entry = { failures: 0, retryAt: 0, answer: stored(url), who: 'el proveedor', maxBytes: DEFAULT_MAX_BYTES };
    entries.set(url, entry);
  }
  return entry;
};

/** Requests on their way, aborted together when no widget is left to show their answers. */
const inFlightControllers = new Set<AbortController>();

async function fetchJson(url: string, who: string, maxBytes: number): Promise<unknown> {
  const controller = new AbortController();
  inFlightControllers.add(controller);
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        credentials: 'omit',
        signal: controller.signal,
      });
    } catch (error) {
      throw requestErrorOf(error, who);
    }
    if (!response.ok) {
      throw new RequestError(
        response.status === 429 ? `${who} limita las peticiones (429)` : `${who} respondió ${response.status}`,
        response.status,
      );
    }
    let text: string;
    try {
      text = await readText(response, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) throw new RequestError(error.message);
      throw controller.signal.aborted ? requestErrorOf(error, who) : new RequestError('la respuesta se cortó');
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RequestError('la respuesta no es JSON válido');
    }
  } finally {
    clearTimeout(timer);
    inFlightControllers.delete(controller);
  }
}

function requestErrorOf(error: unknown, who: string): RequestError {
  const name = (error as Error | null)?.name;
  if (name === 'TimeoutError') return new RequestError(`sin respuesta en ${REQUEST_TIMEOUT_MS / 1000} s`);
  if (name === 'AbortError') return new RequestError('petición cancelada', undefined, true);
  return new RequestError(`sin conexión con ${who}`);
}

/** Aborts every request on its way (the last widget left the page); they count as no failure. */
export function abortRequests(): void {
  for (const controller of inFlightControllers) controller.abort(new DOMException('cancelada', 'AbortError'));
}

/** The error of `url`'s last request while the URL is left alone after it (and no request is on its way). */
export function backingOff(url: string): RequestError | undefined {
  const entry = entryFor(url);
  return !entry.inFlight && entry.lastError && Date.now() < entry.retryAt ? entry.lastError : undefined;
}

/** The last answer for `url`, however old, without asking for a new one. */
export const cachedAnswer = (url: string): Answer | undefined => entryFor(url).answer;

/**
 * Asks for `url` unless a request for it is on its way (then that one is shared) or the URL is backing off
 * after a failure (then the last error). `force` ignores the backoff: the reader pressed "Reintentar". `who`
 * names the answerer in error messages and `maxBytes` caps its answer (both kept for the URL's later requests).
 */
export function request(url: string, force = false, who?: string, maxBytes?: number): Promise<Answer> {
  const entry = entryFor(url);
  if (who) entry.who = who;
  if (maxBytes) entry.maxBytes = maxBytes;
  if (entry.inFlight) return entry.inFlight;
  if (!force && entry.lastError && Date.now() < entry.retryAt) return Promise.reject(entry.lastError);
  const inFlight = fetchJson(url, entry.who, entry.maxBytes).then(
    (value) => {
      entry.answer = { value, receivedAt: Date.now() };
      store(url, entry.answer);
      entry.failures = 0;
      entry.lastError = undefined;
      return entry.answer;
    },
    (error: RequestError) => {
      if (error.cancelled) throw error;
      entry.failures += 1;
      entry.retryAt = Date.now() + backoffMs(entry.failures);
      entry.lastError = error;
      throw error;
    },
  );
  entry.inFlight = inFlight.finally(() => {
    entry.inFlight = undefined;
  });
  // The shared promise is read by whoever asked; an unobserved failure must not surface as unhandled.
  entry.inFlight.catch(() => {});
  return entry.inFlight;
}

/** Forgets every answer and failure, stored ones too (tests; a page that changes its settings). */
export function clearRequests(): void {
  entries.clear();
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing stored.
  }
}
