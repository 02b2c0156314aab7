import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-analytics',
  load: () => import('./Analytics.tsx'),
  attributes: SERIES_ATTRIBUTES,
  events: { onChange: 'crypto-analytics-change' },
});
