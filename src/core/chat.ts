// The simulated assistant of spec §7: a reply chosen locally from the question.

import { formatsFor } from './format.ts';
import { AI_DATA_SOURCES, OVERALL_SENTIMENT, quoteOf } from './sample/common.ts';
import type { ChatMessage } from './types.ts';

export type ReplyTopic = 'bitcoin' | 'ethereum' | 'general';

/** Lower case, accents removed, so "BITCÓIN" and "bitcoin" read alike. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// "btc" and "eth" count only as whole words, so "method" or "Bethany" do not trigger a coin.
const mentions = (text: string, name: string, ticker: string) =>
  text.includes(name) || new RegExp(`(^|[^\\p{L}\\p{N}])${ticker}($|[^\\p{L}\\p{N}])`, 'u').test(text);

export function replyTopic(question: string): ReplyTopic {
  const text = normalizeQuestion(question);
  if (mentions(text, 'bitcoin', 'btc')) return 'bitcoin';
  if (mentions(text, 'ethereum', 'eth')) return 'ethereum';
  return 'general';
}

// The replies quote the coins' sentiment scores from the sample quotes (spec: 72/100 and 75/100).
export const BITCOIN_SCORE = quoteOf('BTC')?.sentiment ?? 72;
export const BITCOIN_SUPPORT = 42000;
export const BITCOIN_BREAKOUT = 45000;
export const ETHEREUM_SENTIMENT = quoteOf('ETH')?.sentiment ?? 75;
export const ETHEREUM_STAKING = 22;
export const SENTIMENT_PRICE_CORRELATION = 0.73;

export function replyTo(question: string): string {
  const { formatCorrelation, formatPercent, formatScore, formatWholeDollars } = formatsFor();
  switch (replyTopic(question)) {
    case 'bitcoin':
      return (
        `Análisis de Bitcoin (BTC): la puntuación de sentimiento es ${formatScore(BITCOIN_SCORE)}, ` +
        `moderadamente alcista. El soporte clave está en ${formatWholeDollars(BITCOIN_SUPPORT)}. ` +
        `Recomendación: esperar una ruptura confirmada por encima de ${formatWholeDollars(BITCOIN_BREAKOUT)} ` +
        'antes de ampliar posiciones.'
      );
    case 'ethereum':
      return (
        `Análisis de Ethereum (ETH): el sentimiento es de ${formatScore(ETHEREUM_SENTIMENT)}, alcista. ` +
        `El ${formatPercent(ETHEREUM_STAKING, { fractionDigits: 0 })} del suministro está en staking, ` +
        'lo que reduce la oferta disponible y sostiene la tendencia.'
      );
    case 'general':
      return (
        `He analizado ${AI_DATA_SOURCES} fuentes de datos: el sentimiento general del mercado es de ` +
        `${formatScore(OVERALL_SENTIMENT)}. La correlación entre el sentimiento social y el precio es de ` +
        `${formatCorrelation(SENTIMENT_PRICE_CORRELATION)}, una relación fuerte. ` +
        'Pregúntame por Bitcoin o Ethereum para un análisis detallado.'
      );
  }
}

/** Longest question accepted, however it was written (typed, pasted or set from script). */
export const MAX_QUESTION_LENGTH = 1000;

/** The question as sent: without surrounding spaces, cut at the longest length accepted. */
export const questionText = (input: string): string => input.trim().slice(0, MAX_QUESTION_LENGTH);

/**
 * Input that may be sent: anything but empty, whitespace-only or invisible characters only (zero-width
 * spaces, joiners, direction marks) (spec §5).
 */
export function canSend(input: string): boolean {
  return input.replace(/[\s\p{Cf}]/gu, '').length > 0;
}

/** A message with an id unique on the page: its time and a random tail (two messages may share a millisecond). */
export function createMessage(type: ChatMessage['type'], content: string, now = new Date()): ChatMessage {
  const tail = Math.random().toString(36).slice(2, 10);
  return { id: `msg-${now.getTime().toString(36)}-${tail}`, type, content, timestamp: now };
}
