import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-chat',
  load: () => import('./Chat.tsx'),
});
