import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-portfolio',
  load: () => import('./Portfolio.tsx'),
  attributes: [],
  events: { onAction: 'crypto-action' },
  reservedHeights: measuredHeights('crypto-portfolio'),
  charts: true,
});
