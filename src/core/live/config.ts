// The providers' base URLs: the page's (configure() or its JSON block, for a proxy or a paid endpoint), or the
// public endpoints.

import { dataSettings } from '../page-settings.ts';
import type { Provider } from '../provenance.ts';

export const DEFAULT_BASE_URLS: Readonly<Record<Provider, string>> = {
  coingecko: 'https://api.coingecko.com/api/v3',
  alternative: 'https://api.alternative.me',
  mempool: 'https://mempool.space/api',
  blockchain: 'https://api.blockchain.info',
};

/** A provider's base URL without a trailing slash. */
export function baseUrl(provider: Provider): string {
  const configured = dataSettings().providers?.[provider]?.baseUrl;
  const url = typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_BASE_URLS[provider];
  return url.replace(/\/+$/, '');
}
