import type { AdVariant } from './catalog.ts';
import type { MeasuredPlatformLabel } from './measured/platforms.ts';

// The entities of spec §3. Money is in US dollars; percentages are in percent units (2.34 means 2,34 %).

export type Trend = 'up' | 'down';

export interface CoinQuote {
  symbol: string;
  name: string;
  price: number;
  /** 24h change, percent. */
  change: number;
  colour: string;
  /** 0–100: the sample's score; absent for a coin the sample data does not have. */
  sentiment?: number;
  /** 24h trading volume in dollars; shown as compact text. */
  volume: number;
  trend: Trend;
}

/** The spec's platforms (its sample data). */
export const SAMPLE_PLATFORMS = ['Twitter', 'Reddit', 'Telegram'] as const;
/** The spec's Twitter/Reddit/Telegram (sample data) and the labels of the platforms the server measures. */
export type Platform = (typeof SAMPLE_PLATFORMS)[number] | MeasuredPlatformLabel;

export interface PlatformSentiment {
  platform: Platform;
  score: number;
  trend: Trend;
  /** Mentions in the last 24 h; shown as compact text. */
  mentions: number;
}

export interface OnChainMetric {
  id: 'whales' | 'volume' | 'addresses' | 'hashrate';
  title: string;
  value: number;
  /** How the value reads: a plain count, dollars (compact) or exahashes per second. */
  unit: 'count' | 'usd' | 'EH/s';
  /** Percent change over 24 h. */
  change: number;
  trend: Trend;
  description: string;
}

export type InsightType = 'bullish' | 'neutral' | 'warning';

export interface AiInsight {
  type: InsightType;
  title: string;
  description: string;
  /** Percent. */
  confidence: number;
  timeframe: string;
  colour: string;
}

/** Un mensaje del chat. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: Date;
}

export interface PortfolioPosition {
  symbol: string;
  name: string;
  amount: number;
  avgPrice: number;
  currentPrice: number;
  pnl: number;
  pnlPercent: number;
  sentiment: number;
}

export interface AllocationSlice {
  name: string;
  /** Percent of the total value. */
  value: number;
  colour: string;
  /** Dollars. */
  amount: number;
}

export type RiskStatus = 'good' | 'warning' | 'danger';

export interface RiskItem {
  id: 'diversification' | 'volatility' | 'liquidity' | 'correlation';
  title: string;
  score: number;
  status: RiskStatus;
  description: string;
}

export interface RiskAnalysis {
  items: RiskItem[];
  overall: number;
  verdict: string;
}

export type RecommendationType = 'rebalance' | 'buy' | 'sell' | 'warning';
export type Impact = 'high' | 'medium' | 'low';

export interface Recommendation {
  type: RecommendationType;
  title: string;
  description: string;
  /** Percent. */
  confidence: number;
  impact: Impact;
  colour: string;
}

export interface PortfolioSummary {
  totalValue: number;
  /** Percent. */
  change24h: number;
  aiScore: number;
}

export interface Portfolio {
  summary: PortfolioSummary;
  positions: PortfolioPosition[];
  allocation: AllocationSlice[];
  risk: RiskAnalysis;
  recommendations: Recommendation[];
}

export interface ChartPoint {
  /** Hourly label, 00:00–23:00. */
  time: string;
  price: number;
  volume: number;
  /** 0–100. */
  sentiment: number;
  transactions: number;
  activeAddresses: number;
  whaleActivity: number;
}

/** One point of the dashboard's 4-hour market line. */
export interface MarketPoint {
  time: string;
  prices: Record<string, number>;
}

export interface Ad {
  variant: AdVariant;
  title: string;
  description: string;
  cta: string;
}
