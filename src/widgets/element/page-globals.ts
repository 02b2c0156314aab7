// Built-ins React needs, checked once against what the host page's scripts did to them. MooTools 1.2's
// compatibility layer (still on news sites) replaces Function.prototype.bind with one that drops arguments:
// React's state updates then throw on every keystroke, into the host page. With such a page, a widget shows a
// short Spanish message instead of mounting React at all.

function bindWorks(): boolean {
  try {
    return ((_: unknown, second: unknown) => second).bind(null, 1, 2)() === 2;
  } catch {
    return false;
  }
}

/** The built-in a page script broke, if any; undefined when the page's globals are usable. */
export const brokenBuiltIn: string | undefined = bindWorks() ? undefined : 'Function.prototype.bind';

/** The message a widget shows instead of itself when `brokenBuiltIn` is set. */
export function showUnsupportedPage(root: ShadowRoot, theme: string): void {
  const box = document.createElement('div');
  box.className = 'cw-root';
  box.dataset.theme = theme;
  box.lang = 'es';
  const failure = document.createElement('div');
  failure.className = 'cw-failure';
  failure.setAttribute('role', 'alert');
  const title = document.createElement('strong');
  title.textContent = 'No se ha podido mostrar este módulo.';
  const reason = document.createElement('span');
  reason.textContent = 'Otro script de esta página ha cambiado funciones del navegador que el módulo necesita.';
  failure.append(title, reason);
  box.append(failure);
  root.replaceChildren(box);
}
