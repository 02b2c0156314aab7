// Live and feed pages: the chosen span's real history when the source has it (spanSeries), drawn for the widget
// asking. Where it has no prices for the span, the 24 hours the source has, each panel saying what it draws
// (HourlyView.tsx). A span's measured sentiment is drawn even without prices.

import { useRef } from 'react';
import { ANALYTICS_COINS } from '../../../core/catalog.ts';
import { CoinNotCovered, coinCovered, coverageOrigin, notCoveredText } from '../../ui/CoinNotCovered.tsx';
import { useFormats } from '../../ui/formats.ts';
import { Loadable } from '../../ui/Loadable.tsx';
import { useData } from '../../ui/use-data.ts';
import type { ChartWidgetProps } from '../ChartWidget.tsx';
import HourlyView from './HourlyView.tsx';
import { hasPrices, hasSentiment } from './rows.ts';
import SpanAnalytics from './SpanAnalytics.tsx';
import { SpanCorrelationPanel, SpanPricePanel, SpanSentimentPanel, SpanVolumePanel } from './span-panels.tsx';
import { spanWhales } from './span-whales.ts';
import { measuredSplit } from './split.ts';

export default function SpanView({ kind, coin, timeframe, seed, height }: ChartWidgetProps) {
  // The measured figures (the split, whale activity) where the widget shows them; never the sample's fixed
  // figures: a span view shows only what was measured, or "—" with the reason.
  const withFigures = kind === 'analytics' || kind === 'volume' || kind === 'sentiment';
  const { formatNumber } = useFormats();
  // The sample's coins are drawn whatever the source; another one only where the data covers it.
  const sampleCoin = (ANALYTICS_COINS as readonly string[]).includes(coin);
  // Another coin's span is asked for only once the data says it covers the coin (its quotes, its measured figures).
  const coverage = useData(
    (source) => (sampleCoin ? {} : { quotes: source.quotes(), measured: source.measured() }),
    [sampleCoin],
  );
  const covered =
    sampleCoin || (coverage.status === 'ready' && coinCovered(coin, coverage.data.quotes, coverage.data.measured));
  const state = useData(
    (source) => ({
      series: covered ? source.spanSeries?.(coin, timeframe) : undefined,
      measured: withFigures ? source.measured() : undefined,
    }),
    [coin, timeframe, withFigures, covered],
  );
  // While another span loads, the last one of the same coin stays (marked busy) rather than a blank placeholder.
  const last = useRef<typeof state>(undefined);
  const previous = last.current;
  const keep = state.status === 'loading' && previous?.status === 'ready' && previous.data.series?.coin === coin;
  const shown = keep ? previous : state;
  if (!sampleCoin && coverage.status === 'ready' && !covered) {
    return (
      <CoinNotCovered
        text={notCoveredText(coin, coverageOrigin(coverage, coverage.data.measured, coin))}
        height={height}
      />
    );
  }
  if (shown.status === 'loading' || (!sampleCoin && coverage.status === 'loading')) {
    return (
      <Loadable state={{ status: 'loading' }} height={height}>
        {() => null}
      </Loadable>
    );
  }
  const series = shown.status === 'ready' && !shown.offline ? shown.data.series : undefined;
  // The sentiment chart alone draws a span's measured column, with prices or without.
  const drawn = series && (kind === 'sentiment' ? hasSentiment(series) : hasPrices(series));
  // No sample series stands in for a coin the sample data does not have; the sentence says what is missing.
  if (!sampleCoin && (!series || !drawn)) {
    const { sources } = series ?? {};
    const text =
      kind === 'sentiment' && sources
        ? sources.measured
          ? `Aún no hay sentimiento medido de ${coin} en este periodo.`
          : `Este servidor no mide el sentimiento de ${coin}.`
        : sources?.partial
          ? // The server says why (CoinGecko's failure, a coin it does not know).
            `Sin precios de ${coin} para este periodo. ${sources.reason ?? ''}`.trim()
          : `Aún no hay serie de ${coin} para este periodo: vuelve a intentarlo en un minuto.`;
    return <CoinNotCovered text={text} height={height} />;
  }
  if (!series || !drawn) {
    last.current = undefined;
    return <HourlyView kind={kind} coin={coin} timeframe={timeframe} seed={seed} height={height} />;
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
              return (
                <SpanSentimentPanel
                  {...common}
                  split={split?.shares}
                  splitTitle={split?.title}
                  figure={measured?.coins.find((c) => c.coin === coin)}
                  tagged
                />
              );
            default:
              return <SpanCorrelationPanel {...common} />;
          }
        }}
      </Loadable>
    </div>
  );
}
