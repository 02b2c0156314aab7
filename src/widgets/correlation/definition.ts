import { analyticsCoinAttribute, seedAttribute } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-correlation',
  load: () => import('./Correlation.tsx'),
  attributes: [analyticsCoinAttribute, seedAttribute],
  reservedHeights: measuredHeights('crypto-correlation'),
  charts: false,
});
