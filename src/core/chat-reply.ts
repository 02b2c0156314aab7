// The simulated assistant of spec §7: a reply chosen locally from the question. Fetched with a chat's first
// question (data-source.ts), so a chat that is only looked at never loads it.

import { coinsNamed, listed, sampleCoinList } from './assistant/coins.ts';
import { normalizeQuestion } from './assistant/normalize.ts';
import { isOffTopic } from './assistant/off-topic.ts';
import { formatsFor } from './format.ts';
import { AI_DATA_SOURCES, OVERALL_SENTIMENT, quoteOf } from './sample/common.ts';

export type ReplyTopic = 'bitcoin' | 'ethereum' | 'general';

export { normalizeQuestion } from './assistant/normalize.ts';

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

/** What the sample data cannot answer, said plainly: a coin it has no figures of, or another subject. */
const ASK_FOR_DETAIL = 'Pregúntame por Bitcoin o Ethereum para un análisis detallado.';
export const OFF_TOPIC_REPLY =
  'Solo puedo ayudarte con el mercado cripto: sentimiento, precios, ballenas, volumen on-chain y correlaciones. ' +
  ASK_FOR_DETAIL;
export const untrackedReply = (names: readonly string[]): string =>
  `En los datos de ejemplo no tengo cifras de ${listed(names, 'ni')}: solo de ${sampleCoinList()}. ${ASK_FOR_DETAIL}`;

/**
 * The sample assistant's reply (spec §7): Bitcoin's, Ethereum's or the general one, word for word; where the
 * general one would pretend (a coin the sample has no figures of, a question about something else), it says so.
 */
export function replyTo(question: string): string {
  const { formatCorrelation, formatPercent, formatScore, formatWholeDollars } = formatsFor();
  const topic = replyTopic(question);
  if (topic === 'general') {
    const { tracked, untracked } = coinsNamed(question);
    if (untracked.length > 0 && tracked.length === 0) return untrackedReply(untracked);
    if (isOffTopic(question)) return OFF_TOPIC_REPLY;
  }
  switch (topic) {
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
