// What source="live" asks the public providers for: each resource's URL, pace, size cap, reader and sample
// stand-in. Definitions only: reading, caching and refreshing are read-resource.ts's, refresh.ts's and request.ts's.

import type { QuoteSymbol } from '../core/catalog.ts';
import type { OnChainOverview, SentimentOverview } from '../core/data-source.ts';
import { FEAR_AND_GREED_PATH, fearAndGreed } from '../core/live/alternative.ts';
import { chartPath, latestFromChart } from '../core/live/blockchain.ts';
import { MAX_ANSWER_BYTES } from '../core/live/capped-body.ts';
import {
  coinPath,
  historyFromMarkets,
  marketsPath,
  quotesFromMarkets,
  sentimentFromCoin,
} from '../core/live/coingecko.ts';
import { SENTIMENT_SAMPLE_PARTS, sentimentWith } from '../core/live/compose.ts';
import { HASHRATE_PATH, hashrateFrom } from '../core/live/mempool.ts';
import { REFRESH_MS } from '../core/live/pace.ts';
import type { Provider } from '../core/provenance.ts';
import { COIN_QUOTES, OVERALL_SENTIMENT, PLATFORM_SENTIMENT, quoteOf } from '../core/sample/common.ts';
import type { CoinQuote, MarketPoint, OnChainMetric } from '../core/types.ts';
import { warnField } from './field-warnings.ts';
import { baseUrl } from './provider-urls.ts';
import type { Resource } from './read-resource.ts';
import { sampleDataSource } from './sample-source.ts';

/** A resource's URL at one of the providers, whose base URL the page may have changed. */
export const at =
  (provider: Provider, path: string | ((currency: string) => string)) =>
  (currency: string): string =>
    `${baseUrl(provider)}${typeof path === 'string' ? path : path(currency)}`;

/** One resource per key, made once (reads of the same resource share its figures). */
export function perKey<K, T extends object>(make: (key: K) => Resource<T>): (key: K) => Resource<T> {
  const made = new Map<K, Resource<T>>();
  return (key) => {
    let resource = made.get(key);
    if (!resource) {
      resource = make(key);
      made.set(key, resource);
    }
    return resource;
  };
}

export const quotesResource: Resource<readonly CoinQuote[]> = {
  key: 'quotes',
  priced: true,
  provider: 'coingecko',
  url: at('coingecko', marketsPath),
  maxAgeMs: REFRESH_MS.prices,
  maxBytes: MAX_ANSWER_BYTES.markets,
  read: ({ value }, currency) => {
    const { quotes, sampleCoins } = quotesFromMarkets(value, warnField);
    if (sampleCoins.length === quotes.length) return undefined;
    return {
      // Sample quotes are in dollars: in another currency a coin without a live quote is left out.
      value: currency === 'USD' ? quotes : quotes.filter((q) => !sampleCoins.includes(q.symbol)),
      sampleParts: sampleCoins.length > 0 ? [`cotización de ${sampleCoins.join(', ')}`] : [],
    };
  },
  sample: () => COIN_QUOTES,
};

export const historyResource: Resource<readonly MarketPoint[]> = {
  key: 'history',
  priced: true,
  provider: 'coingecko',
  url: at('coingecko', marketsPath),
  maxAgeMs: REFRESH_MS.prices,
  maxBytes: MAX_ANSWER_BYTES.markets,
  read: ({ value, receivedAt }) => {
    const history = historyFromMarkets(value, receivedAt, warnField);
    return history && { value: history };
  },
  // Through the sample source: the market overview's line travels with its code (data-source.ts, provideSample).
  sample: () => sampleDataSource.marketHistory() as readonly MarketPoint[],
};

export const sentimentResource: Resource<SentimentOverview> = {
  key: 'sentiment',
  provider: 'alternative',
  url: at('alternative', FEAR_AND_GREED_PATH),
  maxAgeMs: REFRESH_MS.fearAndGreed,
  maxBytes: MAX_ANSWER_BYTES.fearAndGreed,
  read: ({ value }) => {
    const index = fearAndGreed(value, warnField);
    return index && { value: sentimentWith(index), sampleParts: SENTIMENT_SAMPLE_PARTS };
  },
  sample: () => ({ overall: OVERALL_SENTIMENT, platforms: PLATFORM_SENTIMENT }),
};

export const coinSentimentResource = perKey<QuoteSymbol, { score: number }>((symbol) => ({
  key: `coin ${symbol}`,
  provider: 'coingecko',
  url: at('coingecko', coinPath(symbol)),
  maxAgeMs: REFRESH_MS.coinSentiment,
  maxBytes: MAX_ANSWER_BYTES.coin,
  read: ({ value }) => {
    const score = sentimentFromCoin(value, symbol, warnField);
    return score === undefined ? undefined : { value: { score } };
  },
  sample: () => ({ score: quoteOf(symbol)?.sentiment ?? OVERALL_SENTIMENT }),
}));

export interface Metric {
  value: number;
  change: number;
}

export function metricOf(id: OnChainMetric['id']): Metric {
  // Through the sample source: the on-chain card's figures travel with its code (data-source.ts, provideSample).
  const { metrics } = sampleDataSource.onChain() as OnChainOverview;
  const metric = metrics.find((m) => m.id === id) as OnChainMetric;
  return { value: metric.value, change: metric.change };
}

export const hashrateResource: Resource<Metric> = {
  key: 'hashrate',
  provider: 'mempool',
  url: at('mempool', HASHRATE_PATH),
  maxAgeMs: REFRESH_MS.onChain,
  maxBytes: MAX_ANSWER_BYTES.hashrate,
  read: ({ value }) => {
    const hashrate = hashrateFrom(value, warnField);
    return hashrate && { value: hashrate };
  },
  sample: () => metricOf('hashrate'),
};

export const addressesResource: Resource<Metric> = {
  key: 'addresses',
  provider: 'blockchain',
  url: at('blockchain', chartPath('n-unique-addresses')),
  maxAgeMs: REFRESH_MS.onChain,
  maxBytes: MAX_ANSWER_BYTES.chart,
  read: ({ value }) => {
    const latest = latestFromChart(value, 'n-unique-addresses', warnField);
    return latest && { value: latest };
  },
  sample: () => metricOf('addresses'),
};
