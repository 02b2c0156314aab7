import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Resumen del mercado',
  description: 'Precios de BTC, ETH y SOL con su cambio en 24 h y un gráfico de líneas de seis puntos cada 4 horas.',
  events: [],
  parts: [CARD_PART, TITLE_PART, { name: 'price-card', description: 'Cada tarjeta de precio.' }, CHART_PART],
} satisfies WidgetDocs;
