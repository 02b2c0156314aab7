// The whale figures: the 24 h window and the one before (edges exact), the largest five, the daily volume of
// the complete days before today from the first day observed, and its median.

import { describe, expect, it } from 'vitest';
import { countChange, median, whaleActivity, whalesSince } from '../../../src/server/metrics/whale-activity.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 15:00 UTC on a day no sample data uses. */
const NOW = Date.UTC(2026, 7, 19, 15);
const TODAY = Date.UTC(2026, 7, 19);
const txid = (n: number) => n.toString(16).padStart(64, 'a');
const whale = (n: number, btc: number, seenAt: number) => ({
  txid: txid(n),
  btc,
  seenAt,
  url: `https://mempool.space/tx/${txid(n)}`,
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeUndefined();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
  });
});

describe('countChange', () => {
  it('is the percent change to one decimal, 0 without a previous count', () => {
    expect(countChange(9, 8)).toBe(12.5);
    expect(countChange(2, 3)).toBe(-33.3);
    expect(countChange(5, 0)).toBe(0);
  });
});

describe('whale activity', () => {
  it('counts the last 24 h (start excluded, now included) and the 24 h before for the change', () => {
    const activity = whaleActivity(
      [
        whale(1, 150, NOW),
        whale(2, 420.5, NOW - DAY + 1),
        whale(3, 999, NOW - DAY), // the window's start: the previous day's
        whale(4, 120, NOW - 2 * DAY + 1),
        whale(5, 130, NOW - 2 * DAY), // older than both windows
        whale(6, 5_000, NOW + 1), // after now: not yet
        whale(7, 99.99, NOW - HOUR), // under the threshold
      ],
      NOW,
      100,
    );
    expect([activity.count24h, activity.btc24h, activity.previousCount24h]).toEqual([2, 570.5, 2]);
    expect(activity.largest).toEqual([
      {
        txid: txid(2),
        btc: 420.5,
        seenAt: new Date(NOW - DAY + 1).toISOString(),
        url: `https://mempool.space/tx/${txid(2)}`,
      },
      { txid: txid(1), btc: 150, seenAt: new Date(NOW).toISOString(), url: `https://mempool.space/tx/${txid(1)}` },
    ]);
  });

  it('lists the five largest of the window, largest first', () => {
    const transfers = [300, 100, 700, 250, 1_200, 180, 950].map((btc, i) => whale(i + 1, btc, NOW - (i + 1) * HOUR));
    expect(whaleActivity(transfers, NOW, 100).largest.map((t) => t.btc)).toEqual([1_200, 950, 700, 300, 250]);
  });

  it('sums each complete UTC day from the first one observed, at most 30, and takes their median', () => {
    const activity = whaleActivity(
      [
        whale(1, 200, TODAY - 3 * DAY + HOUR),
        whale(2, 300.25, TODAY - 3 * DAY + 20 * HOUR),
        // Nothing two days ago: a day of zero, the collector was running.
        whale(3, 1_000, TODAY - DAY + 5 * HOUR),
        whale(4, 777, TODAY + HOUR), // today: not a complete day
      ],
      NOW,
      100,
    );
    expect(activity.daily).toEqual([
      { time: new Date(TODAY - 3 * DAY).toISOString(), btc: 500.25 },
      { time: new Date(TODAY - 2 * DAY).toISOString(), btc: 0 },
      { time: new Date(TODAY - DAY).toISOString(), btc: 1_000 },
    ]);
    expect(activity.dailyMedianBtc).toBe(500.25);
    const long = whaleActivity([whale(1, 400, TODAY - 40 * DAY), whale(2, 100, TODAY - DAY)], NOW, 100);
    expect(long.daily).toHaveLength(30);
    expect(long.daily[0]?.time).toBe(new Date(TODAY - 30 * DAY).toISOString());
    expect(long.dailyMedianBtc).toBe(0);
    expect(whalesSince(NOW)).toBe(TODAY - 30 * DAY);
  });

  it('has no daily volume nor median before the first complete day', () => {
    const activity = whaleActivity([whale(1, 250, TODAY + HOUR)], NOW, 100);
    expect(activity.daily).toEqual([]);
    expect(activity.dailyMedianBtc).toBeUndefined();
    expect(activity).toMatchObject({ minBtc: 100, count24h: 1, btc24h: 250, previousCount24h: 0 });
  });
});
