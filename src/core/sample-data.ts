// The spec's sample data (§3), the product's offline default, gathered from its modules in sample/: what every
// kind of widget may show (common.ts) and what one kind of widget alone shows (onchain.ts, insights.ts, portfolio.ts,
// ads.ts, series.ts, market-history.ts), which in the browser travels with that widget's code. For code outside the widgets' bundle (the
// server, tests); the widgets' bundle never imports it (the build checks).

import { createSampleSource, type DataSource, type OwnSample } from './data-source.ts';
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

/** Every widget's own sample figures: with them, the sample source answers everything without any widget's code. */
export const OWN_SAMPLES: OwnSample = {
  ...onChainSample,
  ...insightsSample,
  ...portfolioSample,
  ...adsSample,
  ...seriesSample,
  ...marketHistorySample,
};

/** The spec's sample data, every figure at once: the server's feed and tests read it. */
export const SAMPLE_SOURCE: DataSource = createSampleSource(OWN_SAMPLES);
