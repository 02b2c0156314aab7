// The values an enum attribute accepts, for a widget that offers them as choices (the analytics selectors).
// They come from the element's specs at runtime: the component's chunk then needs nothing from the entry.

import { createContext, useContext } from 'react';
import type { AttributeSpec } from '../attributes.ts';

export const AttributeSpecsContext = createContext<readonly AttributeSpec[]>([]);

/** The values of the widget's enum attribute `name`, in the order its spec lists them. */
export function useAttributeOptions<Value extends string>(name: string): readonly Value[] {
  const spec = useContext(AttributeSpecsContext).find((s) => s.name === name);
  return spec?.type === 'enum' ? (spec.values as readonly Value[]) : [];
}
