// CoinGecko's market_chart as the server asks for it: one resource per coin, span and currency, with one reader
// for its URL whoever asks (the series of /api/series, the feed's hourly series and its daily closes). The upstream
// cache keeps one answer per URL, so two readers of one URL would hand each other figures of the wrong shape: the
// cache refuses that (src/server/upstream.ts), and every market_chart resource reads with READERS below.

import { ANALYTICS_COINS, type AnalyticsCoin, type Timeframe } from '../../core/catalog.ts';
import { MAX_ANSWER_BYTES } from '../../core/live/capped-body.ts';
import {
  type MarketChartSamples,
  marketChartPath,
  SPAN_TTL_MS,
  samplesFromMarketChart,
} from '../../core/spans/market-chart.ts';
import type { ServerConfig } from '../api-settings.ts';
import type { UpstreamResource } from '../upstream.ts';

/** The one reader of each coin's market_chart: its samples (src/core/spans/market-chart.ts). */
const READERS = Object.fromEntries(
  ANALYTICS_COINS.map((coin): [AnalyticsCoin, UpstreamResource<MarketChartSamples>['read']] => [
    coin,
    (body, _receivedAt, report) => samplesFromMarketChart(body, coin, report),
  ]),
) as Readonly<Record<AnalyticsCoin, UpstreamResource<MarketChartSamples>['read']>>;

export function chartResource(
  config: ServerConfig,
  coin: AnalyticsCoin,
  span: Timeframe,
  currency: string,
): UpstreamResource<MarketChartSamples> {
  return {
    url: `${config.providers.coingecko}${marketChartPath(coin, span, currency)}`,
    ttlMs: SPAN_TTL_MS[span],
    maxBytes: MAX_ANSWER_BYTES.marketChart,
    read: READERS[coin],
    headers: config.coingeckoKey ? { [config.coingeckoKey.header]: config.coingeckoKey.value } : {},
  };
}
