// The chat through an OpenAI-compatible server (OpenAI, a gateway, vLLM, Ollama…): one system message (the
// server's prompt, then the current figures), the reader's and the assistant's turns alternating, the key kept
// here, the answer streamed on as it comes. The upstream's answer is read (SSE, JSON or plain text, as the
// widget reads it) and sent on in one format of our own, never with the upstream's content type: an upstream's
// text/html cannot reach a browser as a page. Each reply is bounded: silence, total time
// and total text each end it with an OpenAI-style error event the widget shows. The reader leaving (the
// browser's request closing) aborts the upstream request, so nobody pays for an unread reply.

import { AssistantError } from '../../core/assistant/errors.ts';
import { readReply } from '../../core/assistant/read-reply.ts';
import { alternating } from '../../core/assistant/turns.ts';
import type { ServerConfig } from '../api-settings.ts';
import { errorResponse } from '../http.ts';
import { fetchSameOrigin, RedirectRefused } from '../same-origin.ts';
import { chunk, event, SSE_HEADERS } from './local.ts';
import type { ChatRequest } from './request.ts';

type Upstream = NonNullable<ServerConfig['openai']>;

export interface ProxyOptions {
  systemPrompt: string;
  /** The current figures, appended to the system prompt after a blank line (src/core/assistant/context-block.ts), when live. */
  figures?: string;
  /** Silence that ends a reply. */
  silenceMs: number;
  /** The longest a reply may take in all. */
  maxMs: number;
  /** The most text a reply may hold, in characters. */
  maxChars: number;
  /** The reader's request: aborted when the reader leaves. */
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** The operator's log (a redirect refused). */
  log?: (message: string) => void;
}

/** The content types the widget's reader understands; anything else is refused, not relayed. */
const READABLE = /^(text\/event-stream|application\/json|application\/[\w.+-]+\+json|text\/plain)$/;

/**
 * Bytes allowed per character of text before the answer is cut anyway (one endless event, or a JSON body, holds
 * no text until it ends): an SSE chunk event frames a few characters in some 150 bytes; JSON escapes a character
 * in at most 6.
 */
const bytesPerChar = (type: string) => (type === 'text/event-stream' ? 64 : 8);

type Ending = 'silent' | 'overtime' | 'too-long';

