import { CARD_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Anuncio',
  description: 'Banner promocional con uno de tres anuncios al azar, cada uno con su botón de acción.',
  attributes: {
    size: 'Formato del banner.',
    variant: 'Fija el anuncio: curso de trading, herramientas premium o exchange recomendado.',
  },
  events: [
    {
      name: 'crypto-action',
      detail: "{ action: 'ad-cta'; variant: AdVariant }",
      description: 'Se ha pulsado el botón del anuncio. El widget no navega: la página decide qué hacer.',
    },
  ],
  parts: [CARD_PART, { name: 'cta', description: 'El botón de acción.' }],
} satisfies WidgetDocs;
