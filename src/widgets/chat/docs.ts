import { CARD_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
  title: 'IA Conversacional',
  description:
    'Chat con el asistente: saludo inicial, preguntas sugeridas y, sin servidor, las respuestas de ejemplo tras 1,5 s. Con `endpoint` o `handler`, el asistente del socio, en streaming.',
  attributes: {
    endpoint:
      'URL del asistente del socio, compatible con OpenAI: recibe `{ messages, stream: true, model? }` por POST y responde en streaming (SSE de OpenAI o del AI SDK), JSON o texto. Nunca pongas una clave aquí: que la añada tu servidor.',
    model: 'Valor de `model` en la petición (LiteLLM, vLLM, Ollama…).',
    credentials: 'Cookies en la petición a `endpoint`: `omit`, `same-origin` o `include`.',
    timeout: 'Segundos sin recibir nada tras los que se abandona la petición.',
    greeting: 'El saludo del asistente, mientras el lector no haya escrito.',
    suggestions: 'Las preguntas sugeridas: una lista JSON de textos (o un array en la propiedad `suggestions`).',
    persist: 'Dónde se guardan los últimos 100 mensajes: en ningún sitio, en la sesión o en el navegador.',
    'storage-key': 'Clave con la que se guarda la conversación (con `persist`).',
    'max-reply-length':
      'Caracteres que puede ocupar una respuesta (1 000 000 como máximo, unos 1 MB de texto): al llegar, se corta y se conserva lo recibido, con un aviso.',
    'max-reply-time':
      'Segundos que puede durar una respuesta desde la pregunta (5 minutos por defecto): al llegar, se corta y se conserva lo recibido, con un aviso.',
  },
  properties: {
    handler:
      'Función propia para hablar con el asistente (n8n, Flowise, websockets): recibe los mensajes y `{ signal }` y devuelve un texto, una promesa o un iterable asíncrono de fragmentos. Manda sobre `endpoint`.',
    headers: 'Cabeceras que añade la página a cada petición a `endpoint` (un token que calcula ella).',
  },
  events: [
    {
      name: 'crypto-chat-send',
      detail: '{ message: ChatMessage }',
      description: 'El usuario ha enviado un mensaje.',
    },
    {
      name: 'crypto-chat-reply',
      detail: '{ message: ChatMessage }',
      description: 'El asistente ha respondido (una vez, con la respuesta completa).',
    },
    {
      name: 'crypto-chat-error',
      detail: '{ message: string; status?: number }',
      description:
        'No se ha podido responder: el chat conserva la pregunta con "Reintentar"; `message` es lo que se le dice al lector y `status` el código HTTP (429: demasiadas preguntas). También cuando una respuesta se corta al llegar a `max-reply-length` o `max-reply-time` (lo recibido se conserva).',
    },
    {
      name: 'crypto-chat-stop',
      detail: '{ partial: string }',
      description: 'El lector ha detenido una respuesta con "Detener"; `partial` es lo que había llegado.',
    },
  ],
  parts: [
    CARD_PART,
    { name: 'messages', description: 'La lista de mensajes.' },
    { name: 'suggestions', description: 'Las preguntas sugeridas.' },
    { name: 'composer', description: 'El campo de texto y el botón de enviar.' },
  ],
} satisfies WidgetDocs;
