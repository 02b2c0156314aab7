// The app's switch between the sample data (the default) and live data, remembered across visits. The
// widgets follow it through their `source` attribute.

import { html } from 'lit-html';

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

/** Gives every widget inside `root` the mode as its `source`. */
export function applyMode(root: ParentNode, mode: DataMode): void {
  for (const el of root.querySelectorAll('*')) if (el.localName.startsWith('crypto-')) el.setAttribute('source', mode);
}

const OPTIONS: readonly [DataMode, string][] = [
  ['sample', 'Ejemplo'],
  ['live', 'En vivo'],
];

export function dataSwitch(mode: DataMode, onChange: (mode: DataMode) => void) {
  return html`<div class="data-switch" role="group" aria-label="Origen de los datos">
    <span class="data-switch-label" aria-hidden="true">Datos</span>
    ${OPTIONS.map(
      ([value, label]) =>
        html`<button type="button" aria-pressed=${mode === value ? 'true' : 'false'} @click=${() => onChange(value)}>
          ${label}
        </button>`,
    )}
  </div>`;
}

export const FOOTER_NOTES: Readonly<Record<DataMode, string>> = {
  sample: 'Datos de ejemplo con fines demostrativos; no constituyen asesoramiento financiero.',
  live: 'Datos en vivo de CoinGecko, Alternative.me, mempool.space y Blockchain.com; lo que no ofrecen sigue siendo de ejemplo. No constituyen asesoramiento financiero.',
};
