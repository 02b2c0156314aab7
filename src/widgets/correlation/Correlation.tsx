import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import { WithSpans } from '../analytics/WithSpans.tsx';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';

export { default as spec } from './spec.ts';

export const styles = correlationPanelStyles;

export default function Correlation({
  coin,
  timeframe = '7D',
  seed,
}: {
  coin: AnalyticsCoin;
  /** The span whose changes are correlated (live and feed pages); the analytics widget's default. */
  timeframe?: Timeframe;
  seed: number | undefined;
}) {
  return (
    <WithSpans
      kind="correlation"
      coin={coin}
      timeframe={timeframe}
      height={340}
      fallback={
        <SeriesLoader coin={coin} seed={seed} height={340} placeNotes>
          {({ series, sample, before, after }) => (
            <CorrelationPanel coin={coin} series={series} sample={sample} before={before} after={after} />
          )}
        </SeriesLoader>
      }
    />
  );
}
