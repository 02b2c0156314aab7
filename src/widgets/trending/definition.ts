import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-trending',
  load: () => import('./Trending.tsx'),
  attributes: [],
  reservedHeights: measuredHeights('crypto-trending'),
  charts: false,
});
