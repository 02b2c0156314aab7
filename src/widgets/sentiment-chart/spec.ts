// What <crypto-sentiment-chart> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: SERIES_ATTRIBUTES,
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Gráfico de sentimiento',
  description:
    'Sentimiento horario en un gráfico de área con el reparto 65/25/10 positivo/neutral/negativo. Con un feed que ' +
    'trae cifras medidas: el historial medido de la propia moneda si el servidor del sitio lo sirve (`/api/series`), ' +
    'o el de todo el mercado, dicho así, en el periodo elegido (cada hora en 1D y 7D, cada día en 30D y 90D; un ' +
    'periodo sin textos es un hueco, no un cero); debajo, las menciones de cada periodo en barras; el reparto ' +
    'medido de la moneda (o el del mercado si tiene pocos datos), su dominancia social y cómo está frente a sus 20 ' +
    'días anteriores.',
  parts: [CARD_PART, TITLE_PART, CHART_PART, { name: 'split', description: 'El reparto positivo/neutral/negativo.' }],
} satisfies WidgetDocs;
