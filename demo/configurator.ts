// The configurator: pick a tag, set each attribute from the choices the manifest lists, watch the real widget
// change, and copy the snippet. It reads custom-elements.json (generated from the registry) and uses the
// published bundle like any site would.

import { html, nothing, render } from 'lit-html';
// Types only: the page reads the published custom-elements.json, whose shape the generator defines.
import type { Manifest, ManifestAttribute, ManifestDeclaration } from '../src/widgets/publish/manifest.ts';

interface State {
  widgets: ManifestDeclaration[];
  tag: string;
  values: Record<string, string>;
  copied: 'idle' | 'done' | 'manual';
  events: string[];
}

const SCRIPT_URL = new URL('../crypto-widgets.js', location.href).href;
const mount = document.getElementById('configurator-app') as HTMLElement;
let state: State;
let preview: HTMLElement | undefined;

const defaultOf = (attribute: ManifestAttribute) => (attribute.default ? JSON.parse(attribute.default) : '');

function current(): ManifestDeclaration {
  return state.widgets.find((w) => w.tagName === state.tag) ?? (state.widgets[0] as ManifestDeclaration);
}

function snippet(): string {
  // In the manifest's order, so the same choices always give the same snippet.
  const attributes = current()
    .attributes.map(({ name }) => [name, state.values[name] ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return `<script type="module" src="${SCRIPT_URL}"></script>\n<${state.tag}${attributes}></${state.tag}>`;
}

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
  }
  for (const attribute of current().attributes) {
    const value = state.values[attribute.name] ?? '';
    if (value === '') preview.removeAttribute(attribute.name);
    else preview.setAttribute(attribute.name, value);
  }
}

function choose(tag: string): void {
  state = { ...state, tag, values: {}, copied: 'idle', events: [] };
  update();
}

function set(name: string, value: string): void {
  state = { ...state, values: { ...state.values, [name]: value }, copied: 'idle' };
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

function attributeControl(attribute: ManifestAttribute) {
  const id = `attr-${attribute.name}`;
  const choices = attribute.enum ?? [];
  const fallback = defaultOf(attribute);
  const value = state.values[attribute.name] ?? '';
  // The default shows in the first option; attributes without one say what happens when unset.
  const hint = fallback ? '' : (attribute.summary ?? '');
  return html`
    <div class="field">
      <label for=${id}><code>${attribute.name}</code></label>
      ${
        choices.length > 0
          ? html`<select id=${id} aria-describedby="${id}-help" @change=${(e: Event) => set(attribute.name, (e.target as HTMLSelectElement).value)}>
              <option value="" ?selected=${value === ''}>(por defecto${fallback ? `: ${fallback}` : ''})</option>
              ${choices.map((choice) => html`<option ?selected=${value === choice} value=${choice}>${choice}</option>`)}
            </select>`
          : attribute.minimum !== undefined
            ? html`<input id=${id} type="number" min=${attribute.minimum} max=${attribute.maximum ?? nothing} step="1" inputmode="numeric" .value=${value}
              aria-describedby="${id}-help" placeholder="sin valor"
              @input=${(e: Event) => set(attribute.name, (e.target as HTMLInputElement).value)} />`
            : html`<input id=${id} type=${attribute.format ? 'url' : 'text'} maxlength=${attribute.maxItems ? nothing : (attribute.maxLength ?? nothing)} .value=${value}
              aria-describedby="${id}-help" placeholder="sin valor" autocomplete="off"
              @input=${(e: Event) => set(attribute.name, (e.target as HTMLInputElement).value)} />`
      }
      <p class="field-help" id="${id}-help">${attribute.description} ${hint}</p>
    </div>
  `;
}

function view() {
  const widget = current();
  return html`
    <div class="configurator-grid">
      <form class="panel" @submit=${(e: Event) => e.preventDefault()} aria-label="Opciones del widget">
        <div class="field">
          <label for="tag">Widget</label>
          <select id="tag" @change=${(e: Event) => choose((e.target as HTMLSelectElement).value)}>
            ${state.widgets.map(
              (w) =>
                html`<option value=${w.tagName} ?selected=${w.tagName === state.tag}>${w.summary} · &lt;${w.tagName}&gt;</option>`,
            )}
          </select>
          <p class="field-help">${widget.description}</p>
        </div>
        ${widget.attributes.map(attributeControl)}
      </form>
      <section class="panel" aria-labelledby="preview-title">
        <h2 id="preview-title">Vista previa</h2>
        <div id="preview-stage" class="preview-stage"></div>
        <h2 id="code-title">Código para tu web</h2>
        <pre class="code" tabindex="0" role="region" aria-labelledby="code-title"><code id="snippet">${snippet()}</code></pre>
        <div class="copy-row">
          <button type="button" class="copy-button" @click=${copy}>Copiar código</button>
          <p class="copy-status" role="status">
            ${state.copied === 'done' ? 'Código copiado.' : state.copied === 'manual' ? 'Código seleccionado: cópialo con Ctrl+C (⌘+C en Mac).' : nothing}
          </p>
        </div>
        ${
          widget.events.length > 0
            ? html`<h2>Eventos</h2>
                <p class="field-help">${widget.events.map((e) => html`<code>${e.name}</code> `)}: se muestran aquí al usar el widget.</p>
                <ul class="event-log" aria-live="polite">
                  ${state.events.map((e) => html`<li><code>${e}</code></li>`)}
                </ul>`
            : nothing
        }
      </section>
    </div>
  `;
}

function update(): void {
  render(view(), mount);
  syncPreview();
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
    state = { widgets, tag: 'crypto-price-chart', values: {}, copied: 'idle', events: [] };
    update();
  } catch {
    render(html`<p role="alert">No se ha podido cargar el manifiesto de los widgets. Recarga la página.</p>`, mount);
  }
}

start();
