import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Matriz de correlación',
  description: 'Correlación de Pearson entre precio, sentimiento, volumen y ballenas, calculada de la serie mostrada.',
  events: [],
  parts: [CARD_PART, TITLE_PART, { name: 'matrix', description: 'La tabla de correlaciones.' }],
} satisfies WidgetDocs;
