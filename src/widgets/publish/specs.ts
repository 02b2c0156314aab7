// Each widget folder's spec.ts, by tag (folder `price-chart` specifies `crypto-price-chart`), for the manifest
// and the tests. Never imported by the entry: specs travel with each widget's code.

import { type AttributeSpec, allAttributes } from '../attributes.ts';
import type { WidgetSpec } from '../definition.ts';

const byFolder = import.meta.glob<WidgetSpec>('../*/spec.ts', { eager: true, import: 'default' });

const SPECS: ReadonlyMap<string, WidgetSpec> = new Map(
  Object.entries(byFolder).map(([path, spec]) => [`crypto-${path.split('/')[1]}`, spec]),
);

/** The spec of a widget; throws for a tag without one (a test keeps every registered tag specified). */
export function specOf(tag: string): WidgetSpec {
  const spec = SPECS.get(tag);
  if (!spec) throw new Error(`<${tag}> has no spec.ts`);
  return spec;
}

/** All attributes of a widget: `theme` and `loading` first. */
export const attributesOf = (tag: string): readonly AttributeSpec[] => allAttributes(specOf(tag));
