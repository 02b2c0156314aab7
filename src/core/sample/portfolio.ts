// <crypto-portfolio>'s sample portfolio (spec §3), from the holdings the quotes' prices follow (common.ts): positions
// add up to the portfolio total and its split, pnl = (currentPrice − avgPrice) × amount. It travels with the
// widget's code, which hands it to the sample source as its tag is defined (see provideSample in data-source.ts).

import { riskStatus } from '../bands.ts';
import type { OwnSample } from '../data-source.ts';
import type { AllocationSlice, Portfolio, PortfolioPosition, Recommendation, RiskItem } from '../types.ts';
import { HOLDINGS, PORTFOLIO_TOTAL, quoteOf, type SampleQuote } from './common.ts';

export const PORTFOLIO_CHANGE_24H = 2.34;
export const PORTFOLIO_AI_SCORE = 78;
export const RISK_VERDICT = 'Riesgo moderado - Considerar rebalanceo';

// ---- Portfolio ------------------------------------------------------------------------------------------

const POSITIONS: readonly PortfolioPosition[] = HOLDINGS.map((h) => {
  const quote = quoteOf(h.symbol) as SampleQuote;
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
  const quote = quoteOf(h.symbol) as SampleQuote;
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

export const portfolioSample = { portfolio: () => PORTFOLIO } satisfies Partial<OwnSample>;
