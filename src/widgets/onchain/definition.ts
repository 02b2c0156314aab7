import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-onchain',
  load: () => import('./OnChain.tsx'),
  attributes: [],
  reservedHeights: measuredHeights('crypto-onchain'),
  charts: false,
});
