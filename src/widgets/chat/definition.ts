import { widgetDefinition } from '../definition.ts';

export default widgetDefinition({
  tag: 'crypto-chat',
  load: () => import('./Chat.tsx'),
  attributes: [],
  events: { onSend: 'crypto-chat-send', onReply: 'crypto-chat-reply' },
});
