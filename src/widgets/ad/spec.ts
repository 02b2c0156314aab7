// What <crypto-ad> takes and reports: its attributes (beyond theme and loading) and the events its
// component reports through callbacks. Loaded with its code, so none of it weighs on the entry script.

import { AD_SIZES, AD_VARIANTS } from '../../core/catalog.ts';
import { enumAttribute } from '../attributes.ts';
import { widgetSpec } from '../widget-spec.ts';

export default widgetSpec({
  attributes: [
    enumAttribute('size', AD_SIZES, 'horizontal'),
    enumAttribute('variant', AD_VARIANTS, undefined, 'uno al azar'),
  ],
  events: { onAction: 'crypto-action' },
});
