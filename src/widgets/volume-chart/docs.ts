import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Volumen on-chain',
  description: 'Volumen on-chain por hora en barras con las cifras fijas 2,8 mil M $ y 142.',
  events: [],
  parts: [CARD_PART, TITLE_PART, CHART_PART, { name: 'figures', description: 'Las cifras de volumen y ballenas.' }],
} satisfies WidgetDocs;
