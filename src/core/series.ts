// The generated chart series of spec §3 ('Generated chart point') and §9, in the sample world of
// sample/common.ts: a coin's series ends at its card's price and swings around it, and its sentiment averages the
// coin's sample score, so the analytics agree with the trending card, the portfolio and the sentiment split.

import { mixSeed, seededRandom } from './random.ts';
import { ONCHAIN_VOLUME_24H, quoteOf } from './sample/common.ts';
import type { ChartPoint } from './types.ts';

/**
 * Spec §9's base prices for the random price chart (BTC 45000, ETH 2800, any other coin 115). They stand for a coin
 * the sample world has no price for; the sample's coins swing around their cards' prices instead (the spec's
 * portfolio total, split and amounts fix those, and a chart must not contradict its own card).
 */
export const SPEC_BASE_PRICES: Readonly<Record<string, number>> = { BTC: 45000, ETH: 2800 };
export const OTHER_BASE_PRICE = 115;

export const SERIES_POINTS = 24;
export const PRICE_SWING = 0.025;
/** Spec §9: random sentiment 50 ± 20; a coin of the sample world is centred on its own score instead. */
export const SENTIMENT_CENTRE = 50;
export const SENTIMENT_SWING = 20;

/** The price a coin's series ends at: its card's, or the spec's base for a coin without one. */
export function basePrice(coin: string): number {
  return quoteOf(coin)?.price ?? SPEC_BASE_PRICES[coin] ?? OTHER_BASE_PRICE;
}

/** The sentiment a coin's series averages: its card's score, or the spec's 50 for a coin without one. */
export const sentimentCentre = (coin: string): number => quoteOf(coin)?.sentiment ?? SENTIMENT_CENTRE;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Hourly labels 00:00–23:00. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * 24 hourly points for `coin`. The same (coin, seed) always gives the same series; the timeframe plays no part.
 * Price swings up to ±2.5 % around the coin's price and ends at it (the last hour is now); sentiment stays within
 * ± 20 of the coin's score, clamped to 0–100, and averages it.
 */
export function generateSeries(coin: string, seed: number): ChartPoint[] {
  const random = seededRandom(mixSeed(seed, coin));
  const between = (min: number, max: number) => min + (max - min) * random();
  const base = basePrice(coin);
  const centre = sentimentCentre(coin);
  const hourlyVolume = ONCHAIN_VOLUME_24H / SERIES_POINTS;
  // Half the swing each, then centred: every point stays within ± SENTIMENT_SWING, and the mean is the centre.
  const moods: number[] = [];
  for (let hour = 0; hour < SERIES_POINTS; hour++) moods.push(between(-SENTIMENT_SWING / 2, SENTIMENT_SWING / 2));
  const drift = moods.reduce((sum, mood) => sum + mood, 0) / SERIES_POINTS;
  // A plain loop, not Array.from(…, map): Prototype.js, still on many news sites, replaces Array.from with one
  // that ignores the map function.
  const series: ChartPoint[] = [];
  for (let hour = 0; hour < SERIES_POINTS; hour++) {
    const swing = between(-PRICE_SWING, PRICE_SWING);
    series.push({
      time: hourLabel(hour),
      price: hour === SERIES_POINTS - 1 ? base : base * (1 + swing),
      volume: Math.round(hourlyVolume * between(0.5, 1.5)),
      sentiment: clamp(Math.round(centre + (moods[hour] as number) - drift), 0, 100),
      transactions: Math.round(between(12_000, 22_000)),
      activeAddresses: Math.round(between(38_000, 46_000)),
      whaleActivity: Math.round(between(2, 10)),
    });
  }
  return series;
}
