import { AD_SIZES, AD_VARIANTS } from '../../core/catalog.ts';
import { enumAttribute } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-ad',
  load: () => import('./Ad.tsx'),
  attributes: [
    enumAttribute('size', AD_SIZES, 'horizontal'),
    enumAttribute('variant', AD_VARIANTS, undefined, 'uno al azar'),
  ],
  events: { onAction: 'crypto-action' },
  reservedHeights: measuredHeights('crypto-ad'),
  reservedHeightsBy: {
    attribute: 'size',
    values: {
      vertical: measuredHeights('crypto-ad[size=vertical]'),
      square: measuredHeights('crypto-ad[size=square]'),
    },
  },
  charts: false,
});
