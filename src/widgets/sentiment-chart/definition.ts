import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-sentiment-chart',
  load: () => import('./SentimentChart.tsx'),
  attributes: SERIES_ATTRIBUTES,
});
