// The one wrapper of the chart widgets (<crypto-analytics>, price, volume, sentiment and correlation charts). With
// the sample data (no `source`) it draws the widget's own panels over the sample series, as the spec says. With
// a network source (source="live", a site's feed), the span view (span/SpanView.tsx, a chunk of its own) draws the
// chosen span's real history; where a figure has none, the widget's panels again, told by NetworkView that they are
// in a live view: they say "Datos de ejemplo" beside their title, and the matrix never correlates sample series.

import { createContext, lazy, type ReactNode, Suspense } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import { useDataSource } from '../element/context.ts';

/** Which widget the span is drawn for: the analytics' four panels, or one chart alone. */
export type ChartKind = 'analytics' | 'price' | 'volume' | 'sentiment' | 'correlation';

export interface ChartWidgetProps {
  kind: ChartKind;
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  /** Height of the placeholder while loading, close to the content's. */
  height: number;
  /** The widget's panels over its 24-hour series: the whole widget with the sample data. */
  fallback: ReactNode;
}

/** What a panel drawn in a live or feed view is told (undefined with the sample data). */
export interface NetworkView {
  /** In place of a sample price line, when the coin's card has a live price: that price, and why no line. */
  price?: ReactNode;
  /** In place of a correlation of sample series: why there is none. */
  correlation: ReactNode;
}

export const NetworkViewContext = createContext<NetworkView | undefined>(undefined);

const SpanView = lazy(() => import('./span/SpanView.tsx'));

export function ChartWidget(props: ChartWidgetProps) {
  if (!useDataSource().subscribe) return props.fallback;
  return (
    <Suspense fallback={<div style={{ minHeight: props.height }} />}>
      <SpanView {...props} />
    </Suspense>
  );
}
