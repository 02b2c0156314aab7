// Live and feed pages: the chosen span's real history when the source has it (spanSeries), drawn for the widget
// asking. Where it has none (no prices for the span), the widget's own panels, told they are in a live view
// (NetworkViewContext): sample series say "Datos de ejemplo" beside their title, the matrix never correlates them,
// and a price line gives way to the coin's live price when its card has one. A span's measured sentiment is drawn
// even without prices.

import { type ReactNode, useRef } from 'react';
import type { AnalyticsCoin } from '../../../core/catalog.ts';
import { isLive } from '../../../core/is-live.ts';
import { useFormats } from '../../ui/formats.ts';
import { Loadable } from '../../ui/Loadable.tsx';
import { useData } from '../../ui/use-data.ts';
import { type ChartKind, type ChartWidgetProps, NetworkViewContext } from '../ChartWidget.tsx';
import { hasPrices, hasSentiment } from './rows.ts';
import SpanAnalytics from './SpanAnalytics.tsx';
import {
  LivePricePanel,
  NoCorrelationPanel,
  SpanCorrelationPanel,
  SpanPricePanel,
  SpanSentimentPanel,
  SpanVolumePanel,
} from './span-panels.tsx';
import { measuredSplit } from './split.ts';
import { spanWhales } from './whales.ts';

export default function SpanView({ kind, coin, timeframe, height, fallback }: ChartWidgetProps) {
  // The measured figures (the split, whale activity) where the widget shows them; never the sample's fixed
  // figures: a span view shows only what was measured, or "—" with the reason.
  const withFigures = kind === 'analytics' || kind === 'volume' || kind === 'sentiment';
  const { formatNumber } = useFormats();
  const state = useData(
    (source) => ({
      series: source.spanSeries?.(coin, timeframe),
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
  // The sentiment chart alone draws a span's measured column, with prices or without.
  const drawn = series && (kind === 'sentiment' ? hasSentiment(series) : hasPrices(series));
  if (!series || !drawn) {
    last.current = undefined;
    return (
      <WithoutSpan kind={kind} coin={coin}>
        {fallback}
      </WithoutSpan>
    );
  }
  last.current = shown;
  const { measured } = shown.status === 'ready' ? shown.data : {};
  const ready = shown as typeof shown & { status: 'ready' };
  const split = measuredSplit(measured, coin, series, formatNumber);
  return (
    <div className="cw-span" aria-busy={state.status === 'loading'}>
      <Loadable state={{ ...ready, data: { series, measured } }} height={height} placeNotes={kind !== 'analytics'}>
        {(_, { before, after }) => {
          const common = { coin, series, before, after };
          switch (kind) {
            case 'analytics':
              return <SpanAnalytics coin={coin} series={series} measured={measured} />;
            case 'price':
              return <SpanPricePanel {...common} tagged />;
            case 'volume':
              return <SpanVolumePanel {...common} whales={spanWhales(coin, series, measured)} tagged />;
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

/**
 * The widget's panels over its 24-hour series, in a live view: the matrix says why it has nothing to correlate, and
 * where the price is shown, the coin's live card price stands in for a sample line.
 */
function WithoutSpan({ kind, coin, children }: { kind: ChartKind; coin: AnalyticsCoin; children: ReactNode }) {
  const withPrice = kind === 'price' || kind === 'analytics';
  const quotes = useData((source) => ({ quotes: withPrice ? source.quotes() : undefined }), [withPrice]);
  const ready = quotes.status === 'ready' && !quotes.offline ? quotes : undefined;
  const quote = ready?.data.quotes?.find((q) => q.symbol === coin);
  // The card's price is live when the quotes are, and the coin's is not among the sample parts ("cotización de ADA").
  const live =
    quote &&
    ready?.provenance.some(
      (p) => isLive(p) && !p.sampleParts?.some((part) => part.startsWith('cotización') && part.includes(coin)),
    );
  return (
    <NetworkViewContext
      value={{
        correlation: <NoCorrelationPanel coin={coin} />,
        price: live && quote ? <LivePricePanel coin={coin} price={quote.price} /> : undefined,
      }}
    >
      {children}
    </NetworkViewContext>
  );
}
