// The spec's sample data (§3), the product's offline default. Figures the spec fixes are named as such;
// everything else is invented here, once, and derived where the spec gives a total or a split so that every
// screen agrees: a coin has one price everywhere, positions add up to the portfolio total and its split,
// pnl = (currentPrice − avgPrice) × amount, and the coins' 24h changes produce the portfolio's +2.34 %.

import { riskStatus } from './bands.ts';
import type { AdVariant, QuoteSymbol } from './catalog.ts';
import type {
  Ad,
  AiInsight,
  AllocationSlice,
  CoinQuote,
  MarketPoint,
  OnChainMetric,
  PlatformSentiment,
  Portfolio,
  PortfolioPosition,
  Recommendation,
  RiskItem,
} from './types.ts';

// ---- Figures fixed by the spec -------------------------------------------------------------------------

export const OVERALL_SENTIMENT = 75;
export const NETWORK_HEALTH = 85;
export const NETWORK_HEALTH_LABEL = 'Excelente';
export const AI_DATA_SOURCES = 15;
export const PORTFOLIO_TOTAL = 127450.32;
export const PORTFOLIO_CHANGE_24H = 2.34;
export const PORTFOLIO_AI_SCORE = 78;
export const RISK_VERDICT = 'Riesgo moderado - Considerar rebalanceo';
export const SENTIMENT_SPLIT = { positive: 65, neutral: 25, negative: 10 } as const;
export const ONCHAIN_VOLUME_24H = 2.8e9;
export const WHALE_TRANSACTIONS_24H = 142;
/** Base prices of the generated price series (spec §9); any other coin uses OTHER_BASE_PRICE. */
export const BASE_PRICES: Readonly<Record<string, number>> = { BTC: 45000, ETH: 2800 };
export const OTHER_BASE_PRICE = 115;

// ---- The portfolio, from which each coin's current price follows -----------------------------------------

interface Holding {
  symbol: 'BTC' | 'ETH' | 'SOL' | 'ADA';
  /** Percent of the total value (spec: 45/30/15/10). */
  share: number;
  /** Spec sample amounts. */
  amount: number;
  avgPrice: number;
}

const HOLDINGS: readonly Holding[] = [
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
}

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

export const COIN_QUOTES: readonly CoinQuote[] = QUOTE_SEEDS.map((q) => ({
  ...q,
  trend: q.change >= 0 ? 'up' : 'down',
}));

export function quoteOf(symbol: string): CoinQuote | undefined {
  return COIN_QUOTES.find((q) => q.symbol === symbol);
}

/** Coins on the dashboard's price cards and 4-hour line. */
export const OVERVIEW_SYMBOLS = ['BTC', 'ETH', 'SOL'] as const;

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

// ---- Social sentiment -----------------------------------------------------------------------------------

export const PLATFORM_SENTIMENT: readonly PlatformSentiment[] = [
  { platform: 'Twitter', score: 78, trend: 'up', mentions: 125400 },
  { platform: 'Reddit', score: 71, trend: 'up', mentions: 45200 },
  { platform: 'Telegram', score: 76, trend: 'down', mentions: 28900 },
];

// ---- On-chain -------------------------------------------------------------------------------------------

export const ONCHAIN_METRICS: readonly OnChainMetric[] = [
  {
    id: 'whales',
    title: 'Actividad de ballenas',
    value: 1247,
    unit: 'count',
    change: 12.5,
    trend: 'up',
    description: 'Transferencias de más de 1 M $ en las últimas 24 h',
  },
  {
    id: 'volume',
    title: 'Volumen on-chain',
    value: ONCHAIN_VOLUME_24H,
    unit: 'usd',
    change: 8.3,
    trend: 'up',
    description: 'Valor transferido en la red en 24 h',
  },
  {
    id: 'addresses',
    title: 'Direcciones activas',
    value: 985432,
    unit: 'count',
    change: 3.2,
    trend: 'up',
    description: 'Direcciones únicas con actividad hoy',
  },
  {
    id: 'hashrate',
    title: 'Tasa de hash',
    value: 512.4,
    unit: 'EH/s',
    change: -0.8,
    trend: 'down',
    description: 'Potencia de cálculo que asegura la red de Bitcoin',
  },
];

// ---- AI insights ----------------------------------------------------------------------------------------

export const AI_INSIGHTS: readonly AiInsight[] = [
  {
    type: 'bullish',
    title: 'Señal de compra en BTC',
    description:
      'El sentimiento social sube por tercer día y las ballenas acumulan: la confluencia apunta a continuación alcista.',
    confidence: 87,
    timeframe: '24-48 horas',
    colour: '#16a34a',
  },
  {
    type: 'neutral',
    title: 'Esperar confirmación en ETH',
    description:
      'ETH consolida en un rango estrecho con volumen decreciente. Conviene esperar una ruptura con volumen antes de entrar.',
    confidence: 72,
    timeframe: '3-5 días',
    colour: '#ca8a04',
  },
  {
    type: 'warning',
    title: 'Alerta de ballenas',
    description: 'Grandes billeteras están moviendo fondos hacia exchanges: posible presión de venta a corto plazo.',
    confidence: 91,
    timeframe: '12-24 horas',
    colour: '#dc2626',
  },
];

