import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Monedas en tendencia',
  description: 'BTC, ETH, SOL, ADA y DOT con precio, cambio, sentimiento y volumen.',
  events: [],
  parts: [CARD_PART, TITLE_PART, { name: 'row', description: 'Cada moneda de la lista.' }],
} satisfies WidgetDocs;
