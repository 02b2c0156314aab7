// A coin's social dominance and its sentiment against its own baseline (the feed's `dominance` and `relative`),
// where readers compare coins, with what each means in one line. No chart code here: the sentiment card and the
// trending table use it without the charts' chunks (the chart panels' figures are in CoinSocialFigures.tsx).

import { use } from 'react';
import {
  DOMINANCE_MEANING,
  NO_BASELINE,
  RELATIVE_MEANING,
  RELATIVE_WORDS,
  relativeBand,
} from '../../core/measured/relative.ts';
import type { MeasuredCoinFigure } from '../../core/measured/types.ts';
import { HostContext } from '../element/context.ts';
import { useFormats } from '../ui/formats.ts';
import { useAdoptedStyles } from './adopt.ts';
import styles from './coin-social.css?inline';

/** "47,6 %": a share of mentions with one decimal. */
export function useDominanceText(): (dominance: number) => string {
  const { formatPercent } = useFormats();
  return (dominance) => formatPercent(dominance, { fractionDigits: 1 });
}

/** "+1,4 σ": the z-score, signed, one decimal. */
export function useDeviationText(): (z: number) => string {
  const { formatNumber } = useFormats();
  return (z) => `${z > 0 ? '+' : z < 0 ? '−' : ''}${formatNumber(Math.abs(z), 1)}\u00a0σ`;
}

/** "más positivo de lo habitual (+1,4 σ)", or that there is no baseline yet. */
export function useRelativeText(): (relative: number | undefined) => string {
  const deviation = useDeviationText();
  return (relative) =>
    relative === undefined ? NO_BASELINE : `${RELATIVE_WORDS[relativeBand(relative)]} (${deviation(relative)})`;
}

export const relativeClass = (relative: number | undefined) =>
  `cw-relative cw-relative-${relative === undefined ? 'none' : relativeBand(relative)}`;

/** The coin's two figures as a list (the sentiment card of one coin). */
export function CoinSocialList({ figure }: { figure: MeasuredCoinFigure }) {
  useAdoptedStyles(use(HostContext), styles);
  const dominance = useDominanceText();
  const relative = useRelativeText();
  return (
    <dl className="cw-coin-social">
      <div>
        <dt>Dominancia social</dt>
        <dd>{dominance(figure.dominance)}</dd>
      </div>
      <div className={relativeClass(figure.relative)}>
        <dt>Frente a sus 20 días</dt>
        <dd>{relative(figure.relative)}</dd>
      </div>
    </dl>
  );
}

/** What the two figures mean, one line each; `className` places it (the trending table's note). */
export function CoinSocialMeaning({ className }: { className?: string }) {
  useAdoptedStyles(use(HostContext), styles);
  return (
    <p className={`cw-muted cw-coin-social-meaning${className ? ` ${className}` : ''}`}>
      {DOMINANCE_MEANING} {RELATIVE_MEANING}
    </p>
  );
}
