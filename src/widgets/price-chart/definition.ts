import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-price-chart',
  load: () => import('./PriceChart.tsx'),
  attributes: SERIES_ATTRIBUTES,
  reservedHeights: measuredHeights('crypto-price-chart'),
  charts: true,
});
