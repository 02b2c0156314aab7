// The JSON feed a site serves for `source="https://…/feed.json"`: one document with every figure the widgets
// show. Each part mirrors a core type (checked at the bottom, so the feed cannot drift from what the widgets
// read); the build publishes this as dist/feed.schema.json, and the feed reader validates each part with it.

import * as v from 'valibot';
import { COIN_SYMBOL_PATTERN, MAX_COINS } from '../coins/symbols.ts';
import type { AnalyticsFigures, InsightsOverview, OnChainOverview, SentimentOverview } from '../data-source.ts';
import {
  EVIDENCE_WEIGHT_MAX,
  EVIDENCE_WORD_MAX,
  EVIDENCE_WORDS_MAX,
  MEASURED_PLATFORM_LABELS,
  MEASURED_PLATFORMS,
  MEASURED_STATES,
  type MeasuredSentiment,
} from '../measured/types.ts';
import type { Provider } from '../provenance.ts';
import { SENTIMENT_RULES } from '../sentiment/rules.ts';
import {
  type ChartPoint,
  type CoinQuote,
  type MarketPoint,
  type Platform,
  type Portfolio,
  SAMPLE_PLATFORMS,
} from '../types.ts';
import { AMOUNT, type Bounds, METRIC, MONEY, PERCENT_CHANGE, PNL, PRICE, SCORE } from './bounds.ts';

/**
 * A description for the published JSON Schema (dist/feed.schema.json), written as about`…`: the widgets' bundles
 * validate with this schema but never show its words, so their build empties every about`…` (vite.config.ts,
 * feedDescriptionsOut) and the reader's browser downloads none of them.
 */
export const about = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((text, part, i) => text + String(values[i - 1] ?? '') + part);

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
const trend = v.pipe(v.picklist(['up', 'down']), v.description(about`Hacia dónde va la cifra.`));
const colour = v.pipe(
  v.string(),
  v.regex(/^#[0-9a-fA-F]{6}$/),
  v.description(about`Color de la moneda o del elemento, en hexadecimal (#f7931a).`),
);
const hour = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/), v.description(about`Hora, "HH:MM".`));

export const CoinQuoteSchema = v.object({
  symbol: text(about`Símbolo de la moneda (BTC).`),
  name: text(about`Nombre de la moneda.`),
  price: price(about`Precio en la moneda del feed.`),
  change: percentChange(about`Cambio en 24 h`),
  colour,
  sentiment: v.optional(score(about`Sentimiento de la moneda`)),
  volume: money(about`Volumen negociado en 24 h`),
  trend,
});

export const MarketPointSchema = v.object({
  time: hour,
  prices: v.pipe(
    v.record(v.string(), price(about`Precio`)),
    v.description(about`Precio de cada moneda del resumen (BTC, ETH, SOL) a esa hora.`),
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
      about`Plataforma: las del ejemplo (${SAMPLE_PLATFORMS.join(', ')}) o las medidas (${Object.values(MEASURED_PLATFORM_LABELS).join(', ')}).`,
    ),
  ),
  score: score(about`Sentimiento en la plataforma`),
  trend,
  mentions: count(about`Menciones en 24 h.`),
});

export const SentimentSchema = v.object({
  overall: score(about`Sentimiento general del mercado`),
  label: v.optional(text(about`Palabra que lo resume ("Codicia"); sin ella, la del widget.`)),
  platforms: v.array(PlatformSentimentSchema),
});

const OnChainMetricSchema = v.object({
  id: v.picklist(['whales', 'volume', 'addresses', 'hashrate']),
  title: text(about`Título de la métrica.`),
  value: bounded(METRIC, about`Valor de la métrica.`),
  unit: v.pipe(v.picklist(['count', 'usd', 'EH/s']), v.description(about`"usd": dinero en la moneda del feed.`)),
  change: percentChange(about`Cambio en 24 h`),
  trend,
  description: text(about`Qué mide.`),
});

export const OnChainSchema = v.object({
  metrics: v.array(OnChainMetricSchema),
  networkHealth: score(about`Salud de la red, en por ciento`),
  networkHealthLabel: text(about`Palabra que la resume ("Excelente").`),
});

