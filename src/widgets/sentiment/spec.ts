// What <crypto-sentiment> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks. Loaded with its code, so none of it weighs on the entry script.

import { QUOTE_SYMBOLS } from '../../core/catalog.ts';
import { DATA_ATTRIBUTES, enumAttribute } from '../attributes.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [
    enumAttribute('coin', QUOTE_SYMBOLS, undefined, 'el sentimiento general del mercado'),
    ...DATA_ATTRIBUTES,
  ],
});
