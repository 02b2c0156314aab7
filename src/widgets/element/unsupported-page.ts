// What a widget shows instead of itself on a page whose scripts broke a built-in it needs (page-globals.ts): a
// chunk of its own, loaded only on such a page.

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
