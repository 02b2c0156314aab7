// What <crypto-portfolio> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { localeAttribute, sourceAttribute } from '../attributes.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [sourceAttribute, localeAttribute],
  events: {
    /**
     * Se ha pulsado 'Nueva Posición', el lápiz de una posición (con su `symbol`), 'Aplicar Recomendaciones' o
     * 'Personalizar'. El widget no cambia: la página decide qué hacer.
     * @detail PortfolioActionDetail
     */
    onAction: 'crypto-action',
  },
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Mi Portafolio',
  description: 'Resumen, distribución, posiciones, análisis de riesgo y recomendaciones de la IA.',
  parts: [
    { name: 'summary', description: 'Las tarjetas de resumen.' },
    { name: 'card', description: 'La tarjeta de cada bloque.' },
    { name: 'title', description: 'El título de cada bloque.' },
    { name: 'chart', description: 'El gráfico circular de la distribución.' },
    { name: 'allocation', description: 'La distribución de activos.' },
    { name: 'positions', description: 'La lista de posiciones.' },
    { name: 'risk', description: 'El análisis de riesgo.' },
    { name: 'recommendations', description: 'Las recomendaciones de la IA.' },
  ],
} satisfies WidgetDocs;
