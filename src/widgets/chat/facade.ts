// The chat as a facade (what Intercom and Drift do, and Lighthouse's "lazy load third-party resources with
// facades"): the shell is the chat until the reader shows intent on it, and only then do React and the chat's
// code load. This file says when the shell cannot stand in for the chat (then it mounts at once, as before) and
// when, once drawn, its code is wanted. The loader adds its own reasons: React already coming for another widget
// of the page, printing.

/** What a reader does on the chat before using it: the pointer reaching it, a touch, the focus, a key. */
const INTENT = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The chat's properties (its attributes in camelCase, and `handler` and `headers`), mirroring the element's
 * (element/widget-element.ts with chat/spec.ts), which live with React; a browser test keeps them equal.
 */
export const CHAT_PROPERTIES = [
  'theme',
  'loading',
  'locale',
  'source',
  'endpoint',
  'model',
  'credentials',
  'timeout',
  'heading',
  'status',
  'placeholder',
  'greeting',
  'suggestions',
  'persist',
  'storageKey',
  'maxReplyLength',
  'maxReplyTime',
  'handler',
  'headers',
] as const;

/**
 * Whether the chat's first drawing is the shell's. Not for a chat that keeps its conversation (`persist`): a saved
 * one must show at once, and the chat reads it with its code; nor when the page set properties before the tag was
 * defined (the element applies them when it upgrades; the shell reads attributes only).
 */
export function shellCanDraw(host: Element): boolean {
  if (CHAT_PROPERTIES.some((name) => Object.hasOwn(host, name))) return false;
  const persist = host.getAttribute('persist')?.trim().toLowerCase();
  return persist !== 'session' && persist !== 'local';
}

/**
 * Resolves when the chat's code is wanted: the reader's intent on the element (which also covers typing, a
 * suggestion clicked and a question sent), any change of its attributes (a theme, greeting, suggestions or
 * storage key the shell drew otherwise: the chat draws them), or at once with `loading="eager"`. `want()`
 * resolves it from elsewhere.
 */
export function whenWanted(host: Element): { wanted: Promise<void>; want: () => void } {
  let resolve = () => {};
  const wanted = new Promise<void>((done) => {
    resolve = done;
  });
  const stop = new AbortController();
  const changes = new MutationObserver(() => want());
  const own = host as unknown as Record<string, unknown>;
  function want() {
    stop.abort();
    changes.disconnect();
    // The element, when its code defines it, takes own properties as set before it was defined.
    for (const name of CHAT_PROPERTIES) if (Object.getOwnPropertyDescriptor(own, name)?.set) delete own[name];
    resolve();
  }
  // A property the page sets from now on: the chat will show it, so it mounts, and the element takes the value
  // as one set before its definition. Until then, reading one gives its attribute, as the element would: if the
  // element is defined some other way first (another chat's intent, `load()`), it sets each back as it was.
  for (const name of CHAT_PROPERTIES) {
    const attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    Object.defineProperty(own, name, {
      configurable: true,
      enumerable: true,
      get: () => host.getAttribute(attribute) ?? undefined,
      set(value: unknown) {
        want();
        own[name] = value;
      },
    });
  }
  // Captured on the host: events inside its shadow root reach it first (they are composed), and no handler of
  // the page can stop them before.
  for (const type of INTENT) host.addEventListener(type, want, { capture: true, passive: true, signal: stop.signal });
  changes.observe(host, { attributes: true });
  // `loading="eager"`: its code at once, as for every widget.
  if (host.getAttribute('loading')?.trim().toLowerCase() === 'eager') want();
  return { wanted, want };
}
