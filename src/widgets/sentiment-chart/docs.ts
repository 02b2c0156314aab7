import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Gráfico de sentimiento',
  description: 'Sentimiento horario en un gráfico de área con el reparto 65/25/10 positivo/neutral/negativo.',
  events: [],
  parts: [CARD_PART, TITLE_PART, CHART_PART, { name: 'split', description: 'El reparto positivo/neutral/negativo.' }],
} satisfies WidgetDocs;
