// The shape of GET /api/series, checked before a series is served (a bug or a provider's oddity never goes out
// as figures). Mirrors src/core/signals/types.ts; the check at the bottom keeps the two from drifting.

import * as v from 'valibot';
import { ANALYTICS_COINS, CURRENCIES, TIMEFRAMES } from '../../core/catalog.ts';
import { MONEY, PRICE, SCORE } from '../../core/feed/bounds.ts';
import { CORRELATION_KEYS, type SpanSeries } from '../../core/signals/types.ts';

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const price = v.pipe(v.number(), v.gtValue(PRICE.min), v.maxValue(PRICE.max));
const money = v.pipe(v.number(), v.minValue(MONEY.min), v.maxValue(MONEY.max));

const CellSchema = v.union([
  v.object({ r: v.pipe(v.number(), v.minValue(-1), v.maxValue(1)), n: count }),
  v.object({ r: v.null(), n: count }),
]);

const rowSchema = v.object(
  Object.fromEntries(CORRELATION_KEYS.map((key) => [key, CellSchema])) as Record<
    (typeof CORRELATION_KEYS)[number],
    typeof CellSchema
  >,
);

export const SpanSeriesSchema = v.object({
  coin: v.picklist(ANALYTICS_COINS),
  span: v.picklist(TIMEFRAMES),
  currency: v.picklist(CURRENCIES),
  points: v.array(
    v.object({
      time: isoTime,
      price,
      volume: money,
      sentiment: v.optional(v.pipe(v.number(), v.minValue(SCORE.min), v.maxValue(SCORE.max))),
      whaleVolume: v.optional(v.pipe(v.number(), v.minValue(0))),
    }),
  ),
  correlation: v.object({
    method: v.literal('pearson'),
    n: count,
    matrix: v.object(
      Object.fromEntries(CORRELATION_KEYS.map((key) => [key, rowSchema])) as Record<
        (typeof CORRELATION_KEYS)[number],
        typeof rowSchema
      >,
    ),
  }),
  sources: v.object({
    providers: v.array(v.picklist(['coingecko', 'alternative', 'mempool', 'blockchain'])),
    measured: v.boolean(),
    updatedAt: isoTime,
    stale: v.optional(v.boolean()),
  }),
});

// The schema's output must be a SpanSeries (and a SpanSeries must pass): compile-time only.
type Output = v.InferOutput<typeof SpanSeriesSchema>;
const _toContract = (series: Output): Omit<SpanSeries, 'currency'> => series;
void _toContract;
