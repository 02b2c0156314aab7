// The one pure function from market_chart samples to a span's points (src/core/spans), used by /api/series, the
// feed and the browser: the periods at a moment, the rule for gaps, and what was measured joining each period.

import { describe, expect, it } from 'vitest';
import type { MarketChartSamples } from '../../../src/core/spans/market-chart.ts';
import { isHourly, periodsAt } from '../../../src/core/spans/periods.ts';
import { hourlyPoints, spanPoints, spanSeriesOf } from '../../../src/core/spans/points.ts';

const HOUR = 3_600_000;
/** 25 Nov 2026, 09:40 UTC. */
const NOW = Date.UTC(2026, 10, 25, 9, 40);
const iso = (ms: number) => new Date(ms).toISOString();

/** An hourly sample 10 minutes into each of the last `hours` hours: price 100 + h, volume 1 000 + h. */
function hourly(hours: number): MarketChartSamples {
  const current = Math.floor(NOW / HOUR) * HOUR;
  const at = (h: number) => current - (hours - 1 - h) * HOUR + 10 * 60_000;
  return {
    prices: Array.from({ length: hours }, (_, h) => [at(h), 100 + h]),
    volumes: Array.from({ length: hours }, (_, h) => [at(h), 1000 + h]),
  };
}

describe('the periods of a span', () => {
  it('end with the current one: hours for 1D and 7D, UTC days for 30D and 90D', () => {
    expect(periodsAt('1D', NOW)).toHaveLength(24);
    expect(iso(periodsAt('1D', NOW)[0] as number)).toBe('2026-11-24T10:00:00.000Z');
    expect(iso(periodsAt('1D', NOW).at(-1) as number)).toBe('2026-11-25T09:00:00.000Z');
    expect(periodsAt('7D', NOW)).toHaveLength(168);
    expect(iso(periodsAt('30D', NOW)[0] as number)).toBe('2026-10-27T00:00:00.000Z');
    expect(iso(periodsAt('90D', NOW).at(-1) as number)).toBe('2026-11-25T00:00:00.000Z');
    expect([isHourly('1D'), isHourly('7D'), isHourly('30D'), isHourly('90D')]).toEqual([true, true, false, false]);
  });
});

describe('the points of a span', () => {
  it('take each period’s last price and the 24 h volume at that moment', () => {
    const points = spanPoints('1D', NOW, hourly(30));
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ time: '2026-11-24T10:00:00.000Z', price: 106, volume: 1006 });
    expect(points.at(-1)).toEqual({ time: '2026-11-25T09:00:00.000Z', price: 129, volume: 1029 });
    const days = spanPoints('30D', NOW, hourly(30 * 24));
    expect(days).toHaveLength(30);
    // A day's close is its 23:10 sample (10 hours before today's 09:10, the latest); today's, the latest.
    expect(days.at(-2)).toEqual({ time: '2026-11-24T00:00:00.000Z', price: 100 + 709, volume: 1000 + 709 });
    expect(days.at(-1)).toEqual({ time: '2026-11-25T00:00:00.000Z', price: 100 + 719, volume: 1000 + 719 });
  });

  it('leave out a period without a price sample or without a volume sample: never 0, never carried over', () => {
    const samples = hourly(24);
    const current = Math.floor(NOW / HOUR) * HOUR;
    const without = (list: MarketChartSamples['prices'], hour: number) =>
      list.filter(([at]) => at < hour || at >= hour + HOUR);
    const points = spanPoints('1D', NOW, {
      prices: without(samples.prices, current - 5 * HOUR),
      volumes: without(samples.volumes, current - 2 * HOUR),
    });
    expect(points).toHaveLength(22);
    expect(points.map((p) => p.time)).not.toContain(iso(current - 5 * HOUR));
    expect(points.map((p) => p.time)).not.toContain(iso(current - 2 * HOUR));
    expect(points.every((p) => p.price !== undefined && p.volume !== undefined && p.volume > 0)).toBe(true);
    // No change across either gap: 23 steps, 4 touch a missing hour.
    const series = spanSeriesOf(
      { coin: 'BTC', span: '1D', currency: 'USD', sources: { providers: [], measured: false, updatedAt: iso(NOW) } },
      points,
    );
    expect(series.correlation.matrix.price.price).toEqual({ r: 1, n: 19 });
  });

  it('join what was measured in each period, and without samples keep every period with it alone', () => {
    const measured = (start: number) =>
      start === Math.floor(NOW / HOUR) * HOUR - 3 * HOUR ? { sentiment: 61.5, mentions: 4 } : {};
    const priced = spanPoints('1D', NOW, hourly(24), measured);
    expect(priced[20]).toEqual({
      time: '2026-11-25T06:00:00.000Z',
      price: 120,
      volume: 1020,
      sentiment: 61.5,
      mentions: 4,
    });
    const partial = spanPoints('1D', NOW, undefined, measured);
    expect(partial).toHaveLength(24);
    expect(partial[20]).toEqual({ time: '2026-11-25T06:00:00.000Z', sentiment: 61.5, mentions: 4 });
    expect(partial[0]).toEqual({ time: '2026-11-24T10:00:00.000Z' });
    expect(spanPoints('90D', NOW, undefined)).toHaveLength(90);
  });
});

describe('the feed’s 24 hours', () => {
  it('are the 1D points labelled with their local hour, or none when one hour is missing', () => {
    const points = hourlyPoints(hourly(24), NOW, 'Europe/Madrid');
    expect(points).toHaveLength(24);
    expect(points?.at(-1)).toEqual({ time: '10:00', price: 123, volume: 1023 });
    expect(hourlyPoints(hourly(23), NOW, 'UTC')).toBeUndefined();
  });
});
