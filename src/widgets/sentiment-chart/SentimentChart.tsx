import { lazy, Suspense } from 'react';
import type { WithSpansProps } from '../analytics/WithSpans.tsx';
import type { SeriesProps } from '../attributes.ts';
import { useDataSource } from '../element/context.ts';
import { SentimentPanel, sentimentPanelStyles } from '../panels/SentimentPanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { chartStyles } from '../ui/chart.tsx';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, sentimentPanelStyles].join('\n');

// The measured history's panel: its own chunk, fetched only when a feed brings measured figures.
const MeasuredHistoryPanel = lazy(() => import('../measured/MeasuredHistoryPanel.tsx'));

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

/**
 * The measured history where the site's server measured sentiment (issue 22); otherwise a span's measured column
 * where a server has one, or what the widget showed before spans.
 */
export default function SentimentChart({ coin, timeframe, seed }: SeriesProps) {
  // Measured figures first: with them the panel reads nothing else, so its provenance line names them alone.
  const measured = useData((source) => ({ measured: source.measured() }), []);
  if (measured.status === 'ready' && measured.data.measured && !measured.offline) {
    return (
      <Loadable state={measured} height={400} placeNotes>
        {({ measured: figures }, { before, after }) =>
          figures ? (
            <Suspense fallback={<div style={{ minHeight: 400 }} />}>
              <MeasuredHistoryPanel
                coin={coin}
                timeframe={timeframe}
                measured={figures}
                tagged
                before={before}
                after={after}
              />
            </Suspense>
          ) : null
        }
      </Loadable>
    );
  }
  const series = (
    <SeriesLoader coin={coin} seed={seed} height={400} placeNotes>
      {({ series, figures, sample, before, after }) => (
        <SentimentPanel
          coin={coin}
          timeframe={timeframe}
          series={series}
          sample={sample}
          split={figures.sentimentSplit}
          before={before}
          after={after}
        />
      )}
    </SeriesLoader>
  );
  // No measured history: a span's measured column where a server has one (never asked before the source said).
  if (measured.status !== 'ready') return series;
  return <SpansOr kind="sentiment" coin={coin} timeframe={timeframe} height={400} fallback={series} />;
}