const AiInsightSchema = v.object({
  type: v.picklist(['bullish', 'neutral', 'warning']),
  title: text(about`Título.`),
  description: text(about`Explicación.`),
  confidence: score(about`Confianza, en por ciento`),
  timeframe: text(about`Plazo ("24-48h").`),
  colour,
});

export const InsightsSchema = v.object({
  insights: v.array(AiInsightSchema),
  dataSources: count(about`Cuántas fuentes de datos analiza la IA.`),
  rulesWithFigures: v.optional(
    count(about`Con señales calculadas con reglas: cuántas reglas tenían las cifras para decidir (0: aún ninguna).`),
  ),
});

const PortfolioPositionSchema = v.object({
  symbol: text(about`Símbolo.`),
  name: text(about`Nombre.`),
  amount: bounded(AMOUNT, about`Cantidad de monedas.`),
  avgPrice: money(about`Precio medio de compra`),
  currentPrice: money(about`Precio actual`),
  pnl: bounded(PNL, about`Ganancia o pérdida, en la moneda del feed.`),
  pnlPercent: percentChange(about`Ganancia o pérdida`),
  sentiment: score(about`Sentimiento`),
});

const RiskItemSchema = v.object({
  id: v.picklist(['diversification', 'volatility', 'liquidity', 'correlation']),
  title: text(about`Título.`),
  score: score(about`Puntuación`),
  status: v.picklist(['good', 'warning', 'danger']),
  description: text(about`Explicación.`),
});

export const PortfolioSchema = v.object({
  summary: v.object({
    totalValue: money(about`Valor total`),
    change24h: percentChange(about`Cambio en 24 h`),
    aiScore: score(about`Puntuación de la IA`),
  }),
  positions: v.array(PortfolioPositionSchema),
  allocation: v.array(
    v.object({
      name: text(about`Moneda.`),
      value: bounded(SCORE, about`Parte del total, en por ciento.`),
      colour,
      amount: money(about`Valor`),
    }),
  ),
  risk: v.object({
    items: v.array(RiskItemSchema),
    overall: score(about`Riesgo general`),
    verdict: text(about`Veredicto.`),
  }),
  recommendations: v.array(
    v.object({
      type: v.picklist(['rebalance', 'buy', 'sell', 'warning']),
      title: text(about`Título.`),
      description: text(about`Explicación.`),
      confidence: score(about`Confianza, en por ciento`),
      impact: v.picklist(['high', 'medium', 'low']),
      colour,
    }),
  ),
});

export const ChartPointSchema = v.object({
  time: hour,
  price: price(about`Precio.`),
  volume: money(about`Volumen de esa hora`),
  sentiment: score(about`Sentimiento`),
  transactions: count(about`Transacciones.`),
  activeAddresses: count(about`Direcciones activas.`),
  whaleActivity: count(about`Movimientos de ballenas.`),
});

export const AnalyticsFiguresSchema = v.object({
  sentimentSplit: v.object({
    positive: bounded(SCORE, about`Menciones positivas, en por ciento.`),
    neutral: bounded(SCORE, about`Menciones neutrales, en por ciento.`),
    negative: bounded(SCORE, about`Menciones negativas, en por ciento.`),
  }),
  onChainVolume: money(about`Dinero movido en la cadena en 24 h`),
  whaleTransactions: count(about`Transacciones de ballenas en 24 h.`),
});

