import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-sentiment-chart',
  load: () => import('./SentimentChart.tsx'),
});
