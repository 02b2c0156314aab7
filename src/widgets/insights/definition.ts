import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-insights',
  load: () => import('./Insights.tsx'),
  attributes: [],
  reservedHeights: measuredHeights('crypto-insights'),
  charts: false,
});
