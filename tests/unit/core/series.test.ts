import { describe, expect, it } from 'vitest';
import { COIN_QUOTES } from '../../../src/core/sample/common.ts';
import { basePrice, generateSeries } from '../../../src/core/series.ts';

describe('generated series (spec §3, §9)', () => {
  it('has 24 hourly points labelled 00:00 to 23:00', () => {
    const series = generateSeries('BTC', 1);
    expect(series).toHaveLength(24);
    expect(series.map((p) => p.time)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
  });

  it('swings each sample coin around its card’s price and ends at it; the spec’s base prices for any other coin', () => {
    // The cards' prices follow from the spec's portfolio (127 450,32 $, 45/30/15/10, its amounts).
    expect(basePrice('BTC')).toBeCloseTo(47793.87, 2);
    expect(basePrice('ETH')).toBeCloseTo(2066.76, 2);
    expect(basePrice('SOL')).toBeCloseTo(42.48, 2);
    expect(basePrice('ADA')).toBeCloseTo(1.0621, 4);
    expect(basePrice('XYZ')).toBe(115);
    for (const coin of ['BTC', 'ETH', 'SOL', 'ADA']) {
      const card = COIN_QUOTES.find((quote) => quote.symbol === coin)?.price;
      for (let seed = 0; seed < 50; seed++) expect(generateSeries(coin, seed).at(-1)?.price).toBe(card);
    }
    expect(generateSeries('XYZ', 1).at(-1)?.price).toBe(115);
  });

  it.each(['BTC', 'ETH', 'SOL', 'ADA', 'XYZ'])(
    'swings %s prices at most ±2.5 per cent around the base (spec §9)',
    (coin) => {
      for (let seed = 0; seed < 50; seed++) {
        for (const point of generateSeries(coin, seed)) {
          expect(Math.abs(point.price / basePrice(coin) - 1)).toBeLessThanOrEqual(0.025);
        }
      }
    },
  );

  it('keeps sentiment within ± 20 of the coin’s score, within 0–100, averaging that score', () => {
    for (const coin of ['BTC', 'ETH', 'SOL', 'ADA', 'XYZ']) {
      const centre = COIN_QUOTES.find((quote) => quote.symbol === coin)?.sentiment ?? 50;
      const values: number[] = [];
      for (let seed = 0; seed < 60; seed++) {
        const series = generateSeries(coin, seed).map((p) => p.sentiment);
        values.push(...series);
        // The panel's "Media" is the coin's score, so its band agrees with the trending card and the split.
        expect(
          Math.abs(series.reduce((a, b) => a + b, 0) / series.length - centre),
          `${coin} ${seed}`,
        ).toBeLessThanOrEqual(0.5);
      }
      expect(Math.min(...values)).toBeGreaterThanOrEqual(Math.max(0, centre - 20));
      expect(Math.max(...values)).toBeLessThanOrEqual(Math.min(100, centre + 20));
      // The swing is used, not a constant.
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(15);
    }
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
        price: 48432.90603568825,
        volume: 143465683,
        sentiment: 81,
        transactions: 14433,
        activeAddresses: 38983,
        whaleActivity: 4,
      },
      {
        time: '01:00',
        price: 48027.54772954533,
        volume: 156539501,
        sentiment: 75,
        transactions: 13997,
        activeAddresses: 42231,
        whaleActivity: 3,
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
