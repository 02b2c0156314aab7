import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCompactMoney,
  formatCorrelation,
  formatMoney,
  formatPercent,
  formatPrice,
  formatScore,
  formatTime,
} from '../../../src/core/format.ts';

// es-ES separates the unit with a non-breaking space; compare with ordinary spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('es-ES formatting', () => {
  it('writes money with a decimal comma, dot thousands and the dollar sign after', () => {
    expect(plain(formatMoney(127450.32))).toBe('127.450,32 $');
    expect(plain(formatMoney(-3944.9, { signed: true }))).toBe('-3944,90 $');
    expect(plain(formatMoney(7852.64, { signed: true }))).toBe('+7852,64 $');
  });

  it('keeps four decimals for prices under 10 $', () => {
    expect(plain(formatPrice(1.062086))).toBe('1,0621 $');
    expect(plain(formatPrice(47793.87))).toBe('47.793,87 $');
  });

  it('writes signed percentages', () => {
    expect(plain(formatPercent(2.34, { signed: true }))).toBe('+2,34 %');
    expect(plain(formatPercent(-1.85, { signed: true }))).toBe('-1,85 %');
    expect(plain(formatPercent(85, { fractionDigits: 0 }))).toBe('85 %');
  });

  it('shortens large figures the Spanish way', () => {
    expect(plain(formatCompactMoney(2.8e9))).toBe('2800 M $');
    expect(plain(formatCompact(125400))).toBe('125,4 mil');
  });

  it('writes scores, correlations and clock times', () => {
    expect(formatScore(75)).toBe('75/100');
    expect(formatCorrelation(0.73)).toBe('0,73');
    expect(formatTime(new Date(2026, 0, 1, 9, 5))).toBe('09:05');
  });
});
