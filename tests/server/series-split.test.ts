// The split of a span's items as /api/series serves it: positive, neutral and negative counts of the coin's
// hours inside the span, summed over every platform, in whole percentages adding up to 100 (largest remainder),
// and only with at least MIN_ITEMS_FOR_SCORE items.

import { describe, expect, it } from 'vitest';
import type { HourlyAggregate } from '../../src/core/measured/types.ts';
import { buildSeries, type HourTotals, hoursByCoin, splitOf } from '../../src/server/series/build.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 20 Nov 2026, 14:25 UTC. */
const NOW = Date.UTC(2026, 10, 20, 14, 25);
const TODAY = Date.UTC(2026, 10, 20);

const row = (
  hour: number,
  platform: HourlyAggregate['platform'],
  p: number,
  n: number,
  m: number,
): HourlyAggregate => ({
  hour,
  coin: 'BTC',
  platform,
  count: p + n + m,
  scoreSum: 0.5 * p - 0.5 * m,
  positive: p,
  neutral: n,
  negative: m,
});

describe('the span’s split', () => {
  it('sums every platform’s hours inside the span, in whole percentages adding up to 100', () => {
    const hours = hoursByCoin([
      // Inside 7D: 13 positive, 5 neutral, 4 negative over two platforms and two hours.
      row(TODAY + 10 * HOUR, 'news', 8, 3, 1),
      row(TODAY + 10 * HOUR, 'bluesky', 2, 1, 2),
      row(TODAY - 3 * DAY, 'telegram', 3, 1, 1),
      // Eight days ago: outside 7D, inside 30D.
      row(TODAY - 8 * DAY, 'news', 0, 0, 30),
    ]).get('BTC') as Map<number, HourTotals>;
    expect(hours.get(TODAY + 10 * HOUR)).toEqual({ count: 17, scoreSum: 3.5, positive: 10, neutral: 4, negative: 3 });
    const chart = {
      prices: [[NOW - 30 * DAY, 1]] as [number, number][],
      volumes: [[NOW - 30 * DAY, 1]] as [number, number][],
    };
    const series = (span: '7D' | '30D') =>
      buildSeries({ coin: 'BTC', span, currency: 'USD', now: NOW, chart, receivedAt: NOW, sentiment: hours });
    // 22 items: 59,09 → 59, 22,73 → 22 + 1 (largest remainder), 18,18 → 18.
    expect(series('7D').split).toEqual({ mentions: 22, shares: { positive: 59, neutral: 23, negative: 18 } });
    // 52 items: 25 %, 9,6 → 10 %, 65,4 → 65 %.
    expect(series('30D').split).toEqual({ mentions: 52, shares: { positive: 25, neutral: 10, negative: 65 } });
  });

  it('has none under 20 items, nor without a store', () => {
    const hours = hoursByCoin([row(TODAY, 'news', 10, 5, 4)]).get('BTC') as Map<number, HourTotals>;
    expect(splitOf(hours, TODAY - DAY, TODAY + DAY)).toBeUndefined();
    const twenty = hoursByCoin([row(TODAY, 'news', 10, 6, 4)]).get('BTC') as Map<number, HourTotals>;
    expect(splitOf(twenty, TODAY - DAY, TODAY + DAY)).toEqual({
      mentions: 20,
      shares: { positive: 50, neutral: 30, negative: 20 },
    });
    const chart = { prices: [[NOW - DAY, 1]] as [number, number][], volumes: [[NOW - DAY, 1]] as [number, number][] };
    expect(
      buildSeries({ coin: 'BTC', span: '1D', currency: 'USD', now: NOW, chart, receivedAt: NOW }).split,
    ).toBeUndefined();
  });
});
