// Live and feed pages: the chosen span's real history when the source has it (spanSeries), drawn by panels in
// their own chunk; otherwise, and always for the sample data (the timeframe is only a label), `fallback`:
// exactly what the widget showed before spans.

import { type ReactNode, useRef } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import type { SpanSeries } from '../../core/signals/types.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';

export interface SpanData {
  series: SpanSeries;
  /** With `withFigures`. */
  figures?: AnalyticsFigures;
  measured?: MeasuredSentiment;
  /** With `placeNotes`: the lines for the panel to place in its card (see Loadable). */
  before?: ReactNode;
  after?: ReactNode;
}

interface SpanGateProps {
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  /** Height of the loading placeholder, close to the content's. */
  height: number;
  /** Also reads the fixed figures (whale transactions) and the measured figures (analytics). */
  withFigures?: boolean;
  placeNotes?: boolean;
  fallback: ReactNode;
  children: (data: SpanData) => ReactNode;
}

export function SpanGate({ coin, timeframe, height, withFigures, placeNotes, fallback, children }: SpanGateProps) {
  const state = useData(
    (source) => ({
      series: source.spanSeries(coin, timeframe),
      figures: withFigures ? source.analyticsFigures(coin) : undefined,
      measured: withFigures ? source.measured() : undefined,
    }),
    [coin, timeframe, withFigures],
  );
  // While another span loads, the last one stays (dimmed by aria-busy) rather than a blank placeholder.
  const last = useRef<typeof state>(undefined);
  const previous = last.current;
  const keep = state.status === 'loading' && previous?.status === 'ready' && previous.data.series?.coin === coin;
  const shown = keep ? previous : state;
  if (shown.status === 'loading') {
    return (
      <Loadable state={shown} height={height}>
        {() => null}
      </Loadable>
    );
  }
  if (shown.status !== 'ready' || shown.offline || !shown.data.series) {
    last.current = undefined;
    return fallback;
  }
  last.current = shown;
  const { series, figures, measured } = shown.data;
  return (
    <div className="cw-span" aria-busy={state.status === 'loading'}>
      <Loadable state={{ ...shown, data: { series, figures, measured } }} height={height} placeNotes={placeNotes}>
        {(data, { before, after }) => children({ ...data, before, after })}
      </Loadable>
    </div>
  );
}
