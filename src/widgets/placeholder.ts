// What an undefined widget shows while its code loads, and if it cannot load: a skeleton of the box it reserves,
// then a short Spanish message with a "Reintentar" button inside that box. Part of the loader: it must work
// when no other file of ours could be fetched.

const FALLBACK = 'data-crypto-fallback';
const ERROR_ATTRIBUTE = 'data-crypto-load-error';

/** Rules for the loader's document stylesheet; `tags` is the selector list of every widget tag. */
export const placeholderStyles = (tags: string) =>
  // A grey that reads as a skeleton on light and dark pages alike.
  `:is(${tags}):not(:defined){border-radius:14px;background:#8882}` +
  `[${ERROR_ATTRIBUTE}]:not(:defined){background:none}` +
  `[${FALLBACK}]{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:16px;border-radius:14px;background:#fef2f2;color:#991b1b;font:14px system-ui,sans-serif}` +
  `[${FALLBACK}] button{font:600 14px system-ui,sans-serif;padding:8px 14px;border:1px solid;border-radius:8px;background:#fff;color:inherit}`;

/** Shows the failure inside the element's reserved box, once, with a button that calls `retry`. */
export function showLoadFailure(el: Element, retry: () => void): void {
  el.setAttribute(ERROR_ATTRIBUTE, '');
  if (el.querySelector(`:scope>[${FALLBACK}]`)) return;
  const box = document.createElement('div');
  box.setAttribute(FALLBACK, '');
  box.setAttribute('role', 'alert');
  box.lang = 'es';
  const text = document.createElement('span');
  text.textContent = 'No se ha podido cargar este módulo.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reintentar';
  button.addEventListener('click', retry);
  box.append(text, button);
  el.append(box);
}

export function clearLoadFailure(el: Element): void {
  el.removeAttribute(ERROR_ATTRIBUTE);
  el.querySelector(`:scope>[${FALLBACK}]`)?.remove();
}
