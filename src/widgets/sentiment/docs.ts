import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Sentimiento general',
  description: 'Sentimiento general 75/100 y el de Twitter, Reddit y Telegram: puntuación, tendencia y menciones.',
  attributes: { coin: 'Muestra la puntuación de sentimiento de esta moneda en lugar de la general.' },
  events: [],
  parts: [
    CARD_PART,
    TITLE_PART,
    { name: 'gauge', description: 'El indicador de puntuación.' },
    { name: 'platform', description: 'Cada fila de plataforma.' },
  ],
} satisfies WidgetDocs;
