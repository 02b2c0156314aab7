// crypto-widgets/sentiment: the scorer as a library (no React, no DOM, no Node-only API).

export {
  NEGATIVE_THRESHOLD,
  POSITIVE_THRESHOLD,
  type ScoreOptions,
  type SentimentHit,
  type SentimentLabel,
  type SentimentLang,
  type SentimentResult,
  scoreText,
} from './score.ts';
