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

/** Decimals a correlation is shown with (formatCorrelation): its band is the band of the figure shown. */
export const CORRELATION_DECIMALS = 2;

/**
 * The band of a coefficient as shown, rounded to two decimals: 0.398 reads "0,40", and a reader checking it
 * against the legend ("Moderada 0,4–0,7") must find "Moderada" beside it, not "Débil".
 */
export function correlationBand(r: number): CorrelationBand {
  const a = Math.round(Math.abs(r) * 10 ** CORRELATION_DECIMALS) / 10 ** CORRELATION_DECIMALS;
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
