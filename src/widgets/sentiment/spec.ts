// What <crypto-sentiment> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks, each with its help as a JSDoc comment; `docs`, the rest the manifest says.
// Loaded with its code, so none of it weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import { QUOTE_SYMBOLS } from '../../core/catalog.ts';
import { DATA_ATTRIBUTES, enumAttribute } from '../attributes.ts';
import { CARD_PART, measuredPart, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [
    /**
     * Muestra la puntuación de sentimiento de esta moneda en lugar de la general: una de las del ejemplo o cualquier
     * otra que siga el servidor del sitio (`DOGE`, según su `COINS`). Una moneda que los datos no cubren lo dice
     * («No seguimos DOGE en este servidor»), sin poner otra cifra en su lugar.
     */
    { ...enumAttribute('coin', QUOTE_SYMBOLS, undefined, 'el sentimiento general del mercado'), orTicker: true },
    ...DATA_ATTRIBUTES,
  ],
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'Sentimiento general',
  description:
    'Sentimiento general 75/100 y el de Twitter, Reddit y Telegram: puntuación, tendencia y menciones. Con un feed ' +
    'que trae cifras medidas (el servidor del sitio, `/api/feed`): la puntuación medida en redes y noticias junto al ' +
    'índice de miedo y codicia de Alternative.me, cada una con su crédito; las plataformas medidas (Noticias, ' +
    'Bluesky, Telegram, Reddit), con «pocos datos» y su cuenta por debajo de 20 textos; «Medido: 214 publicaciones ' +
    'y 38 titulares en 24 h · hace 2 min», y «¿Cómo se calcula?» con las fuentes, el método y los tres textos más ' +
    'positivos y más negativos, enlazados y con las palabras que mueven su puntuación resaltadas. Con `source="live"` las plataformas siguen siendo de ejemplo: el ' +
    'navegador no consulta las redes.',
  parts: [
    CARD_PART,
    TITLE_PART,
    { name: 'gauge', description: 'El indicador de puntuación.' },
    { name: 'platform', description: 'Cada fila de plataforma.' },
    measuredPart('measured-index', 'el índice de miedo y codicia de Alternative.me junto a la puntuación medida.'),
    measuredPart('measured-line', 'la línea «Medido: … publicaciones y … titulares en 24 h · hace …».'),
    measuredPart('method', 'el desplegable «¿Cómo se calcula?» (su botón y su contenido).'),
    measuredPart('evidence', 'cada texto enlazado de los más positivos y negativos, dentro de «¿Cómo se calcula?».'),
  ],
} satisfies WidgetDocs;
