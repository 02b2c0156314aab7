// The JSON feed a site serves for `source="https://…/feed.json"`: one document with every figure the widgets
// show. Each part mirrors a core type (checked at the bottom, so the feed cannot drift from what the widgets
// read); the build publishes this as dist/feed.schema.json, and the feed reader validates each part with it.

import * as v from 'valibot';
import type { AnalyticsFigures, InsightsOverview, OnChainOverview, SentimentOverview } from '../data-source.ts';
import {
  MEASURED_PLATFORM_LABELS,
  MEASURED_PLATFORMS,
  MEASURED_STATES,
  type MeasuredSentiment,
  TRACKED_COINS,
} from '../measured/types.ts';
import type { Provider } from '../provenance.ts';
import {
  type ChartPoint,
  type CoinQuote,
  type MarketPoint,
  type Platform,
  type Portfolio,
  SAMPLE_PLATFORMS,
} from '../types.ts';
import { AMOUNT, type Bounds, METRIC, MONEY, PERCENT_CHANGE, PNL, PRICE, SCORE } from './bounds.ts';

const text = (description: string) => v.pipe(v.string(), v.minLength(1), v.description(description));
/** A number within `bounds` (bounds.ts: the same bounds every provider's figure goes through). */
const bounded = (bounds: Bounds, description: string) =>
  v.pipe(
    v.number(),
    bounds.minExclusive ? v.gtValue(bounds.min) : v.minValue(bounds.min),
    v.maxValue(bounds.max),
    v.description(description),
  );
const score = (description: string) => bounded(SCORE, `${description} (0–100).`);
const percentChange = (description: string) => bounded(PERCENT_CHANGE, `${description}, en por ciento.`);
const money = (description: string) => bounded(MONEY, `${description}, en la moneda del feed.`);
const price = (description: string) => bounded(PRICE, description);
const count = (description: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(description));
const trend = v.pipe(v.picklist(['up', 'down']), v.description('Hacia dónde va la cifra.'));
const colour = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-fA-F]{6}$/),
  v.description('Color de la moneda o del elemento, en hexadecimal (#f7931a).'),
);
const hour = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/), v.description('Hora, "HH:MM".'));

export const CoinQuoteSchema = v.object({
  symbol: text('Símbolo de la moneda (BTC).'),
  name: text('Nombre de la moneda.'),
  price: price('Precio en la moneda del feed.'),
  change: percentChange('Cambio en 24 h'),
  colour,
  sentiment: score('Sentimiento de la moneda'),
  volume: money('Volumen negociado en 24 h'),
  trend,
});

export const MarketPointSchema = v.object({
  time: hour,
  prices: v.pipe(
    v.record(v.string(), price('Precio')),
    v.description('Precio de cada moneda del resumen (BTC, ETH, SOL) a esa hora.'),
  ),
});

/** The sentiment card's platform names: the sample's, then the measured ones' labels (each once). */
const CARD_PLATFORMS: readonly Platform[] = [
  ...new Set<Platform>([...SAMPLE_PLATFORMS, ...Object.values(MEASURED_PLATFORM_LABELS)]),
];
const PlatformSentimentSchema = v.object({
  platform: v.pipe(
    v.picklist(CARD_PLATFORMS),
    v.description(
      `Plataforma: las del ejemplo (${SAMPLE_PLATFORMS.join(', ')}) o las medidas (${Object.values(MEASURED_PLATFORM_LABELS).join(', ')}).`,
    ),
  ),
  score: score('Sentimiento en la plataforma'),
  trend,
  mentions: count('Menciones en 24 h.'),
});

export const SentimentSchema = v.object({
  overall: score('Sentimiento general del mercado'),
  label: v.optional(text('Palabra que lo resume ("Codicia"); sin ella, la del widget.')),
  platforms: v.array(PlatformSentimentSchema),
});

const OnChainMetricSchema = v.object({
  id: v.picklist(['whales', 'volume', 'addresses', 'hashrate']),
  title: text('Título de la métrica.'),
  value: bounded(METRIC, 'Valor de la métrica.'),
  unit: v.pipe(v.picklist(['count', 'usd', 'EH/s']), v.description('"usd": dinero en la moneda del feed.')),
  change: percentChange('Cambio en 24 h'),
  trend,
  description: text('Qué mide.'),
});

export const OnChainSchema = v.object({
  metrics: v.array(OnChainMetricSchema),
  networkHealth: score('Salud de la red, en por ciento'),
  networkHealthLabel: text('Palabra que la resume ("Excelente").'),
});

const AiInsightSchema = v.object({
  type: v.picklist(['bullish', 'neutral', 'warning']),
  title: text('Título.'),
  description: text('Explicación.'),
  confidence: score('Confianza, en por ciento'),
  timeframe: text('Plazo ("24-48h").'),
  colour,
});

