// POST /api/chat: the chat widget's protocol. Checked in the order that costs least: who calls, how often, how
// much they send and how fast, then what; answered by the local replies or the configured assistant.

import type { Context } from 'hono';
import { figuresBlock } from '../../core/assistant/context-block.ts';
import { hasLiveFigures } from '../../core/assistant/figures.ts';
import { localReply } from '../../core/assistant/grounded.ts';
import { bodyText } from '../body.ts';
import type { ServerConfig } from '../config.ts';
import { errorResponse } from '../http.ts';
import type { Limiter } from '../rate-limit.ts';
import type { ChatFigures } from './figures.ts';
import { localCompletion, localStream } from './local.ts';
import { proxyChat } from './proxy.ts';
import { chatRequestSchema, readChatRequest } from './request.ts';

export interface ChatRouteOptions {
  config: ServerConfig;
  limiter: Limiter;
  /** Who is asking, for the rate limit (the connection's address, or the proxy's word for it). */
  clientOf: (c: Context) => string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** The server's current figures: the replies (local or upstream) are grounded in them when they are live. */
  figures?: ChatFigures;
}

export function chatHandler({ config, limiter, clientOf, fetch, log = () => {}, figures }: ChatRouteOptions) {
  const schema = chatRequestSchema(config.chat);
  return async (c: Context): Promise<Response> => {
    // Before the body: a client over its allowance costs no read at all.
    const verdict = await limiter.take(clientOf(c));
    if (!verdict.allowed) {
      c.req.raw.body?.cancel().catch(() => {});
      return errorResponse(
        429,
        'rate_limited',
        `Demasiadas preguntas seguidas. Vuelve a intentarlo en ${verdict.retryAfterSeconds} s.`,
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    }
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return errorResponse(
        415,
        'unsupported_media_type',
        'Envía la petición como JSON (Content-Type: application/json).',
      );
    }
    const body = await bodyText(c.req.raw, config.chat.maxBodyBytes, config.chat.bodyTimeoutMs);
    if ('problem' in body) {
      switch (body.problem) {
        case 'too-large':
          return errorResponse(
            413,
            'payload_too_large',
            `La petición pasa de ${Math.round(config.chat.maxBodyBytes / 1024)} KiB. Empieza una conversación nueva.`,
          );
        case 'too-slow':
          return errorResponse(
            408,
            'request_timeout',
            `La petición no llegó entera en ${new Intl.NumberFormat('es-ES').format(config.chat.bodyTimeoutMs / 1000)} s. Vuelve a intentarlo.`,
            { connection: 'close' },
          );
        case 'aborted':
          log(`Chat: el cliente ${clientOf(c)} cortó la petición antes de enviarla entera.`);
          return errorResponse(400, 'bad_request', 'La petición se cortó antes de llegar entera.');
      }
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return errorResponse(400, 'bad_request', 'El cuerpo de la petición no es JSON válido.');
    }
    const read = readChatRequest(parsed, schema);
    if ('problem' in read) return errorResponse(400, 'bad_request', read.problem);
    const { request } = read;
    const known = await figures?.().catch(() => undefined);
    const context = known && hasLiveFigures(known) ? known : undefined;
    if (config.openai) {
      return proxyChat(request, config.openai, {
        systemPrompt: config.systemPrompt,
        ...(context ? { figures: figuresBlock(context) } : {}),
        silenceMs: config.chat.upstreamTimeoutMs,
        maxMs: config.chat.replyMaxMs,
        maxChars: config.chat.replyMaxChars,
        signal: c.req.raw.signal,
        fetch,
      });
    }
    const reply = localReply(request.messages, context);
    return request.stream ? localStream(reply, config.chat.wordDelayMs, c.req.raw.signal) : localCompletion(reply);
  };
}
