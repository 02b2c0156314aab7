// The market chart's points: each coin's move since the first point, so coins of very different prices share
// one axis.

import type { MarketPoint } from '../../core/types.ts';

export interface PerformancePoint {
  time: string;
  /** Percent change since the first point, per coin. */
  [symbol: string]: number | string;
}

export function performance(history: readonly MarketPoint[], symbols: readonly string[]): PerformancePoint[] {
  const first = history[0]?.prices ?? {};
  return history.map((point) => ({
    time: point.time,
    ...Object.fromEntries(symbols.map((s) => [s, ((point.prices[s] ?? 0) / (first[s] ?? 1) - 1) * 100])),
  }));
}
