import { SERIES_ATTRIBUTES } from '../attributes.ts';
import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-volume-chart',
  load: () => import('./VolumeChart.tsx'),
  attributes: SERIES_ATTRIBUTES,
});
