// What GET /api/series answers (a SpanSeries), checked before a widget draws it: a wrong answer is refused
// whole, never half drawn. The type check at the bottom keeps the schema and the shared type the same.

import * as v from 'valibot';
import { TIMEFRAMES } from '../catalog.ts';
import { COIN_SYMBOL_PATTERN } from '../coins/symbols.ts';
import { MONEY, PRICE, SCORE } from '../feed/bounds.ts';
import { CORRELATION_KEYS, type SpanCorrelation, type SpanSeries } from './types.ts';

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const price = v.pipe(v.number(), v.gtValue(PRICE.min), v.maxValue(PRICE.max));
const money = v.pipe(v.number(), v.minValue(MONEY.min), v.maxValue(MONEY.max));

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const SpanPointSchema = v.object({
  time: isoTime,
  price: v.optional(price),
  volume: v.optional(money),
  sentiment: v.optional(v.pipe(v.number(), v.minValue(SCORE.min), v.maxValue(SCORE.max))),
  mentions: v.optional(count),
  whaleVolume: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9))),
});

const share = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/** A cell: r in [-1, 1] with its pairs, or null r (too few pairs). Checked by hand: valibot's union would add to
 * the feed chunk every page with a feed loads. */
function isCell(cell: unknown): boolean {
  if (typeof cell !== 'object' || cell === null) return false;
  const { r, n } = cell as { r?: unknown; n?: unknown };
  const pairs = typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return pairs && (r === null || (typeof r === 'number' && r >= -1 && r <= 1));
}

function isMatrix(matrix: unknown): matrix is SpanCorrelation['matrix'] {
  const rows = matrix as Record<string, Record<string, unknown> | undefined> | null;
  return (
    typeof rows === 'object' &&
    rows !== null &&
    CORRELATION_KEYS.every((a) => typeof rows[a] === 'object' && CORRELATION_KEYS.every((b) => isCell(rows[a]?.[b])))
  );
}

export const SpanSeriesSchema = v.object({
  coin: v.pipe(v.string(), v.regex(COIN_SYMBOL_PATTERN)),
  span: v.picklist(TIMEFRAMES),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  points: v.pipe(v.array(SpanPointSchema), v.minLength(2), v.maxLength(24 * 90)),
  // The matrix is checked by isMatrix.
  correlation: v.object({ method: v.picklist(['pearson']), n: count }),
  split: v.optional(
    v.object({ mentions: count, shares: v.object({ positive: share, neutral: share, negative: share }) }),
  ),
  sources: v.object({
    providers: v.array(v.picklist(['coingecko', 'alternative', 'mempool', 'blockchain'])),
    measured: v.boolean(),
    updatedAt: isoTime,
    stale: v.optional(v.boolean()),
    partial: v.optional(v.boolean()),
    reason: v.optional(v.pipe(v.string(), v.maxLength(300))),
  }),
});

/**
 * A series with prices has them in every point, with their volume; a partial one (its prices unavailable) in
 * none. Anything between is refused: a chart would draw a price line with holes nobody explained.
 */
function pricesProblem(series: SpanSeries): string | undefined {
  const priced = series.points.filter((point) => point.price !== undefined && point.volume !== undefined).length;
  const touched = series.points.filter((point) => point.price !== undefined || point.volume !== undefined).length;
  const whole = series.sources.partial ? touched === 0 : priced === series.points.length;
  return whole ? undefined : 'points: precio y volumen van en todos los periodos, o en ninguno si es parcial';
}

/** The answer as a SpanSeries, or why not (a short reason for the one warning). */
export function parseSpanSeries(value: unknown): { ok: true; series: SpanSeries } | { ok: false; problem: string } {
  const result = v.safeParse(SpanSeriesSchema, value);
  if (result.success) {
    const matrix = (value as { correlation: { matrix?: unknown } }).correlation.matrix;
    if (!isMatrix(matrix)) return { ok: false, problem: 'correlation.matrix: celdas que no son { r, n }' };
    const series = { ...result.output, correlation: { ...result.output.correlation, matrix } };
    const problem = pricesProblem(series);
    return problem ? { ok: false, problem } : { ok: true, series };
  }
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  return { ok: false, problem: `${path ? `${path}: ` : ''}${issue?.message ?? 'no es una serie'}` };
}

// ---- The schema (and the matrix checked by hand) reads exactly as the shared type ------------------------
type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
type Check<T extends true> = T;
type Checked = v.InferOutput<typeof SpanSeriesSchema>;
export type SpanSeriesMatchesType = [
  Check<Same<Omit<Checked, 'correlation'>, Omit<SpanSeries, 'correlation'>>>,
  Check<Same<Checked['correlation'], Omit<SpanCorrelation, 'matrix'>>>,
];
