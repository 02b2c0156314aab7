// Pearson correlation of the series a chart shows (spec §2: correlation matrix of price, sentiment,
// volume and whales).

import type { ChartPoint } from './types.ts';

/** The sums Pearson's r is made of, over the first `n` values of two samples. */
export function moments(xs: readonly number[], ys: readonly number[]) {
  const n = Math.min(xs.length, ys.length);
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i] as number;
    meanY += ys[i] as number;
  }
  meanX /= n || 1;
  meanY /= n || 1;
  let cov = 0;
  let varX = 0;
  let varY = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - meanX;
    const dy = (ys[i] as number) - meanY;
    cov += dx * dy;
    varX += dx * dx;
    varY += dy * dy;
  }
  return { n, meanX, meanY, cov, varX, varY };
}

/** Pearson's r of two equally long samples; 0 when either has no variance. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const { n, cov, varX, varY } = moments(xs, ys);
  if (n < 2 || varX === 0 || varY === 0) return 0;
  return clampUnit(cov / Math.sqrt(varX * varY));
}

const clampUnit = (r: number) => Math.max(-1, Math.min(1, r));

/** The matrix's variables; `short` labels the columns where the table is narrow. */
export const CORRELATION_VARIABLES = [
  { key: 'price', label: 'Precio', short: 'Precio' },
  { key: 'sentiment', label: 'Sentimiento', short: 'Sent.' },
  { key: 'volume', label: 'Volumen', short: 'Vol.' },
  { key: 'whaleActivity', label: 'Ballenas', short: 'Ball.' },
] as const satisfies readonly { key: keyof ChartPoint; label: string; short: string }[];

/** Symmetric matrix of r for every pair of CORRELATION_VARIABLES, in that order. */
export function correlationMatrix(points: readonly ChartPoint[]): number[][] {
  const columns = CORRELATION_VARIABLES.map(({ key }) => points.map((p) => p[key]));
  return columns.map((a, i) => columns.map((b, j) => (i === j ? 1 : pearson(a, b))));
}