const isoTime = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
const share = (description: string) => bounded(SCORE, `${description}, en por ciento.`);
const SharesSchema = v.object({
  positive: share(about`Textos positivos`),
  neutral: share(about`Textos neutrales`),
  negative: share(about`Textos negativos`),
});
/** Present only with enough items: under the minimum, a figure is its count alone ("pocos datos"). */
const measuredFigure = {
  mentions: count(about`Textos medidos en 24 h.`),
  // The fields added after the first measured feeds (state, newestItemAt, a coin's evidence) carry no descriptions
  // of their own: docs/sentimiento.md says what each is, and the bundle stays small.
  state: v.optional(v.picklist(MEASURED_STATES)),
  score: v.optional(score(about`Puntuación media`)),
  shares: v.optional(SharesSchema),
  previousScore: v.optional(score(about`Puntuación de las 24 h anteriores`)),
};
const measuredPlatform = v.pipe(v.picklist(MEASURED_PLATFORMS), v.description(about`Plataforma medida.`));
const MeasuredPointSchema = v.object({
  time: isoTime(about`Inicio de la hora o del día (ISO 8601, UTC).`),
  mentions: count(about`Textos en ese periodo.`),
  score: v.optional(score(about`Puntuación media`)),
});
/** A word behind a text's score: what the widget highlights in the text (never HTML: the widget writes it as text). */
const EvidenceWordSchema = v.object({
  text: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(EVIDENCE_WORD_MAX),
    v.description(about`Palabra o expresión que movió la puntuación, en minúsculas y quizá sin tildes.`),
  ),
  weight: v.pipe(
    v.number(),
    v.minValue(-EVIDENCE_WEIGHT_MAX),
    v.maxValue(EVIDENCE_WEIGHT_MAX),
    v.description(about`Su peso tras las reglas, en la escala de VADER (−4 a 4): positivo sube la puntuación.`),
  ),
  rules: v.optional(
    v.pipe(
      v.array(v.picklist(SENTIMENT_RULES)),
      v.maxLength(SENTIMENT_RULES.length),
      v.description(about`Reglas que cambiaron su peso (mayúsculas, negación, postura…).`),
    ),
  ),
});
const MeasuredEvidenceSchema = v.object({
  platform: measuredPlatform,
  source: text(about`Fuente (dominio del feed, canal).`),
  url: v.pipe(v.string(), v.url(), v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//), v.description(about`Enlace a la fuente.`)),
  publishedAt: isoTime(about`Cuándo se publicó.`),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(280), v.description(about`Texto plano, nunca HTML.`)),
  score: v.pipe(v.number(), v.minValue(-1), v.maxValue(1), v.description(about`Puntuación del texto, de −1 a 1.`)),
  words: v.optional(
    v.pipe(
      v.array(EvidenceWordSchema),
      v.maxLength(EVIDENCE_WORDS_MAX),
      v.description(about`Las palabras detrás de la puntuación, en el orden del texto; puede faltar.`),
    ),
  ),
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
  computedAt: isoTime(about`Cuándo se calcularon las cifras.`),
  lastItemAt: v.optional(isoTime(about`Cuándo llegó el último texto.`)),
  newestItemAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  overall: v.object(measuredFigure),
  platforms: v.array(v.object({ platform: measuredPlatform, ...measuredFigure })),
  coins: v.array(
    v.object({
      coin: v.pipe(v.string(), v.regex(COIN_SYMBOL_PATTERN), v.description(about`Símbolo de la moneda (BTC, DOGE).`)),
      ...measuredFigure,
      dominance: share(about`Parte de todas las menciones`),
      relative: v.optional(
        v.pipe(
          v.number(),
          v.minValue(-100),
          v.maxValue(100),
          v.description(about`Puntuación frente a los 20 días anteriores de la moneda, en desviaciones típicas.`),
        ),
      ),
      evidence: v.optional(EvidenceListsSchema),
    }),
  ),
  counts: v.object({
    posts: count(about`Publicaciones en redes en 24 h.`),
    headlines: count(about`Titulares de noticias en 24 h.`),
  }),
  sources: v.array(
    v.object({
      platform: measuredPlatform,
      name: text(about`Feed, canal o flujo.`),
      items: count(about`Textos en 24 h.`),
    }),
  ),
  history: v.object({
    '1D': history(about`Horas de las últimas 24 h.`),
    '7D': history(about`Horas de los últimos 7 días.`),
    '30D': history(about`Días de los últimos 30 días.`),
    '90D': history(about`Días de los últimos 90 días.`),
  }),
  evidence: EvidenceListsSchema,
  whales: v.optional(
    v.pipe(WhaleActivitySchema, v.description(about`Ballenas: transferencias ≥ minBtc en BTC (docs/senales.md).`)),
  ),
  insightsFromRules: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        about`true: la parte "insights" son las señales calculadas con reglas (docs/senales.md), quizá ninguna.`,
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
  quotes: v.pipe(v.array(CoinQuoteSchema), v.description(about`Cotizaciones (resumen del mercado, tendencias).`)),
  marketHistory: v.pipe(
    v.array(MarketPointSchema),
    v.description(about`Seis puntos de 4 horas del resumen del mercado.`),
  ),
  sentiment: v.pipe(SentimentSchema, v.description(about`Sentimiento general y por plataforma.`)),
  onChain: v.pipe(OnChainSchema, v.description(about`Métricas on-chain.`)),
  insights: v.pipe(InsightsSchema, v.description(about`Perspectivas de IA.`)),
  portfolio: v.pipe(PortfolioSchema, v.description(about`El portafolio.`)),
  series: byCoin(
    v.pipe(v.array(ChartPointSchema), v.minLength(2), v.maxLength(168)),
    about`Puntos horarios de cada moneda (gráficos de precio, volumen, análisis y correlación).`,
  ),
  analytics: byCoin(AnalyticsFiguresSchema, about`Cifras fijas del análisis de cada moneda.`),
  measured: v.pipe(
    MeasuredSentimentSchema,
    v.description(about`Sentimiento medido por el servidor en publicaciones y titulares públicos (24 h e historial).`),
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
    v.pipe(v.array(v.picklist(PROVIDERS)), v.description(about`Proveedores de las cifras (se citan en el widget).`)),
  ),
  sample: v.optional(
    v.pipe(v.boolean(), v.description(about`true: toda la parte son los datos de ejemplo; el widget lo dice.`)),
  ),
  sampleParts: v.optional(
    v.pipe(
      v.array(text(about`Trozo de ejemplo ("por plataforma").`)),
      v.description(about`Trozos que siguen siendo de ejemplo.`),
    ),
  ),
  updatedAt: v.optional(timestamp(about`Cuándo llegaron sus cifras (ISO 8601, con zona).`)),
  stale: v.optional(
    v.pipe(
      v.boolean(),
      v.description(about`true: el proveedor falló y son las últimas cifras buenas, más viejas de lo normal.`),
    ),
  ),
  measured: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        about`true: cifras medidas por el servidor en publicaciones y titulares públicos (la parte "measured" dice cuántos y cómo).`,
      ),
    ),
  ),
});