export const InsightsSchema = v.object({
  insights: v.array(AiInsightSchema),
  dataSources: count('Cuántas fuentes de datos analiza la IA.'),
  rulesWithFigures: v.optional(
    count('Con señales calculadas con reglas: cuántas reglas tenían las cifras para decidir (0: aún ninguna).'),
  ),
});

const PortfolioPositionSchema = v.object({
  symbol: text('Símbolo.'),
  name: text('Nombre.'),
  amount: bounded(AMOUNT, 'Cantidad de monedas.'),
  avgPrice: money('Precio medio de compra'),
  currentPrice: money('Precio actual'),
  pnl: bounded(PNL, 'Ganancia o pérdida, en la moneda del feed.'),
  pnlPercent: percentChange('Ganancia o pérdida'),
  sentiment: score('Sentimiento'),
});

const RiskItemSchema = v.object({
  id: v.picklist(['diversification', 'volatility', 'liquidity', 'correlation']),
  title: text('Título.'),
  score: score('Puntuación'),
  status: v.picklist(['good', 'warning', 'danger']),
  description: text('Explicación.'),
});

export const PortfolioSchema = v.object({
  summary: v.object({
    totalValue: money('Valor total'),
    change24h: percentChange('Cambio en 24 h'),
    aiScore: score('Puntuación de la IA'),
  }),
  positions: v.array(PortfolioPositionSchema),
  allocation: v.array(
    v.object({
      name: text('Moneda.'),
      value: bounded(SCORE, 'Parte del total, en por ciento.'),
      colour,
      amount: money('Valor'),
    }),
  ),
  risk: v.object({
    items: v.array(RiskItemSchema),
    overall: score('Riesgo general'),
    verdict: text('Veredicto.'),
  }),
  recommendations: v.array(
    v.object({
      type: v.picklist(['rebalance', 'buy', 'sell', 'warning']),
      title: text('Título.'),
      description: text('Explicación.'),
      confidence: score('Confianza, en por ciento'),
      impact: v.picklist(['high', 'medium', 'low']),
      colour,
    }),
  ),
});

export const ChartPointSchema = v.object({
  time: hour,
  price: price('Precio.'),
  volume: money('Volumen de esa hora'),
  sentiment: score('Sentimiento'),
  transactions: count('Transacciones.'),
  activeAddresses: count('Direcciones activas.'),
  whaleActivity: count('Movimientos de ballenas.'),
});

export const AnalyticsFiguresSchema = v.object({
  sentimentSplit: v.object({
    positive: bounded(SCORE, 'Menciones positivas, en por ciento.'),
    neutral: bounded(SCORE, 'Menciones neutrales, en por ciento.'),
    negative: bounded(SCORE, 'Menciones negativas, en por ciento.'),
  }),
  onChainVolume: money('Dinero movido en la cadena en 24 h'),
  whaleTransactions: count('Transacciones de ballenas en 24 h.'),
});

const isoTime = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
const share = (description: string) => bounded(SCORE, `${description}, en por ciento.`);
const SharesSchema = v.object({
  positive: share('Textos positivos'),
  neutral: share('Textos neutrales'),
  negative: share('Textos negativos'),
});
/** Present only with enough items: under the minimum, a figure is its count alone ("pocos datos"). */
const measuredFigure = {
  mentions: count('Textos medidos en 24 h.'),
  // The fields added after the first measured feeds (state, newestItemAt, a coin's evidence) carry no descriptions
  // of their own: docs/sentimiento.md says what each is, and the bundle stays small.
  state: v.optional(v.picklist(MEASURED_STATES)),
  score: v.optional(score('Puntuación media')),
  shares: v.optional(SharesSchema),
  previousScore: v.optional(score('Puntuación de las 24 h anteriores')),
};
const measuredPlatform = v.pipe(v.picklist(MEASURED_PLATFORMS), v.description('Plataforma medida.'));
const MeasuredPointSchema = v.object({
  time: isoTime('Inicio de la hora o del día (ISO 8601, UTC).'),
  mentions: count('Textos en ese periodo.'),
  score: v.optional(score('Puntuación media')),
});
const MeasuredEvidenceSchema = v.object({
  platform: measuredPlatform,
  source: text('Fuente (dominio del feed, canal).'),
  url: v.pipe(v.string(), v.url(), v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//), v.description('Enlace a la fuente.')),
  publishedAt: isoTime('Cuándo se publicó.'),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(280), v.description('Texto plano, nunca HTML.')),
  score: v.pipe(v.number(), v.minValue(-1), v.maxValue(1), v.description('Puntuación del texto, de −1 a 1.')),
});
const evidenceList = v.pipe(v.array(MeasuredEvidenceSchema), v.maxLength(10));
const EvidenceListsSchema = v.object({ positive: evidenceList, negative: evidenceList });
const history = (description: string) =>
  v.pipe(v.array(MeasuredPointSchema), v.maxLength(168), v.description(description));

