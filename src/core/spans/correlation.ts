// The correlation matrix of a span's series, on changes rather than levels: two series that both trend over a
// month correlate strongly whatever links them, so each variable is first turned into its period-to-period
// change (log returns of price and volume, differences of sentiment and whale volume). Pure arithmetic; the
// rules are written out in docs/series.md.

import { moments } from '../correlation.ts';
import {
  CORRELATION_KEYS,
  type CorrelationCell,
  type CorrelationKey,
  MIN_CORRELATION_PAIRS,
  type SpanCorrelation,
  type SpanPoint,
} from './types.ts';

/** Where each variable sits in a point, and how its change is taken. */
const VARIABLES: Readonly<Record<CorrelationKey, { field: keyof SpanPoint; change: 'log' | 'difference' }>> = {
  price: { field: 'price', change: 'log' },
  sentiment: { field: 'sentiment', change: 'difference' },
  volume: { field: 'volume', change: 'log' },
  whales: { field: 'whaleVolume', change: 'difference' },
};

/** The change from `before` to `after`, or undefined when either is missing (or not positive, for a log return). */
function changeOf(kind: 'log' | 'difference', before: unknown, after: unknown): number | undefined {
  if (typeof before !== 'number' || typeof after !== 'number') return undefined;
  if (!Number.isFinite(before) || !Number.isFinite(after)) return undefined;
  if (kind === 'difference') return after - before;
  return before > 0 && after > 0 ? Math.log(after / before) : undefined;
}

/**
 * Each variable's change for every step between consecutive points (index i: from point i to point i + 1);
 * undefined where either point lacks the value. With `stepMs`, two points further apart than one step (a
 * period missing in between) make no change at all.
 */
export function changesOf(
  points: readonly SpanPoint[],
  stepMs?: number,
): Record<CorrelationKey, (number | undefined)[]> {
  const changes = Object.fromEntries(CORRELATION_KEYS.map((key) => [key, [] as (number | undefined)[]])) as Record<
    CorrelationKey,
    (number | undefined)[]
  >;
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1] as SpanPoint;
    const after = points[i] as SpanPoint;
    const adjacent = stepMs === undefined || Date.parse(after.time) - Date.parse(before.time) === stepMs;
    for (const key of CORRELATION_KEYS) {
      const { field, change } = VARIABLES[key];
      changes[key].push(adjacent ? changeOf(change, before[field], after[field]) : undefined);
    }
  }
  return changes;
}

/** r rounded to 3 decimals, as published. */
const round3 = (r: number): number => Math.round(r * 1000) / 1000;

/**
 * Pearson's r of the pairs where both samples have a value, with that count n. r is null with fewer than
 * MIN_CORRELATION_PAIRS pairs, and when either side does not vary over those pairs (r is undefined then: 0
 * would claim "no relation" where there is nothing to relate).
 */
export function pairedPearson(
  xs: readonly (number | undefined)[],
  ys: readonly (number | undefined)[],
): CorrelationCell {
  const a: number[] = [];
  const b: number[] = [];
  const length = Math.min(xs.length, ys.length);
  for (let i = 0; i < length; i++) {
    const x = xs[i];
    const y = ys[i];
    if (x !== undefined && y !== undefined) {
      a.push(x);
      b.push(y);
    }
  }
  const { n, meanX, meanY, cov, varX, varY } = moments(a, b);
  if (n < MIN_CORRELATION_PAIRS) return { r: null, n };
  // Relative to the values' own size: a series of equal changes leaves only rounding noise behind.
  const scaleX = Math.max(Math.abs(meanX), 1e-300);
  const scaleY = Math.max(Math.abs(meanY), 1e-300);
  if (varX <= n * (scaleX * 1e-12) ** 2 || varY <= n * (scaleY * 1e-12) ** 2) return { r: null, n };
  return { r: round3(Math.max(-1, Math.min(1, cov / Math.sqrt(varX * varY)))), n };
}

/**
 * The span's matrix: Pearson on changes, each cell with its own n; the diagonal is 1 where the variable has
 * enough changes that vary. `n` is the most pairs any cell has (price with itself when the series is whole).
 */
export function spanCorrelation(points: readonly SpanPoint[], stepMs?: number): SpanCorrelation {
  const changes = changesOf(points, stepMs);
  const matrix = {} as Record<CorrelationKey, Record<CorrelationKey, CorrelationCell>>;
  for (const key of CORRELATION_KEYS) matrix[key] = {} as Record<CorrelationKey, CorrelationCell>;
  let most = 0;
  CORRELATION_KEYS.forEach((a, i) => {
    CORRELATION_KEYS.forEach((b, j) => {
      if (j < i) return;
      const cell = pairedPearson(changes[a], changes[b]);
      const value: CorrelationCell = i === j && cell.r !== null ? { r: 1, n: cell.n } : cell;
      matrix[a][b] = value;
      matrix[b][a] = { ...value };
      most = Math.max(most, cell.n);
    });
  });
  return { method: 'pearson', n: most, matrix };
}
