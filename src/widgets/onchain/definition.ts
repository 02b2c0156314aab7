import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-onchain',
  load: () => import('./OnChain.tsx'),
});