/** BTC, 0 to the supply cap. Whale fields carry no descriptions of their own (docs/senales.md): the bundle stays small. */
const btc = v.pipe(v.number(), v.minValue(0), v.maxValue(21_000_000));
const count0 = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Large Bitcoin transfers: the sum of each one's outputs (change included), never labelled as exchange flows. */
const WhaleActivitySchema = v.object({
  minBtc: btc,
  count24h: count0,
  btc24h: btc,
  previousCount24h: count0,
  largest: v.pipe(
    v.array(
      v.object({
        txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
        btc,
        seenAt: v.pipe(v.string(), v.isoTimestamp()),
        url: v.pipe(v.string(), v.url(), v.regex(/^https:\/\//)),
      }),
    ),
    v.maxLength(10),
  ),
  daily: v.pipe(v.array(v.object({ time: v.pipe(v.string(), v.isoTimestamp()), btc })), v.maxLength(31)),
  dailyMedianBtc: v.optional(btc),
});

/** What the product measured itself from public posts and headlines (docs/sentimiento.md has the formulas). */
export const MeasuredSentimentSchema = v.object({
  computedAt: isoTime('Cuándo se calcularon las cifras.'),
  lastItemAt: v.optional(isoTime('Cuándo llegó el último texto.')),
  newestItemAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  overall: v.object(measuredFigure),
  platforms: v.array(v.object({ platform: measuredPlatform, ...measuredFigure })),
  coins: v.array(
    v.object({
      coin: v.picklist(TRACKED_COINS),
      ...measuredFigure,
      dominance: share('Parte de todas las menciones'),
      relative: v.optional(
        v.pipe(
          v.number(),
          v.minValue(-100),
          v.maxValue(100),
          v.description('Puntuación frente a los 20 días anteriores de la moneda, en desviaciones típicas.'),
        ),
      ),
      evidence: v.optional(EvidenceListsSchema),
    }),
  ),
  counts: v.object({
    posts: count('Publicaciones en redes en 24 h.'),
    headlines: count('Titulares de noticias en 24 h.'),
  }),
  sources: v.array(
    v.object({ platform: measuredPlatform, name: text('Feed, canal o flujo.'), items: count('Textos en 24 h.') }),
  ),
  history: v.object({
    '1D': history('Horas de las últimas 24 h.'),
    '7D': history('Horas de los últimos 7 días.'),
    '30D': history('Días de los últimos 30 días.'),
    '90D': history('Días de los últimos 90 días.'),
  }),
  evidence: EvidenceListsSchema,
  whales: v.optional(
    v.pipe(WhaleActivitySchema, v.description('Ballenas: transferencias ≥ minBtc en BTC (docs/senales.md).')),
  ),
  insightsFromRules: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'true: la parte "insights" son las señales calculadas con reglas (docs/senales.md), quizá ninguna.',
      ),
    ),
  ),
});

/** Something for each analytics coin; any coin may be missing. */
const byCoin = <T extends v.GenericSchema>(schema: T, description: string) =>
  v.pipe(
    v.object({ BTC: v.optional(schema), ETH: v.optional(schema), SOL: v.optional(schema), ADA: v.optional(schema) }),
    v.description(description),
  );

/** The feed's parts: each may be missing (then the widgets use the sample data, marked as such). */
export const FEED_PARTS = {
  quotes: v.pipe(v.array(CoinQuoteSchema), v.description('Cotizaciones (resumen del mercado, tendencias).')),
  marketHistory: v.pipe(v.array(MarketPointSchema), v.description('Seis puntos de 4 horas del resumen del mercado.')),
  sentiment: v.pipe(SentimentSchema, v.description('Sentimiento general y por plataforma.')),
  onChain: v.pipe(OnChainSchema, v.description('Métricas on-chain.')),
  insights: v.pipe(InsightsSchema, v.description('Perspectivas de IA.')),
  portfolio: v.pipe(PortfolioSchema, v.description('El portafolio.')),
  series: byCoin(
    v.pipe(v.array(ChartPointSchema), v.minLength(2), v.maxLength(168)),
    'Puntos horarios de cada moneda (gráficos de precio, volumen, análisis y correlación).',
  ),
  analytics: byCoin(AnalyticsFiguresSchema, 'Cifras fijas del análisis de cada moneda.'),
  measured: v.pipe(
    MeasuredSentimentSchema,
    v.description('Sentimiento medido por el servidor en publicaciones y titulares públicos (24 h e historial).'),
  ),
};

