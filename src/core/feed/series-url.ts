// Where a CriptoPulso server serves a coin's span: beside its feed (…/api/feed → …/api/series), same origin,
// the feed's currency carried over. Any other feed has no spans.

import type { Timeframe } from '../catalog.ts';

export function seriesUrlBeside(feedUrl: string, coin: string, span: Timeframe): string | undefined {
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return undefined;
  }
  if (!/\/api\/feed\/?$/.test(url.pathname)) return undefined;
  const currency = url.searchParams.get('currency');
  const series = new URL(url.pathname.replace(/\/api\/feed\/?$/, '/api/series'), url.origin);
  series.searchParams.set('coin', coin);
  series.searchParams.set('span', span);
  if (currency) series.searchParams.set('currency', currency);
  return series.href;
}
