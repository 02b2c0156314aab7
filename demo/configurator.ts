// The configurator: pick a tag, set each attribute from the choices the manifest lists, watch the real widget
// change, and copy the snippet. It reads custom-elements.json (generated from the registry) and uses the
// published bundle like any site would; values are checked with the widgets' own parser (configurator-state.ts).
// The choices live in the page's URL, so a configured widget can be shared.

import { html, nothing, render } from 'lit-html';
// Types only: the page reads the published custom-elements.json, whose shape the generator defines.
import type { Manifest, ManifestAttribute, ManifestDeclaration } from '../src/widgets/publish/manifest.ts';
import { type Checked, carryOver, check, fromQuery, isChoice, toQuery } from './configurator-state.ts';

interface State {
  widgets: ManifestDeclaration[];
  tag: string;
  /** What the user typed or chose, by attribute, valid or not: never rewritten behind their back. */
  values: Record<string, string>;
  copied: 'idle' | 'done' | 'manual' | 'link' | 'link-manual';
  events: string[];
  /** A `tag` from the URL that names no widget, until the user picks one. */
  unknownTag?: string;
}

const DEFAULT_TAG = 'crypto-price-chart';
const SCRIPT_URL = new URL('../crypto-widgets.js', location.href).href;
/**
 * What a site pastes before its tags, as the README recommends: its own copy of the placeholders' stylesheet (it
 * reserves each widget's height before the script arrives, so the article does not jump), then the script.
 */
const SNIPPET_HEAD = [
  '<!-- Tu copia de crypto-widgets-placeholders.css, servida por tu sitio: reserva el alto de cada widget -->',
  '<link rel="stylesheet" href="/crypto-widgets-placeholders.css" />',
  `<script type="module" src="${SCRIPT_URL}"></script>`,
].join('\n');
const mount = document.getElementById('configurator-app') as HTMLElement;
let state: State;
let preview: HTMLElement | undefined;

const defaultOf = (attribute: ManifestAttribute) => (attribute.default ? JSON.parse(attribute.default) : '');

function current(): ManifestDeclaration {
  return state.widgets.find((w) => w.tagName === state.tag) ?? (state.widgets[0] as ManifestDeclaration);
}

/** Each attribute of the current widget with its checked value, in the manifest's order. */
const checkedAttributes = (): [ManifestAttribute, Checked][] =>
  current().attributes.map((attribute) => [attribute, check(attribute, state.values[attribute.name] ?? '')]);

function snippet(): string {
  // In the manifest's order, so the same choices always give the same snippet; invalid values stay out.
  const attributes = checkedAttributes()
    .flatMap(([{ name }, checked]) => (checked.kind === 'valid' ? [[name, checked.value] as const] : []))
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return `${SNIPPET_HEAD}\n<${state.tag}${attributes}></${state.tag}>`;
}

/**
 * The pinned preview (narrow screens) scrolls when its widget is taller than it: then it takes keyboard focus,
 * so keyboard users can scroll it too; otherwise it stays out of the tab order.
 */
const scrollWatch = new ResizeObserver(() => {
  const panel = document.querySelector<HTMLElement>('.preview-panel');
  if (!panel) return;
  if (panel.scrollHeight > panel.clientHeight) panel.tabIndex = 0;
  else panel.removeAttribute('tabindex');
});

/** Keeps the live widget in step: a new element for a new tag, attribute changes otherwise. */
function syncPreview(): void {
  const stage = document.getElementById('preview-stage');
  if (!stage) return;
  if (!preview || preview.localName !== state.tag) {
    preview = document.createElement(state.tag);
    for (const { name } of current().events) {
      preview.addEventListener(name, (event) => {
        state = {
          ...state,
          events: [`${name} ${JSON.stringify((event as CustomEvent).detail)}`, ...state.events].slice(0, 5),
        };
        update();
      });
    }
    stage.replaceChildren(preview);
    scrollWatch.disconnect();
    scrollWatch.observe(preview);
    if (stage.parentElement) scrollWatch.observe(stage.parentElement);
  }
  // The preview shows what the snippet gives: an invalid value is left out, as the widget would ignore it.
  for (const [{ name }, checked] of checkedAttributes()) {
    if (checked.kind === 'valid') preview.setAttribute(name, checked.value);
    else preview.removeAttribute(name);
  }
}

