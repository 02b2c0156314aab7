// CoinGecko's market_chart as the server asks for it: one resource per coin, span and currency, with one reader
// for its URL whoever asks (the series of /api/series, the feed's hourly series and its daily closes). The upstream
// cache keeps one answer per URL, so two readers of one URL would hand each other figures of the wrong shape: the
// cache refuses that (src/server/upstream.ts), and every market_chart resource reads with READERS below.

import type { Timeframe } from '../../core/catalog.ts';
import { MAX_ANSWER_BYTES } from '../../core/live/capped-body.ts';
import {
  type MarketChartSamples,
  marketChartPath,
  SPAN_TTL_MS,
  samplesFromMarketChart,
} from '../../core/spans/market-chart.ts';
import type { ServerConfig } from '../api-settings.ts';
import { coingeckoIdOf } from '../coin-settings.ts';
import type { UpstreamResource } from '../upstream.ts';

type Reader = UpstreamResource<MarketChartSamples>['read'];

/** The one reader of each coin's market_chart, by CoinGecko id: made once, as the upstream cache asks. */
const READERS = new Map<string, Reader>();

function readerOf(id: string): Reader {
  let reader = READERS.get(id);
  if (!reader) {
    reader = (body, _receivedAt, report) => samplesFromMarketChart(body, id, report);
    READERS.set(id, reader);
  }
  return reader;
}

/** `coin`: a ticker the server follows (COINS); its CoinGecko id comes from there. */
export function chartResource(
  config: ServerConfig,
  coin: string,
  span: Timeframe,
  currency: string,
): UpstreamResource<MarketChartSamples> {
  const id = config.coins.find((known) => known.symbol === coin)?.id ?? coingeckoIdOf(coin) ?? coin.toLowerCase();
  return {
    url: `${config.providers.coingecko}${marketChartPath(id, span, currency)}`,
    ttlMs: SPAN_TTL_MS[span],
    maxBytes: MAX_ANSWER_BYTES.marketChart,
    read: readerOf(id),
    headers: config.coingeckoKey ? { [config.coingeckoKey.header]: config.coingeckoKey.value } : {},
  };
}
