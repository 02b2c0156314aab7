// The words behind an evidence text's score, as the widget highlights them: the scorer's `explain` run again on the
// text at measuring time (a handful of texts per change), so the store keeps no hits and an old item gets words too.

import {
  EVIDENCE_WEIGHT_MAX,
  EVIDENCE_WORD_MAX,
  EVIDENCE_WORDS_MAX,
  type MeasuredEvidenceWord,
} from '../../core/measured/types.ts';
import { scoreText } from '../../core/sentiment/index.ts';

/** A word, a number or an emoji: a hit of punctuation alone ("!!!", "??") is emphasis a reader cannot point at. */
const POINTABLE = /[\p{L}\p{N}\p{Extended_Pictographic}]/u;

/**
 * The hits that moved the score of `text`, read in `lang`: the strongest EVIDENCE_WORDS_MAX, in the text's order,
 * each within the feed schema's bounds (a longer phrase is left out rather than cut, so it can still be found).
 */
export function evidenceWords(text: string, lang: 'es' | 'en'): MeasuredEvidenceWord[] {
  const hits = scoreText(text, { lang, explain: true })
    .hits.map((hit, order) => ({ hit, order }))
    .filter(({ hit }) => hit.weight !== 0 && hit.text.length <= EVIDENCE_WORD_MAX && POINTABLE.test(hit.text));
  return hits
    .sort((a, b) => Math.abs(b.hit.weight) - Math.abs(a.hit.weight) || a.order - b.order)
    .slice(0, EVIDENCE_WORDS_MAX)
    .sort((a, b) => a.order - b.order)
    .map(({ hit }) => {
      const weight = Math.max(-EVIDENCE_WEIGHT_MAX, Math.min(EVIDENCE_WEIGHT_MAX, Math.round(hit.weight * 100) / 100));
      return hit.rules && hit.rules.length > 0
        ? { text: hit.text, weight, rules: hit.rules }
        : { text: hit.text, weight };
    })
    .filter((word) => word.weight !== 0);
}
