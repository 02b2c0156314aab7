// The chart widgets' sample figures: each coin's generated 24 hours (series.ts, spec §9) and the analytics' fixed
// figures (spec §2). They travel with the chart widgets' code, which hands them to the sample source as its tag is
// defined (see provideSample in data-source.ts); a page without a chart never loads the series generator.

import type { OwnSample } from '../data-source.ts';
import { generateSeries } from '../series.ts';
import { ONCHAIN_VOLUME_24H } from './common.ts';

// Figures fixed by the spec (§2).
export const SENTIMENT_SPLIT = { positive: 65, neutral: 25, negative: 10 } as const;
export const WHALE_TRANSACTIONS_24H = 142;

export const seriesSample = {
  series: (coin: string, seed: number) => generateSeries(coin, seed),
  analyticsFigures: () => ({
    sentimentSplit: { ...SENTIMENT_SPLIT },
    onChainVolume: ONCHAIN_VOLUME_24H,
    whaleTransactions: WHALE_TRANSACTIONS_24H,
  }),
} satisfies Partial<OwnSample>;
