import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-volume-chart',
  load: () => import('./VolumeChart.tsx'),
});
