import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-insights',
  load: () => import('./Insights.tsx'),
});
