// Between an element's creation and its widget's first commit, the loader's placeholder holds the reserved
// height; the element also carries a `pending` custom state then, which pages and tests can wait on.

const clearers = new WeakMap<Element, () => void>();

/** Puts `host` in the pending state; `rendered(host)` takes it out and calls `onRendered`. */
export function markPending(host: HTMLElement, onRendered: () => void): void {
  let clearState = () => {};
  try {
    const states = host.attachInternals().states;
    states.add('pending');
    clearState = () => states.delete('pending');
  } catch {
    // No ElementInternals or custom states here: only the placeholder marks the wait.
  }
  clearers.set(host, () => {
    clearState();
    onRendered();
  });
}

export function rendered(host: Element | null): void {
  if (!host) return;
  clearers.get(host)?.();
  clearers.delete(host);
}
