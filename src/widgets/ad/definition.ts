import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-ad',
  load: () => import('./Ad.tsx'),
  // Its size changes its shape: each size but the default has a height table of its own.
  reservedHeightsBy: { attribute: 'size', values: ['vertical', 'square'] },
});
