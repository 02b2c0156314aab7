import { Suspense } from 'react';
import { SpanGate } from '../analytics/SpanGate.tsx';
import { LazySpanPricePanel } from '../analytics/span/lazy.ts';
import type { SeriesProps } from '../attributes.ts';
import { PricePanel, pricePanelStyles } from '../panels/PricePanel.tsx';
import { SeriesLoader } from '../panels/SeriesLoader.tsx';
import { chartStyles } from '../ui/chart.tsx';

export { default as spec } from './spec.ts';

export const styles = [chartStyles, pricePanelStyles].join('\n');

export default function PriceChart({ coin, timeframe, seed }: SeriesProps) {
  return (
    <SpanGate
      coin={coin}
      timeframe={timeframe}
      height={360}
      placeNotes
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
    >
      {({ series, before, after }) => (
        <Suspense fallback={<div style={{ minHeight: 360 }} />}>
          <LazySpanPricePanel coin={coin} series={series} tagged before={before} after={after} />
        </Suspense>
      )}
    </SpanGate>
  );
}
