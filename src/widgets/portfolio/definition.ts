import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-portfolio',
  load: () => import('./Portfolio.tsx'),
});
