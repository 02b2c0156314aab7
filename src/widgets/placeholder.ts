// What an undefined widget shows while its code loads, and if it cannot load: a skeleton of the box it reserves,
// then a short Spanish message with a "Reintentar" button inside that box. Part of the loader: it must work
// when no other file of ours could be fetched.

import { registry } from './registry.ts';
import { type HeightTable, measuredHeights, RESERVED_HEIGHT_PROPERTY, reservedHeight } from './reserve.ts';

const FALLBACK = 'data-crypto-fallback';
/** The width placeholders assume until an element's own width is known. */
export const TYPICAL_WIDTH = 720;
const ERROR_ATTRIBUTE = 'data-crypto-load-error';

const reservation = (selector: string, table: HeightTable) =>
  `${selector}:not(:defined){display:block;box-sizing:border-box;min-height:var(${RESERVED_HEIGHT_PROPERTY},${reservedHeight(table, TYPICAL_WIDTH)}px)}`;

/**
 * The document rules for undefined widgets: each tag's reserved height (and each shape's), the skeleton and the
 * failure box. The loader adopts them; `crypto-widgets-placeholders.css` holds the same rules for a site to
 * serve from its own stylesheet, so the space is reserved even before our script arrives.
 */
export function placeholderCss(tags: string): string {
  const rules = registry.flatMap((d) => [
    reservation(d.tag, measuredHeights(d.tag)),
    ...(d.reservedHeightsBy?.values ?? []).map((value) => {
      const shape = `[${d.reservedHeightsBy?.attribute}=${value}]`;
      return reservation(`${d.tag}${shape.replace(']', ' i]')}`, measuredHeights(d.tag, shape));
    }),
  ]);
  return [...rules, placeholderStyles(tags)].join('\n');
}

const placeholderStyles = (tags: string) =>
  // A grey that reads as a skeleton on light and dark pages alike.
  `:is(${tags}):not(:defined){border-radius:14px;background:#8882}` +
  // A failed widget's box keeps its reserved height, filled by the message.
  `[${ERROR_ATTRIBUTE}]:not(:defined){display:flex;background:none}` +
  `[${FALLBACK}]{flex:1;display:flex;flex-wrap:wrap;place-content:center;align-items:center;gap:8px 12px;padding:16px;border-radius:14px;background:#fef2f2;color:#991b1b;font:14px system-ui,sans-serif}` +
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
