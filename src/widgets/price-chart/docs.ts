import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Gráfico de precio',
  description: 'Precio de la moneda en 24 puntos horarios generados.',
  events: [],
  parts: [CARD_PART, TITLE_PART, CHART_PART],
} satisfies WidgetDocs;
