// What <crypto-chat> takes and reports: its attributes (beyond theme and loading), the properties set from
// script only, and the events its component reports through callbacks. Loaded with its code, so none of it
// weighs on the entry script.

import type { ChatHandler } from '../../core/assistant/handler.ts';
import { enumAttribute, integerAttribute, listAttribute, localeAttribute, textAttribute } from '../attributes.ts';
import { widgetSpec } from '../widget-spec.ts';
import { REPLY_LIMITS } from './conversation.ts';

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
    textAttribute('endpoint', { maxLength: 2000, url: true }, undefined, 'sin servidor: las respuestas de ejemplo'),
    textAttribute('model', { maxLength: 200 }, undefined, 'sin `model` en la petición'),
    enumAttribute('credentials', ['omit', 'same-origin', 'include'], 'same-origin'),
    integerAttribute('timeout', { min: 1, max: 600 }, 30),
    textAttribute('greeting', { maxLength: 500 }, undefined, 'el saludo de la especificación'),
    listAttribute('suggestions', { maxItems: 8, maxLength: 200 }, 'las seis preguntas de la especificación'),
    enumAttribute('persist', ['none', 'session', 'local'], 'none'),
    textAttribute('storage-key', { maxLength: 200 }, undefined, 'una derivada de `endpoint`'),
    integerAttribute('max-reply-length', { min: 100, max: REPLY_LIMITS.characters }, REPLY_LIMITS.characters),
    integerAttribute('max-reply-time', { min: 1, max: 3600 }, REPLY_LIMITS.seconds),
  ],
  properties: {
    handler: {
      type: "(messages: { role: 'user' | 'assistant'; content: string }[], options: { signal: AbortSignal }) => string | Promise<string> | AsyncIterable<string>",
      accepts: isChatHandler,
    },
    headers: { type: 'Record<string, string>', accepts: isHeaders },
  },
  events: {
    onSend: 'crypto-chat-send',
    onReply: 'crypto-chat-reply',
    onError: 'crypto-chat-error',
    onStop: 'crypto-chat-stop',
  },
});
