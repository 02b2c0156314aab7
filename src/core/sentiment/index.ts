// crypto-widgets/sentiment: the scorer as a library (no React, no DOM, no Node-only API).

export {
  NEGATIVE_THRESHOLD,
  POSITIVE_THRESHOLD,
  SENTIMENT_RULES,
  type ScoreOptions,
  type SentimentHit,
  type SentimentLabel,
  type SentimentLang,
  type SentimentRule,
  type SentimentResult,
  scoreText,
} from './score.ts';
export { type SentimentTarget, scoreTargets } from './targets.ts';
