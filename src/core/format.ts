// Every number, amount, percentage and time the product shows goes through these es-ES Intl formatters.

export const LOCALE = 'es-ES';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    cache.set(key, format);
  }
  return format;
}

const USD = { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' } as const;

/** Dollars with cents; prices under 10 $ keep four decimals so small coins stay readable. */
export function formatPrice(value: number): string {
  const small = Math.abs(value) < 10;
  return numberFormat({ ...USD, minimumFractionDigits: 2, maximumFractionDigits: small ? 4 : 2 }).format(value);
}

/** Dollars with exactly two decimals (totals, profits). */
export function formatMoney(value: number, options: { signed?: boolean } = {}): string {
  return numberFormat({
    ...USD,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** Whole dollars, for round figures such as support levels. */
export function formatWholeDollars(value: number): string {
  return numberFormat({ ...USD, maximumFractionDigits: 0 }).format(value);
}

/** Large dollar amounts in short form (2800 M $). */
export function formatCompactMoney(value: number): string {
  return numberFormat({ ...USD, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Large counts in short form (125 mil). */
export function formatCompact(value: number): string {
  return numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/** `value` is in percent units: formatPercent(2.34, { signed: true }) gives "+2,34 %". */
export function formatPercent(value: number, options: { signed?: boolean; fractionDigits?: number } = {}): string {
  const digits = options.fractionDigits ?? 2;
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  }).format(value / 100);
}

/** A correlation coefficient with two decimals (0,73; −0,12). */
export function formatCorrelation(r: number): string {
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r);
}

/** A 0–100 score as "75/100". */
export function formatScore(score: number): string {
  return `${formatNumber(score)}/100`;
}

// Made on first use: a first date formatter costs tens of milliseconds, and only the chat shows times.
let timeFormat: Intl.DateTimeFormat | undefined;

/** Clock time, "09:05". */
export function formatTime(date: Date): string {
  timeFormat ??= new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });
  return timeFormat.format(date);
}
