// What POST /api/chat accepts: the chat widget's request (OpenAI-compatible `messages`), within the server's
// limits. Roles are the reader's and the assistant's only: the system prompt is the server's to set.

import * as v from 'valibot';
import type { ChatTurn } from '../../core/assistant/turns.ts';
import type { ServerConfig } from '../api-settings.ts';

export interface ChatRequest {
  messages: ChatTurn[];
  stream: boolean;
}

export function chatRequestSchema(limits: ServerConfig['chat']) {
  const message = v.object(
    {
      role: v.picklist(['user', 'assistant'], 'cada mensaje necesita role "user" o "assistant"'),
      content: v.pipe(
        v.string('content debe ser texto'),
        v.minLength(1, 'hay un mensaje vacío'),
        v.maxLength(limits.maxMessageChars, `un mensaje pasa de ${limits.maxMessageChars} caracteres`),
      ),
    },
    'cada mensaje debe ser un objeto con role y content',
  );
  return v.pipe(
    v.object(
      {
        messages: v.pipe(
          v.array(message, 'messages debe ser una lista'),
          v.minLength(1, 'messages está vacía'),
          v.maxLength(limits.maxMessages, `messages pasa de ${limits.maxMessages} mensajes`),
          v.check((list) => list[list.length - 1]?.role === 'user', 'el último mensaje debe ser del usuario'),
        ),
        stream: v.optional(v.boolean('stream debe ser true o false'), true),
        model: v.optional(v.string('model debe ser texto')),
      },
      'el cuerpo debe ser un objeto JSON con messages',
    ),
  );
}

/** What kind of value each check expected, in Spanish. */
const EXPECTED: Readonly<Record<string, string>> = {
  object: 'un objeto',
  array: 'una lista',
  string: 'texto',
  boolean: 'true o false',
  number: 'un número',
};

/**
 * The words for a check that has none of its own: every check above says what it wants in Spanish, and this
 * keeps the library's English from reaching a reader should one be added without them.
 */
const spanishFallback = (issue: v.BaseIssue<unknown>): string =>
  EXPECTED[issue.type] ? `se esperaba ${EXPECTED[issue.type]}` : 'el valor no es válido';

/** The request, or why it cannot be answered (a sentence in Spanish). */
export function readChatRequest(
  body: unknown,
  schema: ReturnType<typeof chatRequestSchema>,
): { request: ChatRequest } | { problem: string } {
  const result = v.safeParse(schema, body, { message: spanishFallback });
  if (!result.success) {
    const [issue] = result.issues;
    const where = issue.path?.map((item) => item.key).join('.');
    return { problem: `Petición no válida: ${issue.message}${where ? ` (${where})` : ''}.` };
  }
  return { request: { messages: result.output.messages, stream: result.output.stream } };
}
