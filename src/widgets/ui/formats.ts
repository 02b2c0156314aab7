// The formatters of the widget being rendered: its `locale` and `currency` (set by the element's root).

import { createContext, useContext } from 'react';
import { type Formats, formatsFor } from '../../core/format.ts';

export const FormatsContext = createContext<Formats>(formatsFor());

export const useFormats = (): Formats => useContext(FormatsContext);
