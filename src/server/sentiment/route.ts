// POST /api/sentiment: scores texts with the core scorer. Checked in the order that costs least, as the chat is:
// who calls, how often, how much they send and how fast, then what, then how much text the client has scored
// lately. A request's cost is its text (a 1 MB body of 523 texts of 2 000 characters takes some 0.3 s to score),
// so each client has a budget of characters a minute besides its requests a minute. Scoring runs on the thread
// that serves every route: it goes in slices of a few milliseconds, one slice per turn of the event loop, so the
// feed (and every other request) is served between any two slices, however many bodies are being scored.

import type { Context } from 'hono';
import { type CoinMatcher, coinMatcher, SPEC_COIN_MATCHER } from '../../core/measured/mentions.ts';
import { scoreTargetsWith } from '../../core/sentiment/coin-targets.ts';
import { type SentimentTarget, scoreText } from '../../core/sentiment/index.ts';
import type { ServerConfig } from '../api-settings.ts';
import { errorResponse } from '../http.ts';
import type { Limiter } from '../rate-limit.ts';
import { readJsonPost } from '../request-body.ts';

/** The limits of one request (the issue's; documented in the README). */
export const SENTIMENT_LIMITS = { maxTexts: 1000, maxChars: 2000, maxBodyBytes: 1024 * 1024 } as const;

export interface SentimentRouteOptions {
  config: ServerConfig;
  /** Requests per client per minute, taken before the body is read. */
  limiter: Limiter;
  /** Characters scored per client per minute (config.sentiment.charsPerMinute), taken once the texts are known. */
  charLimiter: Limiter;
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

/** Characters as the limit per text counts them (a surrogate pair is one), without building an iterator. */
function characters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** The longest the scorer holds the thread before it gives the event loop a turn. */
const SLICE_MS = 4;

const laterTurn = (run: () => void): void => {
  // setImmediate runs after the loop has polled for I/O; an edge platform without it has setTimeout.
  if (typeof setImmediate === 'function') setImmediate(run);
  else setTimeout(run, 0);
};

/**
 * Every request's slices, in turn, one per turn of the event loop: a request waiting for its next slice goes to
 * the back of the line, so a small request is not held behind a big one, and I/O is polled between any two.
 */
class ScoringTurns {
  readonly #waiting: (() => void)[] = [];
  #scheduled = false;

  /** Resolves on a later turn of the event loop, when this caller may run one slice. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    laterTurn(() => {
      this.#scheduled = false;
      const next = this.#waiting.shift();
      if (this.#waiting.length > 0) this.#schedule();
      next?.();
    });
  }
}

type Scored = { score: number; label: string; lang: string; targets: SentimentTarget[] };

/** One text's entry in the answer, its keys in the order they are written. */
export function sentimentResult(
  text: string,
  options: { lang?: 'es' | 'en' },
  coins: CoinMatcher = SPEC_COIN_MATCHER,
): Scored {
  const { score, label, lang } = scoreText(text, options);
  // Each coin the server follows that the text names, with the score of what it says of it (core/sentiment/targets.ts).
  return { score, label, lang, targets: scoreTargetsWith(text, lang === 'other' ? options : { lang }, coins) };
}

/** The texts' scores, slice by slice; undefined when the client left before the end (nothing more is scored). */
async function scoreInTurns(
  texts: readonly string[],
  options: { lang?: 'es' | 'en' },
  turns: ScoringTurns,
  signal: AbortSignal,
  coins: CoinMatcher,
): Promise<Scored[] | undefined> {
  const results = new Array<Scored>(texts.length);
  let sliceStart = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < texts.length; i++) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await turns.turn();
      if (signal.aborted) return undefined;
      sliceStart = performance.now();
    }
    results[i] = sentimentResult(texts[i] as string, options, coins);
  }
  return results;
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

export function sentimentHandler({ config, limiter, charLimiter, clientOf, log = () => {} }: SentimentRouteOptions) {
  const turns = new ScoringTurns();
  const coins = coinMatcher(config.coins);
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
    // The work this request asks for, against the client's budget: nothing is scored past it.
    let chars = 0;
    for (const text of texts) chars += characters(text);
    const verdict = await charLimiter.take(clientOf(c), chars);
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      return errorResponse(
        429,
        'rate_limited',
        `Demasiado texto seguido: cada cliente puede puntuar ${count.format(config.sentiment.charsPerMinute)} caracteres por minuto y esta petición trae ${count.format(chars)}. Vuelve a intentarlo en ${count.format(seconds)} s.`,
        { 'retry-after': String(seconds) },
      );
    }
    const results = await scoreInTurns(texts, lang ? { lang } : {}, turns, c.req.raw.signal, coins);
    // The client left: nobody reads an answer (499: nginx's "client closed request", for the access log).
    if (!results) return new Response(null, { status: 499 });
    return new Response(JSON.stringify({ results }), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  };
}
