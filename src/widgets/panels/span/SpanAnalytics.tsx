// The analytics widget's four panels over a real span (live or a site's server): price, volume and sentiment
// of the chosen span, and the correlation of their changes. Its own chunk, never loaded by sample pages.

import { lazy, Suspense } from 'react';
import type { AnalyticsCoin } from '../../../core/catalog.ts';
import type { MeasuredSentiment } from '../../../core/measured/types.ts';
import { PROVIDER_CREDITS } from '../../../core/provenance.ts';
import type { SpanSeries } from '../../../core/spans/types.ts';
import { useFormats } from '../../ui/formats.ts';
import { hasSentiment, SPAN_WORDS } from './rows.ts';
import {
  NoSentimentPanel,
  SpanCorrelationPanel,
  SpanPricePanel,
  SpanSentimentPanel,
  SpanVolumePanel,
} from './span-panels.tsx';
import { spanWhales } from './span-whales.ts';
import { measuredSplit } from './split.ts';

const MeasuredHistoryPanel = lazy(() => import('../../measured/MeasuredHistoryPanel.tsx'));

export interface SpanAnalyticsProps {
  coin: AnalyticsCoin;
  series: SpanSeries;
  measured?: MeasuredSentiment;
}

/** Which column came from where: "Precio y volumen: CoinGecko, cada hora, últimos 7 días; sentimiento: medido." */
export function originLine(series: SpanSeries, measured: MeasuredSentiment | undefined): string {
  const providers = series.sources.providers.map((p) => PROVIDER_CREDITS[p].name).join(', ') || 'el servidor del sitio';
  const sentiment = hasSentiment(series)
    ? 'sentimiento: medido en redes y noticias'
    : measured
      ? 'sentimiento: medido en redes y noticias, de todo el mercado'
      : 'sin sentimiento medido';
  return `Precio y volumen: ${providers}, ${SPAN_WORDS[series.span]}; ${sentiment}.`;
}

export default function SpanAnalytics({ coin, series, measured }: SpanAnalyticsProps) {
  const { formatNumber } = useFormats();
  const split = measuredSplit(measured, coin, series, formatNumber);
  return (
    <>
      <p className="cw-series-note cw-loose-note">{originLine(series, measured)}</p>
      <div className="cw-panels">
        <div part="panel">
          <SpanPricePanel coin={coin} series={series} />
        </div>
        <div part="panel">
          {hasSentiment(series) ? (
            <SpanSentimentPanel coin={coin} series={series} split={split?.shares} splitTitle={split?.title} />
          ) : measured ? (
            <Suspense fallback={<div style={{ minHeight: 400 }} />}>
              <MeasuredHistoryPanel coin={coin} timeframe={series.span} measured={measured} />
            </Suspense>
          ) : (
            <NoSentimentPanel coin={coin} series={series} />
          )}
        </div>
        <div part="panel">
          <SpanVolumePanel coin={coin} series={series} whales={spanWhales(coin, series, measured)} />
        </div>
        <div part="panel">
          <SpanCorrelationPanel coin={coin} series={series} />
        </div>
      </div>
    </>
  );
}