export type FeedPart = keyof typeof FEED_PARTS;
const FEED_PART_NAMES = Object.keys(FEED_PARTS) as FeedPart[];
export type PartSource = v.InferOutput<typeof PartSourceSchema>;

const PROVIDERS = ['coingecko', 'alternative', 'mempool', 'blockchain'] as const satisfies readonly Provider[];
const timestamp = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));

/** Where one part's figures come from, when the feed knows (a feed built from the providers does). */
export const PartSourceSchema = v.object({
  providers: v.optional(
    v.pipe(v.array(v.picklist(PROVIDERS)), v.description('Proveedores de las cifras (se citan en el widget).')),
  ),
  sample: v.optional(
    v.pipe(v.boolean(), v.description('true: toda la parte son los datos de ejemplo; el widget lo dice.')),
  ),
  sampleParts: v.optional(
    v.pipe(
      v.array(text('Trozo de ejemplo ("por plataforma").')),
      v.description('Trozos que siguen siendo de ejemplo.'),
    ),
  ),
  updatedAt: v.optional(timestamp('Cuándo llegaron sus cifras (ISO 8601, con zona).')),
  stale: v.optional(
    v.pipe(
      v.boolean(),
      v.description('true: el proveedor falló y son las últimas cifras buenas, más viejas de lo normal.'),
    ),
  ),
  measured: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'true: cifras medidas por el servidor en publicaciones y titulares públicos (la parte "measured" dice cuántos y cómo).',
      ),
    ),
  ),
});

/** What the feed says about itself. */
export const FEED_HEADER = {
  publisher: v.optional(
    v.pipe(
      v.object({
        name: text('Nombre que se muestra ("Datos: …").'),
        url: v.optional(v.pipe(v.string(), v.url(), v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//))),
      }),
      v.description('Quién da las cifras; sin él, el dominio del feed.'),
    ),
  ),
  updatedAt: v.optional(timestamp('Cuándo se calcularon las cifras (ISO 8601, con zona).')),
  currency: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/),
      v.description('Moneda (ISO 4217) de todo el dinero del feed; por defecto USD.'),
    ),
  ),
  sources: v.optional(
    v.pipe(
      v.object(
        Object.fromEntries(FEED_PART_NAMES.map((part) => [part, v.optional(PartSourceSchema)])) as {
          [K in FeedPart]: v.OptionalSchema<typeof PartSourceSchema, undefined>;
        },
      ),
      v.description('De dónde sale cada parte; sin esto, del editor del feed.'),
    ),
  ),
};

export const FeedSchema = v.pipe(
  v.object({
    $schema: v.optional(v.string()),
    ...FEED_HEADER,
    quotes: v.optional(FEED_PARTS.quotes),
    marketHistory: v.optional(FEED_PARTS.marketHistory),
    sentiment: v.optional(FEED_PARTS.sentiment),
    onChain: v.optional(FEED_PARTS.onChain),
    insights: v.optional(FEED_PARTS.insights),
    portfolio: v.optional(FEED_PARTS.portfolio),
    series: v.optional(FEED_PARTS.series),
    analytics: v.optional(FEED_PARTS.analytics),
    measured: v.optional(FEED_PARTS.measured),
  }),
  v.title('Feed de CriptoPulso'),
  v.description('Las cifras de los widgets de un sitio. Cualquier parte puede faltar.'),
);

export type Feed = v.InferOutput<typeof FeedSchema>;

// ---- One source of truth: each part reads exactly as the core type the widgets use ------------------------

/** A type with its readonly marks removed and its intersections flattened, so two spellings compare equal. */
type Plain<T> = T extends readonly (infer Item)[]
  ? Plain<Item>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;
/** True only when A and B are the same type (optional fields, unions and all). */
type Same<A, B> = (<X>() => X extends Plain<A> ? 1 : 2) extends <X>() => X extends Plain<B> ? 1 : 2 ? true : false;
type Check<T extends true> = T;

export type FeedMatchesCoreTypes = [
  Check<Same<v.InferOutput<typeof CoinQuoteSchema>, CoinQuote>>,
  Check<Same<v.InferOutput<typeof MarketPointSchema>, MarketPoint>>,
  Check<Same<v.InferOutput<typeof SentimentSchema>, SentimentOverview>>,
  Check<Same<v.InferOutput<typeof OnChainSchema>, OnChainOverview>>,
  Check<Same<v.InferOutput<typeof InsightsSchema>, InsightsOverview>>,
  Check<Same<v.InferOutput<typeof PortfolioSchema>, Portfolio>>,
  Check<Same<v.InferOutput<typeof ChartPointSchema>, ChartPoint>>,
  Check<Same<v.InferOutput<typeof AnalyticsFiguresSchema>, AnalyticsFigures>>,
  Check<Same<v.InferOutput<typeof MeasuredSentimentSchema>, MeasuredSentiment>>,
];
