// The measured figures' formulas, with hand-computed values (docs/sentimiento.md (Las cifras medidas) has the formulas). The
// fixture: 14 March 2026 at 15:40 UTC, so the current 24 h are the hours 13 March 16:00 … 14 March 15:00.

import { describe, expect, it } from 'vitest';
import type { AggregateCoin, HourlyAggregate, MeasuredPlatform } from '../../../src/core/measured/types.ts';
import { figuresAt, relativeScore, sharesOf, windowsAt } from '../../../src/server/metrics/measured-figures.ts';

const NOW = Date.parse('2026-03-14T15:40:00Z');

function row(
  hour: string,
  coin: AggregateCoin,
  platform: MeasuredPlatform,
  count: number,
  scoreSum: number,
  [positive, neutral, negative]: [number, number, number],
): HourlyAggregate {
  return { hour: Date.parse(hour), coin, platform, count, scoreSum, positive, neutral, negative };
}

/** 40 headlines and 19 Bluesky posts in the current 24 h; 28 texts in the 24 h before. */
const ROWS: HourlyAggregate[] = [
  // Current 24 h.
  row('2026-03-14T09:00:00Z', 'ALL', 'news', 40, 8.4, [19, 14, 7]),
  row('2026-03-14T09:00:00Z', 'BTC', 'news', 12, 4.2, [8, 3, 1]),
  row('2026-03-14T09:00:00Z', 'ETH', 'news', 20, 8.0, [12, 6, 2]),
  row('2026-03-14T09:00:00Z', 'SOL', 'news', 19, 1.9, [6, 11, 2]),
  row('2026-03-14T15:00:00Z', 'ALL', 'bluesky', 9, -0.9, [2, 3, 4]),
  row('2026-03-14T15:00:00Z', 'BTC', 'bluesky', 9, -0.9, [2, 3, 4]),
  // The first hour of the window: in.
  row('2026-03-13T16:00:00Z', 'ALL', 'bluesky', 10, -2.9, [1, 3, 6]),
  // The hour straddling the 24 h edge (15:00–16:00 holds 15:40): out of the current 24 h, in the previous.
  row('2026-03-13T15:00:00Z', 'ALL', 'bluesky', 7, 2.1, [4, 2, 1]),
  row('2026-03-12T20:00:00Z', 'ALL', 'news', 21, -4.9, [3, 8, 10]),
  // An hour after now (a clock ahead): never counted.
  row('2026-03-14T16:00:00Z', 'ALL', 'news', 500, 500, [500, 0, 0]),
];

describe('the 24 h window', () => {
  it('is the 24 hourly buckets ending with the current one, whatever the minute', () => {
    expect(windowsAt(NOW)).toEqual({
      currentHour: Date.parse('2026-03-14T15:00:00Z'),
      windowStart: Date.parse('2026-03-13T16:00:00Z'),
      windowEnd: Date.parse('2026-03-14T16:00:00Z'),
      today: Date.parse('2026-03-14T00:00:00Z'),
    });
    // On the hour, the bucket that just began is the last; the one that began 24 h ago is the previous day's.
    const onTheHour = Date.parse('2026-03-14T16:00:00Z');
    const rows = [
      row('2026-03-13T16:00:00Z', 'ALL', 'news', 3, 0, [0, 3, 0]),
      row('2026-03-13T17:00:00Z', 'ALL', 'news', 5, 0, [0, 5, 0]),
    ];
    expect(figuresAt(rows, onTheHour).overall.mentions).toBe(5);
    expect(figuresAt(rows, onTheHour - 1).overall.mentions).toBe(8);
  });
});

