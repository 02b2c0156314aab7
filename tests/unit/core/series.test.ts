import { describe, expect, it } from 'vitest';
import { basePrice, generateSeries } from '../../../src/core/series.ts';

describe('generated series (spec §3, §9)', () => {
  it('has 24 hourly points labelled 00:00 to 23:00', () => {
    const series = generateSeries('BTC', 1);
    expect(series).toHaveLength(24);
    expect(series.map((p) => p.time)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
  });

  it('uses the base prices BTC 45000, ETH 2800 and 115 for any other coin', () => {
    expect(basePrice('BTC')).toBe(45000);
    expect(basePrice('ETH')).toBe(2800);
    expect(basePrice('SOL')).toBe(115);
    expect(basePrice('ADA')).toBe(115);
    expect(basePrice('XYZ')).toBe(115);
  });

  it.each(['BTC', 'ETH', 'SOL', 'ADA'])('swings %s prices at most ±2.5 %% around the base', (coin) => {
    for (let seed = 0; seed < 50; seed++) {
      for (const point of generateSeries(coin, seed)) {
        expect(Math.abs(point.price / basePrice(coin) - 1)).toBeLessThanOrEqual(0.025);
      }
    }
  });

  it('keeps sentiment at 50 ± 20, within 0–100', () => {
    const values = Array.from({ length: 60 }, (_, seed) => generateSeries('ETH', seed))
      .flat()
      .map((p) => p.sentiment);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(30);
    expect(Math.max(...values)).toBeLessThanOrEqual(70);
    // The swing is used, not a constant.
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(30);
  });

  it('fills every field of a generated chart point', () => {
    for (const point of generateSeries('SOL', 3)) {
      expect(point.volume).toBeGreaterThan(0);
      expect(point.transactions).toBeGreaterThan(0);
      expect(point.activeAddresses).toBeGreaterThan(0);
      expect(point.whaleActivity).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws the same golden points for seed 21', () => {
    expect(generateSeries('BTC', 21).slice(0, 2)).toEqual([
      {
        time: '00:00',
        price: 45895.83242952358,
        volume: 125377946,
        sentiment: 51,
        transactions: 15944,
        activeAddresses: 42718,
        whaleActivity: 2,
      },
      {
        time: '01:00',
        price: 44690.40867628064,
        volume: 135124916,
        sentiment: 61,
        transactions: 19584,
        activeAddresses: 38095,
        whaleActivity: 6,
      },
    ]);
  });

  it('is reproducible for a seed, and differs between seeds and coins', () => {
    expect(generateSeries('BTC', 42)).toEqual(generateSeries('BTC', 42));
    expect(generateSeries('BTC', 42)).not.toEqual(generateSeries('BTC', 43));
    const btc = generateSeries('BTC', 42).map((p) => p.sentiment);
    const eth = generateSeries('ETH', 42).map((p) => p.sentiment);
    expect(btc).not.toEqual(eth);
  });
});
