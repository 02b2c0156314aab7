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
