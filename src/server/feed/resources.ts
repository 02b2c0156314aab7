// What the feed asks the providers for, per currency, and how long each answer stays fresh: the same
// requests and readers as the widgets' live mode (src/core/live, src/client), at the same pace. The upstream
// cache reads each URL with one function (src/server/upstream.ts), so the readers of the URLs every currency
// shares are made once, here, and take the cache's `report`.

import { ANALYTICS_COINS, type AnalyticsCoin, QUOTE_SYMBOLS, type QuoteSymbol } from '../../core/catalog.ts';
import { FEAR_AND_GREED_PATH, type FearAndGreed, fearAndGreed } from '../../core/live/alternative.ts';
import { chartPath, latestFromChart } from '../../core/live/blockchain.ts';
import { MAX_ANSWER_BYTES } from '../../core/live/capped-body.ts';
import {
  coinPath,
  historyFromMarkets,
  type LiveQuotes,
  marketsPath,
  quotesFromMarkets,
  sentimentFromCoin,
} from '../../core/live/coingecko.ts';
import type { MetricFigure } from '../../core/live/compose.ts';
import { HASHRATE_PATH, hashrateFrom } from '../../core/live/mempool.ts';
import { REFRESH_MS } from '../../core/live/pace.ts';
import type { MarketChartSamples } from '../../core/spans/market-chart.ts';
import type { MarketPoint } from '../../core/types.ts';
import type { ServerConfig } from '../api-settings.ts';
import { chartResource } from '../series/chart.ts';
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
  /** Each coin's last day of market_chart: the resource /api/series?span=1D reads too (one URL, one reader). */
  charts: Record<AnalyticsCoin, UpstreamResource<MarketChartSamples>>;
}

type Reader<T> = UpstreamResource<T>['read'];

/** The readers of the answers that are the same in every currency: one function each, whatever the currency. */
const READERS: {
  fearAndGreed: Reader<FearAndGreed>;
  coinSentiment: Record<QuoteSymbol, Reader<number>>;
  hashrate: Reader<MetricFigure>;
  addresses: Reader<MetricFigure>;
} = {
  fearAndGreed: (body, _receivedAt, report) => fearAndGreed(body, report),
  coinSentiment: Object.fromEntries(
    QUOTE_SYMBOLS.map((symbol): [QuoteSymbol, Reader<number>] => [
      symbol,
      (body, _receivedAt, report) => sentimentFromCoin(body, symbol, report),
    ]),
  ) as Record<QuoteSymbol, Reader<number>>,
  hashrate: (body, _receivedAt, report) => hashrateFrom(body, report),
  addresses: (body, _receivedAt, report) => latestFromChart(body, 'n-unique-addresses', report),
};

export function feedResources(config: ServerConfig, currency: string): FeedResources {
  const { providers, timeZone } = config;
  const coingeckoHeaders = config.coingeckoKey ? { [config.coingeckoKey.header]: config.coingeckoKey.value } : {};
  const coingecko = <T>(path: string, ttlMs: number, maxBytes: number, read: Reader<T>): UpstreamResource<T> => ({
    url: `${providers.coingecko}${path}`,
    ttlMs,
    maxBytes,
    read,
    headers: coingeckoHeaders,
  });
  return {
    markets: coingecko(
      marketsPath(
        currency,
        config.coins.map((coin) => coin.id),
      ),
      REFRESH_MS.prices,
      MAX_ANSWER_BYTES.markets,
      (body, receivedAt, report) => {
        const live = quotesFromMarkets(body, report, config.coins);
        if (live.sampleCoins.length === live.quotes.length) return undefined;
        return { ...live, history: historyFromMarkets(body, receivedAt, report, timeZone) };
      },
    ),
    fearAndGreed: {
      url: `${providers.alternative}${FEAR_AND_GREED_PATH}`,
      ttlMs: REFRESH_MS.fearAndGreed,
      maxBytes: MAX_ANSWER_BYTES.fearAndGreed,
      read: READERS.fearAndGreed,
    },
    coinSentiment: Object.fromEntries(
      QUOTE_SYMBOLS.map((symbol) => [
        symbol,
        coingecko(coinPath(symbol), REFRESH_MS.coinSentiment, MAX_ANSWER_BYTES.coin, READERS.coinSentiment[symbol]),
      ]),
    ) as FeedResources['coinSentiment'],
    hashrate: {
      url: `${providers.mempool}${HASHRATE_PATH}`,
      ttlMs: REFRESH_MS.onChain,
      maxBytes: MAX_ANSWER_BYTES.hashrate,
      read: READERS.hashrate,
    },
    addresses: {
      url: `${providers.blockchain}${chartPath('n-unique-addresses')}`,
      ttlMs: REFRESH_MS.onChain,
      maxBytes: MAX_ANSWER_BYTES.chart,
      read: READERS.addresses,
    },
    charts: Object.fromEntries(
      ANALYTICS_COINS.map((coin) => [coin, chartResource(config, coin, '1D', currency)]),
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
