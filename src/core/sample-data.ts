// The spec's sample data (§3), the product's offline default, gathered from its modules in sample/: what every
// kind of widget may show (common.ts) and what one kind of widget alone shows (onchain.ts, insights.ts, portfolio.ts,
// ads.ts, series.ts, market-history.ts), which in the browser travels with that widget's code. For code outside the widgets' bundle (the
// server, tests); the widgets' bundle never imports it (the build checks).

import type { OwnSample } from './data-source.ts';
import { adsSample } from './sample/ads.ts';
import { insightsSample } from './sample/insights.ts';
import { marketHistorySample } from './sample/market-history.ts';
import { onChainSample } from './sample/onchain.ts';
import { portfolioSample } from './sample/portfolio.ts';
import { seriesSample } from './sample/series.ts';

export * from './sample/ads.ts';
export * from './sample/common.ts';
export * from './sample/insights.ts';
export * from './sample/market-history.ts';
export * from './sample/onchain.ts';
export * from './sample/portfolio.ts';
export * from './sample/series.ts';

/**
 * Every widget's own sample figures: handed to the sample source (`provideSample(OWN_SAMPLES)`), it answers
 * everything at once without any widget's code, as the server's feed needs.
 */
export const OWN_SAMPLES: OwnSample = {
  ...onChainSample,
  ...insightsSample,
  ...portfolioSample,
  ...adsSample,
  ...seriesSample,
  ...marketHistorySample,
};
