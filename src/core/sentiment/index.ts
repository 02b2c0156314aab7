// crypto-widgets/sentiment: the scorer as a library (no React, no DOM, no Node-only API).

export {
  labelOf,
  NEGATIVE_THRESHOLD,
  POSITIVE_THRESHOLD,
  type ScoreOptions,
  SENTIMENT_RULES,
  type SentimentHit,
  type SentimentLabel,
  type SentimentLang,
  type SentimentResult,
  type SentimentRule,
  scoreText,
} from './score.ts';
export { type SentimentTarget, scoreTargets } from './targets.ts';
// Which coins a text names: the spec's five by default, or any list of the table's coins (a server's COINS).
export { type KnownCoin, KNOWN_COINS } from '../coins/table.ts';
export { type CoinMatcher, coinMatcher, detectCoins } from '../measured/mentions.ts';
