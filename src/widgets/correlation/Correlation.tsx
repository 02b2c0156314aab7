import type { AnalyticsCoin } from '../../core/catalog.ts';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';

export { default as spec } from './spec.ts';

export const styles = correlationPanelStyles;

export default function Correlation({ coin, seed }: { coin: AnalyticsCoin; seed: number | undefined }) {
  return (
    <SeriesLoader coin={coin} seed={seed} height={340} placeNotes>
      {({ series, sample, before, after }) => (
        <CorrelationPanel coin={coin} series={series} sample={sample} before={before} after={after} />
      )}
    </SeriesLoader>
  );
}
