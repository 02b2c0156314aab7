import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../src/core/format.ts';

const {
  formatCompact,
  formatCorrelation,
  formatMoney,
  formatPercent,
  formatPrice,
  formatScore,
  formatTime,
  formatVolume,
} = formatsFor();

// es-ES separates the unit with a non-breaking space; compare with ordinary spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('es-ES formatting', () => {
  it('writes money with a decimal comma, dot thousands and the dollar sign after', () => {
    expect(plain(formatMoney(127450.32))).toBe('127.450,32 $');
    expect(plain(formatMoney(-3944.9, { signed: true }))).toBe('-3.944,90 $');
    expect(plain(formatMoney(7852.64, { signed: true }))).toBe('+7.852,64 $');
  });

  it('keeps four decimals for prices under 10 $', () => {
    expect(plain(formatPrice(1.062086))).toBe('1,0621 $');
    expect(plain(formatPrice(47793.87))).toBe('47.793,87 $');
    expect(plain(formatPrice(0.00001312))).toBe('0,00001312 $');
  });

  it('writes signed percentages', () => {
    expect(plain(formatPercent(2.34, { signed: true }))).toBe('+2,34 %');
    expect(plain(formatPercent(-1.85, { signed: true }))).toBe('-1,85 %');
    expect(plain(formatPercent(85, { fractionDigits: 0 }))).toBe('85 %');
  });

  it('shortens large figures the Spanish way', () => {
    expect(plain(formatCompact(125400))).toBe('125,4 mil');
  });

  it('writes scores, correlations and clock times', () => {
    expect(formatScore(75)).toBe('75/100');
    expect(formatCorrelation(0.73)).toBe('0,73');
    expect(formatTime(new Date(2026, 0, 1, 9, 5))).toBe('09:05');
  });
});

describe('other Spanish locales and currencies', () => {
  it('write money and percentages as each locale does', () => {
    expect(plain(formatsFor('es-MX', 'EUR').formatPrice(61234.5))).toBe('€61,234.50');
    expect(plain(formatsFor('es-MX', 'MXN').formatPrice(61234.5))).toBe('$61,234.50');
    expect(plain(formatsFor('es-AR', 'ARS').formatPrice(61234.5))).toBe('$ 61.234,50');
    expect(plain(formatsFor('es-ES', 'EUR').formatPrice(61234.5))).toBe('61.234,50 €');
    expect(plain(formatsFor('es-MX', 'USD').formatPercent(2.34, { signed: true }))).toBe('+2.34%');
  });

  it('keeps es-ES and dollars as the default', () => {
    expect(plain(formatsFor().formatPrice(47793.87))).toBe(plain(formatsFor('es-ES', 'USD').formatPrice(47793.87)));
    expect(plain(formatsFor().formatPrice(47793.87))).toBe('47.793,87 $');
  });

  it('writes every volume in millions with all its separators, in the locale’s order', () => {
    const volumes = [28.5e9, 15.2e9, 2.8e9, 890e6, 420e6, 45e6, 1.25e6];
    expect(volumes.map(formatVolume).map(plain)).toEqual([
      '28.500 M $',
      '15.200 M $',
      '2.800 M $',
      '890 M $',
      '420 M $',
      '45 M $',
      '1,3 M $',
    ]);
    // es-MX writes millions too, the symbol first.
    const mx = formatsFor('es-MX', 'USD').formatVolume;
    expect([plain(mx(3.4e9)), plain(mx(250e6))]).toEqual(['$3,400 M', '$250 M']);
  });

  it('groups four-digit amounts and counts as it groups five-digit ones', () => {
    // A column holding 47.793,87 $ must not write 2066,76 $ (es-ES leaves four digits ungrouped by default).
    expect(plain(formatPrice(2066.76))).toBe('2.066,76 $');
    expect(plain(formatsFor().formatWholeDollars(2800))).toBe('2.800 $');
    expect(formatsFor().formatNumber(1247)).toBe('1.247');
  });
});
