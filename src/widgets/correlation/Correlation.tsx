import { lazy, Suspense } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { WithSpansProps } from '../analytics/WithSpans.tsx';
import { useDataSource } from '../element/context.ts';
import { CorrelationPanel, correlationPanelStyles } from '../panels/CorrelationPanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = correlationPanelStyles;

// The span view: its own chunk, fetched only for a network source (live, a site's feed), which has spans.
const SpanView = lazy(() => import('../analytics/span/SpanView.tsx'));

/** The chosen span's real history on live and feed pages; for the sample data, `fallback` (see WithSpans.tsx). */
function SpansOr(props: WithSpansProps) {
  if (!useDataSource().subscribe) return props.fallback;
  return (
    <Suspense fallback={<div style={{ minHeight: props.height }} />}>
      <SpanView {...props} />
    </Suspense>
  );
}

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
    <SpansOr
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
