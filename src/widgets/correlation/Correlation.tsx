import { Suspense } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import { SpanGate } from '../analytics/SpanGate.tsx';
import { LazySpanCorrelationPanel } from '../analytics/span/lazy.ts';
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
    <SpanGate
      coin={coin}
      timeframe={timeframe}
      height={340}
      placeNotes
      fallback={
        <SeriesLoader coin={coin} seed={seed} height={340} placeNotes>
          {({ series, sample, before, after }) => (
            <CorrelationPanel coin={coin} series={series} sample={sample} before={before} after={after} />
          )}
        </SeriesLoader>
      }
    >
      {({ series, before, after }) => (
        <Suspense fallback={<div style={{ minHeight: 340 }} />}>
          <LazySpanCorrelationPanel coin={coin} series={series} before={before} after={after} />
        </Suspense>
      )}
    </SpanGate>
  );
}
