// Live figures put together with the sample data they complete, the same way in the reader's browser
// (source="live") and on the server that builds a site's feed.

import type { OnChainOverview, SentimentOverview } from '../data-source.ts';
import { PLATFORM_SENTIMENT } from '../sample/common.ts';
import type { HourlyPoint } from '../spans/points.ts';
import type { ChartPoint, OnChainMetric } from '../types.ts';
import type { FearAndGreed } from './alternative.ts';

/** The overall score and its word from the Fear & Greed index; no provider gives the per-platform scores. */
export const sentimentWith = (index: FearAndGreed): SentimentOverview => ({
  overall: index.value,
  label: index.label,
  platforms: PLATFORM_SENTIMENT,
});
export const SENTIMENT_SAMPLE_PARTS = ['por plataforma'];

export interface MetricFigure {
  value: number;
  change: number;
}

/** The on-chain card with the metrics a provider gave; the others stay sample data. */
export function onChainWith(
  sample: OnChainOverview,
  live: Partial<Record<OnChainMetric['id'], MetricFigure>>,
): OnChainOverview {
  return {
    ...sample,
    metrics: sample.metrics.map((metric) => {
      const figure = live[metric.id];
      return figure ? { ...metric, ...figure, trend: figure.change >= 0 ? 'up' : 'down' } : metric;
    }),
  };
}
export const ONCHAIN_SAMPLE_PARTS = ['ballenas', 'volumen on-chain', 'salud de la red'];

/** A seeded sample series with each hour's live price and volume, when the provider covered every hour. */
export function seriesWith(sample: readonly ChartPoint[], hourly: readonly HourlyPoint[]): ChartPoint[] | undefined {
  if (hourly.length !== sample.length) return undefined;
  return sample.map((point, i) => {
    const live = hourly[i] as HourlyPoint;
    // CoinGecko's volume is the trading volume of the 24 h up to that hour: its hourly share.
    return { ...point, time: live.time, price: live.price, volume: live.volume / 24 };
  });
}
export const SERIES_SAMPLE_PARTS = ['sentimiento', 'transacciones', 'direcciones', 'ballenas'];
