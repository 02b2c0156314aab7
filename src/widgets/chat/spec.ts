// What <crypto-chat> takes and reports: its attributes (beyond theme and loading), the properties set from
// script only, and the events its component reports through callbacks, each with its help for the page as a
// JSDoc comment; and, in `docs`, its title, description and CSS parts. Loaded with its code, so none of it
// weighs on the entry script; comments and `docs` weigh nothing in the bundle.

import type { ChatHandler } from '../../core/assistant/handler.ts';
import { SOURCES } from '../../core/catalog.ts';
import { enumAttribute, integerAttribute, listAttribute, localeAttribute, textAttribute } from '../attributes.ts';
import { CARD_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';
import { widgetSpec } from '../widget-spec.ts';
import { REPLY_LIMITS } from './conversation.ts';
import { BRANDING_LIMITS } from './texts.ts';

/** Any function: what it answers is checked when it answers. */
const isChatHandler = (value: unknown): value is ChatHandler => typeof value === 'function';

/** Header names and values as a page computes them: strings only. */
const isHeaders = (value: unknown): value is Readonly<Record<string, string>> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

export default widgetSpec({
  attributes: [
    localeAttribute,
    /**
     * De dónde lee el asistente local (sin `endpoint` ni `handler`) sus cifras: `sample`, las tres respuestas de la
     * especificación; `live`, las cifras en vivo de los proveedores públicos; o la URL del feed del sitio, sus cifras
     * medidas. Sin él, el valor por defecto de la página.
     */
    { ...enumAttribute('source', SOURCES, undefined, 'el valor por defecto de la página, o "sample"'), orUrl: true },
    /**
     * URL del asistente del socio, compatible con OpenAI: recibe `{ messages, stream: true, model? }` por POST y
     * responde en streaming (SSE de OpenAI o del AI SDK), JSON o texto. Nunca pongas una clave aquí: que la añada tu
     * servidor.
     */
    textAttribute('endpoint', { maxLength: 2000, url: true }, undefined, 'sin servidor: las respuestas de ejemplo'),
    /** Valor de `model` en la petición (LiteLLM, vLLM, Ollama…). */
    textAttribute('model', { maxLength: 200 }, undefined, 'sin `model` en la petición'),
    /** Cookies en la petición a `endpoint`: `omit`, `same-origin` o `include`. */
    enumAttribute('credentials', ['omit', 'same-origin', 'include'], 'same-origin'),
    /** Segundos sin recibir nada tras los que se abandona la petición. */
    integerAttribute('timeout', { min: 1, max: 600 }, 30),
    /** El nombre del asistente en la cabecera. */
    textAttribute('heading', { maxLength: BRANDING_LIMITS.heading }, undefined, '"Asistente de análisis cripto"'),
    /** La línea bajo el nombre. */
    textAttribute('status', { maxLength: BRANDING_LIMITS.status }, undefined, '"En línea · responde en segundos"'),
    /** El texto del campo vacío (el mismo en pantallas estrechas). */
    textAttribute(
      'placeholder',
      { maxLength: BRANDING_LIMITS.placeholder },
      undefined,
      '"Pregunta por Bitcoin, Ethereum o el mercado…" ("Escribe tu pregunta…" en pantallas estrechas)',
    ),
    /** El saludo del asistente, mientras el lector no haya escrito. */
    textAttribute('greeting', { maxLength: 500 }, undefined, 'el saludo de la especificación'),
    /** Las preguntas sugeridas: una lista JSON de textos (o un array en la propiedad `suggestions`). */
    listAttribute('suggestions', { maxItems: 8, maxLength: 200 }, 'las seis preguntas de la especificación'),
    /** Dónde se guardan los últimos 100 mensajes: en ningún sitio, en la sesión o en el navegador. */
    enumAttribute('persist', ['none', 'session', 'local'], 'none'),
    /** Clave con la que se guarda la conversación (con `persist`). */
    textAttribute('storage-key', { maxLength: 200 }, undefined, 'una derivada de `endpoint`'),
    /** Caracteres que puede ocupar una respuesta (1 000 000 como máximo, unos 1 MB de texto): al llegar, se corta y se conserva lo recibido, con un aviso. */
    integerAttribute('max-reply-length', { min: 100, max: REPLY_LIMITS.characters }, REPLY_LIMITS.characters),
    /** Segundos que puede durar una respuesta desde la pregunta (5 minutos por defecto): al llegar, se corta y se conserva lo recibido, con un aviso. */
    integerAttribute('max-reply-time', { min: 1, max: 3600 }, REPLY_LIMITS.seconds),
  ],
  properties: {
    /**
     * Función propia para hablar con el asistente (n8n, Flowise, websockets): recibe los mensajes y `{ signal }` y
     * devuelve un texto, una promesa o un iterable asíncrono de fragmentos. Manda sobre `endpoint`.
     */
    handler: {
      type: "(messages: { role: 'user' | 'assistant'; content: string }[], options: { signal: AbortSignal }) => string | Promise<string> | AsyncIterable<string>",
      accepts: isChatHandler,
    },
    /** Cabeceras que añade la página a cada petición a `endpoint` (un token que calcula ella). */
    headers: { type: 'Record<string, string>', accepts: isHeaders },
  },
  events: {
    /** El usuario ha enviado un mensaje. */
    onSend: 'crypto-chat-send',
    /** El asistente ha respondido (una vez, con la respuesta completa). */
    onReply: 'crypto-chat-reply',
    /**
     * No se ha podido responder: el chat conserva la pregunta con "Reintentar"; `message` es lo que se le dice al
     * lector y `status` el código HTTP (429: demasiadas preguntas). También cuando una respuesta se corta al llegar a
     * `max-reply-length` o `max-reply-time` (lo recibido se conserva).
     */
    onError: 'crypto-chat-error',
    /** El lector ha detenido una respuesta con "Detener"; `partial` es lo que había llegado. */
    onStop: 'crypto-chat-stop',
  },
});

/** What the manifest says of the widget besides its attributes and events; never imported at run time. */
export const docs = {
  title: 'IA Conversacional',
  description:
    'Chat con el asistente: saludo inicial, preguntas sugeridas y, sin servidor, las respuestas de ejemplo tras 1,5 s. Con `endpoint` o `handler`, el asistente del socio, en streaming.',
  parts: [
    CARD_PART,
    { name: 'messages', description: 'La lista de mensajes.' },
    { name: 'suggestions', description: 'Las preguntas sugeridas.' },
    { name: 'composer', description: 'El campo de texto y el botón de enviar.' },
  ],
} satisfies WidgetDocs;
