import { lazy, Suspense } from 'react';
import type { WithSpansProps } from '../analytics/WithSpans.tsx';
import type { SeriesProps } from '../attributes.ts';
import { useDataSource } from '../element/context.ts';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { VolumePanel, volumePanelStyles } from '../panels/VolumePanel.tsx';
import { chartStyles } from '../ui/chart.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, volumePanelStyles].join('\n');

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

export default function VolumeChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <SpansOr
      kind="volume"
      coin={coin}
      timeframe={timeframe}
      height={400}
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
    />
  );
}
