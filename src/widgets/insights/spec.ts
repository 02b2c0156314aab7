// What <crypto-insights> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { localeAttribute, sourceAttribute } from '../attributes.ts';
import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [sourceAttribute, localeAttribute],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Perspectivas de IA',
  description:
    'Tres perspectivas de la IA (señal de compra, esperar confirmación, alerta de ballenas) con confianza y plazo. ' +
    'Con un feed que trae cifras medidas, «La IA analiza N fuentes de datos» cuenta las de verdad: cada feed de ' +
    'noticias, canal o flujo medido más cada proveedor de mercado que el feed nombra (CoinGecko, Alternative.me, ' +
    'mempool.space, Blockchain.com).',
  parts: [CARD_PART, TITLE_PART, { name: 'insight', description: 'Cada tarjeta de perspectiva.' }],
} satisfies WidgetDocs;
