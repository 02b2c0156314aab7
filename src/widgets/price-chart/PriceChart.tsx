import type { SeriesProps } from '../attributes.ts';
import { ChartWidget } from '../panels/ChartWidget.tsx';
import { PricePanel, pricePanelStyles } from '../panels/PricePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, pricePanelStyles].join('\n');

export default function PriceChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <ChartWidget
      kind="price"
      coin={coin}
      timeframe={timeframe}
      height={360}
      seed={seed}
      panels={({ series, before, after }) => (
        <PricePanel coin={coin} timeframe={timeframe} series={series} before={before} after={after} />
      )}
    />
  );
}
