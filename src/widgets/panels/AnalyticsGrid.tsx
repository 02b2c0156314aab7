// The analytics widget's four panels in their grid, under the line that says what they draw: the same layout for
// the sample series, a live view's 24 hours and a real span. A measured history comes in its own chunk.

import { lazy, type ReactNode, Suspense } from 'react';
import type { Timeframe } from '../../core/catalog.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';

const MeasuredHistoryPanel = lazy(() => import('../measured/MeasuredHistoryPanel.tsx'));

/** The sentiment panel over the measured history of `timeframe` (analytics has its selector: no tag). */
export function MeasuredSentimentPanel(props: { coin: string; timeframe: Timeframe; measured: MeasuredSentiment }) {
  return (
    <Suspense fallback={<div style={{ minHeight: 400 }} />}>
      <MeasuredHistoryPanel {...props} />
    </Suspense>
  );
}

interface GridProps {
  note: string;
  price: ReactNode;
  sentiment: ReactNode;
  volume: ReactNode;
  correlation: ReactNode;
}

export function AnalyticsGrid({ note, ...panels }: GridProps) {
  return (
    <>
      <p className="cw-series-note cw-loose-note">{note}</p>
      <div className="cw-panels">
        {[panels.price, panels.sentiment, panels.volume, panels.correlation].map((panel, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid of four, each always in its place.
          <div key={i} part="panel">
            {panel}
          </div>
        ))}
      </div>
    </>
  );
}
