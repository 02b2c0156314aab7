// The providers' public endpoints, which a page (configure(), its JSON block) or the server (COINGECKO_BASE_URL…)
// may replace with a proxy or a paid plan's host.

import type { Provider } from '../provenance.ts';

export const DEFAULT_BASE_URLS: Readonly<Record<Provider, string>> = {
  coingecko: 'https://api.coingecko.com/api/v3',
  alternative: 'https://api.alternative.me',
  mempool: 'https://mempool.space/api',
  blockchain: 'https://api.blockchain.info',
};
