// What <crypto-trending> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { currencyAttribute, DATA_ATTRIBUTES } from '../attributes.ts';
import { CARD_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [...DATA_ATTRIBUTES, currencyAttribute],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Monedas en tendencia',
  description:
    'BTC, ETH, SOL, ADA y DOT con precio, cambio, sentimiento y volumen. Con un feed que trae cifras medidas, el ' +
    'sentimiento de cada moneda es el medido en redes y noticias («pocos datos» y su cuenta por debajo del ' +
    'mínimo), con su dominancia social («47,6 % de las menciones») y, si se sale de lo habitual, «▲ más positivo ' +
    'de lo habitual»; los votos de CoinGecko solo donde una moneda no se mide, marcados «votos de CoinGecko».',
  parts: [CARD_PART, TITLE_PART, { name: 'row', description: 'Cada moneda de la lista.' }],
} satisfies WidgetDocs;
