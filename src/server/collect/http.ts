// One polite HTTP GET for the polling collectors: honest User-Agent, a time limit covering the body too, the body
// read as a capped stream, and the answer's fate as one of a few outcomes with the wait it calls for.

import { BodyTooLarge, readText } from '../../core/live/capped-body.ts';
import type { CoinMatcher } from '../../core/measured/mentions.ts';
import { fetchSameOrigin, RedirectRefused } from '../same-origin.ts';
import type { HealthRecorder } from './health.ts';
import type { ItemQueue } from './queue.ts';
import type { Timers } from './timers.ts';
import { backoff } from './timers.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What a collector that reads over HTTP is given: how it asks (politely, within limits) and its clock. */
export interface HttpSourceOptions {
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
  fetch: FetchLike;
  timers: Timers;
  now: () => number;
  random?: () => number;
  /** Aborted when the collectors stop. */
  signal?: AbortSignal;
}

/** A collector polling its sources every `intervalMs`, its items queued for the store, its health recorded. */
export interface PollingOptions extends HttpSourceOptions {
  intervalMs: number;
  /** The coins to find (the server's COINS); the spec's five when not given. */
  coins?: CoinMatcher;
  queue: ItemQueue;
  health: HealthRecorder;
}

export interface GetOptions {
  fetch: FetchLike;
  timers: Timers;
  timeoutMs: number;
  maxBytes: number;
  headers: Record<string, string>;
  /** Aborted when the collectors stop: a request in flight does not hold the shutdown. */
  signal?: AbortSignal;
}

export type GetResult =
  | { kind: 'ok'; body: string; headers: Headers }
  | { kind: 'not-modified' }
  /** 403, 404, 410: the source refuses or is gone; asked again only after a long pause. */
  | { kind: 'refused'; status: number }
  | { kind: 'rate-limited'; retryAfterMs?: number }
  /** 5xx, 401, timeouts, network errors, bodies past the cap: retried with exponential back-off. */
  | { kind: 'failed'; reason: string };

/** Retry-After as seconds or an HTTP date, in ms from now. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

export async function politeGet(url: string, options: GetOptions, now: number): Promise<GetResult> {
  const controller = new AbortController();
  const timer = options.timers.setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
    // Redirects within the configured origin only: another host or port is refused (nothing stored, nothing
    // credited to this source), and a source's headers never reach it.
    const response = await fetchSameOrigin(options.fetch, url, { headers: options.headers, signal });
    if (response.status === 304) {
      response.body?.cancel().catch(() => {});
      return { kind: 'not-modified' };
    }
    if (response.status === 429) {
      response.body?.cancel().catch(() => {});
      const ms = retryAfterMs(response.headers.get('retry-after'), now);
      return ms === undefined ? { kind: 'rate-limited' } : { kind: 'rate-limited', retryAfterMs: ms };
    }
    if (response.status === 403 || response.status === 404 || response.status === 410) {
      response.body?.cancel().catch(() => {});
      return { kind: 'refused', status: response.status };
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => {});
      return { kind: 'failed', reason: `responde ${response.status}` };
    }
    const body = await readText(response, options.maxBytes);
    return { kind: 'ok', body, headers: response.headers };
  } catch (error) {
    if (error instanceof BodyTooLarge || error instanceof RedirectRefused)
      return { kind: 'failed', reason: error.message };
    if (options.signal?.aborted) return { kind: 'failed', reason: 'la recogida se ha parado' };
    if (controller.signal.aborted)
      return { kind: 'failed', reason: `no respondió en ${Math.round(options.timeoutMs / 1000)} s` };
    return { kind: 'failed', reason: `no se pudo conectar (${networkReason(error)})` };
  } finally {
    options.timers.clearTimeout(timer);
  }
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).name ?? 'error de red';
}

/** A refused source is asked again after this long (a day): never hot. */
export const REFUSED_PAUSE_MS = 24 * 3_600_000;
/** The longest back-off after failures and the longest Retry-After honoured. */
export const MAX_BACKOFF_MS = 6 * 3_600_000;

/** The wait after an outcome, given the normal interval and how many failures in a row. */
export function nextDelay(result: GetResult, intervalMs: number, failures: number, random?: () => number): number {
  switch (result.kind) {
    case 'ok':
    case 'not-modified':
      return intervalMs;
    case 'refused':
      return REFUSED_PAUSE_MS;
    case 'rate-limited':
      return Math.min(REFUSED_PAUSE_MS, Math.max(intervalMs, result.retryAfterMs ?? intervalMs * 2));
    case 'failed':
      return backoff(failures, intervalMs, MAX_BACKOFF_MS, random);
  }
}

/** The outcome as one Spanish line for the health record. */
export function describe(result: GetResult): string | undefined {
  switch (result.kind) {
    case 'ok':
    case 'not-modified':
      return undefined;
    case 'refused':
      return `responde ${result.status}: no se vuelve a pedir hasta dentro de 24 h`;
    case 'rate-limited':
      return `responde 429 (demasiadas peticiones)${result.retryAfterMs !== undefined ? `: espera ${Math.round(result.retryAfterMs / 1000)} s` : ''}`;
    case 'failed':
      return result.reason;
  }
}
