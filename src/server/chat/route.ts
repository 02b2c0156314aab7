// POST /api/chat: the chat widget's protocol. Checked in the order that costs least: who calls, how often, how
// much they send and how fast, then what; answered by the local replies or the configured assistant.

import type { Context } from 'hono';
import { figuresBlock } from '../../core/assistant/context-block.ts';
import { hasLiveFigures } from '../../core/assistant/figures-context.ts';
import { localReply } from '../../core/assistant/grounded.ts';
import type { ServerConfig } from '../api-settings.ts';
import { errorResponse } from '../http.ts';
import type { Limiter } from '../rate-limit.ts';
import { readJsonPost } from '../request-body.ts';
import type { ChatFigures } from './grounding.ts';
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
    const post = await readJsonPost(c, {
      limiter,
      clientOf,
      maxBytes: config.chat.maxBodyBytes,
      timeoutMs: config.chat.bodyTimeoutMs,
      tooMany: (seconds) => `Demasiadas preguntas seguidas. Vuelve a intentarlo en ${seconds} s.`,
      tooLarge: `La petición pasa de ${Math.round(config.chat.maxBodyBytes / 1024)} KiB. Empieza una conversación nueva.`,
      name: 'Chat',
      log,
    });
    if ('refused' in post) return post.refused;
    const read = readChatRequest(post.json, schema);
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
        log,
      });
    }
    const reply = localReply(request.messages, context);
    return request.stream ? localStream(reply, config.chat.wordDelayMs, c.req.raw.signal) : localCompletion(reply);
  };
}
