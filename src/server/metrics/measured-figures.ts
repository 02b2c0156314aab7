// The measured figures from the store's hourly aggregates: pure arithmetic, no I/O (measure.ts asks the store).
// Every formula is written out in docs/sentimiento.md (Las cifras medidas); the tests hold hand-computed values for each.

import { measuredState } from '../../core/measured/state.ts';
import {
  ALL_COINS,
  type HourlyAggregate,
  MEASURED_PLATFORMS,
  type MeasuredCoinFigure,
  type MeasuredFigure,
  type MeasuredPlatform,
  type MeasuredPlatformFigure,
  type MeasuredPoint,
  type MeasuredSentiment,
  MIN_ITEMS_FOR_SCORE,
  platformKind,
  type SentimentShares,
  TRACKED_COINS,
  type TrackedCoin,
} from '../../core/measured/types.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** The coin's own baseline: the 20 days (24 h blocks) before the current 24 h. */
export const BASELINE_DAYS = 20;
/** Fewer baseline days with enough items than this: no relative score. */
export const MIN_BASELINE_DAYS = 5;
/** A baseline that hardly moves would turn noise into huge deviations: its spread counts as at least this. */
export const MIN_BASELINE_SPREAD = 1;
/** How far back the store is asked: the 90 daily points of 90D plus a margin. */
export const LOOKBACK_DAYS = 110;

interface Totals {
  count: number;
  scoreSum: number;
  positive: number;
  neutral: number;
  negative: number;
}

const empty = (): Totals => ({ count: 0, scoreSum: 0, positive: 0, neutral: 0, negative: 0 });
function add(into: Totals, from: Totals): void {
  into.count += from.count;
  into.scoreSum += from.scoreSum;
  into.positive += from.positive;
  into.neutral += from.neutral;
  into.negative += from.negative;
}
const sum = (list: readonly Totals[]): Totals => {
  const total = empty();
  for (const item of list) add(total, item);
  return total;
};

/** One decimal, as every score and percentage is published. */
export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** A mean score (−1…1) on the 0–100 scale, unrounded. */
export const toScale = (mean: number): number => Math.min(100, Math.max(0, (mean + 1) * 50));

/** The 0–100 score of some items, or undefined under the minimum ("pocos datos"). */
function scoreOf(totals: Totals): number | undefined {
  return totals.count >= MIN_ITEMS_FOR_SCORE ? toScale(totals.scoreSum / totals.count) : undefined;
}

/**
 * Whole percentages that add up to exactly 100 (largest remainder): each share is floored, and the points left
 * go to the largest remainders; a tie goes to the larger count, then to positive, neutral, negative in that order.
 */
export function sharesOf(positive: number, neutral: number, negative: number): SentimentShares {
  const counts = [positive, neutral, negative];
  const total = positive + neutral + negative;
  if (total === 0) return { positive: 0, neutral: 0, negative: 0 };
  // Integer arithmetic: remainders compare exactly (1/3 each is a true three-way tie).
  const floors = counts.map((count) => Math.floor((count * 100) / total));
  const remainder = counts.map((count) => (count * 100) % total);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = [0, 1, 2].sort(
    (a, b) =>
      (remainder[b] as number) - (remainder[a] as number) || (counts[b] as number) - (counts[a] as number) || a - b,
  );
  for (const i of order) {
    if (left === 0) break;
    floors[i] = (floors[i] as number) + 1;
    left--;
  }
  return { positive: floors[0] as number, neutral: floors[1] as number, negative: floors[2] as number };
}

/**
 * A figure: its mentions and state always; score and shares only with enough items; the previous 24 h's score when
 * it had enough.
 */
function figureOf(current: Totals, previous: Totals): MeasuredFigure {
  const figure: MeasuredFigure = { mentions: current.count, state: measuredState(current.count) };
  const score = scoreOf(current);
  if (score !== undefined) {
    figure.score = round1(score);
    figure.shares = sharesOf(current.positive, current.neutral, current.negative);
  }
  const before = scoreOf(previous);
  if (before !== undefined) figure.previousScore = round1(before);
  return figure;
}

/**
 * The current score against the coin's own previous days, as a z-score: (score − mean) ÷ standard deviation of
 * the daily scores (sample deviation, n − 1), over the days with enough items; undefined with fewer than 5 such
 * days or without a current score. Two decimals.
 */
export function relativeScore(current: number | undefined, days: readonly (number | undefined)[]): number | undefined {
  if (current === undefined) return undefined;
  const scores = days.filter((score): score is number => score !== undefined);
  if (scores.length < MIN_BASELINE_DAYS) return undefined;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const variance = scores.reduce((a, score) => a + (score - mean) ** 2, 0) / (scores.length - 1);
  const spread = Math.max(Math.sqrt(variance), MIN_BASELINE_SPREAD);
  const z = (current - mean) / spread;
  return Math.max(-100, Math.min(100, Math.round(z * 100) / 100));
}

