import type { Timeframe } from '../../core/catalog.ts';
import { ChartWidget } from '../panels/ChartWidget.tsx';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = correlationPanelStyles;

export default function Correlation({
  coin,
  timeframe = '7D',
  seed,
}: {
  coin: string;
  /** The span whose changes are correlated (live and feed pages); the analytics widget's default. */
  timeframe?: Timeframe;
  seed: number | undefined;
}) {
  return (
    <ChartWidget
      kind="correlation"
      coin={coin}
      timeframe={timeframe}
      height={340}
      seed={seed}
      panels={({ series, before, after }) => (
        <CorrelationPanel coin={coin} series={series} before={before} after={after} />
      )}
    />
  );
}
