// The providers' base URLs: the page's (configure() or its JSON block, for a proxy or a paid endpoint), or the
// public endpoints.

import { DEFAULT_BASE_URLS } from '../core/live/base-urls.ts';
import type { Provider } from '../core/provenance.ts';
import { dataSettings } from './page-settings.ts';

/** A provider's base URL without a trailing slash. */
export function baseUrl(provider: Provider): string {
  const configured = dataSettings().providers?.[provider]?.baseUrl;
  const url = typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_BASE_URLS[provider];
  return url.replace(/\/+$/, '');
}
