// What <crypto-volume-chart> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: SERIES_ATTRIBUTES,
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Volumen on-chain',
  description:
    'Volumen on-chain por hora en barras con las cifras fijas 2,8 mil M $ y 142 (datos de ejemplo); en vivo o con feed, ' +
    'el periodo elegido con las cifras medidas (las ballenas, de bitcoin, del servidor del sitio) o «—» y el motivo.',
  parts: [CARD_PART, TITLE_PART, CHART_PART, { name: 'figures', description: 'Las cifras de volumen y ballenas.' }],
} satisfies WidgetDocs;
