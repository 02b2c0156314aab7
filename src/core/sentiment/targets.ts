// A score per coin, as the library gives it (crypto-widgets/sentiment): the spec's five coins. The server scores
// the coins of its COINS with the same function (coin-targets.ts).

import { SPEC_COIN_MATCHER } from '../measured/mentions.ts';
import type { TrackedCoin } from '../measured/types.ts';
import { scoreTargetsWith } from './coin-targets.ts';
import type { ScoreOptions } from './score.ts';

export interface SentimentTarget {
  coin: TrackedCoin;
  /** −1…1, as scoreText scores the clauses about this coin. */
  score: number;
}

/** Each tracked coin `text` names, with the score of what the text says of it; [] when it names none. */
export function scoreTargets(text: string, options: ScoreOptions = {}): SentimentTarget[] {
  return scoreTargetsWith(text, options, SPEC_COIN_MATCHER);
}
