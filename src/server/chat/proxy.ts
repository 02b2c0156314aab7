// The chat through an OpenAI-compatible server (OpenAI, a gateway, vLLM, Ollama…): the server's system prompt
// first, the key kept here, the answer streamed through as it comes. The timeout counts silence; the reader
// leaving (the browser's request closing) aborts the upstream request, so nobody pays for an unread reply.

import type { ServerConfig } from '../config.ts';
import { errorResponse } from '../http.ts';
import { SSE_HEADERS } from './local.ts';
import type { ChatRequest } from './request.ts';

type Upstream = NonNullable<ServerConfig['openai']>;

const encoder = new TextEncoder();
/** An OpenAI-style error event: the chat widget shows it as the reply's failure. */
const errorEvent = (message: string) => encoder.encode(`data: ${JSON.stringify({ error: { message } })}\n\n`);

export async function proxyChat(
  request: ChatRequest,
  upstream: Upstream,
  options: { systemPrompt: string; silenceMs: number; signal: AbortSignal; fetch?: typeof fetch },
): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort(options.signal.reason);
  if (options.signal.aborted) abort();
  options.signal.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let silent = false;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      controller.abort();
    }, options.silenceMs);
  };
  const done = () => {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', abort);
  };
  watch();
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${upstream.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: request.stream ? 'text/event-stream' : 'application/json',
        ...(upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: upstream.model,
        messages: [{ role: 'system', content: options.systemPrompt }, ...request.messages],
        stream: request.stream,
      }),
      signal: controller.signal,
    });
  } catch {
    done();
    return silent
      ? errorResponse(504, 'upstream_timeout', `El asistente no respondió en ${options.silenceMs / 1000} s.`)
      : errorResponse(502, 'upstream_error', 'No se pudo contactar con el asistente.');
  }
  if (!response.ok) {
    done();
    response.body?.cancel().catch(() => {});
    if (response.status === 429) {
      return errorResponse(
        429,
        'rate_limited',
        'El asistente está recibiendo demasiadas preguntas. Espera un momento.',
        {
          'retry-after': response.headers.get('retry-after') ?? '30',
        },
      );
    }
    return errorResponse(502, 'upstream_error', `El asistente respondió con un error (${response.status}).`);
  }
  const type = response.headers.get('content-type') ?? 'application/json';
  if (!response.body) {
    done();
    return errorResponse(502, 'upstream_error', 'El asistente respondió sin contenido.');
  }
  // Through as it comes; silence ends it with an error event the widget shows, and the reader's leaving
  // (the stream cancelled) aborts the upstream request.
  const reader = response.body.getReader();
  const streaming = type.startsWith('text/event-stream');
  const body = new ReadableStream<Uint8Array>({
    async pull(out) {
      try {
        const { done: finished, value } = await reader.read();
        if (finished) {
          done();
          out.close();
          return;
        }
        watch();
        out.enqueue(value);
      } catch {
        done();
        if (silent && streaming) {
          out.enqueue(errorEvent(`El asistente dejó de responder (${options.silenceMs / 1000} s sin datos).`));
          out.close();
        } else {
          out.error(new Error('upstream stream failed'));
        }
      }
    },
    cancel(reason) {
      done();
      controller.abort(reason);
      reader.cancel(reason).catch(() => {});
    },
  });
  return new Response(body, {
    headers: streaming ? SSE_HEADERS : { 'content-type': type, 'cache-control': 'no-store' },
  });
}
