import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-sentiment-chart',
  load: () => import('./SentimentChart.tsx'),
  attributes: SERIES_ATTRIBUTES,
  reservedHeights: measuredHeights('crypto-sentiment-chart'),
  charts: true,
});
