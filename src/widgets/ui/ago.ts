// How long ago something was, in the widget's locale, through Intl.RelativeTimeFormat: "hace 20 s", "hace 6 min",
// "hace 2 h", "hace 2 días". Every age a widget shows (a provenance line, the measured figures, a text behind them).

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string, style: 'short' | 'long', numeric: 'always' | 'auto' = 'always') {
  const key = `${locale} ${style} ${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style, numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

function agoWords(then: number, now: number, locale: string): string {
  const format = relativeFormat(locale, 'short');
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  // "ahora", not "hace 0 s".
  if (seconds === 0) return relativeFormat(locale, 'short', 'auto').format(0, 'second');
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(-hours, 'hour');
  // "hace 1 d" reads as a typo: days in full.
  return relativeFormat(locale, 'long').format(-Math.round(hours / 24), 'day');
}

/** How long before `now` the moment `then` (ms or ISO) was; it never wraps inside ("hace 49 s" stays whole). */
export function agoText(then: number | string, now: number, locale: string): string {
  const time = typeof then === 'number' ? then : Date.parse(then);
  return agoWords(time, now, locale).replace(/ /g, '\u00a0');
}
