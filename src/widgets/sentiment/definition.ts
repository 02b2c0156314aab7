import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-sentiment',
  load: () => import('./Sentiment.tsx'),
});
