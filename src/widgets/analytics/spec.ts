// What <crypto-analytics> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { CHART_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: SERIES_ATTRIBUTES,
  events: {
    /** El usuario ha cambiado la moneda o el periodo. */
    onChange: 'crypto-analytics-change',
  },
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Análisis Avanzado',
  description:
    'Selector de moneda y periodo con los gráficos de precio, sentimiento y volumen y la matriz de correlación. ' +
    'Con un feed que trae cifras medidas, el panel de sentimiento dibuja el historial medido del periodo elegido ' +
    'con el reparto medido (el de la moneda, o el del mercado si tiene pocos datos). En vivo o con feed, las cifras ' +
    'de volumen y ballenas son solo medidas (las ballenas, de bitcoin, del servidor del sitio); sin ellas, «—» y el motivo.',
  parts: [
    { name: 'controls', description: 'Los selectores de moneda y periodo.' },
    { name: 'panel', description: 'Cada uno de los cuatro paneles.' },
    { name: 'card', description: 'La tarjeta de cada panel.' },
    { name: 'title', description: 'El título de cada panel.' },
    CHART_PART,
    { name: 'figures', description: 'Las cifras clave del panel de volumen.' },
    { name: 'split', description: 'El reparto positivo/neutral/negativo del panel de sentimiento.' },
    { name: 'matrix', description: 'La tabla de correlaciones.' },
  ],
} satisfies WidgetDocs;
