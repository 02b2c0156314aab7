// Built-ins React needs, checked once against what the host page's scripts did to them. MooTools 1.2's
// compatibility layer (still on news sites) replaces Function.prototype.bind with one that drops arguments:
// React's state updates then throw on every keystroke, into the host page. With such a page, a widget shows a
// short Spanish message instead of mounting React at all (unsupported-page.ts, loaded only then).

function bindWorks(): boolean {
  try {
    return ((_: unknown, second: unknown) => second).bind(null, 1, 2)() === 2;
  } catch {
    return false;
  }
}

/** The built-in a page script broke, if any; undefined when the page's globals are usable. */
export const brokenBuiltIn: string | undefined = bindWorks() ? undefined : 'Function.prototype.bind';
