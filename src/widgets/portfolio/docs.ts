import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'Mi Portafolio',
  description: 'Resumen, distribución, posiciones, análisis de riesgo y recomendaciones de la IA.',
  events: [
    {
      name: 'crypto-action',
      detail:
        "{ action: 'new-position' | 'edit-position' | 'apply-recommendations' | 'customize-recommendations'; symbol?: string }",
      description:
        "Se ha pulsado 'Nueva Posición', el lápiz de una posición (con su `symbol`), 'Aplicar Recomendaciones' o 'Personalizar'. El widget no cambia: la página decide qué hacer.",
    },
  ],
  parts: [
    { name: 'summary', description: 'Las tarjetas de resumen.' },
    { ...CARD_PART, description: 'La tarjeta de cada bloque.' },
    { ...TITLE_PART, description: 'El título de cada bloque.' },
    { ...CHART_PART, description: 'El gráfico circular de la distribución.' },
    { name: 'allocation', description: 'La distribución de activos.' },
    { name: 'positions', description: 'La lista de posiciones.' },
    { name: 'risk', description: 'El análisis de riesgo.' },
    { name: 'recommendations', description: 'Las recomendaciones de la IA.' },
  ],
} satisfies WidgetDocs;
