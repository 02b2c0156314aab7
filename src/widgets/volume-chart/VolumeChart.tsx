import type { SeriesProps } from '../attributes.ts';
import { ChartWidget } from '../panels/ChartWidget.tsx';
import { VolumePanel, volumePanelStyles } from '../panels/VolumePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, volumePanelStyles].join('\n');

export default function VolumeChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <ChartWidget
      kind="volume"
      coin={coin}
      timeframe={timeframe}
      height={400}
      seed={seed}
      panels={({ series, figures, before, after }) => (
        <VolumePanel
          coin={coin}
          timeframe={timeframe}
          series={series}
          figures={figures}
          before={before}
          after={after}
        />
      )}
    />
  );
}
