// The local assistant when live figures exist: it answers from them and from nothing else. A coin we do not
// track gets "No seguimos …", never a reply with figures. With no live figure, the spec's sample replies stay the
// answer (src/core/chat.ts), word for word.

import { replyTo } from '../chat-reply.ts';
import type { Formats } from '../format.ts';
import { coinList, coinName, coinsNamed, listed } from './coins.ts';
import {
  type FiguresContext,
  formatCoinFigures,
  formatMarketFigures,
  formatSources,
  hasLiveFigures,
} from './figures-context.ts';
import { normalizeQuestion } from './normalize.ts';
import { isOffTopic } from './off-topic.ts';
import type { ChatTurn } from './turns.ts';

/** Up to this many coins are named in a reply's list; more are counted. */
const LISTED_COINS = 5;

/** "Pregúntame por Bitcoin, Ethereum, … o Polkadot." (or the first three and how many more). */
function askAbout(coins: readonly string[]): string {
  const names = coins.map(coinName);
  if (names.length <= LISTED_COINS) return `Pregúntame por ${listed(names, 'o')}.`;
  return `Pregúntame por ${names.slice(0, 3).join(', ')} u otra de las ${names.length} monedas que sigo.`;
}

/**
 * "seguimos Bitcoin (BTC), … y Polkadot (DOT)" (or how many, and the first three): the coins followed, which is
 * not to say each has figures now.
 */
function coinsFollowed(coins: readonly string[]): string {
  if (coins.length <= LISTED_COINS) return `seguimos ${coinList(coins)}`;
  return `seguimos ${coins.length} monedas, entre ellas ${coinList(coins.slice(0, 3))}`;
}

/** A question about the market as a whole: a coin named earlier does not carry over to it. */
const MARKET_WORDS = /(^|[^\p{L}])(mercado|market|general|criptos?|criptomonedas|todas)($|[^\p{L}])/u;

/**
 * The coins a question is about: those it names; with none, those of the latest earlier question that named
 * some ("¿y el precio?" after a question about Bitcoin), unless it asks about the market.
 */
function coinsAsked(turns: readonly ChatTurn[], coins: readonly string[]) {
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const question = questions.at(-1) ?? '';
  const named = coinsNamed(question, coins);
  if (named.tracked.length > 0 || named.untracked.length > 0) return named;
  if (MARKET_WORDS.test(normalizeQuestion(question))) return named;
  for (const earlier of questions.slice(0, -1).reverse()) {
    const before = coinsNamed(earlier, coins);
    if (before.tracked.length > 0 || before.untracked.length > 0) return before;
  }
  return named;
}

/**
 * The reply from the figures in `context`, for the conversation so far (its last turn is the question);
 * `formats`: the widget's own (its locale, the feed's currency), es-ES in the context's currency otherwise.
 */
export function groundedReply(turns: readonly ChatTurn[], context: FiguresContext, formats?: Formats): string {
  const coins = Object.keys(context.coins);
  const { tracked, untracked } = coinsAsked(turns, coins);
  const question = turns.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
  if (tracked.length === 0 && untracked.length === 0 && isOffTopic(question)) {
    return `Solo puedo ayudarte con el mercado cripto: precios, sentimiento y Fear & Greed. ${askAbout(coins)}`;
  }
  const sentences: string[] = [];
  if (untracked.length > 0) {
    sentences.push(`No seguimos ${listed(untracked, 'ni')}; ${coinsFollowed(coins)}.`);
  }
  for (const coin of tracked) sentences.push(formatCoinFigures(context, coin, formats, coinName(coin)));
  if (tracked.length === 0 && untracked.length === 0)
    sentences.push(formatMarketFigures(context, formats), askAbout(coins));
  const sources = tracked.length > 0 || untracked.length === 0 ? formatSources(context) : undefined;
  if (sources) sentences.push(sources);
  return sentences.join(' ');
}

/** The local assistant's reply: from the live figures when there are any, else the spec's sample reply. */
export function localReply(turns: readonly ChatTurn[], context: FiguresContext | undefined, formats?: Formats): string {
  if (context && hasLiveFigures(context)) return groundedReply(turns, context, formats);
  const question = turns.filter((turn) => turn.role === 'user').at(-1)?.content ?? '';
  return replyTo(question);
}
