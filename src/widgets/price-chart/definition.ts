import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-price-chart',
  load: () => import('./PriceChart.tsx'),
  attributes: SERIES_ATTRIBUTES,
});
