// What a widget passes to the span view (span/SpanView.tsx). Each widget holds its own few lines of switch
// (a shared module would be one more chunk every page lists): only a network source (live, a site's feed) has
// spans, so only then is the span view fetched; the sample data's timeframe is only a label (spec).

import type { ReactNode } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';

/** Which widget the span is drawn for: the analytics' four panels, or one chart alone. */
export type SpanKind = 'analytics' | 'price' | 'volume' | 'sentiment' | 'correlation';

export interface WithSpansProps {
  kind: SpanKind;
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  /** Height of the placeholder while loading, close to the content's. */
  height: number;
  /** What the widget showed before spans: without a span, exactly that. */
  fallback: ReactNode;
}
