// PLACEHOLDER: a stand-in so the widgets' tests run before the merge; the correlation helper's own
// implementation of this file replaces it. Same signature: Pearson on period-to-period changes.

import { pearson } from '../correlation.ts';
import {
  CORRELATION_KEYS,
  type CorrelationCell,
  type CorrelationKey,
  MIN_CORRELATION_PAIRS,
  type SpanCorrelation,
  type SpanPoint,
} from './types.ts';

const value = (p: SpanPoint, key: CorrelationKey): number | undefined =>
  key === 'whales' ? p.whaleVolume : key === 'sentiment' ? p.sentiment : p[key];

/** Returns for price and volume, differences for sentiment and whales; undefined where a side is missing. */
function changes(points: readonly SpanPoint[], key: CorrelationKey): (number | undefined)[] {
  return points.slice(1).map((p, i) => {
    const before = value(points[i] as SpanPoint, key);
    const now = value(p, key);
    if (before === undefined || now === undefined) return undefined;
    if (key === 'price' || key === 'volume') return before > 0 ? now / before - 1 : undefined;
    return now - before;
  });
}

export function correlateChanges(points: readonly SpanPoint[]): SpanCorrelation {
  const columns = Object.fromEntries(CORRELATION_KEYS.map((k) => [k, changes(points, k)])) as Record<
    CorrelationKey,
    (number | undefined)[]
  >;
  const cell = (a: CorrelationKey, b: CorrelationKey): CorrelationCell => {
    const xs: number[] = [];
    const ys: number[] = [];
    columns[a].forEach((x, i) => {
      const y = columns[b][i];
      if (x !== undefined && y !== undefined) {
        xs.push(x);
        ys.push(y);
      }
    });
    const n = xs.length;
    if (n < MIN_CORRELATION_PAIRS) return { r: null, n };
    return { r: a === b ? 1 : pearson(xs, ys), n };
  };
  const matrix = Object.fromEntries(
    CORRELATION_KEYS.map((a) => [a, Object.fromEntries(CORRELATION_KEYS.map((b) => [b, cell(a, b)]))]),
  ) as SpanCorrelation['matrix'];
  return { method: 'pearson', n: Math.max(0, points.length - 1), matrix };
}
