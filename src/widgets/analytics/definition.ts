import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-analytics',
  load: () => import('./Analytics.tsx'),
});
