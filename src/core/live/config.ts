// The page's data settings: `configure({ … })` from script, or a JSON block the page writes without script
// (`<script type="application/json" id="crypto-widgets-config">`, allowed by any CSP since it never runs).
// configure() lives in the entry and stores its options under a global symbol; this reads both, lazily.

import type { Provider } from '../provenance.ts';

export interface ProviderSettings {
  baseUrl?: string;
}

export interface DataSettings {
  /** The default `source` of widgets without their own: 'sample', 'live' or a feed URL. */
  source?: string;
  providers?: Partial<Record<Provider, ProviderSettings>>;
}

export const CONFIG_KEY = Symbol.for('crypto-widgets.config');
export const CONFIG_ELEMENT_ID = 'crypto-widgets-config';

export const DEFAULT_BASE_URLS: Readonly<Record<Provider, string>> = {
  coingecko: 'https://api.coingecko.com/api/v3',
  alternative: 'https://api.alternative.me',
  mempool: 'https://mempool.space/api',
  blockchain: 'https://api.blockchain.info',
};

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
  return {
    source: configured.source ?? block.source,
    providers: { ...block.providers, ...configured.providers },
  };
}

/** A provider's base URL without a trailing slash: the page's, or the public endpoint. */
export function baseUrl(provider: Provider): string {
  const configured = dataSettings().providers?.[provider]?.baseUrl;
  return (
    typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_BASE_URLS[provider]
  ).replace(/\/+$/, '');
}
