import { describe, expect, it } from 'vitest';
import { correlationBand, riskStatus, sentimentBand } from '../../../src/core/bands.ts';
import { formatsFor } from '../../../src/core/format.ts';

const { formatCorrelation } = formatsFor();

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
    [0.094, 'very-weak'],
    [0, 'very-weak'],
    [-0.05, 'very-weak'],
  ] as const)('%s is %s', (r, band) => {
    expect(correlationBand(r)).toBe(band);
  });

  // The band of the figure a reader sees: 0.398 is shown as "0,40", which the legend calls moderate.
  it.each([
    [0.398, '0,40', 'moderate'],
    [-0.396, '-0,40', 'moderate'],
    [0.394, '0,39', 'weak'],
    [0.697, '0,70', 'strong'],
    [0.0951, '0,10', 'weak'],
    [0.0949, '0,09', 'very-weak'],
  ] as const)('%s, shown as %s, is %s', (r, shown, band) => {
    expect(formatCorrelation(r)).toBe(shown);
    expect(correlationBand(r)).toBe(band);
  });
});

describe('risk status', () => {
  it('reads the spec scores as good, warning and danger', () => {
    expect([72, 45, 85, 38].map(riskStatus)).toEqual(['good', 'warning', 'good', 'danger']);
  });

  // The edges of each status, the 40–44 stretch below the spec's 45 included.
  it.each([
    [100, 'good'],
    [70, 'good'],
    [69, 'warning'],
    [45, 'warning'],
    [44, 'warning'],
    [40, 'warning'],
    [39, 'danger'],
    [39.9, 'danger'],
    [0, 'danger'],
  ] as const)('%s is %s', (score, status) => {
    expect(riskStatus(score)).toBe(status);
  });
});
