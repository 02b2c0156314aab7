// The formatters of the widget being rendered: its `locale` and `currency` (set by the element's root). One set per
// locale and currency for the whole page, so every widget shares the Intl formats it made.

import { createContext, useContext } from 'react';
import { CURRENCY, type Formats, formatsFor, LOCALE } from '../../core/format.ts';

const made = new Map<string, Formats>();

/** The page's formatters for `locale` and `currency`, made once. */
export function pageFormats(locale = LOCALE, currency = CURRENCY): Formats {
  const key = `${locale} ${currency}`;
  let formats = made.get(key);
  if (!formats) {
    formats = formatsFor(locale, currency);
    made.set(key, formats);
  }
  return formats;
}

export const FormatsContext = createContext<Formats>(pageFormats());

export const useFormats = (): Formats => useContext(FormatsContext);

/** The widget's `locale` (es-ES unless set), for the few Intl formats the shared formatters leave out (dates). */
export const LocaleContext = createContext<string>(LOCALE);

export const useLocale = (): string => useContext(LocaleContext);
