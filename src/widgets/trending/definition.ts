import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-trending',
  load: () => import('./Trending.tsx'),
});
