// Asking a partner's endpoint: the request shape of OpenAI-compatible chat-completion servers
// (`{ messages, stream: true, model? }`), the reply read as it streams. The timeout counts silence: a reply
// that keeps arriving may take as long as it needs; nothing for `timeoutMs` ends it.

import { AssistantError } from './errors.ts';
import { readReply } from './read-reply.ts';
import type { ChatTurn } from './turns.ts';

export interface EndpointOptions {
  endpoint: string;
  model?: string;
  /** Headers the host page computed (an auth token); never a key written in an attribute. */
  headers?: Readonly<Record<string, string>>;
  credentials: RequestCredentials;
  timeoutMs: number;
  /** The reader pressed "Detener" or the chat left the page. */
  signal: AbortSignal;
}

export async function* askEndpoint(turns: readonly ChatTurn[], options: EndpointOptions): AsyncGenerator<string> {
  const controller = new AbortController();
  const stop = () => controller.abort(options.signal.reason);
  if (options.signal.aborted) stop();
  options.signal.addEventListener('abort', stop, { once: true });
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
  };
  /** What went wrong, once the request or its stream failed without an answer of ours. */
  const failureOf = (error: unknown, started: boolean): unknown => {
    if (error instanceof AssistantError) return error;
    if (options.signal.aborted) return options.signal.reason ?? error;
    if (timedOut) return new AssistantError('timeout', `sin datos en ${options.timeoutMs / 1000} s`);
    return new AssistantError(started ? 'cut' : 'network', String((error as Error | null)?.message ?? error));
  };
  wait();
  try {
    let response: Response;
    try {
      response = await fetch(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json, text/plain',
          ...options.headers,
        },
        credentials: options.credentials,
        body: JSON.stringify({ messages: turns, stream: true, ...(options.model ? { model: options.model } : {}) }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failureOf(error, false);
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => {});
      throw response.status === 429
        ? new AssistantError('rate-limit', 'respondió 429', 429)
        : new AssistantError('http', `respondió ${response.status}`, response.status);
    }
    wait();
    try {
      for await (const text of readReply(response)) {
        wait();
        yield text;
      }
    } catch (error) {
      throw failureOf(error, true);
    }
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
    // The reader stopped reading (or it is over): let the connection go.
    controller.abort();
  }
}
