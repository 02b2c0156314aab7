// The span panels for the widgets that show one of them alone, each loaded on first use (live and feed pages
// only): the chunk is the span panels', never the sample pages'.

import { lazy } from 'react';

export const LazySpanPricePanel = lazy(() => import('./SpanCharts.tsx').then((m) => ({ default: m.SpanPricePanel })));
export const LazySpanVolumePanel = lazy(() => import('./SpanCharts.tsx').then((m) => ({ default: m.SpanVolumePanel })));
export const LazySpanSentimentPanel = lazy(() =>
  import('./SpanCharts.tsx').then((m) => ({ default: m.SpanSentimentPanel })),
);
export const LazySpanCorrelationPanel = lazy(() =>
  import('./SpanCorrelationPanel.tsx').then((m) => ({ default: m.SpanCorrelationPanel })),
);
