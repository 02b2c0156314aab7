// The formatters of the widget being rendered: its `locale` and `currency` (set by the element's root).

import { createContext, useContext } from 'react';
import { type Formats, formatsFor, LOCALE } from '../../core/format.ts';

export const FormatsContext = createContext<Formats>(formatsFor());

export const useFormats = (): Formats => useContext(FormatsContext);

/** The widget's `locale` (es-ES unless set), for the few Intl formats the shared formatters leave out (dates). */
export const LocaleContext = createContext<string>(LOCALE);

export const useLocale = (): string => useContext(LocaleContext);
