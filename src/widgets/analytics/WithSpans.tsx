// The switch to real spans, the only span code a sample page carries: only a network source (live, a site's
// feed) can have them, and the code that reads and draws them is a chunk of its own, fetched on such pages.

import { lazy, type ReactNode, Suspense } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import { useDataSource } from '../element/context.ts';

/** Which widget the span is drawn for: the analytics' four panels, or one chart alone. */
export type SpanKind = 'analytics' | 'price' | 'volume' | 'sentiment' | 'correlation';

export interface WithSpansProps {
  kind: SpanKind;
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  /** Height of the placeholder while loading, close to the content's. */
  height: number;
  /** What the widget showed before spans: without a span (and always for the sample data), exactly that. */
  fallback: ReactNode;
}

const SpanView = lazy(() => import('./span/SpanView.tsx'));

export function WithSpans(props: WithSpansProps) {
  // Sources that refresh are the network ones; the sample data's timeframe is only a label (spec).
  if (!useDataSource().subscribe) return props.fallback;
  return (
    <Suspense fallback={<div style={{ minHeight: props.height }} />}>
      <SpanView {...props} />
    </Suspense>
  );
}
