// The autoloader: knows every tag, reserves each placeholder's size, and fetches a widget's code (and React,
// once, shared by all) when an instance comes near the viewport, or at once with loading="eager".
// It holds no React and no chart code.

import { clearLoadFailure, elementHooks, placeholderCss, reserveAt, showLoadFailure } from './placeholder.ts';
import { definitionOf, registry, type WidgetDefinition } from './registry.ts';

const TAGS = registry.map((d) => d.tag);
const SELECTOR = TAGS.join(',');
/** How far outside the viewport an instance starts loading. */
const NEAR_VIEWPORT = '600px 0px';

const pending = new Map<string, Promise<void>>();

/** A tag's shell (the chat's, chat/shell.ts): a light stand-in for the widget, drawn without React. */
export interface ShellModule {
  /**
   * Draws the shell into the element's placeholder; resolves when the widget's code is wanted: at once if no
   * shell was drawn, else the reader's intent on it, `loading="eager"`, or `others` (React coming for another
   * widget of the page); never before the shell's first frame.
   */
  drawShell(host: Element, root: ShadowRoot | undefined, others: Promise<void>): Promise<unknown>;
}

/**
 * Tags whose placeholder becomes a shell the reader can use while the code loads (the chat's, chat/shell.ts):
 * set by the module entry only; the classic script holds every widget's code at once and needs none.
 */
export const SHELLS: Record<string, () => Promise<ShellModule>> = {};

/** Resolves once a tag without a shell starts loading: React is coming to the page anyway. */
let reactComing = () => {};
const reactWanted = new Promise<void>((resolve) => {
  reactComing = resolve;
});

/** Loads the element's tag; a tag with a shell, once the shell says its code is wanted. */
function loadFor(el: Element): void {
  const tag = el.localName;
  const shell = SHELLS[tag];
  if (customElements.get(tag)) return;
  (shell
    ? shell()
        .then((module) => module.drawShell(el, elementHooks.shadowRootOf(el as HTMLElement), reactWanted))
        // A shell that cannot be fetched or drawn leaves the placeholder: the widget then loads at once.
        .catch(() => {})
    : Promise.resolve()
  )
    .then(() => load(tag))
    .catch(() => {});
}

/** Loads and defines one tag; resolves when instances of it can render. Safe to call repeatedly. */
export function load(tag: string): Promise<void> {
  const definition = definitionOf(tag);
  if (!definition) return Promise.reject(new Error(`Etiqueta desconocida: <${tag}>`));
  if (!SHELLS[tag]) reactComing();
  if (customElements.get(tag)) return Promise.resolve();
  let promise = pending.get(tag);
  if (!promise) {
    promise = fetchAndDefine(definition);
    pending.set(tag, promise);
  }
  return promise;
}

/** Loads every tag (the single-file build and tests use this). */
export function loadAll(): Promise<void> {
  return Promise.all(TAGS.map(load)).then(() => undefined);
}

/** How long one attempt may take before the reader is told; a hung request must not leave a blank box. */
const LOAD_TIMEOUT_MS = 15_000;
/** Waits before each new attempt after a transient failure (connection reset, 5xx, timeout). */
const RETRY_DELAYS_MS = [1000, 4000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt: machinery and component download in parallel. Even if it answers after its timeout, it defines. */
function attempt(definition: WidgetDefinition): Promise<unknown> {
  const defined = Promise.all([import('./element/define.ts'), definition.load()]).then(([{ defineWidget }, module]) => {
    defineWidget(definition, module, elementHooks);
    for (const el of document.querySelectorAll(definition.tag)) clearLoadFailure(el);
  });
  return Promise.race([
    defined,
    wait(LOAD_TIMEOUT_MS).then(() => Promise.reject(new Error(`más de ${LOAD_TIMEOUT_MS / 1000} s sin respuesta`))),
  ]);
}

async function fetchAndDefine(definition: WidgetDefinition): Promise<void> {
  const { tag } = definition;
  // A page's first Intl number formatter sets up the browser's locale data: 12–20 ms on this machine, four times
  // that on a phone, in one piece. The first tag to load (none pending yet) does it while the code downloads
  // rather than in the first render, in three tasks of a few ms each (the locale's subtags, the numbering systems,
  // then a formatter), so none blocks the page for long.
  if (!pending.size) {
    setTimeout(() => new Intl.Locale('es-ES').maximize());
    setTimeout(() => Intl.supportedValuesOf?.('numberingSystem'), 1);
    setTimeout(() => new Intl.NumberFormat('es-ES').format(0), 2);
  }
  for (let retry = 0; ; retry++) {
    try {
      await attempt(definition);
      return;
    } catch (error) {
      // A late answer to an earlier attempt may have defined the tag meanwhile.
      if (customElements.get(tag)) return;
      const delay = RETRY_DELAYS_MS[retry];
      if (delay !== undefined) {
        await wait(delay);
        continue;
      }
      pending.delete(tag);
      for (const el of document.querySelectorAll(tag)) showLoadFailure(el, () => retryLoad(tag));
      console.warn(`[crypto-widgets] no se ha podido cargar <${tag}>:`, error);
      throw error;
    }
  }
}

/** The reader asked to try again: every instance of the tag waits for the new attempt. */
function retryLoad(tag: string): void {
  for (const el of document.querySelectorAll(tag)) clearLoadFailure(el);
  load(tag).catch(() => {});
}

function reserveSpace(): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(placeholderCss(SELECTOR));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets: widgets still load, the page may shift once.
  }
}

