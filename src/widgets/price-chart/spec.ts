// What <crypto-price-chart> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks. Loaded with its code, so none of it weighs on the entry script.

import { currencyAttribute, SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [...SERIES_ATTRIBUTES, currencyAttribute],
});
