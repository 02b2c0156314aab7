import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-price-chart',
  load: () => import('./PriceChart.tsx'),
});