/** What the feed says about itself. */
export const FEED_HEADER = {
  publisher: v.optional(
    v.pipe(
      v.object({
        name: text(about`Nombre que se muestra ("Datos: …").`),
        url: v.optional(v.pipe(v.string(), v.url(), v.regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//))),
      }),
      v.description(about`Quién da las cifras; sin él, el dominio del feed.`),
    ),
  ),
  updatedAt: v.optional(timestamp(about`Cuándo se calcularon las cifras (ISO 8601, con zona).`)),
  currency: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/),
      v.description(about`Moneda (ISO 4217) de todo el dinero del feed; por defecto USD.`),
    ),
  ),
  coins: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(COIN_SYMBOL_PATTERN))),
      v.minLength(1),
      v.maxLength(MAX_COINS),
      v.description(
        about`Monedas que sigue quien publica el feed (símbolos), tenga o no cifras de cada una ahora. Con esta lista, un widget dice «No seguimos KAS» solo de una moneda que no está en ella, y de una que está pero no tiene cifras, que ahora no las hay.`,
      ),
    ),
  ),
  sources: v.optional(
    v.pipe(
      v.object(
        Object.fromEntries(FEED_PART_NAMES.map((part) => [part, v.optional(PartSourceSchema)])) as {
          [K in FeedPart]: v.OptionalSchema<typeof PartSourceSchema, undefined>;
        },
      ),
      v.description(about`De dónde sale cada parte; sin esto, del editor del feed.`),
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
  v.description(about`Las cifras de los widgets de un sitio. Cualquier parte puede faltar.`),
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
