// GET /api/feed: the feed for CDNs and browsers alike. Shared caches keep it a minute and may serve it for
// ten more while they revalidate (or a day while the origin fails); browsers revalidate after 30 s with
// the ETag and get a 304 when nothing changed. Stale figures (a provider failing) say so in the feed, in
// `Age` and in `Warning`, with a shorter lifetime so caches ask again soon.

import type { Context } from 'hono';
import { CURRENCIES } from '../../core/catalog.ts';
import type { Encoding } from '../encoded.ts';
import { errorResponse } from '../http.ts';
import type { FeedService } from './service.ts';

const FRESH_CACHE = 'public, max-age=30, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
const STALE_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=60, stale-if-error=86400';

/** The best encoding the client accepts among those the server has, or none. */
export function chooseEncoding(accept: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const item of accept.toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name?.trim() ?? '', q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return available.filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0];
}

/** If-None-Match holds the ETag (weak comparison, lists and '*' too). */
const matches = (header: string | undefined, etag: string): boolean =>
  !!header?.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/** The currencies `?currency=` accepts: the widgets' `currency` attribute's. */
const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCIES);

/** The choice for each Accept-Encoding seen (browsers send a handful of spellings), so each is parsed once. */
function encodingChooser(available: readonly Encoding[]) {
  const chosen = new Map<string, Encoding | undefined>();
  return (accept: string | undefined): Encoding | undefined => {
    if (!accept) return undefined;
    if (chosen.has(accept)) return chosen.get(accept);
    const encoding = chooseEncoding(accept, available);
    if (chosen.size < 256) chosen.set(accept, encoding);
    return encoding;
  };
}

/**
 * `corsHeaders` is set here rather than by a middleware after the handler: changing a finished Response's
 * headers makes the Node adapter leave its fast path, which costs half the throughput.
 */
export function feedHandler(
  service: FeedService,
  corsHeaders: (c: Context) => Record<string, string>,
  now: () => number = Date.now,
) {
  const choose = encodingChooser((['br', 'gzip'] as const).filter((encoding) => service.encoders[encoding]));
  return async (c: Context): Promise<Response> => {
    const asked = c.req.query('currency');
    const currency = asked === undefined || asked === '' ? 'USD' : asked.trim().toUpperCase();
    if (!CURRENCY_SET.has(currency)) {
      return errorResponse(
        400,
        'invalid_currency',
        `La moneda «${asked}» no está disponible. Usa una de estas: ${[...CURRENCY_SET].join(', ')}.`,
      );
    }
    const feed = service.current(currency) ?? (await service.feed(currency));
    if (feed.sampleOnly && !service.config.sampleFallback) {
      return errorResponse(
        503,
        'feed_unavailable',
        'Los proveedores de datos no responden y todavía no hay cifras que servir. Vuelve a intentarlo en un minuto.',
        { 'retry-after': '60' },
      );
    }
    const headers: Record<string, string> = {
      ...corsHeaders(c),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': feed.stale ? STALE_CACHE : FRESH_CACHE,
      etag: feed.etag,
    };
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (feed.stale && feed.oldestAnswer !== undefined) {
      headers.age = String(Math.max(0, Math.floor((now() - feed.oldestAnswer) / 1000)));
      headers.warning = '110 - "Response is Stale"';
    }
    if (matches(c.req.header('if-none-match'), feed.etag)) return new Response(null, { status: 304, headers });
    const encoding = choose(c.req.header('accept-encoding'));
    const pending = encoding && feed.encoded(encoding);
    const encoded = pending instanceof Promise ? await pending : pending;
    if (encoding && encoded) headers['content-encoding'] = encoding;
    const body = encoded || feed.body;
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