describe('figuresAt', () => {
  const figures = figuresAt(ROWS, NOW);

  it('gives the whole market its mean score on 0–100, shares that add to 100 and the previous 24 h’s score', () => {
    // 59 texts, scores summing 8.4 − 2.9 − 0.9 = 4.6: (4.6 / 59 + 1) × 50 = 53.898… → 53.9.
    // Shares of 22/20/17: floors 37/33/28, the two points left to the largest remainders (neutral, negative).
    // Previous 24 h: 7 + 21 texts summing 2.1 − 4.9 = −2.8: (−0.1 + 1) × 50 = 45.
    expect(figures.overall).toEqual({
      mentions: 59,
      state: 'measured',
      score: 53.9,
      shares: { positive: 37, neutral: 34, negative: 29 },
      previousScore: 45,
    });
    expect(figures.counts).toEqual({ posts: 19, headlines: 40 });
  });

  it('gives each platform with items its figure; 19 items are "pocos datos": the count and no score', () => {
    expect(figures.platforms).toEqual([
      // (8.4 / 40 + 1) × 50 = 60.5; 47.5/35/17.5 %: the one point left goes to the larger count (positive).
      // Previous: 21 headlines summing −4.9: (−0.2333… + 1) × 50 = 38.33… → 38.3.
      {
        platform: 'news',
        mentions: 40,
        state: 'measured',
        score: 60.5,
        shares: { positive: 48, neutral: 35, negative: 17 },
        previousScore: 38.3,
      },
      // 10 + 9 = 19 posts: under 20. The previous 24 h's 7 posts: no previous score either.
      { platform: 'bluesky', mentions: 19, state: 'few' },
    ]);
  });

  it('lists the collecting platforms when it knows them, with no items too, and leaves out the others', () => {
    expect(figuresAt(ROWS, NOW, ['news', 'telegram']).platforms.map((p) => [p.platform, p.mentions])).toEqual([
      ['news', 40],
      ['telegram', 0],
    ]);
  });

  it('gives each coin its score from 20 items up, and its dominance over all texts', () => {
    const [btc, eth, sol, ada, dot] = figures.coins;
    // BTC: 12 + 9 = 21 texts summing 4.2 − 0.9 = 3.3: (3.3 / 21 + 1) × 50 = 57.857… → 57.9. Shares of 10/6/5
    // of 21: floors 47/28/23, remainders 13/12/17 → negative then positive. 21 of 59 texts: 35.59… → 35.6 %.
    expect(btc).toEqual({
      coin: 'BTC',
      mentions: 21,
      state: 'measured',
      score: 57.9,
      shares: { positive: 48, neutral: 28, negative: 24 },
      dominance: 35.6,
    });
    // Exactly 20: a score, (0.4 + 1) × 50 = 70, shares 60/30/10.
    expect(eth).toEqual({
      coin: 'ETH',
      mentions: 20,
      state: 'measured',
      score: 70,
      shares: { positive: 60, neutral: 30, negative: 10 },
      dominance: 33.9,
    });
    // 19: the count and its dominance, no score.
    expect(sol).toEqual({ coin: 'SOL', mentions: 19, state: 'few', dominance: 32.2 });
    expect(ada).toEqual({ coin: 'ADA', mentions: 0, state: 'none', dominance: 0 });
    expect(dot).toEqual({ coin: 'DOT', mentions: 0, state: 'none', dominance: 0 });
  });

  it('draws the history hourly for 1D and 7D and daily for 30D and 90D, every period present', () => {
    const { history } = figures;
    expect(history['1D']).toHaveLength(24);
    expect(history['1D'][0]).toEqual({ time: '2026-03-13T16:00:00.000Z', mentions: 10, score: 35.5 });
    expect(history['1D'][17]).toEqual({ time: '2026-03-14T09:00:00.000Z', mentions: 40, score: 60.5 });
    expect(history['1D'][18]).toEqual({ time: '2026-03-14T10:00:00.000Z', mentions: 0 });
    expect(history['1D'][23]).toEqual({ time: '2026-03-14T15:00:00.000Z', mentions: 9, score: 45 });
    expect(history['7D']).toHaveLength(168);
    expect(history['7D'][0]?.time).toBe('2026-03-07T16:00:00.000Z');
    expect(history['7D'].at(-1)).toEqual(history['1D'][23]);
    // The straddling hour is in the 7D history (it is a whole hour of its own there).
    expect(history['7D'].find((p) => p.time === '2026-03-13T15:00:00.000Z')).toEqual({
      time: '2026-03-13T15:00:00.000Z',
      mentions: 7,
      score: 65,
    });
    expect(history['30D']).toHaveLength(30);
    expect(history['30D'][0]).toEqual({ time: '2026-02-13T00:00:00.000Z', mentions: 0 });
    // UTC days: the 14th holds 40 + 9 texts (7.5: 57.65… → 57.7), the 13th 10 + 7 (−0.8: 47.6), the 12th 21 (38.3).
    expect(history['30D'].slice(-3)).toEqual([
      { time: '2026-03-12T00:00:00.000Z', mentions: 21, score: 38.3 },
      { time: '2026-03-13T00:00:00.000Z', mentions: 17, score: 47.6 },
      { time: '2026-03-14T00:00:00.000Z', mentions: 49, score: 57.7 },
    ]);
    expect(history['90D']).toHaveLength(90);
    expect(history['90D'][0]?.time).toBe('2025-12-15T00:00:00.000Z');
    expect(history['90D'].slice(-3)).toEqual(history['30D'].slice(-3));
  });

  it('with no items says so: counts of zero, no score anywhere, the periods still there', () => {
    const none = figuresAt([], NOW);
    expect(none.overall).toEqual({ mentions: 0, state: 'none' });
    expect(none.platforms).toEqual([]);
    expect(none.coins.map((coin) => coin)).toEqual(
      ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'].map((coin) => ({ coin, mentions: 0, state: 'none', dominance: 0 })),
    );
    expect(none.counts).toEqual({ posts: 0, headlines: 0 });
    expect(none.history['1D'].every((point) => point.mentions === 0 && point.score === undefined)).toBe(true);
    expect(none.history['90D']).toHaveLength(90);
  });
});

