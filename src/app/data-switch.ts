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
  const feed = doc.querySelector<HTMLMetaElement>('meta[name="criptopulso:feed"]')?.content.trim() ?? '';
  // A path on this site only: the page's own words, but never a way to send readers elsewhere.
  return /^\/(?!\/)[\w\-./]*$/.test(feed) ? feed : 'live';
}

/** Gives every widget inside `root` the mode as its `source`. */
export function applyMode(root: ParentNode, mode: DataMode, live = liveSource()): void {
  const source = mode === 'live' ? live : mode;
  for (const el of root.querySelectorAll('*'))
    if (el.localName.startsWith('crypto-')) el.setAttribute('source', source);
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
