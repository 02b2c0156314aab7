// The analytics widget's four panels over a real span (live or a site's server): price, volume and sentiment
// of the chosen span, and the correlation of their changes. Its own chunk, never loaded by sample pages.

import type { MeasuredSentiment } from '../../../core/measured/types.ts';
import { PROVIDER_CREDITS } from '../../../core/provenance.ts';
import type { SpanSeries } from '../../../core/spans/types.ts';
import { useFormats } from '../../ui/formats.ts';
import { AnalyticsGrid, MeasuredSentimentPanel } from '../AnalyticsGrid.tsx';
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

export interface SpanAnalyticsProps {
  coin: string;
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
    <AnalyticsGrid
      note={originLine(series, measured)}
      price={<SpanPricePanel coin={coin} series={series} />}
      sentiment={
        hasSentiment(series) ? (
          <SpanSentimentPanel
            coin={coin}
            series={series}
            split={split?.shares}
            splitTitle={split?.title}
            figure={measured?.coins.find((c) => c.coin === coin)}
          />
        ) : measured ? (
          <MeasuredSentimentPanel coin={coin} timeframe={series.span} measured={measured} />
        ) : (
          <NoSentimentPanel coin={coin} series={series} />
        )
      }
      volume={<SpanVolumePanel coin={coin} series={series} whales={spanWhales(coin, series, measured)} />}
      correlation={<SpanCorrelationPanel coin={coin} series={series} />}
    />
  );
}
