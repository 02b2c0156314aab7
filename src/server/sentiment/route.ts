// POST /api/sentiment: scores texts with the core scorer. Checked in the order that costs least, as the chat is:
// who calls, how often, how much they send and how fast, then what.

import type { Context } from 'hono';
import { scoreText } from '../../core/sentiment/index.ts';
import type { ServerConfig } from '../api-settings.ts';
import { errorResponse } from '../http.ts';
import type { Limiter } from '../rate-limit.ts';
import { readJsonPost } from '../request-body.ts';

/** The limits of one request (the issue's; documented in the README). */
export const SENTIMENT_LIMITS = { maxTexts: 1000, maxChars: 2000, maxBodyBytes: 1024 * 1024 } as const;

export interface SentimentRouteOptions {
  config: ServerConfig;
  limiter: Limiter;
  clientOf: (c: Context) => string;
  log?: (message: string) => void;
}

export type SentimentRequest = { texts: string[]; lang?: 'es' | 'en' };

const count = new Intl.NumberFormat('es-ES');

/** Characters as a reader counts them (an emoji is one), only counted when the UTF-16 length could be over. */
function tooLong(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let characters = 0;
  for (const _ of text) if (++characters > max) return true;
  return false;
}

/** The request, or a Spanish sentence naming the field that is wrong. */
export function readSentimentRequest(body: unknown): { request: SentimentRequest } | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problem: 'El cuerpo debe ser un objeto JSON con texts (una lista de textos).' };
  }
  const { texts, lang } = body as { texts?: unknown; lang?: unknown };
  if (texts === undefined) return { problem: 'Falta texts: una lista de textos.' };
  if (!Array.isArray(texts)) return { problem: 'texts debe ser una lista de textos.' };
  if (texts.length === 0) return { problem: 'texts está vacía.' };
  if (texts.length > SENTIMENT_LIMITS.maxTexts) {
    return { problem: `texts pasa del límite de ${count.format(SENTIMENT_LIMITS.maxTexts)} textos por petición.` };
  }
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (typeof text !== 'string') return { problem: `texts[${i}] debe ser texto.` };
    if (tooLong(text, SENTIMENT_LIMITS.maxChars)) {
      return {
        problem: `texts[${i}] pasa del límite de ${count.format(SENTIMENT_LIMITS.maxChars)} caracteres por texto.`,
      };
    }
  }
  if (lang !== undefined && lang !== 'es' && lang !== 'en') {
    return { problem: 'lang debe ser "es" o "en" (o no estar, para detectar el idioma de cada texto).' };
  }
  return { request: { texts: texts as string[], lang } };
}

export function sentimentHandler({ config, limiter, clientOf, log = () => {} }: SentimentRouteOptions) {
  return async (c: Context): Promise<Response> => {
    const post = await readJsonPost(c, {
      limiter,
      clientOf,
      maxBytes: SENTIMENT_LIMITS.maxBodyBytes,
      timeoutMs: config.sentiment.bodyTimeoutMs,
      tooMany: (seconds) => `Demasiadas peticiones seguidas. Vuelve a intentarlo en ${seconds} s.`,
      tooLarge: `La petición pasa del límite de ${count.format(SENTIMENT_LIMITS.maxBodyBytes / (1024 * 1024))} MB. Envía los textos en varias peticiones.`,
      name: 'Sentimiento',
      log,
    });
    if ('refused' in post) return post.refused;
    const read = readSentimentRequest(post.json);
    if ('problem' in read) return errorResponse(400, 'bad_request', read.problem);
    const { texts, lang } = read.request;
    const options = lang ? { lang } : {};
    const results = new Array<{ score: number; label: string; lang: string }>(texts.length);
    for (let i = 0; i < texts.length; i++) {
      const { score, label, lang: detected } = scoreText(texts[i] as string, options);
      results[i] = { score, label, lang: detected };
    }
    return new Response(JSON.stringify({ results }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
}
