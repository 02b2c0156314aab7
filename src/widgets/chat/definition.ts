import { widgetDefinition } from '../definition.ts';
import { measuredHeights } from '../reserve.ts';

export default widgetDefinition({
  tag: 'crypto-chat',
  load: () => import('./Chat.tsx'),
  attributes: [],
  events: { onSend: 'crypto-chat-send', onReply: 'crypto-chat-reply' },
  reservedHeights: measuredHeights('crypto-chat'),
  charts: false,
});
