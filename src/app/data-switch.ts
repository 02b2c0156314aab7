// The app's switch between the sample data (the default) and live data, remembered across visits. The
// widgets follow it through their `source` attribute.

import { html, nothing } from 'lit-html';
import { type LiveView, liveStateText } from './live-status.ts';

export type DataMode = 'sample' | 'live';

const STORAGE_KEY = 'criptopulso:fuente';

export function savedMode(): DataMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'live' ? 'live' : 'sample';
  } catch {
    return 'sample';
  }
}

export function saveMode(mode: DataMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage disabled: the choice lasts until the page is closed.
  }
}

/**
 * Where live figures come from: the site's own feed when the page says it has one (our server writes
 * `<meta name="criptopulso:feed" content="/api/feed">` into the app it serves), so readers' browsers call only
 * this site; the providers directly otherwise (static hosting).
 */
export function liveSource(doc: Document = document): string {
  return sitePath(doc, 'criptopulso:feed') ?? 'live';
}

/**
 * The server's assistant, when it has one (our server writes `<meta name="criptopulso:chat" content="/api/chat">`
 * when OPENAI_BASE_URL is set): the app's chat asks it, whatever the mode (the chat's screen shows no figures, and
 * the server gives the assistant its own live ones). Without it, the chat answers from the mode's figures.
 */
export function chatEndpoint(doc: Document = document): string | undefined {
  return sitePath(doc, 'criptopulso:chat');
}

/** A meta tag's path on this site only: the page's own words, but never a way to send readers elsewhere. */
function sitePath(doc: Document, name: string): string | undefined {
  const path = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  return /^\/(?!\/)[\w\-./]*$/.test(path) ? path : undefined;
}

/** Gives every widget inside `root` the mode as its `source`, and the chat the server's assistant if any. */
export function applyMode(root: ParentNode, mode: DataMode, live = liveSource(), chat = chatEndpoint()): void {
  const source = mode === 'live' ? live : mode;
  for (const el of root.querySelectorAll('*')) {
    if (!el.localName.startsWith('crypto-')) continue;
    el.setAttribute('source', source);
    if (el.localName !== 'crypto-chat') continue;
    if (chat) el.setAttribute('endpoint', chat);
    else el.removeAttribute('endpoint');
  }
}

const OPTIONS: readonly [DataMode, string][] = [
  ['sample', 'Ejemplo'],
  ['live', 'En vivo'],
];

/**
 * The switch, and in live mode what live mode achieves: connecting, live (naming who answered), partly (naming who
 * did not) or not at all (then the widgets show sample figures, and the switch says so beside the pressed "En vivo").
 */
export function dataSwitch(mode: DataMode, view: LiveView, onChange: (mode: DataMode) => void) {
  return html`<div class="data-bar data-state-${view.state}">
    <p class="data-status" role="status">
      ${
        view.state === 'sample'
          ? nothing
          : html`<span class="data-status-dot" aria-hidden="true"></span>${liveStateText(view)}`
      }
    </p>
    <div class="data-switch" role="group" aria-label="Origen de los datos">
      <span class="data-switch-label" aria-hidden="true">Datos</span>
      ${OPTIONS.map(
        ([value, label]) =>
          html`<button type="button" aria-pressed=${mode === value ? 'true' : 'false'} @click=${() => onChange(value)}>
            ${label}
          </button>`,
      )}
    </div>
  </div>`;
}
