// The insight rules of docs/senales.md, each at its threshold: exactly there (fires or not, as documented), just
// past it, and far past it (the confidence clamped), with the cards' exact words and figures.

import { describe, expect, it } from 'vitest';
import {
  divergence,
  extremeFearGreed,
  insightsFrom,
  socialSpike,
  whaleSpike,
} from '../../../src/server/metrics/insights.ts';

describe('sentiment/price divergence', () => {
  it('fires at exactly 1 sd above the baseline and a 3 % fall over 3 daily closes, with the lowest confidence', () => {
    // 2 000 → 1 990 → 1 960 → 1 940: three falls, 60 of 2 000 = 3 %.
    const card = divergence({ coin: 'ETH', score: 57, relative: 1, dailyCloses: [2_000, 1_990, 1_960, 1_940] });
    expect(card).toEqual({
      type: 'bullish',
      title: 'Sentimiento y precio divergen en ETH',
      description:
        'El precio de Ethereum baja 3 días seguidos, un 3 % en total, mientras su sentimiento medido (57/100) está 1 desviaciones típicas por encima de su media de 20 días.',
      confidence: 50,
      timeframe: '24-72 horas',
      colour: '#16a34a',
    });
  });

  it('reads only the last 3 days; grows 15 points per sd and 5 per point of fall past the thresholds, clamped at 95', () => {
    // A rise before the last three days does not count. 70 000 → 67 200: 4 %; 50 + 15 × 0.5 + 5 × 1 = 62.5 → 63
    const card = divergence({
      coin: 'BTC',
      score: 63.2,
      relative: 1.5,
      dailyCloses: [65_000, 70_000, 68_600, 68_000, 67_200],
    });
    expect(card?.confidence).toBe(63);
    expect(card?.description).toBe(
      'El precio de Bitcoin baja 3 días seguidos, un 4 % en total, mientras su sentimiento medido (63/100) está 1,5 desviaciones típicas por encima de su media de 20 días.',
    );
    // 50 + 15 × 1.5 + 5 × 2 = 82.5 → 83
    expect(divergence({ coin: 'SOL', score: 80, relative: 2.5, dailyCloses: [100, 99, 97, 95] })?.confidence).toBe(83);
    expect(divergence({ coin: 'SOL', score: 90, relative: 6, dailyCloses: [100, 90, 88, 85] })?.confidence).toBe(95);
  });

  it('does not fire under either threshold, with a day not falling, with fewer than 3 days, or without a figure', () => {
    expect(divergence({ coin: 'BTC', score: 60, relative: 0.99, dailyCloses: [100, 98, 96, 94] })).toBeUndefined();
    // 2,99 % in all.
    expect(divergence({ coin: 'BTC', score: 60, relative: 3, dailyCloses: [100, 99, 98, 97.01] })).toBeUndefined();
    // 10 % in all, but one day rose, and one stayed.
    expect(divergence({ coin: 'BTC', score: 60, relative: 3, dailyCloses: [100, 95, 96, 90] })).toBeUndefined();
    expect(divergence({ coin: 'BTC', score: 60, relative: 3, dailyCloses: [100, 97, 97, 90] })).toBeUndefined();
    // Two days only.
    expect(divergence({ coin: 'BTC', score: 60, relative: 3, dailyCloses: [100, 95, 90] })).toBeUndefined();
    expect(divergence({ coin: 'BTC', score: 60, dailyCloses: [100, 98, 96, 94] })).toBeUndefined();
    expect(divergence({ coin: 'BTC', score: 60, relative: 3 })).toBeUndefined();
  });
});

describe('extreme Fear & Greed', () => {
  it('fires at 20 and under (fear) and at 80 and over (greed), 3 points of confidence per point past', () => {
    expect(extremeFearGreed(20)).toEqual({
      type: 'neutral',
      title: 'Miedo extremo en el mercado',
      description: 'El índice Fear & Greed de Alternative.me marca 20 (miedo extremo: 20 o menos).',
      confidence: 50,
      timeframe: '1-7 días',
      colour: '#ca8a04',
    });
    expect(extremeFearGreed(12)?.confidence).toBe(74);
    expect(extremeFearGreed(0)?.confidence).toBe(95);
    expect(extremeFearGreed(80)).toMatchObject({
      type: 'warning',
      title: 'Codicia extrema en el mercado',
      confidence: 50,
    });
    expect(extremeFearGreed(88)?.description).toBe(
      'El índice Fear & Greed de Alternative.me marca 88 (codicia extrema: 80 o más).',
    );
    expect(extremeFearGreed(88)?.confidence).toBe(74);
  });

  it('does not fire between 21 and 79, nor without the index', () => {
    expect(extremeFearGreed(21)).toBeUndefined();
    expect(extremeFearGreed(79)).toBeUndefined();
    expect(extremeFearGreed(undefined)).toBeUndefined();
  });
});

