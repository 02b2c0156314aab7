import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-market-overview',
  load: () => import('./MarketOverview.tsx'),
});
