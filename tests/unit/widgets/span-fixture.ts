// A coin's span as a CriptoPulso server answers GET /api/series: values unlike the sample data (BTC near
// 71 000 $, volumes near 1 500 M $), a sentiment gap every 7th period, and a correlation matrix whose cells
// cover each band, both signs and a cell with too few pairs.

import type { Timeframe } from '../../../src/core/catalog.ts';
import type { CorrelationCell, SpanSeries } from '../../../src/core/spans/types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const SPAN_COUNT: Readonly<Record<Timeframe, number>> = { '1D': 24, '7D': 168, '30D': 30, '90D': 90 };

/** The last period's start: an hour (1D, 7D) or a UTC midnight (30D, 90D) before `now`. */
export function lastPeriod(span: Timeframe, now = Date.now()): number {
  const step = span === '1D' || span === '7D' ? HOUR : DAY;
  return Math.floor(now / step) * step - step;
}

export function spanFixture(span: Timeframe, coin: 'BTC' | 'ETH' = 'BTC', now = Date.now()): SpanSeries {
  const hourly = span === '1D' || span === '7D';
  const step = hourly ? HOUR : DAY;
  const count = SPAN_COUNT[span];
  const end = lastPeriod(span, now);
  const points = Array.from({ length: count }, (_, i) => ({
    time: new Date(end - (count - 1 - i) * step).toISOString(),
    price: 71_000 + 37 * i + (i % 5) * 11,
    volume: 1_500_000_000 + i * 1_000_000,
    ...(i % 7 === 3 ? {} : { sentiment: 40 + (i % 20), mentions: 12 + (i % 9) }),
  }));
  const n = count - 1;
  const c = (r: number | null, pairs = n): CorrelationCell => (r === null ? { r: null, n: 0 } : { r, n: pairs });
  return {
    coin,
    span,
    currency: 'USD',
    points,
    correlation: {
      method: 'pearson',
      n,
      matrix: {
        price: { price: c(1), sentiment: c(0.42), volume: c(-0.73), whales: c(null) },
        sentiment: { price: c(0.42), sentiment: c(1), volume: c(0.05), whales: c(null) },
        volume: { price: c(-0.73), sentiment: c(0.05), volume: c(1), whales: c(null) },
        whales: { price: c(null), sentiment: c(null), volume: c(null), whales: c(null) },
      },
    },
    sources: { providers: ['coingecko'], measured: true, updatedAt: new Date(now - 30_000).toISOString() },
  };
}

/** CoinGecko's /coins/{id}/market_chart in its real shape: [ms, value] pairs, a sample every `stepMs`. */
/**
 * When CoinGecko's newest sample was taken, seen at `now`: a few minutes old, as it is, but within the current hour,
 * so that the current hour has its point whatever the minute the test runs at (in an hour's first minutes, "3
 * minutes ago" is the previous hour, and a span shows one point fewer).
 */
export const lastSampleAt = (now: number): number =>
  Math.max(now - 3 * 60_000, Math.floor(now / 3_600_000) * 3_600_000);

export function marketChart(samples: number, stepMs: number, end: number) {
  const at = (i: number) => end - (samples - 1 - i) * stepMs;
  return {
    prices: Array.from({ length: samples }, (_, i) => [at(i), 63_000 + i * 3]),
    market_caps: Array.from({ length: samples }, (_, i) => [at(i), 1.25e12 + i]),
    total_volumes: Array.from({ length: samples }, (_, i) => [at(i), 24_000_000_000 + i * 24_000]),
  };
}
