// POST /api/chat: the chat widget's protocol. Checked in the order that costs least: who calls, how much
// they send, how often, then what; answered by the local replies or the configured assistant.

import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { errorResponse } from '../http.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { localCompletion, localStream } from './local.ts';
import { proxyChat } from './proxy.ts';
import { chatRequestSchema, readChatRequest } from './request.ts';

export interface ChatRouteOptions {
  config: ServerConfig;
  limiter: RateLimiter;
  /** Who is asking, for the rate limit (the connection's address, or the proxy's word for it). */
  clientOf: (c: Context) => string;
  fetch?: typeof fetch;
}

/** The body as text, refused past `max` bytes whatever Content-Length says (it may lie or be absent). */
async function bodyText(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export function chatHandler({ config, limiter, clientOf, fetch }: ChatRouteOptions) {
  const schema = chatRequestSchema(config.chat);
  return async (c: Context): Promise<Response> => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return errorResponse(
        415,
        'unsupported_media_type',
        'Envía la petición como JSON (Content-Type: application/json).',
      );
    }
    const text = await bodyText(c.req.raw, config.chat.maxBodyBytes);
    if (text === undefined) {
      return errorResponse(
        413,
        'payload_too_large',
        `La petición pasa de ${Math.round(config.chat.maxBodyBytes / 1024)} KiB. Empieza una conversación nueva.`,
      );
    }
    const verdict = limiter.take(clientOf(c));
    if (!verdict.allowed) {
      return errorResponse(
        429,
        'rate_limited',
        `Demasiadas preguntas seguidas. Vuelve a intentarlo en ${verdict.retryAfterSeconds} s.`,
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return errorResponse(400, 'bad_request', 'El cuerpo de la petición no es JSON válido.');
    }
    const read = readChatRequest(body, schema);
    if ('problem' in read) return errorResponse(400, 'bad_request', read.problem);
    const { request } = read;
    if (config.openai) {
      return proxyChat(request, config.openai, {
        systemPrompt: config.systemPrompt,
        silenceMs: config.chat.upstreamTimeoutMs,
        signal: c.req.raw.signal,
        fetch,
      });
    }
    const question = request.messages[request.messages.length - 1]?.content ?? '';
    return request.stream
      ? localStream(question, config.chat.wordDelayMs, c.req.raw.signal)
      : localCompletion(question);
  };
}
