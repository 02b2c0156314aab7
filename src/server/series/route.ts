// GET /api/series?coin=BTC&span=30D[&currency=EUR]: one coin's span for CDNs and browsers alike, with the
// feed's caching rules (ETag and 304, Vary: Accept-Encoding, compression once per change) and lifetimes that
// follow the span: a day's hourly series changes faster than three months of days.

import type { Context } from 'hono';
import { CURRENCIES, TIMEFRAMES, type Timeframe } from '../../core/catalog.ts';
import { COIN_SYMBOL_PATTERN } from '../../core/coins/symbols.ts';
import type { Encoding } from '../encoded.ts';
import { chooseEncoding } from '../feed/route.ts';
import { errorResponse } from '../http.ts';
import type { SeriesService } from './service.ts';

/** Fresh series: browsers keep them briefly, shared caches longer, and may serve them while they revalidate. */
export const SERIES_CACHE: Readonly<Record<Timeframe, string>> = {
  '1D': 'public, max-age=30, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
  '7D': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
  '30D': 'public, max-age=300, s-maxage=600, stale-while-revalidate=1800, stale-if-error=86400',
  '90D': 'public, max-age=300, s-maxage=600, stale-while-revalidate=1800, stale-if-error=86400',
};
/** A stale or partial series (its provider failing): short lifetimes, so caches ask again soon. */
export const STALE_SERIES_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=60, stale-if-error=86400';

const SPAN_SET: ReadonlySet<string> = new Set(TIMEFRAMES);
const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCIES);

/** If-None-Match holds the ETag (weak comparison, lists and '*' too). */
const matches = (header: string | undefined, etag: string): boolean =>
  !!header?.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

type Parsed<T> = { value: T } | { error: Response };

/** One of `allowed`, case-insensitively; a 400 naming the parameter otherwise. */
function parameter<T extends string>(
  asked: string | undefined,
  name: string,
  allowed: ReadonlySet<string>,
  fallback?: T,
): Parsed<T> {
  const value = asked?.trim().toUpperCase();
  if (!value && fallback !== undefined) return { value: fallback };
  if (value && allowed.has(value)) return { value: value as T };
  const list = [...allowed].join(', ');
  return {
    error: errorResponse(
      400,
      name === 'currency' ? 'invalid_currency' : 'bad_request',
      value && name === 'coin' && COIN_SYMBOL_PATTERN.test(value)
        ? `No seguimos ${value} en este servidor. Sigue estas monedas: ${list}.`
        : value
          ? `El parámetro «${name}» no admite «${asked?.trim().slice(0, 40)}». Usa uno de estos valores: ${list}.`
          : `Falta el parámetro «${name}». Usa uno de estos valores: ${list}.`,
    ),
  };
}

export function seriesHandler(
  service: SeriesService,
  corsHeaders: (c: Context) => Record<string, string>,
  now: () => number = Date.now,
) {
  const available = (['br', 'gzip'] as const).filter((encoding) => service.encoders[encoding]);
  // The coins the server follows (COINS): a coin's chart is asked of CoinGecko only when a page asks for it.
  const coins: ReadonlySet<string> = new Set(service.config.coins.map((coin) => coin.symbol));
  return async (c: Context): Promise<Response> => {
    const coin = parameter<string>(c.req.query('coin'), 'coin', coins);
    if ('error' in coin) return coin.error;
    const span = parameter<Timeframe>(c.req.query('span'), 'span', SPAN_SET);
    if ('error' in span) return span.error;
    const currency = parameter<string>(c.req.query('currency'), 'currency', CURRENCY_SET, 'USD');
    if ('error' in currency) return currency.error;
    const series =
      service.current(coin.value, span.value, currency.value) ??
      (await service.series(coin.value, span.value, currency.value));
    if (!series) {
      return errorResponse(
        503,
        'upstream_error',
        'CoinGecko no responde y todavía no hay una serie que servir. Vuelve a intentarlo en un minuto.',
        { ...corsHeaders(c), 'retry-after': '60' },
      );
    }
    const headers: Record<string, string> = {
      ...corsHeaders(c),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': series.stale || series.partial ? STALE_SERIES_CACHE : SERIES_CACHE[span.value],
      etag: series.etag,
    };
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (series.stale && series.receivedAt !== undefined) {
      headers.age = String(Math.max(0, Math.floor((now() - series.receivedAt) / 1000)));
      headers.warning = '110 - "Response is Stale"';
    }
    if (matches(c.req.header('if-none-match'), series.etag)) return new Response(null, { status: 304, headers });
    const encoding: Encoding | undefined = chooseEncoding(c.req.header('accept-encoding'), available);
    const pending = encoding && series.encoded(encoding);
    const encoded = pending instanceof Promise ? await pending : pending;
    if (encoding && encoded) headers['content-encoding'] = encoding;
    const body = encoded || series.body;
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}
