// <crypto-market-overview>'s sample 4-hour line (spec §3): each coin's last 20 hours, from its price 24 h ago to its
// current one. It travels with the widget's code, which hands it to the sample source as its tag is defined (see
// provideSample in data-source.ts); a page without the market overview never loads it.

import type { OwnSample } from '../data-source.ts';
import type { CoinQuote, MarketPoint } from '../types.ts';
import { OVERVIEW_SYMBOLS, quoteOf } from './common.ts';

// Shape of the last 20 hours, as progress from the price 24 h ago (0) to the current price (1).
const MARKET_SHAPES: Record<(typeof OVERVIEW_SYMBOLS)[number], readonly number[]> = {
  BTC: [0, 0.32, 0.18, 0.55, 0.81, 1],
  ETH: [0, -0.12, 0.26, 0.48, 0.7, 1],
  SOL: [0, 0.41, 0.62, 0.37, 0.74, 1],
};

export const MARKET_HISTORY: readonly MarketPoint[] = ['00:00', '04:00', '08:00', '12:00', '16:00', '20:00'].map(
  (time, i) => ({
    time,
    prices: Object.fromEntries(
      OVERVIEW_SYMBOLS.map((symbol) => {
        const quote = quoteOf(symbol) as CoinQuote;
        const start = quote.price / (1 + quote.change / 100);
        const progress = MARKET_SHAPES[symbol][i] ?? 1;
        return [symbol, start + (quote.price - start) * progress];
      }),
    ),
  }),
);

export const marketHistorySample = { marketHistory: () => MARKET_HISTORY } satisfies Partial<OwnSample>;
