import { AD_SIZES, AD_VARIANTS } from '../../core/catalog.ts';
import { enumAttribute } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-ad',
  load: () => import('./Ad.tsx'),
  attributes: [
    enumAttribute('size', AD_SIZES, 'horizontal'),
    enumAttribute('variant', AD_VARIANTS, undefined, 'uno al azar'),
  ],
  events: { onAction: 'crypto-action' },
  // Its size changes its shape: each size but the default has a height table of its own.
  reservedHeightsBy: { attribute: 'size', values: ['vertical', 'square'] },
});
