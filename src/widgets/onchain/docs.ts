import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Métricas on-chain',
  description:
    'Actividad de ballenas, volumen on-chain, direcciones activas y tasa de hash, con la salud de la red (85 %, Excelente).',
  events: [],
  parts: [
    CARD_PART,
    TITLE_PART,
    { name: 'metric', description: 'Cada métrica.' },
    { name: 'health', description: 'La barra de salud de la red.' },
  ],
} satisfies WidgetDocs;
