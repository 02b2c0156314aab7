// A coin's social dominance and its figure against its own 20 days as the key figures of a chart panel
// (analytics' and <crypto-sentiment-chart>'s sentiment panels).

import { use } from 'react';
import type { MeasuredCoinFigure } from '../../core/measured/types.ts';
import { HostContext } from '../element/context.ts';
import { Figure } from '../ui/Figure.tsx';
import { useAdoptedStyles } from './adopt.ts';
import { relativeClass, useDominanceText, useRelativeText } from './CoinSocial.tsx';
import styles from './coin-social.css?inline';

/** The coin's two figures as labelled figures (analytics' sentiment panel). */
export function CoinSocialFigures({ figure }: { figure: MeasuredCoinFigure }) {
  useAdoptedStyles(use(HostContext), styles);
  const dominance = useDominanceText();
  const relative = useRelativeText();
  return (
    <>
      <Figure label="Dominancia social" value={dominance(figure.dominance)} />
      <Figure
        label="Frente a sus 20 días"
        className={relativeClass(figure.relative)}
        value={relative(figure.relative)}
      />
    </>
  );
}