/** `loading="eager"`, read as the element reads it (case and surrounding spaces ignored; anything else is lazy). */
function isEager(el: Element): boolean {
  return el.getAttribute('loading')?.trim().toLowerCase() === 'eager';
}

let visibility: IntersectionObserver | undefined;

/** The mark our element classes carry (set in element/define.ts under the same key). */
const OURS = Symbol.for('crypto-widgets.version');
const warnedForeign = new Set<string>();

/** Whether another script defined this tag first: then its elements are its own, and we leave them alone. */
function foreign(tag: string): boolean {
  const defined = customElements.get(tag);
  if (!defined || OURS in defined) return false;
  if (!warnedForeign.has(tag)) {
    warnedForeign.add(tag);
    console.warn(`[crypto-widgets] <${tag}> ya la define otro script; no se toca.`);
  }
  return true;
}

function watch(el: Element): void {
  const tag = el.localName;
  if (foreign(tag)) return;
  if (customElements.get(tag) || pending.has(tag) || isEager(el) || !visibility) {
    // About to render: its code (or shell) asked for first, then its height reserved at its own width (one
    // layout read, which the request need not wait for).
    loadFor(el);
    reserveAt(el, el.getBoundingClientRect().width);
    return;
  }
  // A shell is drawn at once, near or not (it is light, and waiting for the observer's first answer costs the reader
  // a frame); its widget's code still waits for the element to come near (what this drawing resolves to is left:
  // the observer's loadFor draws the same shell again and follows that).
  SHELLS[tag]?.()
    .then((module) => module.drawShell(el, elementHooks.shadowRootOf(el as HTMLElement), reactWanted))
    .catch(() => {});
  visibility.observe(el);
}

function discover(root: ParentNode): void {
  if (root instanceof Element && TAGS.includes(root.localName as WidgetDefinition['tag'])) watch(root);
  for (const el of root.querySelectorAll(SELECTOR)) watch(el);
}

const STARTED = Symbol.for('crypto-widgets.loader');

/** Starts the loader once per page, however many copies of the script the page includes. */
export function startLoader(): void {
  const page = globalThis as typeof globalThis & { [STARTED]?: boolean };
  if (page[STARTED] || typeof document === 'undefined') return;
  page[STARTED] = true;

  reserveSpace();
  if (typeof IntersectionObserver === 'function') {
    visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // The first entry for every element comes at once, near or not: its width is known from here on.
          reserveAt(entry.target, entry.boundingClientRect.width);
          if (!entry.isIntersecting) continue;
          visibility?.unobserve(entry.target);
          loadFor(entry.target);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
  }

  const scanWhenReady = () => {
    discover(document);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) discover(node);
        if (record.type === 'attributes' && record.target instanceof Element && isEager(record.target)) {
          watch(record.target);
        }
      }
    }).observe(document.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['loading'],
    });
  };
  scanWhenReady();
  // Printing (or saving as PDF) shows the whole article: widgets still far from the screen load now, and a chat
  // still standing as its shell mounts.
  addEventListener('beforeprint', () => {
    for (const el of document.querySelectorAll(SELECTOR))
      if (!foreign(el.localName)) load(el.localName).catch(() => {});
  });
}
