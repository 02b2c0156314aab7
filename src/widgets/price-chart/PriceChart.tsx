import { lazy, Suspense } from 'react';
import type { WithSpansProps } from '../analytics/WithSpans.tsx';
import type { SeriesProps } from '../attributes.ts';
import { useDataSource } from '../element/context.ts';
import { PricePanel, pricePanelStyles } from '../panels/PricePanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { chartStyles } from '../ui/chart.tsx';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, pricePanelStyles].join('\n');

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

export default function PriceChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <SpansOr
      kind="price"
      coin={coin}
      timeframe={timeframe}
      height={360}
      fallback={
        <SeriesLoader coin={coin} seed={seed} height={360} placeNotes>
          {({ series, sample, before, after }) => (
            <PricePanel
              coin={coin}
              timeframe={timeframe}
              series={series}
              sample={sample}
              before={before}
              after={after}
            />
          )}
        </SeriesLoader>
      }
    />
  );
}
