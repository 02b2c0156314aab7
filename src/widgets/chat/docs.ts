import { CARD_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'IA Conversacional',
  description: 'Chat con el asistente: saludo inicial, seis preguntas sugeridas y respuesta tras 1,5 s.',
  events: [
    {
      name: 'crypto-chat-send',
      detail: '{ message: ChatMessage }',
      description: 'El usuario ha enviado un mensaje.',
    },
    { name: 'crypto-chat-reply', detail: '{ message: ChatMessage }', description: 'El asistente ha respondido.' },
  ],
  parts: [
    CARD_PART,
    { name: 'messages', description: 'La lista de mensajes.' },
    { name: 'suggestions', description: 'Las preguntas sugeridas.' },
    { name: 'composer', description: 'El campo de texto y el botón de enviar.' },
  ],
} satisfies WidgetDocs;
