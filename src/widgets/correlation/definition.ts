import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-correlation',
  load: () => import('./Correlation.tsx'),
});
