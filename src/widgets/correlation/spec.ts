// What <crypto-correlation> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { TIMEFRAMES } from '../../core/catalog.ts';
import { analyticsCoinAttribute, DATA_ATTRIBUTES, enumAttribute, seedAttribute } from '../attributes.ts';
import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [
    analyticsCoinAttribute,
    /**
     * Periodo cuyos cambios se correlacionan con datos en vivo o del feed: `1D` y `7D` hora a hora, `30D` y `90D`
     * día a día (el de Análisis Avanzado por defecto). Con los datos de ejemplo no cambia nada: la serie son 24 horas
     * simuladas.
     */
    enumAttribute('timeframe', TIMEFRAMES, '7D'),
    seedAttribute,
    ...DATA_ATTRIBUTES,
  ],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Matriz de correlación',
  description: 'Correlación de Pearson entre precio, sentimiento, volumen y ballenas, calculada de la serie mostrada.',
  parts: [CARD_PART, TITLE_PART, { name: 'matrix', description: 'La tabla de correlaciones.' }],
} satisfies WidgetDocs;
