import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-market-overview',
  load: () => import('./MarketOverview.tsx'),
  attributes: [],
  reservedHeights: measuredHeights('crypto-market-overview'),
  charts: true,
});
