// The page's data settings: `configure({ … })` from script, or a JSON block the page writes without script
// (`<script type="application/json" id="crypto-widgets-config">`, allowed by any CSP since it never runs).
// configure() lives in the entry and stores its options under a global symbol; this reads both, when a widget
// renders. Every element reads the default `source`; the providers' base URLs matter only to the live code.

import type { Provider } from '../core/provenance.ts';

export interface DataSettings {
  /** The default `source` of widgets without their own: 'sample', 'live' or a feed's URL. */
  source?: string;
  providers?: Partial<Record<Provider, { baseUrl?: string }>>;
}

/** The key src/widgets/configure.ts stores the page's settings under. */
export const CONFIG_KEY = Symbol.for('crypto-widgets.config');
export const CONFIG_ELEMENT_ID = 'crypto-widgets-config';

let warned = false;

/** The settings of the page's JSON block; a block that is not a JSON object is ignored with one warning. */
function pageBlock(): DataSettings {
  const text = typeof document === 'undefined' ? null : document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as DataSettings;
  } catch {
    // Reported below.
  }
  if (!warned) {
    warned = true;
    console.warn(`[crypto-widgets] #${CONFIG_ELEMENT_ID} no contiene un objeto JSON válido; se ignora.`);
  }
  return {};
}

/** The page's settings: the JSON block, overridden by configure(). */
export function dataSettings(): DataSettings {
  const configured = (globalThis as { [CONFIG_KEY]?: DataSettings })[CONFIG_KEY] ?? {};
  const block = pageBlock();
  return { source: configured.source ?? block.source, providers: { ...block.providers, ...configured.providers } };
}
