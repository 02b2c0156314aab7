// What the measured figures give the parts the widgets already read: the per-platform rows of the sentiment
// card and each quote's sentiment. A figure with too few items ("pocos datos") gives nothing here; it stays
// in the `measured` part with its count.

import { MEASURED_PLATFORM_LABELS, type MeasuredSentiment } from '../../core/measured/types.ts';
import type { PlatformSentiment, Trend } from '../../core/types.ts';

/** Up when the score is at least the previous 24 h's; without one, up when it is at least neutral (50). */
export const trendOf = (score: number, previousScore?: number): Trend =>
  score >= (previousScore ?? 50) ? 'up' : 'down';

/** The measured platforms with a score, as the sentiment card's rows (whole points, as the spec shows them). */
export function measuredPlatforms(measured: MeasuredSentiment | undefined): PlatformSentiment[] {
  if (!measured) return [];
  return measured.platforms.flatMap((figure) =>
    figure.score === undefined
      ? []
      : [
          {
            platform: MEASURED_PLATFORM_LABELS[figure.platform],
            score: Math.round(figure.score),
            trend: trendOf(figure.score, figure.previousScore),
            mentions: figure.mentions,
          },
        ],
  );
}

/** Each tracked coin's measured score (whole points), for the coins with enough items. */
export function measuredCoinSentiment(measured: MeasuredSentiment | undefined): Record<string, number | undefined> {
  const scores: Record<string, number | undefined> = {};
  if (!measured) return scores;
  for (const figure of measured.coins) {
    if (figure.score !== undefined) scores[figure.coin] = Math.round(figure.score);
  }
  return scores;
}