describe('the score against the coin’s own baseline', () => {
  /** 20 BTC headlines on each of `days` previous days, with these daily scores. */
  const baseline = (scores: number[]) =>
    scores.map((score, i) =>
      row(
        new Date(Date.parse('2026-03-12T20:00:00Z') - i * 86_400_000).toISOString(),
        'BTC',
        'news',
        20,
        (score / 50 - 1) * 20,
        [10, 5, 5],
      ),
    );

  it('is (score − mean) ÷ sample deviation of the daily scores of the previous 20 days, two decimals', () => {
    // Days of 50, 55, 60, 45, 40: mean 50, squares 0 + 25 + 100 + 25 + 100 = 250, ÷ 4 = 62.5, √ = 7.9057.
    // BTC now 57.857…: 7.857… ÷ 7.9057 = 0.9939 → 0.99. Its previous 24 h are the first baseline day (50).
    const btc = figuresAt([...ROWS, ...baseline([50, 55, 60, 45, 40])], NOW).coins[0];
    expect(btc).toMatchObject({ coin: 'BTC', score: 57.9, previousScore: 50, relative: 0.99 });
  });

  it('needs 5 days with 20 items or more: 4 days, or a fifth of 19 items, give none', () => {
    expect(figuresAt([...ROWS, ...baseline([50, 55, 60, 45])], NOW).coins[0]?.relative).toBeUndefined();
    const thin = { ...row('2026-03-08T20:00:00Z', 'BTC', 'news', 19, 19, [19, 0, 0]) };
    expect(figuresAt([...ROWS, ...baseline([50, 55, 60, 45]), thin], NOW).coins[0]?.relative).toBeUndefined();
    // A day 21 days back is outside the 20.
    const old = baseline([50, 55, 60, 45, 40, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 99]);
    expect(old.at(-1)?.hour).toBe(Date.parse('2026-02-20T20:00:00Z'));
    const twenty = figuresAt([...ROWS, ...old.slice(0, 20)], NOW).coins[0]?.relative;
    expect(figuresAt([...ROWS, ...old], NOW).coins[0]?.relative).toBe(twenty);
  });

  it('counts a flat baseline’s spread as 1 point, and needs a current score', () => {
    expect(relativeScore(62.5, [50, 50, 50, 50, 50])).toBe(12.5);
    expect(relativeScore(undefined, [50, 55, 60, 45, 40])).toBeUndefined();
    expect(relativeScore(40, [50, undefined, 55, 60, 45, 40])).toBe(-1.26);
  });
});

describe('sharesOf', () => {
  it.each([
    [[1, 1, 1], { positive: 34, neutral: 33, negative: 33 }],
    [[2, 1, 0], { positive: 67, neutral: 33, negative: 0 }],
    [[0, 0, 7], { positive: 0, neutral: 0, negative: 100 }],
    [[1, 5, 1], { positive: 14, neutral: 72, negative: 14 }],
    [[0, 0, 0], { positive: 0, neutral: 0, negative: 0 }],
  ] as const)('%j → %j', ([positive, neutral, negative], shares) => {
    expect(sharesOf(positive, neutral, negative)).toEqual(shares);
  });
});
