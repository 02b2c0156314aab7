// Colour and strength bands of spec §9.

import type { RiskStatus } from './types.ts';

/** Sentiment band: 70 or more green, 50–69 yellow, below 50 red. */
export type SentimentBand = 'positive' | 'neutral' | 'negative';

export function sentimentBand(score: number): SentimentBand {
  if (score >= 70) return 'positive';
  if (score >= 50) return 'neutral';
  return 'negative';
}

export const SENTIMENT_BAND_LABELS: Readonly<Record<SentimentBand, string>> = {
  positive: 'Alcista',
  neutral: 'Neutral',
  negative: 'Bajista',
};

/** Correlation band by absolute value: 0.7 or more strong, 0.4–0.7 moderate, 0.1–0.4 weak, below 0.1 very weak. */
export type CorrelationBand = 'strong' | 'moderate' | 'weak' | 'very-weak';

export function correlationBand(r: number): CorrelationBand {
  const a = Math.abs(r);
  if (a >= 0.7) return 'strong';
  if (a >= 0.4) return 'moderate';
  if (a >= 0.1) return 'weak';
  return 'very-weak';
}

export const CORRELATION_BAND_LABELS: Readonly<Record<CorrelationBand, string>> = {
  strong: 'Fuerte',
  moderate: 'Moderada',
  weak: 'Débil',
  'very-weak': 'Muy débil',
};

/**
 * Risk status of a risk score (higher is healthier). The spec names the statuses but not their thresholds:
 * 70 or more is good, 40–69 a warning, below 40 a danger.
 */
export function riskStatus(score: number): RiskStatus {
  if (score >= 70) return 'good';
  if (score >= 40) return 'warning';
  return 'danger';
}