const seconds = (ms: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(ms / 1000);
const duration = (ms: number) => (ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${seconds(ms)} s`);

/** What the reader is told when a reply ends early, in Spanish. */
function endingMessage(ending: Ending | undefined, error: unknown, options: ProxyOptions): string {
  switch (ending) {
    case 'silent':
      return `El asistente dejó de responder (${seconds(options.silenceMs)} s sin datos).`;
    case 'overtime':
      return `La respuesta se ha cortado: pasó de ${duration(options.maxMs)}, el máximo por respuesta.`;
    case 'too-long':
      return `La respuesta se ha cortado: pasó de ${new Intl.NumberFormat('es-ES').format(options.maxChars)} caracteres, el máximo por respuesta.`;
  }
  if (error instanceof AssistantError) {
    if (error.failure === 'malformed') return 'La respuesta del asistente no se ha podido leer.';
    if (error.failure === 'cut') return 'La respuesta del asistente se cortó antes de terminar.';
  }
  return 'El asistente respondió con un error a mitad de la respuesta.';
}

export async function proxyChat(request: ChatRequest, upstream: Upstream, options: ProxyOptions): Promise<Response> {
  const controller = new AbortController();
  let ending: Ending | undefined;
  const end = (why: Ending) => {
    ending ??= why;
    controller.abort();
  };
  const leave = () => controller.abort(options.signal.reason);
  if (options.signal.aborted) leave();
  options.signal.addEventListener('abort', leave, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(() => end('silent'), options.silenceMs);
  };
  const total = setTimeout(() => end('overtime'), options.maxMs);
  const done = () => {
    clearTimeout(silence);
    clearTimeout(total);
    options.signal.removeEventListener('abort', leave);
  };
  watch();
  let response: Response;
  try {
    // Within the assistant's origin only: the conversation and the key never go where a redirect points.
    response = await fetchSameOrigin(options.fetch ?? fetch, `${upstream.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: request.stream ? 'text/event-stream' : 'application/json',
        ...(upstream.apiKey ? { authorization: `Bearer ${upstream.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: upstream.model,
        // One system message, then the reader and the assistant in turn: what strict templates accept.
        messages: [
          {
            role: 'system',
            content: options.figures ? `${options.systemPrompt}\n\n${options.figures}` : options.systemPrompt,
          },
          ...alternating(request.messages),
        ],
        stream: request.stream,
      }),
      signal: controller.signal,
    });
  } catch (error) {
    done();
    if (error instanceof RedirectRefused) {
      options.log?.(`Chat: el asistente ${error.message}.`);
      return errorResponse(502, 'upstream_error', 'El asistente respondió con una redirección que no se sigue.');
    }
    if (ending === 'silent') {
      return errorResponse(504, 'upstream_timeout', `El asistente no respondió en ${seconds(options.silenceMs)} s.`);
    }
    if (ending) return errorResponse(504, 'upstream_timeout', endingMessage(ending, undefined, options));
    return errorResponse(502, 'upstream_error', 'No se pudo contactar con el asistente.');
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
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!response.body || !READABLE.test(type)) {
    done();
    response.body?.cancel().catch(() => {});
    return errorResponse(
      502,
      'upstream_error',
      response.body
        ? `El asistente respondió en un formato que no se puede leer (${type || 'sin tipo'}).`
        : 'El asistente respondió sin contenido.',
    );
  }

  // Each piece that arrives resets the silence; the framing is bounded too (one endless event holds no text).
  const maxBytes = options.maxChars * bytesPerChar(type);
  let bytes = 0;
  const watched = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(piece, out) {
        watch();
        bytes += piece.byteLength;
        if (bytes > maxBytes) end('too-long');
        else out.enqueue(piece);
      },
    }),
  );
  const fragments = readReply(new Response(watched, { headers: { 'content-type': type } }))[Symbol.asyncIterator]();
  let chars = 0;
  /** The next piece of text within the cap; undefined at the end. Past the cap: what fits, then an error. */
  const next = async (): Promise<string | undefined> => {
    if (ending === 'too-long') throw new Error('too long');
    const { done: finished, value } = await fragments.next();
    if (finished) return undefined;
    if (chars + value.length > options.maxChars) {
      const fits = value.slice(0, options.maxChars - chars);
      chars = options.maxChars;
      end('too-long');
      return fits;
    }
    chars += value.length;
    return value;
  };
  const stop = () => {
    done();
    controller.abort();
    fragments.return?.(undefined).catch(() => {});
  };

  const id = `chatcmpl-${crypto.randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  if (!request.stream) {
    let text = '';
    try {
      for (let piece = await next(); piece !== undefined && ending === undefined; piece = await next()) text += piece;
    } catch (error) {
      stop();
      return errorResponse(
        ending ? 504 : 502,
        ending ? 'upstream_timeout' : 'upstream_error',
        endingMessage(ending, error, options),
      );
    }
    stop();
    if (ending) return errorResponse(502, 'upstream_error', endingMessage(ending, undefined, options));
    return Response.json(
      {
        id,
        object: 'chat.completion',
        created,
        model: upstream.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  }
  const body = new ReadableStream<Uint8Array>({
    start(out) {
      out.enqueue(event(chunk(id, created, { role: 'assistant', content: '' }, null, upstream.model)));
    },
    async pull(out) {
      try {
        const piece = await next();
        if (piece) out.enqueue(event(chunk(id, created, { content: piece }, null, upstream.model)));
        if (ending) throw new Error(ending);
        if (piece === undefined) {
          stop();
          out.enqueue(event(chunk(id, created, {}, 'stop', upstream.model)));
          out.enqueue(event('[DONE]'));
          out.close();
        }
      } catch (error) {
        stop();
        if (options.signal.aborted) return out.close();
        out.enqueue(event({ error: { message: endingMessage(ending, error, options) } }));
        out.close();
      }
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}
