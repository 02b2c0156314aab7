// A CriptoPulso server's span of a coin (GET /api/series beside its /api/feed), read through the live source's
// machinery. Its own chunk, fetched by feed-source.ts only for a feed at a CriptoPulso server's /api/feed (shared request, cache per coin and span, backoff). A wrong answer is one warning and no span:
// the widget then shows its 24 hours as before. Never a throw.

import type { Awaitable } from '../core/data-source.ts';
import { MAX_ANSWER_BYTES } from '../core/live/capped-body.ts';
import { MIN_ITEMS_FOR_SCORE } from '../core/measured/types.ts';
import type { Credit } from '../core/provenance.ts';
import { parseSpanSeries } from '../core/spans/schema.ts';
import type { SpanSeries } from '../core/spans/types.ts';
import { warnField } from './field-warnings.ts';
import { type ReadSettings, type Resource, read } from './read-resource.ts';
import { RequestError } from './request.ts';

/** Stands for "no usable span" among the reads, whose values are objects. */
const NO_SPAN = Object.freeze({}) as SpanSeries;

/** How long a span counts as fresh: the server refreshes it no faster. */
const SPAN_REFRESH_MS = 5 * 60_000;

const resources = new Map<string, Resource<SpanSeries>>();

function spanResource(url: string, publisher: Credit): Resource<SpanSeries> {
  let resource = resources.get(url);
  if (!resource) {
    resource = {
      key: 'span',
      url: () => url,
      who: 'el servidor',
      maxAgeMs: SPAN_REFRESH_MS,
      maxBytes: MAX_ANSWER_BYTES.feed,
      read: ({ value }) => {
        const parsed = parseSpanSeries(value);
        if (!parsed.ok) {
          warnField(`/api/series`, `la respuesta no es una serie válida (${parsed.problem})`);
          return undefined;
        }
        const { series } = parsed;
        const updatedAt = Date.parse(series.sources.updatedAt);
        // Without prices (the provider failing), what the series holds is the server's own measure: measured, or
        // too few texts to say much (and no age, without any).
        const mentions = series.points.reduce((sum, point) => sum + (point.mentions ?? 0), 0);
        const measure = series.sources.partial ? (mentions >= MIN_ITEMS_FOR_SCORE ? 'measured' : 'few') : undefined;
        return {
          value: series,
          ...(measure ? { state: measure } : series.sources.stale ? { state: 'stale' as const } : {}),
          publisher,
          providers: series.sources.providers,
          updatedAt: measure && mentions === 0 ? null : updatedAt <= Date.now() ? updatedAt : undefined,
        };
      },
      sample: () => NO_SPAN,
    };
    resources.set(url, resource);
  }
  return resource;
}

/** The span at `url` (a server's /api/series?coin&span), or undefined when it has no usable answer. */
export function feedSpanSeries(
  url: string,
  settings: ReadSettings,
  publisher: Credit,
): Awaitable<SpanSeries | undefined> {
  const known = (series: SpanSeries) => (series === NO_SPAN ? undefined : series);
  try {
    const series = read(spanResource(url, publisher), settings);
    return series instanceof Promise
      ? series.then(known, (error: unknown) => {
          // A server from before spans: no /api/series, nothing wrong to report.
          if (error instanceof RequestError && error.status === 404) return undefined;
          warnField(`/api/series`, `no se pudo leer (${error instanceof Error ? error.message : 'error'})`);
          return undefined;
        })
      : known(series);
  } catch {
    return undefined;
  }
}
