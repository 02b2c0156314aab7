// A request's body read within limits, and a JSON POST read the way the chat and the sentiment routes both read
// it: in the order that costs least (how often the client calls, what it sends, how much and how fast, then
// whether it parses), each refusal a Spanish error.

import type { Context } from 'hono';
import { errorResponse } from './http.ts';
import type { Limiter } from './rate-limit.ts';

export type Body = { text: string } | { problem: 'too-large' | 'too-slow' | 'aborted' };

/**
 * The body as text, refused past `max` bytes whatever Content-Length says (it may lie or be absent), or when it
 * has not arrived whole within `deadlineMs` (a client trickling bytes holds no connection for long).
 */
export async function bodyText(request: Request, max: number, deadlineMs: number): Promise<Body> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return { problem: 'too-large' };
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'late') {
        reader.cancel().catch(() => {});
        return { problem: 'too-slow' };
      }
      if (read.done) break;
      size += read.value.byteLength;
      if (size > max) {
        reader.cancel().catch(() => {});
        return { problem: 'too-large' };
      }
      chunks.push(read.value);
    }
  } catch {
    // The client went away mid-upload (the platform errors the body stream).
    return { problem: 'aborted' };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes) };
}

export interface JsonPostOptions {
  limiter: Limiter;
  clientOf: (c: Context) => string;
  maxBytes: number;
  timeoutMs: number;
  /** The 429's message, given the seconds to wait. */
  tooMany: (seconds: number) => string;
  /** The 413's message. */
  tooLarge: string;
  /** The route's name in the log ("Chat", "Sentimiento"). */
  name: string;
  log: (message: string) => void;
}

const seconds = new Intl.NumberFormat('es-ES');

/** The parsed JSON body, or the error response that refuses it. */
export async function readJsonPost(
  c: Context,
  options: JsonPostOptions,
): Promise<{ json: unknown } | { refused: Response }> {
  const refuse = (...args: Parameters<typeof errorResponse>) => ({ refused: errorResponse(...args) });
  // Before the body: a client over its allowance costs no read at all.
  const verdict = await options.limiter.take(options.clientOf(c));
  if (!verdict.allowed) {
    c.req.raw.body?.cancel().catch(() => {});
    return refuse(429, 'rate_limited', options.tooMany(verdict.retryAfterSeconds), {
      'retry-after': String(verdict.retryAfterSeconds),
    });
  }
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return refuse(415, 'unsupported_media_type', 'Envía la petición como JSON (Content-Type: application/json).');
  }
  const body = await bodyText(c.req.raw, options.maxBytes, options.timeoutMs);
  if ('problem' in body) {
    switch (body.problem) {
      case 'too-large':
        return refuse(413, 'payload_too_large', options.tooLarge);
      case 'too-slow':
        return refuse(
          408,
          'request_timeout',
          `La petición no llegó entera en ${seconds.format(options.timeoutMs / 1000)} s. Vuelve a intentarlo.`,
          { connection: 'close' },
        );
      case 'aborted':
        options.log(`${options.name}: el cliente ${options.clientOf(c)} cortó la petición antes de enviarla entera.`);
        return refuse(400, 'bad_request', 'La petición se cortó antes de llegar entera.');
    }
  }
  try {
    return { json: JSON.parse(body.text) };
  } catch {
    return refuse(400, 'bad_request', 'El cuerpo de la petición no es JSON válido.');
  }
}
