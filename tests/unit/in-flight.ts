// Work a test started through the helpers (mounting, rendering a change) that has not finished yet. A test that
// runs out of time leaves its work running; the next test must not start until that work is done, or the two
// would share one page and one React act() scope, and the slow test would fail its neighbours too.

const inFlight = new Set<Promise<unknown>>();

/**
 * Remembers `started` until it settles. It is read once, through one promise: React's act() thenable must be
 * awaited exactly once.
 */
export function track<T>(started: PromiseLike<T>): Promise<T> {
  const work = Promise.resolve(started);
  inFlight.add(work);
  const forget = () => inFlight.delete(work);
  work.then(forget, forget);
  return work;
}

/**
 * Waits until no tracked work is left, including work a finished test's body starts while this waits (its next
 * step runs as soon as the previous one settles). Bounded by the hook's time budget.
 */
export async function settleInFlight(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
