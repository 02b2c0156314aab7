// Every number, amount, percentage and time the product shows goes through these Intl formatters: es-ES and US
// dollars by default (the spec's), or a widget's own `locale` (any Spanish one) and `currency`.

import { CORRELATION_DECIMALS } from './bands.ts';

export const LOCALE = 'es-ES';
export const CURRENCY = 'USD';

/** The formatters of one locale and currency (the names widgets use). */
export interface Formats {
  /** Money with cents; prices under 10 keep four decimals so small coins stay readable. */
  formatPrice(value: number): string;
  /** Money with exactly two decimals (totals, profits). */
  formatMoney(value: number, options?: { signed?: boolean }): string;
  /** Whole units of money, for round figures such as axis ticks. */
  formatWholeDollars(value: number): string;
  /**
   * Volumes, always in millions of the currency with every thousands separator ("28.500 M $", "2.800 M $",
   * "890 M $"), so one view never mixes "mil M" with "M" and a four-digit amount reads like its neighbours.
   */
  formatVolume(value: number): string;
  /** Large counts in short form (125 mil). */
  formatCompact(value: number): string;
  formatNumber(value: number, fractionDigits?: number): string;
  /** `value` is in percent units: formatPercent(2.34, { signed: true }) gives "+2,34 %". */
  formatPercent(value: number, options?: { signed?: boolean; fractionDigits?: number }): string;
  /** A correlation coefficient with two decimals (0,73; −0,12). */
  formatCorrelation(r: number): string;
  /** A 0–100 score as "75/100". */
  formatScore(score: number): string;
  /** Clock time, "09:05". */
  formatTime(date: Date): string;
}

const MILLION = 1e6;

/**
 * The formatters for `locale` and `currency` (ISO 4217). Each set makes its Intl formats on first use and keeps
 * them (making one costs far more than using it): keep the set, as the widgets' root does (src/widgets/ui/formats.ts).
 */
export function formatsFor(locale = LOCALE, currency = CURRENCY): Formats {
  const made = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions): Intl.NumberFormat => {
    const key = JSON.stringify(options);
    let format = made.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      made.set(key, format);
    }
    return format;
  };
  // Every separator, four-digit amounts too: es-ES leaves them out by default ("2066,76 $"), and a column
  // or a row of figures would then mix "2066,76 $" with "47.793,87 $".
  const money = { style: 'currency', currency, currencyDisplay: 'narrowSymbol', useGrouping: 'always' } as const;
  const number = numberFormat;
  const formatNumber = (value: number, fractionDigits = 0) =>
    number({
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: 'always',
    }).format(value);
  // Made on first use: a first date formatter costs tens of milliseconds, and only the chat shows times.
  let timeFormat: Intl.DateTimeFormat | undefined;
  const formats: Formats = {
    formatPrice(value) {
      const size = Math.abs(value);
      // A coin worth fractions of a cent (SHIB, PEPE) keeps four significant digits: 0,00001312, never 0,00.
      return number(
        size && size < 0.01
          ? { ...money, maximumSignificantDigits: 4 }
          : { ...money, minimumFractionDigits: 2, maximumFractionDigits: size < 10 ? 4 : 2 },
      ).format(value);
    },
    formatMoney: (value, options = {}) =>
      number({
        ...money,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: options.signed ? 'exceptZero' : 'auto',
      }).format(value),
    formatWholeDollars: (value) => number({ ...money, maximumFractionDigits: 0 }).format(value),
    formatVolume(value) {
      // The locale's own way to write millions of money ("890 M $", "$890 M"): its unit, symbol and their order.
      const template = number({ ...money, notation: 'compact', maximumFractionDigits: 0 }).formatToParts(MILLION * 5);
      const millions = value / MILLION;
      const amount = number({ maximumFractionDigits: Math.abs(millions) < 10 ? 1 : 0, useGrouping: 'always' });
      let written = false;
      return template
        .map((part) => {
          if (part.type !== 'integer') return part.value;
          if (written) return '';
          written = true;
          return amount.format(millions);
        })
        .join('');
    },
    formatCompact: (value) => number({ notation: 'compact', maximumFractionDigits: 1 }).format(value),
    formatNumber,
    formatPercent(value, options = {}) {
      const digits = options.fractionDigits ?? 2;
      return number({
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: options.signed ? 'exceptZero' : 'auto',
      }).format(value / 100);
    },
    formatCorrelation: (r) =>
      number({ minimumFractionDigits: CORRELATION_DECIMALS, maximumFractionDigits: CORRELATION_DECIMALS }).format(r),
    formatScore: (score) => `${formatNumber(score)}/100`,
    formatTime(date) {
      timeFormat ??= new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
      return timeFormat.format(date);
    },
  };
  return formats;
}
