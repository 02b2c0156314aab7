// What the feed asks the providers for, per currency, and how long each answer stays fresh: the same
// requests and readers as the widgets' live mode (src/core/live, src/client), at the same pace.

import { ANALYTICS_COINS, type AnalyticsCoin, QUOTE_SYMBOLS, type QuoteSymbol } from '../../core/catalog.ts';
import { FEAR_AND_GREED_PATH, type FearAndGreed, fearAndGreed } from '../../core/live/alternative.ts';
import { chartPath, latestFromChart } from '../../core/live/blockchain.ts';
import { MAX_ANSWER_BYTES } from '../../core/live/body.ts';
import {
  coinPath,
  type HourlyPoint,
  historyFromMarkets,
  hourlyFromMarketChart,
  type LiveQuotes,
  marketChartPath,
  marketsPath,
  quotesFromMarkets,
  sentimentFromCoin,
} from '../../core/live/coingecko.ts';
import type { MetricFigure } from '../../core/live/compose.ts';
import { HASHRATE_PATH, hashrateFrom } from '../../core/live/mempool.ts';
import { REFRESH_MS } from '../../core/live/pace.ts';
import type { FieldReport } from '../../core/live/read-fields.ts';
import type { MarketPoint } from '../../core/types.ts';
import type { ServerConfig } from '../api-settings.ts';
import type { UpstreamResource } from '../upstream.ts';

export interface Markets extends LiveQuotes {
  history?: MarketPoint[];
}

export interface FeedResources {
  markets: UpstreamResource<Markets>;
  fearAndGreed: UpstreamResource<FearAndGreed>;
  coinSentiment: Record<QuoteSymbol, UpstreamResource<number>>;
  hashrate: UpstreamResource<MetricFigure>;
  addresses: UpstreamResource<MetricFigure>;
  charts: Record<AnalyticsCoin, UpstreamResource<HourlyPoint[]>>;
}

export function feedResources(config: ServerConfig, currency: string, report: FieldReport): FeedResources {
  const { providers, timeZone } = config;
  const coingeckoHeaders = config.coingeckoKey ? { [config.coingeckoKey.header]: config.coingeckoKey.value } : {};
  const coingecko = <T>(
    path: string,
    ttlMs: number,
    maxBytes: number,
    read: UpstreamResource<T>['read'],
  ): UpstreamResource<T> => ({
    url: `${providers.coingecko}${path}`,
    ttlMs,
    maxBytes,
    read,
    headers: coingeckoHeaders,
  });
  return {
    markets: coingecko(marketsPath(currency), REFRESH_MS.prices, MAX_ANSWER_BYTES.markets, (body, receivedAt) => {
      const live = quotesFromMarkets(body, report);
      if (live.sampleCoins.length === live.quotes.length) return undefined;
      return { ...live, history: historyFromMarkets(body, receivedAt, report, timeZone) };
    }),
    fearAndGreed: {
      url: `${providers.alternative}${FEAR_AND_GREED_PATH}`,
      ttlMs: REFRESH_MS.fearAndGreed,
      maxBytes: MAX_ANSWER_BYTES.fearAndGreed,
      read: (body) => fearAndGreed(body, report),
    },
    coinSentiment: Object.fromEntries(
      QUOTE_SYMBOLS.map((symbol) => [
        symbol,
        coingecko(coinPath(symbol), REFRESH_MS.coinSentiment, MAX_ANSWER_BYTES.coin, (body) =>
          sentimentFromCoin(body, symbol, report),
        ),
      ]),
    ) as FeedResources['coinSentiment'],
    hashrate: {
      url: `${providers.mempool}${HASHRATE_PATH}`,
      ttlMs: REFRESH_MS.onChain,
      maxBytes: MAX_ANSWER_BYTES.hashrate,
      read: (body) => hashrateFrom(body, report),
    },
    addresses: {
      url: `${providers.blockchain}${chartPath('n-unique-addresses')}`,
      ttlMs: REFRESH_MS.onChain,
      maxBytes: MAX_ANSWER_BYTES.chart,
      read: (body) => latestFromChart(body, 'n-unique-addresses', report),
    },
    charts: Object.fromEntries(
      ANALYTICS_COINS.map((coin) => [
        coin,
        coingecko(marketChartPath(coin, currency), REFRESH_MS.series, MAX_ANSWER_BYTES.marketChart, (body) =>
          hourlyFromMarketChart(body, coin, report, timeZone),
        ),
      ]),
    ) as FeedResources['charts'],
  };
}

/** Every resource of a currency, in a fixed order. */
export const allResources = (resources: FeedResources): UpstreamResource<unknown>[] => [
  resources.markets,
  resources.fearAndGreed,
  ...Object.values(resources.coinSentiment),
  resources.hashrate,
  resources.addresses,
  ...Object.values(resources.charts),
];
