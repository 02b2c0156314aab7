// What <crypto-ad> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { AD_SIZES, AD_VARIANTS } from '../../core/catalog.ts';
import { enumAttribute } from '../attributes.ts';
import { CARD_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [
    /** Formato del banner. */
    enumAttribute('size', AD_SIZES, 'horizontal'),
    /** Fija el anuncio: curso de trading, herramientas premium o exchange recomendado. */
    enumAttribute('variant', AD_VARIANTS, undefined, 'uno al azar'),
  ],
  events: {
    /**
     * Se ha pulsado el botón del anuncio. El widget no navega: la página decide qué hacer.
     * @detail AdActionDetail
     */
    onAction: 'crypto-action',
  },
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Anuncio',
  description: 'Banner promocional con uno de tres anuncios al azar, cada uno con su botón de acción.',
  parts: [CARD_PART, { name: 'cta', description: 'El botón de acción.' }],
} satisfies WidgetDocs;
