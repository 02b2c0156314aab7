// What <crypto-onchain> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { DATA_ATTRIBUTES } from '../attributes.ts';
import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [...DATA_ATTRIBUTES],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Métricas on-chain',
  description:
    'Actividad de ballenas, volumen on-chain, direcciones activas y tasa de hash, con la salud de la red (85 %, Excelente).',
  parts: [
    CARD_PART,
    TITLE_PART,
    { name: 'metric', description: 'Cada métrica.' },
    { name: 'health', description: 'La barra de salud de la red.' },
  ],
} satisfies WidgetDocs;
