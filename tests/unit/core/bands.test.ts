import { describe, expect, it } from 'vitest';
import { correlationBand, riskStatus, sentimentBand } from '../../../src/core/bands.ts';

describe('sentiment bands (spec §9)', () => {
  it.each([
    [100, 'positive'],
    [70, 'positive'],
    [69, 'neutral'],
    [69.9, 'neutral'],
    [50, 'neutral'],
    [49, 'negative'],
    [0, 'negative'],
  ] as const)('%s is %s', (score, band) => {
    expect(sentimentBand(score)).toBe(band);
  });
});

describe('correlation bands (spec §9), by absolute value', () => {
  it.each([
    [1, 'strong'],
    [0.7, 'strong'],
    [-0.7, 'strong'],
    [0.69, 'moderate'],
    [0.4, 'moderate'],
    [-0.55, 'moderate'],
    [0.39, 'weak'],
    [0.1, 'weak'],
    [-0.1, 'weak'],
    [0.099, 'very-weak'],
    [0, 'very-weak'],
    [-0.05, 'very-weak'],
  ] as const)('%s is %s', (r, band) => {
    expect(correlationBand(r)).toBe(band);
  });
});

describe('risk status', () => {
  it('reads the spec scores as good, warning and danger', () => {
    expect([72, 45, 85, 38].map(riskStatus)).toEqual(['good', 'warning', 'good', 'danger']);
  });
});
