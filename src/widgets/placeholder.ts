// What a widget shows until it renders: a skeleton of the box it reserves, then, if its code cannot load, a
// short Spanish message with a "Reintentar" button inside that box. Part of the loader: it must work when no
// other file of ours could be fetched.
//
// The per-element parts live in the element's own shadow root, never in the host's DOM: the loader writes no
// attribute, style or child into the page's elements, so a server-rendered page hydrates without a mismatch.
// The element layer renders into the same shadow root and drops the placeholder at its first commit.

import { registry, type WidgetDefinition } from './registry.ts';
import { type HeightTable, measuredHeights, RESERVED_HEIGHT_PROPERTY, reservedHeight } from './reserve.ts';

/** The width placeholders assume until an element's own width is known. */
export const TYPICAL_WIDTH = 720;

const reservation = (selector: string, table: HeightTable) =>
  `${selector}:not(:defined){display:block;box-sizing:border-box;min-height:var(${RESERVED_HEIGHT_PROPERTY},${reservedHeight(table, TYPICAL_WIDTH)}px)}`;

/**
 * The document rules for undefined widgets, before the loader knows their width: each tag's reserved height
 * (and each shape's) and the skeleton. The loader adopts them; `crypto-widgets-placeholders.css` holds the
 * same rules for a site to serve from its own stylesheet, so the space is reserved before our script arrives.
 */
export function placeholderCss(tags: string): string {
  const rules = registry.flatMap((d) => [
    reservation(d.tag, measuredHeights(d.tag)),
    ...(d.reservedHeightsBy?.values ?? []).map((value) => {
      const shape = `[${d.reservedHeightsBy?.attribute}=${value}]`;
      return reservation(`${d.tag}${shape.replace(']', ' i]')}`, measuredHeights(d.tag, shape));
    }),
  ]);
  // A grey that reads as a skeleton on light and dark pages alike.
  return [...rules, `:is(${tags}):not(:defined){border-radius:14px;background:#8882}`].join('\n');
}

const BOX = 'placeholder';
const FAILED = 'failed';

/**
 * The rules inside each placeholder's shadow root. Once the box knows its width it holds the height itself:
 * `!important` inside a shadow root outranks the document's normal rules, so the host gives up the typical
 * height and skeleton of the document rules above, only while undefined (the page's own rules apply after).
 */
const SHADOW_CSS =
  `:host(:not(:defined)){min-height:0!important;background:none!important}` +
  `.${BOX}{display:flex;flex-wrap:wrap;place-content:center;align-items:center;gap:8px 12px;box-sizing:border-box;border-radius:14px;background:#8882}` +
  // A failure keeps the calm grey of the box in the page's own text colour: no alarm-red frame around a gap.
  `.${FAILED}{padding:16px;color:inherit;font:14px system-ui}` +
  `.${FAILED} button{font:600 14px system-ui;padding:8px 14px;border:1px solid;border-radius:8px;background:none;color:inherit}`;

let sheet: CSSStyleSheet | undefined;
const boxes = new WeakMap<Element, HTMLElement>();

/** The placeholder's content while the code loads: whatever the page put inside the tag. */
const waiting = (box: HTMLElement) => {
  box.className = BOX;
  box.replaceChildren(document.createElement('slot'));
};

/**
 * The element's open shadow root, created with its placeholder box the first time: the loader calls this to
 * reserve, the element layer to render. Undefined for an element whose shadow root another script made.
 */
function placeholderRoot(el: Element): ShadowRoot | undefined {
  if (boxes.has(el) || el.shadowRoot) return el.shadowRoot ?? undefined;
  let root: ShadowRoot;
  try {
    root = el.attachShadow({ mode: 'open' });
  } catch {
    return undefined;
  }
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(SHADOW_CSS);
    }
    root.adoptedStyleSheets = [sheet];
  } catch {
    // No constructable stylesheets: the box still holds its height (set below through the CSSOM).
  }
  const box = document.createElement('div');
  box.setAttribute('part', BOX);
  box.lang = 'es';
  waiting(box);
  root.append(box);
  boxes.set(el, box);
  reserveAt(el, TYPICAL_WIDTH);
  return root;
}

/** The height table for this element: its tag's, or the one for the value of the attribute that shapes it. */
function heightsFor(definition: WidgetDefinition, el: Element): HeightTable {
  const by = definition.reservedHeightsBy;
  const value = by && el.getAttribute(by.attribute)?.trim().toLowerCase();
  return measuredHeights(definition.tag, value && by.values.includes(value) ? `[${by.attribute}=${value}]` : '');
}

/**
 * Reserves the height the element will have at `width`, unless the page set `--crypto-reserved-height` itself
 * (inherited into the shadow root). Set through the CSSOM, which a strict `style-src` policy allows.
 */
export function reserveAt(el: Element, width: number): void {
  const definition = registry.find((d) => d.tag === el.localName);
  if (!definition || width <= 0) return;
  if (!boxes.has(el) && (customElements.get(el.localName) || !placeholderRoot(el))) return;
  boxes
    .get(el)
    ?.style.setProperty(
      'min-height',
      `var(${RESERVED_HEIGHT_PROPERTY},${reservedHeight(heightsFor(definition, el), width)}px)`,
    );
}

/** What the loader hands the element layer with a widget's code (so no chunk imports from the entry). */
export interface ElementHooks {
  /** The element's shadow root, holding its placeholder until the first render. */
  shadowRootOf(host: HTMLElement): ShadowRoot | undefined;
  /** The widget rendered: its placeholder goes. */
  dropPlaceholder(host: HTMLElement): void;
}

export const elementHooks: ElementHooks = {
  shadowRootOf: placeholderRoot,
  dropPlaceholder(host) {
    boxes.get(host)?.remove();
    boxes.delete(host);
  },
};

/** Shows the failure inside the element's reserved box, once, with a button that calls `retry`. */
export function showLoadFailure(el: Element, retry: () => void): void {
  const box = placeholderRoot(el) && boxes.get(el);
  if (!box || box.classList.contains(FAILED)) return;
  box.classList.add(FAILED);
  const text = document.createElement('span');
  text.setAttribute('role', 'alert');
  text.textContent = 'No se ha podido cargar este módulo.';
  const button = document.createElement('button');
  button.textContent = 'Reintentar';
  button.addEventListener('click', retry);
  box.replaceChildren(text, button);
}

export function clearLoadFailure(el: Element): void {
  const box = boxes.get(el);
  if (box?.classList.contains(FAILED)) waiting(box);
}