describe('whale volume spike', () => {
  const base = { dailyMedianBtc: 1_000, days: 7, minBtc: 100 };

  it('fires above twice the daily median (not at it), 15 points per unit of ratio past 2', () => {
    expect(whaleSpike({ ...base, btc24h: 2_000 })).toBeUndefined();
    expect(whaleSpike({ ...base, btc24h: 2_000.5 })?.confidence).toBe(50);
    expect(whaleSpike({ ...base, btc24h: 3_000 })).toEqual({
      type: 'warning',
      title: 'Pico de volumen de ballenas',
      description:
        'Las transferencias de 100 BTC o más suman 3000 BTC en 24 h, 3 veces la mediana diaria de 7 días (1000 BTC). Sin etiquetas de exchanges: no sabemos hacia dónde van.',
      confidence: 65,
      timeframe: '12-48 horas',
      colour: '#dc2626',
    });
    expect(whaleSpike({ ...base, btc24h: 9_000 })?.confidence).toBe(95);
  });

  it('needs 7 days of history and a median above zero', () => {
    expect(whaleSpike({ ...base, days: 6, btc24h: 9_000 })).toBeUndefined();
    expect(whaleSpike({ ...base, dailyMedianBtc: 0, btc24h: 9_000 })).toBeUndefined();
    expect(whaleSpike(undefined)).toBeUndefined();
  });
});

describe('social volume spike', () => {
  // Mean 12, standard deviation 2: the threshold is 16.
  const daily = [10, 14, 10, 14, 10, 14];

  it('fires above mean + 2 sd (not at it), 10 points per sd past 2', () => {
    expect(socialSpike({ mentions24h: 16, daily })).toBeUndefined();
    expect(socialSpike({ mentions24h: 17, daily })).toEqual({
      type: 'neutral',
      title: 'Pico de volumen social',
      description:
        '17 textos medidos en 24 h frente a una media de 12 al día en 6 días (2,5 desviaciones típicas por encima).',
      confidence: 55,
      timeframe: '24-48 horas',
      colour: '#ca8a04',
    });
    expect(socialSpike({ mentions24h: 30, daily })?.confidence).toBe(95);
  });

  it('uses the last 20 days only, and needs 5 days that vary', () => {
    const card = socialSpike({ mentions24h: 17, daily: [900, 900, 900, 900, 900, ...Array(10).fill([10, 14]).flat()] });
    expect(card?.description).toBe(
      '17 textos medidos en 24 h frente a una media de 12 al día en 20 días (2,5 desviaciones típicas por encima).',
    );
    expect(socialSpike({ mentions24h: 99, daily: [10, 14, 10, 14] })).toBeUndefined();
    expect(socialSpike({ mentions24h: 99, daily: [12, 12, 12, 12, 12] })).toBeUndefined();
  });
});

describe('the cards', () => {
  it('are none when no rule fires', () => {
    expect(
      insightsFrom({
        coins: [{ coin: 'BTC', score: 60, relative: 0.5, dailyCloses: [100, 98, 96, 94] }],
        fearAndGreed: 50,
        whales: { btc24h: 1_500, dailyMedianBtc: 1_000, days: 30, minBtc: 100 },
        social: { mentions24h: 12, daily: [10, 14, 10, 14, 10] },
      }),
    ).toEqual([]);
    expect(insightsFrom({})).toEqual([]);
  });

  it('come one per rule that fired, divergences first, then Fear & Greed, whales, social volume', () => {
    const cards = insightsFrom({
      coins: [
        { coin: 'BTC', score: 60, relative: 0.5, dailyCloses: [100, 98, 96, 94] },
        // 0,50 → 0,48: 4 %; 50 + 15 × 1 + 5 × 1 = 70
        { coin: 'ADA', score: 66, relative: 2, dailyCloses: [0.5, 0.49, 0.485, 0.48] },
      ],
      fearAndGreed: 15,
      whales: { btc24h: 2_600, dailyMedianBtc: 1_000, days: 30, minBtc: 100 },
      social: { mentions24h: 18, daily: [10, 14, 10, 14, 10, 14] },
    });
    expect(cards.map((card) => [card.title, card.confidence])).toEqual([
      ['Sentimiento y precio divergen en ADA', 70],
      ['Miedo extremo en el mercado', 65],
      ['Pico de volumen de ballenas', 59],
      ['Pico de volumen social', 60],
    ]);
  });
});