/** The page's URL follows the configuration; replaced, not pushed, so typing does not fill the history. */
function syncUrl(): void {
  const untouched = state.tag === DEFAULT_TAG && Object.keys(state.values).length === 0 && !state.unknownTag;
  const query = untouched ? '' : toQuery(current(), state.values);
  if (query !== location.search)
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
}

function choose(tag: string): void {
  const widget = state.widgets.find((w) => w.tagName === tag);
  if (!widget) return;
  const { unknownTag: _, ...rest } = state;
  // Values the new widget also takes (theme, currency, seed…) stay; the rest would mean nothing to it.
  state = { ...rest, tag, values: carryOver(state.values, widget), copied: 'idle', events: [] };
  update();
}

function set(name: string, value: string): void {
  const values = { ...state.values, [name]: value };
  if (value === '') delete values[name];
  state = { ...state, values, copied: 'idle' };
  update();
}

async function copy(): Promise<void> {
  try {
    await navigator.clipboard.writeText(snippet());
    state = { ...state, copied: 'done' };
  } catch {
    // No clipboard access (an insecure page or a denied permission): select the code for a manual copy.
    const code = document.getElementById('snippet');
    if (code) getSelection()?.selectAllChildren(code);
    state = { ...state, copied: 'manual' };
  }
  update();
}

/** The page's own address holds the configuration (see syncUrl): sharing it shares the widget. */
async function copyLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(location.href);
    state = { ...state, copied: 'link' };
  } catch {
    state = { ...state, copied: 'link-manual' };
  }
  update();
}

const COPY_STATUS: Record<State['copied'], string> = {
  idle: '',
  done: 'Código copiado.',
  manual: 'Código seleccionado: cópialo con Ctrl+C (⌘+C en Mac).',
  link: 'Enlace copiado: abre el configurador con estas opciones.',
  'link-manual': 'No se ha podido copiar el enlace: cópialo de la barra de direcciones.',
};

/** The manifest's help texts mark code with backticks: shown as code, not as stray backticks. */
const prose = (text: string) => text.split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));

function attributeControl([attribute, checked]: [ManifestAttribute, Checked]) {
  const id = `attr-${attribute.name}`;
  const fallback = defaultOf(attribute);
  const raw = state.values[attribute.name] ?? '';
  const invalid = checked.kind === 'invalid';
  // The reason comes first: it is what the reader needs when the field is wrong.
  const describedBy = invalid ? `${id}-error ${id}-help` : `${id}-help`;
  // The default shows in the first option; attributes without one say what happens when unset.
  const hint = fallback ? '' : (attribute.summary ?? '');
  const onInput = (e: Event) => set(attribute.name, (e.target as HTMLInputElement | HTMLSelectElement).value);
  const chosen = checked.kind === 'valid' ? checked.value : '';
  return html`
    <div class="field">
      <label for=${id}><code>${attribute.name}</code></label>
      ${
        isChoice(attribute)
          ? html`<select id=${id} aria-describedby=${describedBy} aria-invalid=${invalid ? 'true' : nothing} @change=${onInput}>
              <option value="" ?selected=${checked.kind === 'empty'}>(por defecto${fallback ? `: ${fallback}` : ''})</option>
              ${(attribute.enum ?? []).map((choice) => html`<option ?selected=${chosen === choice} value=${choice}>${choice}</option>`)}
              ${invalid ? html`<option value=${raw} selected>${raw} (no válido)</option>` : nothing}
            </select>`
          : // Plain text boxes, numbers included: the browser keeps exactly what was typed, and the widget's
            // parser (not the browser's) says whether it is valid.
            html`<input id=${id} type="text" .value=${raw} aria-describedby=${describedBy}
              aria-invalid=${invalid ? 'true' : nothing}
              inputmode=${attribute.minimum !== undefined ? 'numeric' : attribute.format ? 'url' : nothing}
              list=${attribute.enum ? `${id}-choices` : nothing}
              placeholder="sin valor" autocomplete="off" spellcheck="false" @input=${onInput} />
              ${
                attribute.enum
                  ? html`<datalist id="${id}-choices">${attribute.enum.map((v) => html`<option value=${v}></option>`)}</datalist>`
                  : nothing
              }`
      }
      ${checked.kind === 'invalid' ? html`<p class="field-error" id="${id}-error">${checked.message}</p>` : nothing}
      <p class="field-help" id="${id}-help">${prose(attribute.description)} ${prose(hint)}</p>
    </div>
  `;
}