/** Where the windows lie for `now`: the current hour is the last of the 24. */
export function windowsAt(now: number) {
  const currentHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const windowEnd = currentHour + HOUR_MS;
  return {
    currentHour,
    /** The first hour of the current 24 h: its 24 hourly buckets are [windowStart, windowEnd). */
    windowStart: windowEnd - DAY_MS,
    windowEnd,
    today: Math.floor(now / DAY_MS) * DAY_MS,
  };
}

export type Figures = Pick<MeasuredSentiment, 'overall' | 'platforms' | 'coins' | 'counts' | 'history'>;

/**
 * Every figure at `now` from the hourly aggregates. `collecting`: the platforms whose collectors are on (an off
 * collector is left out); unknown (a server that only serves): the platforms with items in the last 48 h.
 */
export function figuresAt(
  rows: readonly HourlyAggregate[],
  now: number,
  collecting?: readonly MeasuredPlatform[],
  coinList: readonly TrackedCoin[] = TRACKED_COINS,
): Figures {
  const { currentHour, windowEnd, today } = windowsAt(now);
  const blocks = BASELINE_DAYS + 1;
  // blocks[coin][platform][k]: the 24 h block k back from the current one (k = 0), up to the baseline's last.
  const byCoin = new Map<string, Map<MeasuredPlatform, Totals[]>>();
  const hourly = new Map<number, Totals>();
  const daily = new Map<number, Totals>();
  const firstHour = currentHour - 167 * HOUR_MS;
  const firstDay = today - 89 * DAY_MS;

  for (const row of rows) {
    const hour = Math.floor(row.hour / HOUR_MS) * HOUR_MS;
    if (hour >= windowEnd || row.count <= 0) continue;
    const k = Math.floor((windowEnd - hour - HOUR_MS) / DAY_MS);
    if (k < blocks) {
      const platforms = byCoin.get(row.coin) ?? new Map<MeasuredPlatform, Totals[]>();
      byCoin.set(row.coin, platforms);
      const list = platforms.get(row.platform) ?? Array.from({ length: blocks }, empty);
      platforms.set(row.platform, list);
      add(list[k] as Totals, row);
    }
    if (row.coin !== ALL_COINS) continue;
    if (hour >= firstHour) {
      const point = hourly.get(hour) ?? empty();
      add(point, row);
      hourly.set(hour, point);
    }
    const day = Math.floor(hour / DAY_MS) * DAY_MS;
    if (day >= firstDay) {
      const point = daily.get(day) ?? empty();
      add(point, row);
      daily.set(day, point);
    }
  }

  const block = (coin: string, k: number, platform?: MeasuredPlatform): Totals => {
    const platforms = byCoin.get(coin);
    if (!platforms) return empty();
    if (platform) return platforms.get(platform)?.[k] ?? empty();
    return sum([...platforms.values()].map((list) => list[k] as Totals));
  };

  const all0 = block(ALL_COINS, 0);
  const listed = MEASURED_PLATFORMS.filter((platform) =>
    collecting
      ? collecting.includes(platform)
      : block(ALL_COINS, 0, platform).count + block(ALL_COINS, 1, platform).count > 0,
  );
  const platforms: MeasuredPlatformFigure[] = listed.map((platform) => ({
    platform,
    ...figureOf(block(ALL_COINS, 0, platform), block(ALL_COINS, 1, platform)),
  }));

  const coins: MeasuredCoinFigure[] = coinList.map((coin: TrackedCoin) => {
    const current = block(coin, 0);
    const figure: MeasuredCoinFigure = {
      coin,
      ...figureOf(current, block(coin, 1)),
      dominance: all0.count > 0 ? round1((current.count * 100) / all0.count) : 0,
    };
    const baseline = Array.from({ length: BASELINE_DAYS }, (_, i) => scoreOf(block(coin, i + 1)));
    const relative = relativeScore(scoreOf(current), baseline);
    if (relative !== undefined) figure.relative = relative;
    return figure;
  });

  // A social platform's texts are posts, the news' headlines (each platform's kind, src/core/measured/platforms.ts).
  let posts = 0;
  let headlines = 0;
  for (const platform of MEASURED_PLATFORMS) {
    const count = block(ALL_COINS, 0, platform).count;
    if (platformKind(platform) === 'social') posts += count;
    else headlines += count;
  }

  const series = (start: number, length: number, step: number, from: Map<number, Totals>): MeasuredPoint[] =>
    Array.from({ length }, (_, i) => {
      const time = start + i * step;
      const totals = from.get(time);
      const point: MeasuredPoint = { time: new Date(time).toISOString(), mentions: totals?.count ?? 0 };
      if (totals && totals.count > 0) point.score = round1(toScale(totals.scoreSum / totals.count));
      return point;
    });

  return {
    overall: figureOf(all0, block(ALL_COINS, 1)),
    platforms,
    coins,
    counts: { posts, headlines },
    history: {
      '1D': series(currentHour - 23 * HOUR_MS, 24, HOUR_MS, hourly),
      '7D': series(firstHour, 168, HOUR_MS, hourly),
      '30D': series(today - 29 * DAY_MS, 30, DAY_MS, daily),
      '90D': series(firstDay, 90, DAY_MS, daily),
    },
  };
}
