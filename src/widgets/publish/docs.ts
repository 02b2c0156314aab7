// Each widget folder's docs.ts, by tag (folder `price-chart` documents `crypto-price-chart`). Found by file
// name, so a new widget's documentation needs no list.

import type { WidgetDocs } from '../definition.ts';

const byFolder = import.meta.glob<WidgetDocs>('../*/docs.ts', { eager: true, import: 'default' });

const DOCS: ReadonlyMap<string, WidgetDocs> = new Map(
  Object.entries(byFolder).map(([path, docs]) => [`crypto-${path.split('/')[1]}`, docs]),
);

/** Every documented tag. */
export const documentedTags = (): string[] => [...DOCS.keys()];

/** The documentation of a widget; throws for an undocumented tag (a test keeps them all documented). */
export function docsOf(tag: string): WidgetDocs {
  const docs = DOCS.get(tag);
  if (!docs) throw new Error(`<${tag}> has no docs.ts`);
  return docs;
}
