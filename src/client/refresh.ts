// Keeping the page's answers fresh: each URL a widget read refreshes as often as its most eager reader asks
// (never more often than every 15 s), only while widgets listen and the page is visible; back on the page, what
// went stale is refreshed at once. When the last widget showing fetched figures leaves, the requests on their
// way are aborted.

import { MIN_REFRESH_MS } from '../core/live/pace.ts';
import { abortRequests, cachedAnswer, request } from './request.ts';

const listeners = new Set<() => void>();
/** Every URL read on this page, with the shortest age its readers accept. */
const active = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let holders = 0;

const pageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

function notify(): void {
  for (const listener of listeners) listener();
}

/** How a URL is asked for: who answers (for error messages) and the most its answer may weigh. */
export interface Asking {
  who?: string;
  maxBytes?: number;
}

function refreshInBackground(url: string, asking: Asking = {}): void {
  request(url, false, asking.who, asking.maxBytes).then(notify, notify);
}

/**
 * A read of `url` whose readers accept answers up to `maxAgeMs` old: remembered for the refresh loop, and
 * refreshed now (in the background) when the answer at hand is older and the page is visible.
 */
export function noteRead(url: string, maxAgeMs: number, receivedAt: number | undefined, asking: Asking): void {
  // One request serves every widget: the URL refreshes as often as its most eager reader asks.
  active.set(url, Math.min(active.get(url) ?? Number.POSITIVE_INFINITY, maxAgeMs));
  // A hidden page waits: the return to the page refreshes what went stale (see the listener below).
  if (receivedAt !== undefined && Date.now() - receivedAt >= maxAgeMs && pageVisible())
    refreshInBackground(url, asking);
}

function refreshStale(includeMissing: boolean): void {
  for (const [url, maxAge] of active) {
    const answer = cachedAnswer(url);
    if (answer ? Date.now() - answer.receivedAt >= maxAge : includeMissing) refreshInBackground(url);
  }
}

/** While someone listens and the page is visible, refreshes stale answers every 15 s at most. */
function scheduleRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0 || typeof document === 'undefined') return;
  timer = setTimeout(() => {
    if (pageVisible()) refreshStale(true);
    scheduleRefresh();
  }, MIN_REFRESH_MS);
}

if (typeof document !== 'undefined') {
  // Back on the page after a while: refresh what went stale at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && listeners.size > 0) refreshStale(false);
  });
}

/** Calls `listener` when newer figures arrive (or a refresh fails); returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) scheduleRefresh();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) scheduleRefresh();
  };
}

/** "Reintentar": asks again at once for every URL read that has no answer yet. */
export function retryMissing(): void {
  for (const url of active.keys()) if (!cachedAnswer(url)) request(url, true).then(notify, notify);
}

/**
 * Called by each widget showing fetched figures while it is on the page; returns its release. When the last
 * one leaves, the requests on their way are aborted: nobody is left to show their answers. (Checked a task
 * later, so a widget that a framework moves — removed and added back at once — keeps them.)
 */
export function holdRequests(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    setTimeout(() => {
      if (holders === 0) abortRequests();
    });
  };
}