/** "`seed`", "`seed` ni `refresh`", "`a`, `b` ni `c`". */
function nameList(names: string[]) {
  return names.map((name, i) => html`${i === 0 ? '' : i === names.length - 1 ? ' ni ' : ', '}<code>${name}</code>`);
}

function view() {
  const widget = current();
  const attributes = checkedAttributes();
  const left = attributes.filter(([, checked]) => checked.kind === 'invalid').map(([a]) => a.name);
  return html`
    <div class="configurator-grid">
      <form class="panel options" @submit=${(e: Event) => e.preventDefault()} aria-label="Opciones del widget">
        <div class="field">
          <label for="tag">Widget</label>
          <select id="tag" aria-describedby=${state.unknownTag ? 'tag-error tag-help' : 'tag-help'}
            @change=${(e: Event) => choose((e.target as HTMLSelectElement).value)}>
            ${state.widgets.map((w) => html`<option value=${w.tagName} ?selected=${w.tagName === state.tag}>${w.summary}</option>`)}
          </select>
          ${
            state.unknownTag
              ? html`<p class="field-error" id="tag-error">No hay ningún widget «${state.unknownTag}»: se muestra «${widget.summary}».</p>`
              : nothing
          }
          <p class="field-help" id="tag-help">
            <span class="tag-name"><code>&lt;${widget.tagName}&gt;</code></span> ${prose(widget.description)}
          </p>
        </div>
        ${attributes.map(attributeControl)}
      </form>
      <section class="panel preview-panel" aria-labelledby="preview-title">
        <h2 id="preview-title">Vista previa<span class="preview-scale"> · a escala reducida</span></h2>
        <div id="preview-stage" class="preview-stage"></div>
        ${
          widget.events.length > 0
            ? html`<h3 class="events-title">Eventos</h3>
                <p class="field-help events-help">${widget.events.map((e) => html`<code>${e.name}</code> `)}: se muestran aquí al usar el widget.</p>
                <ul class="event-log" aria-live="polite">${state.events.map((e) => html`<li><code>${e}</code></li>`)}</ul>`
            : nothing
        }
      </section>
    </div>
    <section class="panel code-panel">
      <h2 id="code-title">Código para tu web</h2>
      <!-- No space around the note: empty, it is :empty and takes no room (no pink box with nothing in it). -->
      <p class="snippet-note" id="snippet-note" role="status">${
        left.length === 0
          ? nothing
          : left.length === 1
            ? html`El código no incluye ${nameList(left)}: su valor no es válido. Corrígelo en su campo.`
            : html`El código no incluye ${nameList(left)}: sus valores no son válidos. Corrígelos en sus campos.`
      }</p>
      <pre class="code" tabindex="0" role="region" aria-labelledby="code-title"
        aria-describedby=${left.length > 0 ? 'snippet-note' : nothing}><code id="snippet">${snippet()}</code></pre>
      <div class="copy-row">
        <button type="button" class="copy-button" @click=${copy}>Copiar código</button>
        <button type="button" class="copy-button secondary" @click=${copyLink}>Copiar enlace</button>
        <p class="copy-status" role="status">${COPY_STATUS[state.copied]}</p>
      </div>
    </section>
  `;
}

function update(): void {
  render(view(), mount);
  syncPreview();
  syncUrl();
}

async function start(): Promise<void> {
  // lit renders beside existing children: the page's static line is replaced by lit's own.
  mount.replaceChildren();
  render(html`<p>Cargando el manifiesto de los widgets…</p>`, mount);
  try {
    const response = await fetch(new URL('../custom-elements.json', location.href));
    if (!response.ok) throw new Error(String(response.status));
    const manifest = (await response.json()) as Manifest;
    const widgets = manifest.modules.flatMap((m) => m.declarations);
    // A shared link restores its configuration, invalid values included (they get their message).
    state = { widgets, ...fromQuery(location.search, widgets, DEFAULT_TAG), copied: 'idle', events: [] };
    update();
  } catch {
    render(html`<p role="alert">No se ha podido cargar el manifiesto de los widgets. Recarga la página.</p>`, mount);
  }
}

start();
