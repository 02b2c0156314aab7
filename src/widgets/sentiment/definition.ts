import { QUOTE_SYMBOLS } from '../../core/catalog.ts';
import { enumAttribute } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-sentiment',
  load: () => import('./Sentiment.tsx'),
  attributes: [enumAttribute('coin', QUOTE_SYMBOLS, undefined, 'el sentimiento general del mercado')],
});
