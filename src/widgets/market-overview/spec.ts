// What <crypto-market-overview> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { currencyAttribute, DATA_ATTRIBUTES } from '../attributes.ts';
import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [...DATA_ATTRIBUTES, currencyAttribute],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Resumen del mercado',
  description: 'Precios de BTC, ETH y SOL con su cambio en 24 h y un gráfico de líneas de seis puntos cada 4 horas.',
  parts: [CARD_PART, TITLE_PART, { name: 'price-card', description: 'Cada tarjeta de precio.' }, CHART_PART],
} satisfies WidgetDocs;
