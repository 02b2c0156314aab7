// The sample data every kind of widget may show (the quotes, the market's sentiment, the spec's fixed figures),
// in the shared code of every page; what one widget alone shows is in its own module beside this one, which
// travels with that widget's code (see provideSample in data-source.ts). sample-data.ts gathers them all.
// Figures the spec fixes are named as such; everything else is invented here, once, and derived where the spec
// gives a total or a split so that every screen agrees: a coin has one price everywhere, positions add up to the
// portfolio total and its split (portfolio.ts), and the coins' 24h changes produce the portfolio's +2.34 %.

import type { QuoteSymbol } from '../catalog.ts';
import type { CoinQuote, PlatformSentiment } from '../types.ts';

// ---- Figures fixed by the spec -------------------------------------------------------------------------

export const OVERALL_SENTIMENT = 75;
export const AI_DATA_SOURCES = 15;
export const PORTFOLIO_TOTAL = 127450.32;
export const ONCHAIN_VOLUME_24H = 2.8e9;

// ---- The portfolio, from which each coin's current price follows -----------------------------------------

export interface Holding {
  symbol: 'BTC' | 'ETH' | 'SOL' | 'ADA';
  /** Percent of the total value (spec: 45/30/15/10). */
  share: number;
  /** Spec sample amounts. */
  amount: number;
  avgPrice: number;
}

export const HOLDINGS: readonly Holding[] = [
  { symbol: 'BTC', share: 45, amount: 1.2, avgPrice: 41250 },
  { symbol: 'ETH', share: 30, amount: 18.5, avgPrice: 2280 },
  { symbol: 'SOL', share: 15, amount: 450, avgPrice: 38.9 },
  { symbol: 'ADA', share: 10, amount: 12000, avgPrice: 0.85 },
];

const priceFromHolding = (h: Holding) => (PORTFOLIO_TOTAL * h.share) / 100 / h.amount;
const holdingPrice = (symbol: Holding['symbol']) =>
  priceFromHolding(HOLDINGS.find((h) => h.symbol === symbol) as Holding);

// ---- Market quotes --------------------------------------------------------------------------------------

interface QuoteSeed extends Omit<CoinQuote, 'trend'> {
  symbol: QuoteSymbol;
  sentiment: number;
}

/** A quote of the sample data: every one has the spec's sentiment score. */
export type SampleQuote = CoinQuote & { sentiment: number };

const QUOTE_SEEDS: readonly QuoteSeed[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    price: holdingPrice('BTC'),
    change: 2.48,
    colour: '#f7931a',
    sentiment: 72,
    volume: 28.5e9,
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    price: holdingPrice('ETH'),
    change: 1.92,
    colour: '#627eea',
    sentiment: 75,
    volume: 15.2e9,
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    price: holdingPrice('SOL'),
    change: 3.15,
    colour: '#9945ff',
    sentiment: 81,
    volume: 2.1e9,
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    price: holdingPrice('ADA'),
    change: 1.74,
    colour: '#0033ad',
    sentiment: 58,
    volume: 890e6,
  },
  { symbol: 'DOT', name: 'Polkadot', price: 7.23, change: -1.85, colour: '#e6007a', sentiment: 45, volume: 420e6 },
];

export const COIN_QUOTES: readonly SampleQuote[] = QUOTE_SEEDS.map((q) => ({
  ...q,
  trend: q.change >= 0 ? 'up' : 'down',
}));

export function quoteOf(symbol: string | undefined): SampleQuote | undefined {
  return COIN_QUOTES.find((q) => q.symbol === symbol);
}

/** Coins on the dashboard's price cards and 4-hour line. */
export const OVERVIEW_SYMBOLS = ['BTC', 'ETH', 'SOL'] as const;

// ---- Social sentiment -----------------------------------------------------------------------------------

export const PLATFORM_SENTIMENT: readonly PlatformSentiment[] = [
  { platform: 'Twitter', score: 78, trend: 'up', mentions: 125400 },
  { platform: 'Reddit', score: 71, trend: 'up', mentions: 45200 },
  { platform: 'Telegram', score: 76, trend: 'down', mentions: 28900 },
];

// ---- Chat -----------------------------------------------------------------------------------------------

/** Simulated assistant delay (spec §9). */
export const CHAT_REPLY_DELAY_MS = 1500;
