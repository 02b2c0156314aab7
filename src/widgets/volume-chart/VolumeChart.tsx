import { Suspense } from 'react';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import { SpanGate } from '../analytics/SpanGate.tsx';
import { LazySpanVolumePanel } from '../analytics/span/lazy.ts';
import type { SeriesProps } from '../attributes.ts';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { VolumePanel, volumePanelStyles } from '../panels/VolumePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';

export { default as spec } from './spec.ts';

export const styles = [chartStyles, volumePanelStyles].join('\n');

export default function VolumeChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <SpanGate
      coin={coin}
      timeframe={timeframe}
      height={400}
      placeNotes
      withFigures
      fallback={
        <SeriesLoader coin={coin} seed={seed} height={400} placeNotes>
          {({ series, figures, sample, before, after }) => (
            <VolumePanel
              coin={coin}
              timeframe={timeframe}
              series={series}
              sample={sample}
              figures={figures}
              before={before}
              after={after}
            />
          )}
        </SeriesLoader>
      }
    >
      {({ series, figures, before, after }) => (
        <Suspense fallback={<div style={{ minHeight: 400 }} />}>
          <LazySpanVolumePanel
            coin={coin}
            series={series}
            figures={figures as AnalyticsFigures}
            tagged
            before={before}
            after={after}
          />
        </Suspense>
      )}
    </SpanGate>
  );
}
