import { lazy, Suspense } from 'react';
import type { SeriesProps } from '../attributes.ts';
import { ChartWidget } from '../panels/ChartWidget.tsx';
import { SentimentPanel, sentimentPanelStyles } from '../panels/SentimentPanel.tsx';
import { chartStyles } from '../ui/chart.tsx';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';

// The sample series travel with the chart widgets' code (core/data-source.ts, provideSample).
export { seriesSample as sample } from '../../core/sample/series.ts';
export { default as spec } from './spec.ts';

export const styles = [chartStyles, sentimentPanelStyles].join('\n');

// The measured history's panel (the coin's own where the server has it): its own chunk, fetched only when a feed
// brings measured figures.
const CoinHistory = lazy(() =>
  import('../measured/MeasuredHistoryPanel.tsx').then((chunk) => ({ default: chunk.CoinHistory })),
);

/**
 * The measured history where the site's server measured sentiment (issue 22), the coin's own when the server
 * measures it per coin; otherwise a span's measured column
 * where a server has one, or the sample series (said to be sample in a live view).
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
              <CoinHistory coin={coin} timeframe={timeframe} measured={figures} before={before} after={after} />
            </Suspense>
          ) : null
        }
      </Loadable>
    );
  }
  // No span is asked for before the source said whether it measures.
  if (measured.status === 'loading') {
    return (
      <Loadable state={measured} height={400}>
        {() => null}
      </Loadable>
    );
  }
  return (
    <ChartWidget
      kind="sentiment"
      coin={coin}
      timeframe={timeframe}
      height={400}
      seed={seed}
      panels={({ series, figures, before, after }) => (
        <SentimentPanel
          coin={coin}
          timeframe={timeframe}
          series={series}
          split={figures.sentimentSplit}
          before={before}
          after={after}
        />
      )}
    />
  );
}
