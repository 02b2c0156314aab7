// Live and feed pages: the chosen span's real history when the source has it (spanSeries), drawn for the
// widget asking; otherwise `fallback`, exactly what the widget showed before spans.

import { useRef } from 'react';
import type { AnalyticsFigures } from '../../../core/data-source.ts';
import type { Provenance } from '../../../core/provenance.ts';
import { Loadable } from '../../ui/Loadable.tsx';
import { useData } from '../../ui/use-data.ts';
import type { WithSpansProps } from '../WithSpans.tsx';
import SpanAnalytics from './SpanAnalytics.tsx';
import { hasSentiment, SpanPricePanel, SpanSentimentPanel, SpanVolumePanel } from './SpanCharts.tsx';
import { SpanCorrelationPanel } from './SpanCorrelationPanel.tsx';
import { measuredSplit } from './split.ts';

const NO_FIGURES: AnalyticsFigures = {
  sentimentSplit: { positive: 0, neutral: 0, negative: 0 },
  onChainVolume: 0,
  whaleTransactions: 0,
};

/** Of the fixed figures a span view shows only the whale transactions: the sample part is named as such. */
const whalesOnly = (item: Provenance): Provenance =>
  item.sampleParts?.some((p) => p.startsWith('cifras del análisis'))
    ? {
        ...item,
        sampleParts: item.sampleParts.map((p) =>
          p.startsWith('cifras del análisis') ? 'transacciones de ballenas' : p,
        ),
      }
    : item;

export default function SpanView({ kind, coin, timeframe, height, fallback }: WithSpansProps) {
  // The fixed figures (whale transactions) and the measured ones (the split) where the widget shows them.
  const withFigures = kind === 'analytics' || kind === 'volume' || kind === 'sentiment';
  const state = useData(
    (source) => ({
      series: source.spanSeries?.(coin, timeframe),
      figures: withFigures ? source.analyticsFigures(coin) : undefined,
      measured: withFigures ? source.measured() : undefined,
    }),
    [coin, timeframe, withFigures],
  );
  // While another span loads, the last one of the same coin stays (marked busy) rather than a blank placeholder.
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
  const series = shown.status === 'ready' && !shown.offline ? shown.data.series : undefined;
  // The sentiment chart alone draws a span only where a server measured its sentiment.
  if (!series || (kind === 'sentiment' && !hasSentiment(series))) {
    last.current = undefined;
    return fallback;
  }
  last.current = shown;
  const { figures = NO_FIGURES, measured } = shown.status === 'ready' ? shown.data : {};
  const data = { series, figures, measured };
  const ready = shown as typeof shown & { status: 'ready' };
  const split = measuredSplit(measured, coin);
  return (
    <div className="cw-span" aria-busy={state.status === 'loading'}>
      <Loadable
        state={{ ...ready, provenance: ready.provenance.map(whalesOnly), data }}
        height={height}
        placeNotes={kind !== 'analytics'}
      >
        {(_, { before, after }) => {
          const common = { coin, series, before, after };
          switch (kind) {
            case 'analytics':
              return <SpanAnalytics coin={coin} series={series} figures={figures} measured={measured} />;
            case 'price':
              return <SpanPricePanel {...common} tagged />;
            case 'volume':
              return <SpanVolumePanel {...common} figures={figures} tagged />;
            case 'sentiment':
              return <SpanSentimentPanel {...common} split={split?.shares} splitTitle={split?.title} tagged />;
            default:
              return <SpanCorrelationPanel {...common} />;
          }
        }}
      </Loadable>
    </div>
  );
}
