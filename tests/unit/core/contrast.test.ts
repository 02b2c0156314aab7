import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '../../../src/widgets/ui/contrast.ts';

describe('readable text on a colour', () => {
  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('puts dark letters on Bitcoin orange and white ones on Cardano blue, each at 4.5:1 or more', () => {
    for (const colour of ['#f7931a', '#627eea', '#9945ff', '#0033ad', '#e6007a']) {
      expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn('#f7931a')).toBe('#0f172a');
    expect(readableTextOn('#0033ad')).toBe('#ffffff');
  });
});
