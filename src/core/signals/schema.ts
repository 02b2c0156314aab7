// What GET /api/series answers (a SpanSeries), checked before a widget draws it: a wrong answer is refused
// whole, never half drawn. The type check at the bottom keeps the schema and the shared type the same.

import * as v from 'valibot';
import { ANALYTICS_COINS, TIMEFRAMES } from '../catalog.ts';
import { MONEY, PRICE, SCORE } from '../feed/bounds.ts';
import type { CORRELATION_KEYS, SpanSeries } from './types.ts';

const isoTime = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s))),
);
const price = v.pipe(v.number(), v.gtValue(PRICE.min), v.maxValue(PRICE.max));
const money = v.pipe(v.number(), v.minValue(MONEY.min), v.maxValue(MONEY.max));

const SpanPointSchema = v.object({
  time: isoTime,
  price,
  volume: money,
  sentiment: v.optional(v.pipe(v.number(), v.minValue(SCORE.min), v.maxValue(SCORE.max))),
  whaleVolume: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9))),
});

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const CellSchema = v.union([
  v.object({ r: v.pipe(v.number(), v.minValue(-1), v.maxValue(1)), n: count }),
  v.object({ r: v.null(), n: count }),
]);
const row = v.object({ price: CellSchema, sentiment: CellSchema, volume: CellSchema, whales: CellSchema });

export const SpanSeriesSchema = v.object({
  coin: v.picklist(ANALYTICS_COINS),
  span: v.picklist(TIMEFRAMES),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  points: v.pipe(v.array(SpanPointSchema), v.minLength(2), v.maxLength(24 * 90)),
  correlation: v.object({
    method: v.literal('pearson'),
    n: count,
    matrix: v.object({ price: row, sentiment: row, volume: row, whales: row }),
  }),
  sources: v.object({
    providers: v.array(v.picklist(['coingecko', 'alternative', 'mempool', 'blockchain'])),
    measured: v.boolean(),
    updatedAt: isoTime,
    stale: v.optional(v.boolean()),
  }),
});

/** The answer as a SpanSeries, or why not (a short reason for the one warning). */
export function parseSpanSeries(value: unknown): { ok: true; series: SpanSeries } | { ok: false; problem: string } {
  const result = v.safeParse(SpanSeriesSchema, value);
  if (result.success) return { ok: true, series: result.output };
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, problem: `${path ? `${path}: ` : ''}${issue?.message ?? 'no es una serie'}` };
}

// ---- The schema reads exactly as the shared type -------------------------------------------------------
type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
type Check<T extends true> = T;
export type SpanSeriesMatchesType = Check<Same<v.InferOutput<typeof SpanSeriesSchema>, SpanSeries>>;
// The matrix's keys are the shared ones.
export type MatrixKeysMatch = Check<Same<keyof v.InferOutput<typeof row>, (typeof CORRELATION_KEYS)[number]>>;
