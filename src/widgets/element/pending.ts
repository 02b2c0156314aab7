// Between definition and a widget's first commit, its element keeps the height the registry reserves, through
// a `pending` custom state (the loader's placeholder only covers elements not yet defined).

import { RESERVED_HEIGHT_PROPERTY } from '../reserve.ts';

const clearers = new WeakMap<Element, () => void>();

/** Puts `host` in the pending state; `rendered(host)` takes it out. Browsers without custom states skip it. */
export function markPending(host: HTMLElement): void {
  try {
    const states = host.attachInternals().states;
    states.add('pending');
    clearers.set(host, () => states.delete('pending'));
  } catch {
    // No ElementInternals or custom states here: the host may be briefly empty before the first render.
  }
}

export function rendered(host: Element | null): void {
  if (!host) return;
  clearers.get(host)?.();
  clearers.delete(host);
}

/**
 * The CSS reserving the element's height while pending: what the loader measured for its width, or `height`
 * px (a rule of its own: browsers without custom states drop it, nothing else).
 */
export const pendingCss = (height: number) =>
  `:host(:state(pending)){display:block;min-height:var(${RESERVED_HEIGHT_PROPERTY},${height}px)}`;
