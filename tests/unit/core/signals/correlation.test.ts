// The span's correlation on changes, against values computed apart from this code: a separate script with the
// one-pass formula r = (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)) over the log returns and differences,
// its results written here as literals.

import { describe, expect, it } from 'vitest';
import { changesOf, pairedPearson, spanCorrelation } from '../../../../src/core/spans/correlation.ts';
import { CORRELATION_KEYS, type SpanPoint } from '../../../../src/core/spans/types.ts';

const PRICE = [100, 102, 101, 105, 107, 104, 108, 110, 109, 113, 115, 112, 118];
const VOLUME = [50, 55, 52, 60, 58, 61, 66, 64, 70, 68, 75, 72, 71];
const SENTIMENT = [50, 53, 51, 56, 58, 55, 60, 61, 59, 64, 66, 62, 67];
const WHALES = [10, 8, 12, 9, 7, 11, 6, 9, 13, 8, 10, 12, 7];
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 9, 1);

/** `length` daily points from the fixed columns; `without` drops a column's value at some indexes. */
function series(length: number, without: Partial<Record<keyof SpanPoint, number[]>> = {}): SpanPoint[] {
  return Array.from({ length }, (_, i) => {
    const point: SpanPoint = {
      time: new Date(START + i * DAY_MS).toISOString(),
      price: PRICE[i] as number,
      volume: VOLUME[i] as number,
      sentiment: SENTIMENT[i] as number,
      whaleVolume: WHALES[i] as number,
    };
    for (const [field, indexes] of Object.entries(without)) {
      if (indexes.includes(i)) delete (point as unknown as Record<string, unknown>)[field];
    }
    return point;
  });
}

describe('correlation on changes', () => {
  it('takes log returns of price and volume and differences of sentiment and whales', () => {
    const changes = changesOf(series(3));
    expect(changes.price[0]).toBeCloseTo(Math.log(1.02), 12);
    expect(changes.price[1]).toBeCloseTo(Math.log(101 / 102), 12);
    expect(changes.volume[0]).toBeCloseTo(Math.log(1.1), 12);
    expect(changes.sentiment).toEqual([3, -2]);
    expect(changes.whales).toEqual([-2, 4]);
  });

  it('matches r computed independently to 3 decimals, with n per cell (12 points, 11 changes)', () => {
    const { method, n, matrix } = spanCorrelation(series(12), DAY_MS);
    expect(method).toBe('pearson');
    expect(n).toBe(11);
    expect(matrix.price.sentiment).toEqual({ r: 0.983, n: 11 });
    expect(matrix.price.volume).toEqual({ r: 0.309, n: 11 });
    expect(matrix.sentiment.volume).toEqual({ r: 0.371, n: 11 });
    expect(matrix.price.whales).toEqual({ r: -0.818, n: 11 });
    expect(matrix.sentiment.whales).toEqual({ r: -0.871, n: 11 });
    expect(matrix.volume.whales).toEqual({ r: -0.196, n: 11 });
    for (const key of CORRELATION_KEYS) expect(matrix[key][key]).toEqual({ r: 1, n: 11 });
    // Symmetric.
    for (const a of CORRELATION_KEYS) for (const b of CORRELATION_KEYS) expect(matrix[a][b]).toEqual(matrix[b][a]);
  });

  it('is not the correlation of levels, which trend together', () => {
    // The levels of price and volume correlate at 0.937 (computed apart); their changes at 0.309.
    expect(spanCorrelation(series(12)).matrix.price.volume.r).toBe(0.309);
  });

  it('matches with 13 points (12 changes)', () => {
    const { n, matrix } = spanCorrelation(series(13), DAY_MS);
    expect(n).toBe(12);
    expect(matrix.price.sentiment).toEqual({ r: 0.977, n: 12 });
    expect(matrix.price.volume).toEqual({ r: 0.182, n: 12 });
    expect(matrix.sentiment.volume).toEqual({ r: 0.278, n: 12 });
  });

  it('pairs only the changes where both periods have values: a gap costs two changes', () => {
    // 12 points, sentiment missing at the 6th: 9 sentiment changes, under the minimum.
    const short = spanCorrelation(series(12, { sentiment: [5] }), DAY_MS).matrix;
    expect(short.price.sentiment).toEqual({ r: null, n: 9 });
    expect(short.sentiment.volume).toEqual({ r: null, n: 9 });
    expect(short.sentiment.sentiment).toEqual({ r: null, n: 9 });
    expect(short.price.volume).toEqual({ r: 0.309, n: 11 });
    // 13 points with the same gap: 10 pairs, enough.
    const enough = spanCorrelation(series(13, { sentiment: [5] }), DAY_MS).matrix;
    expect(enough.price.sentiment).toEqual({ r: 0.977, n: 10 });
    expect(enough.sentiment.volume).toEqual({ r: 0.297, n: 10 });
    expect(enough.sentiment.sentiment).toEqual({ r: 1, n: 10 });
  });

  it('says nothing with 9 pairs and gives r with 10', () => {
    expect(spanCorrelation(series(10), DAY_MS).matrix.price.volume).toEqual({ r: null, n: 9 });
    expect(spanCorrelation(series(11), DAY_MS).matrix.price.volume.n).toBe(10);
    expect(spanCorrelation(series(11), DAY_MS).matrix.price.volume.r).not.toBeNull();
  });

  it('leaves whales out when no point has them (n = 0), the others whole', () => {
    const { n, matrix } = spanCorrelation(series(12, { whaleVolume: [...Array(12).keys()] }), DAY_MS);
    expect(n).toBe(11);
    expect(matrix.whales.whales).toEqual({ r: null, n: 0 });
    expect(matrix.price.whales).toEqual({ r: null, n: 0 });
    expect(matrix.price.sentiment).toEqual({ r: 0.983, n: 11 });
  });

  it('gives no r for a series that does not change (constant) or changes by the same step', () => {
    const flat = series(12).map((point) => ({
      ...point,
      whaleVolume: 42,
      sentiment: 40 + Number(point.time.slice(8, 10)),
    }));
    const { matrix } = spanCorrelation(flat, DAY_MS);
    expect(matrix.whales.whales).toEqual({ r: null, n: 11 });
    expect(matrix.price.whales).toEqual({ r: null, n: 11 });
    // Sentiment rising one point a day: its differences are all 1.
    expect(matrix.price.sentiment).toEqual({ r: null, n: 11 });
    expect(pairedPearson([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toEqual({ r: null, n: 10 });
  });

  it('makes no change across a missing period when the step is given', () => {
    // The 7th day is missing: with the step, the 6th → 8th step is not a change.
    const points = series(13).filter((_, i) => i !== 6);
    expect(spanCorrelation(points, DAY_MS).matrix.price.price.n).toBe(10);
    expect(spanCorrelation(points).matrix.price.price.n).toBe(11);
  });

  it('skips a log return from or to a zero volume', () => {
    const points = series(12).map((point, i) => (i === 3 ? { ...point, volume: 0 } : point));
    expect(spanCorrelation(points, DAY_MS).matrix.volume.volume.n).toBe(9);
  });

  it('gives exactly ±1 for a perfectly linear pair', () => {
    expect(pairedPearson([1, 3, 2, 5, 4, 6, 8, 7, 9, 10], [2, 6, 4, 10, 8, 12, 16, 14, 18, 20])).toEqual({
      r: 1,
      n: 10,
    });
    expect(pairedPearson([1, 3, 2, 5, 4, 6, 8, 7, 9, 10], [-1, -3, -2, -5, -4, -6, -8, -7, -9, -10])).toEqual({
      r: -1,
      n: 10,
    });
  });
});
