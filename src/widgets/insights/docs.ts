import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Perspectivas de IA',
  description:
    'Tres perspectivas de la IA (señal de compra, esperar confirmación, alerta de ballenas) con confianza y plazo.',
  events: [],
  parts: [CARD_PART, TITLE_PART, { name: 'insight', description: 'Cada tarjeta de perspectiva.' }],
} satisfies WidgetDocs;
