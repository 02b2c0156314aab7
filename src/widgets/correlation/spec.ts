// What <crypto-correlation> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { analyticsCoinAttribute, DATA_ATTRIBUTES, seedAttribute } from '../attributes.ts';
import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [analyticsCoinAttribute, seedAttribute, ...DATA_ATTRIBUTES],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Matriz de correlación',
  description: 'Correlación de Pearson entre precio, sentimiento, volumen y ballenas, calculada de la serie mostrada.',
  parts: [CARD_PART, TITLE_PART, { name: 'matrix', description: 'La tabla de correlaciones.' }],
} satisfies WidgetDocs;
