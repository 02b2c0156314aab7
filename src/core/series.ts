// The generated chart series of spec §3 ('Generated chart point') and §9.

import { mixSeed, seededRandom } from './random.ts';
import { ONCHAIN_VOLUME_24H } from './sample/common.ts';
import type { ChartPoint } from './types.ts';

/** Base prices of the generated price series (spec §9); any other coin uses OTHER_BASE_PRICE. */
export const BASE_PRICES: Readonly<Record<string, number>> = { BTC: 45000, ETH: 2800 };
export const OTHER_BASE_PRICE = 115;

export const SERIES_POINTS = 24;
export const PRICE_SWING = 0.025;
export const SENTIMENT_CENTRE = 50;
export const SENTIMENT_SWING = 20;

export function basePrice(coin: string): number {
  return BASE_PRICES[coin] ?? OTHER_BASE_PRICE;
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Hourly labels 00:00–23:00. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * 24 hourly points for `coin`. The same (coin, seed) always gives the same series; the timeframe plays no part.
 * Price swings up to ±2.5 % around the coin's base price; sentiment is 50 ± 20, clamped to 0–100.
 */
export function generateSeries(coin: string, seed: number): ChartPoint[] {
  const random = seededRandom(mixSeed(seed, coin));
  const between = (min: number, max: number) => min + (max - min) * random();
  const base = basePrice(coin);
  const hourlyVolume = ONCHAIN_VOLUME_24H / SERIES_POINTS;
  // A plain loop, not Array.from(…, map): Prototype.js, still on many news sites, replaces Array.from with one
  // that ignores the map function.
  const series: ChartPoint[] = [];
  for (let hour = 0; hour < SERIES_POINTS; hour++) {
    series.push({
      time: hourLabel(hour),
      price: base * (1 + between(-PRICE_SWING, PRICE_SWING)),
      volume: Math.round(hourlyVolume * between(0.5, 1.5)),
      sentiment: clamp(Math.round(SENTIMENT_CENTRE + between(-SENTIMENT_SWING, SENTIMENT_SWING)), 0, 100),
      transactions: Math.round(between(12_000, 22_000)),
      activeAddresses: Math.round(between(38_000, 46_000)),
      whaleActivity: Math.round(between(2, 10)),
    });
  }
  return series;
}
