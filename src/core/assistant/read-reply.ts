// Reading a reply as it arrives, by its content type, as the text fragments it holds:
// - text/event-stream: OpenAI-compatible `chat.completion.chunk` events (choices[0].delta.content, ending with
//   `data: [DONE]`) or the AI SDK UI message stream (`text-delta` parts); which one, each event says.
// - application/json: `{ "text": "…" }`, or an OpenAI-compatible completion (choices[0].message.content).
// - anything else textual: the body itself, as it arrives.
// A stream that ends before saying it is done was cut, and says so; so does one that reports an error after
// some text (a server that cut its reply).

import { createParser } from 'eventsource-parser';
import { AssistantError } from './errors.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's text, decoded as it arrives. */
async function* textChunks(response: Response): AsyncGenerator<string> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** One event's text, whichever of the two stream formats it belongs to; `done` once the stream says it ended. */
function readEvent(data: string): { text?: string; done?: boolean } {
  if (data.trim() === '[DONE]') return { done: true };
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    throw new AssistantError('malformed', 'evento que no es JSON');
  }
  if (!isRecord(event)) throw new AssistantError('malformed', 'evento que no es un objeto');
  // AI SDK UI message stream.
  if (typeof event.type === 'string') {
    if (event.type === 'text-delta') {
      if (typeof event.delta !== 'string') throw new AssistantError('malformed', 'text-delta sin texto');
      return { text: event.delta };
    }
    if (event.type === 'error') {
      throw new AssistantError('http', String(event.errorText ?? 'error del asistente'));
    }
    return { done: event.type === 'finish' };
  }
  // OpenAI-compatible chunk.
  if (Array.isArray(event.choices)) {
    const choice = event.choices[0];
    if (!isRecord(choice)) return {};
    const delta = isRecord(choice.delta) ? choice.delta.content : undefined;
    if (delta !== undefined && delta !== null && typeof delta !== 'string') {
      throw new AssistantError('malformed', 'delta.content no es texto');
    }
    return { text: delta ?? undefined, done: typeof choice.finish_reason === 'string' };
  }
  if (isRecord(event.error)) throw new AssistantError('http', String(event.error.message ?? 'error del asistente'));
  throw new AssistantError('malformed', 'evento desconocido');
}

async function* eventStreamText(response: Response): AsyncGenerator<string> {
  const pending: string[] = [];
  let finished = false;
  let failure: unknown;
  let said = false;
  const parser = createParser({
    onEvent(event) {
      if (finished || failure) return;
      try {
        const { text, done } = readEvent(event.data);
        if (text) {
          pending.push(text);
          said = true;
        }
        if (done) finished = true;
      } catch (error) {
        // An error event after some text: the server cut its reply (ours does past its size or time limit).
        failure =
          said && error instanceof AssistantError && error.failure === 'http'
            ? new AssistantError('cut', error.detail)
            : error;
      }
    },
  });
  for await (const chunk of textChunks(response)) {
    parser.feed(chunk);
    // What came before a failure is kept.
    if (pending.length > 0) yield pending.splice(0).join('');
    if (failure) throw failure;
    if (finished) return;
  }
  if (!finished) throw new AssistantError('cut', 'la conexión terminó sin [DONE]');
}

async function jsonText(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AssistantError('malformed', 'JSON mal formado');
  }
  if (isRecord(body) && typeof body.text === 'string') return body.text;
  if (isRecord(body) && Array.isArray(body.choices)) {
    const message = isRecord(body.choices[0]) ? body.choices[0].message : undefined;
    if (isRecord(message) && typeof message.content === 'string') return message.content;
  }
  throw new AssistantError('malformed', 'JSON sin texto');
}

/** The fragments of a reply, read by the response's content type. */
export async function* readReply(response: Response): AsyncGenerator<string> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') {
    yield* eventStreamText(response);
  } else if (type === 'application/json' || type.endsWith('+json')) {
    yield await jsonText(response);
  } else {
    yield* textChunks(response);
  }
}