// ---- Portfolio ------------------------------------------------------------------------------------------

const POSITIONS: readonly PortfolioPosition[] = HOLDINGS.map((h) => {
  const quote = quoteOf(h.symbol) as CoinQuote;
  const pnl = (quote.price - h.avgPrice) * h.amount;
  return {
    symbol: h.symbol,
    name: quote.name,
    amount: h.amount,
    avgPrice: h.avgPrice,
    currentPrice: quote.price,
    pnl,
    pnlPercent: (quote.price / h.avgPrice - 1) * 100,
    sentiment: quote.sentiment,
  };
});

const ALLOCATION: readonly AllocationSlice[] = HOLDINGS.map((h) => {
  const quote = quoteOf(h.symbol) as CoinQuote;
  return { name: h.symbol, value: h.share, colour: quote.colour, amount: (PORTFOLIO_TOTAL * h.share) / 100 };
});

const RISK_SEEDS: readonly Omit<RiskItem, 'status'>[] = [
  {
    id: 'diversification',
    title: 'Diversificación',
    score: 72,
    description: 'Cuatro activos bien repartidos, aunque BTC concentra el 45 % del valor.',
  },
  {
    id: 'volatility',
    title: 'Volatilidad',
    score: 45,
    description: 'Volatilidad media-alta: SOL y ADA amplifican los movimientos del mercado.',
  },
  {
    id: 'liquidity',
    title: 'Liquidez',
    score: 85,
    description: 'Todos los activos se negocian con un volumen diario elevado.',
  },
  {
    id: 'correlation',
    title: 'Correlación',
    score: 38,
    description: 'Los activos se mueven muy juntos: el portafolio depende del ciclo de BTC.',
  },
];

const RISK_ITEMS: readonly RiskItem[] = RISK_SEEDS.map((r) => ({ ...r, status: riskStatus(r.score) }));

const RECOMMENDATIONS: readonly Recommendation[] = [
  {
    type: 'rebalance',
    title: 'Rebalancear BTC',
    description: 'BTC pesa el 45 % del portafolio. Bajarlo al 40 % reduce el riesgo de concentración.',
    confidence: 85,
    impact: 'high',
    colour: '#4f46e5',
  },
  {
    type: 'buy',
    title: 'Ampliar SOL',
    description: 'Sentimiento de 81/100 y acumulación on-chain: hay margen para subir SOL hasta el 20 %.',
    confidence: 78,
    impact: 'medium',
    colour: '#16a34a',
  },
  {
    type: 'sell',
    title: 'Tomar beneficios en ADA',
    description: 'ADA acumula una ganancia notable con un sentimiento solo neutral. Asegura parte del beneficio.',
    confidence: 71,
    impact: 'low',
    colour: '#dc2626',
  },
  {
    type: 'warning',
    title: 'Correlación elevada',
    description: 'BTC y ETH se mueven casi a la par: la diversificación real es menor de lo que parece.',
    confidence: 88,
    impact: 'high',
    colour: '#ca8a04',
  },
];

export const PORTFOLIO: Portfolio = {
  summary: { totalValue: PORTFOLIO_TOTAL, change24h: PORTFOLIO_CHANGE_24H, aiScore: PORTFOLIO_AI_SCORE },
  positions: [...POSITIONS],
  allocation: [...ALLOCATION],
  risk: {
    items: [...RISK_ITEMS],
    // The spec's overall 60/100 is the mean of its four risk scores.
    overall: Math.round(RISK_ITEMS.reduce((sum, r) => sum + r.score, 0) / RISK_ITEMS.length),
    verdict: RISK_VERDICT,
  },
  recommendations: [...RECOMMENDATIONS],
};

// ---- Chat -----------------------------------------------------------------------------------------------

/** Simulated assistant delay (spec §9). */
export const CHAT_REPLY_DELAY_MS = 1500;

// ---- Ads ------------------------------------------------------------------------------------------------

export const ADS: Readonly<Record<AdVariant, Ad>> = {
  course: {
    variant: 'course',
    title: 'Curso de Trading Avanzado',
    description: 'Aprende análisis técnico y gestión del riesgo con traders profesionales.',
    cta: 'Inscríbete ahora',
  },
  tools: {
    variant: 'tools',
    title: 'Herramientas Premium',
    description: 'Alertas en tiempo real, señales de IA y análisis on-chain avanzado.',
    cta: 'Prueba gratis',
  },
  exchange: {
    variant: 'exchange',
    title: 'Exchange Recomendado',
    description: 'Compra y vende criptomonedas con comisiones bajas y máxima seguridad.',
    cta: 'Abrir cuenta',
  },
};
