// Every widget, once. The loader, the element definitions, attribute validation, custom-elements.json, the
// TypeScript declarations, the README tables and the demo configurator all read this list.
// Adding a widget = one folder + one entry here.

import type { ComponentType } from 'react';
import { AD_SIZES, AD_VARIANTS, ANALYTICS_COINS, QUOTE_SYMBOLS, TIMEFRAMES } from '../core/catalog.ts';
import { type AttributeSpec, COMMON_ATTRIBUTES, type EnumAttribute, type IntegerAttribute } from './attributes.ts';

export interface EventSpec {
  name: string;
  /** TypeScript type of `event.detail`, as written in the published declarations. */
  detail: string;
  description: string;
}

export interface PartSpec {
  name: string;
  description: string;
}

/** Props every widget component receives: its attributes, already validated, in camelCase. */
export type WidgetProps = Record<string, string | number | undefined>;

/** What a widget's folder exports: its component and its stylesheet text. */
export interface WidgetModule {
  default: ComponentType<WidgetProps>;
  styles?: string;
}

export interface WidgetDefinition {
  tag: `crypto-${string}`;
  /** Spanish name, for the docs and the configurator. */
  title: string;
  description: string;
  /** The widget's React component, fetched when the first instance needs it. */
  load: () => Promise<WidgetModule>;
  /** Attributes beyond `theme` and `loading`, which every widget takes. */
  attributes: readonly AttributeSpec[];
  events: readonly EventSpec[];
  parts: readonly PartSpec[];
  /** Height in px the placeholder reserves until the widget has painted, so the page does not shift. */
  reservedHeight: number;
  /** Whether the widget draws recharts charts (they load the chart library). */
  charts: boolean;
}

// ---- Attributes shared by several widgets ------------------------------------------------------------

const analyticsCoin: EnumAttribute = {
  name: 'coin',
  type: 'enum',
  values: ANALYTICS_COINS,
  default: 'BTC',
  description: 'Moneda analizada.',
};

const timeframe: EnumAttribute = {
  name: 'timeframe',
  type: 'enum',
  values: TIMEFRAMES,
  default: '7D',
  description: 'Periodo mostrado como etiqueta; no cambia la serie generada.',
};

const seed: IntegerAttribute = {
  name: 'seed',
  type: 'integer',
  min: 0,
  max: 4294967295,
  default: undefined,
  unsetMeaning: 'aleatoria',
  description: 'Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos.',
};

// ---- Events and parts shared by several widgets --------------------------------------------------------

const cardPart: PartSpec = { name: 'card', description: 'La tarjeta que enmarca el widget.' };
const titlePart: PartSpec = { name: 'title', description: 'El título del widget.' };
const chartPart: PartSpec = { name: 'chart', description: 'El área del gráfico.' };

// ---- The widgets -----------------------------------------------------------------------------------------

export const registry: readonly WidgetDefinition[] = [
  {
    tag: 'crypto-market-overview',
    title: 'Resumen del mercado',
    description: 'Precios de BTC, ETH y SOL con su cambio en 24 h y un gráfico de líneas de seis puntos cada 4 horas.',
    load: () => import('./market-overview/MarketOverview.tsx'),
    attributes: [],
    events: [],
    parts: [cardPart, titlePart, { name: 'price-card', description: 'Cada tarjeta de precio.' }, chartPart],
    reservedHeight: 520,
    charts: true,
  },
  {
    tag: 'crypto-sentiment',
    title: 'Sentimiento general',
    description: 'Sentimiento general 75/100 y el de Twitter, Reddit y Telegram: puntuación, tendencia y menciones.',
    load: () => import('./sentiment/Sentiment.tsx'),
    attributes: [
      {
        name: 'coin',
        type: 'enum',
        values: QUOTE_SYMBOLS,
        default: undefined,
        unsetMeaning: 'el sentimiento general del mercado',
        description: 'Muestra la puntuación de sentimiento de esta moneda en lugar de la general.',
      },
    ],
    events: [],
    parts: [
      cardPart,
      titlePart,
      { name: 'gauge', description: 'El indicador de puntuación.' },
      { name: 'platform', description: 'Cada fila de plataforma.' },
    ],
    reservedHeight: 420,
    charts: false,
  },
  {
    tag: 'crypto-onchain',
    title: 'Métricas on-chain',
    description:
      'Actividad de ballenas, volumen on-chain, direcciones activas y tasa de hash, con la salud de la red (85 %, Excelente).',
    load: () => import('./onchain/OnChain.tsx'),
    attributes: [],
    events: [],
    parts: [
      cardPart,
      titlePart,
      { name: 'metric', description: 'Cada métrica.' },
      { name: 'health', description: 'La barra de salud de la red.' },
    ],
    reservedHeight: 470,
    charts: false,
  },
  {
    tag: 'crypto-trending',
    title: 'Monedas en tendencia',
    description: 'BTC, ETH, SOL, ADA y DOT con precio, cambio, sentimiento y volumen.',
    load: () => import('./trending/Trending.tsx'),
    attributes: [],
    events: [],
    parts: [cardPart, titlePart, { name: 'row', description: 'Cada moneda de la lista.' }],
    reservedHeight: 420,
    charts: false,
  },
  {
    tag: 'crypto-insights',
    title: 'Perspectivas de IA',
    description:
      'Tres perspectivas de la IA (señal de compra, esperar confirmación, alerta de ballenas) con confianza y plazo.',
    load: () => import('./insights/Insights.tsx'),
    attributes: [],
    events: [],
    parts: [cardPart, titlePart, { name: 'insight', description: 'Cada tarjeta de perspectiva.' }],
    reservedHeight: 520,
    charts: false,
  },
  {
    tag: 'crypto-analytics',
    title: 'Análisis Avanzado',
    description:
      'Selector de moneda y periodo con los gráficos de precio, sentimiento y volumen y la matriz de correlación.',
    load: () => import('./analytics/Analytics.tsx'),
    attributes: [analyticsCoin, timeframe, seed],
    events: [
      {
        name: 'crypto-analytics-change',
        detail: '{ coin: AnalyticsCoin; timeframe: Timeframe }',
        description: 'El usuario ha cambiado la moneda o el periodo.',
      },
    ],
    parts: [
      { name: 'controls', description: 'Los selectores de moneda y periodo.' },
      { name: 'panel', description: 'Cada uno de los cuatro paneles.' },
      chartPart,
    ],
    reservedHeight: 1240,
    charts: true,
  },
  {
    tag: 'crypto-price-chart',
    title: 'Gráfico de precio',
    description: 'Precio de la moneda en 24 puntos horarios generados.',
    load: () => import('./price-chart/PriceChart.tsx'),
    attributes: [analyticsCoin, timeframe, seed],
    events: [],
    parts: [cardPart, titlePart, chartPart],
    reservedHeight: 400,
    charts: true,
  },
  {
    tag: 'crypto-sentiment-chart',
    title: 'Gráfico de sentimiento',
    description: 'Sentimiento horario en un gráfico de área con el reparto 65/25/10 positivo/neutral/negativo.',
    load: () => import('./sentiment-chart/SentimentChart.tsx'),
    attributes: [analyticsCoin, timeframe, seed],
    events: [],
    parts: [cardPart, titlePart, chartPart, { name: 'split', description: 'El reparto positivo/neutral/negativo.' }],
    reservedHeight: 460,
    charts: true,
  },
  {
    tag: 'crypto-volume-chart',
    title: 'Volumen on-chain',
    description: 'Volumen on-chain por hora en barras con las cifras fijas 2,8 mil M $ y 142.',
    load: () => import('./volume-chart/VolumeChart.tsx'),
    attributes: [analyticsCoin, timeframe, seed],
    events: [],
    parts: [cardPart, titlePart, chartPart, { name: 'figures', description: 'Las cifras de volumen y ballenas.' }],
    reservedHeight: 460,
    charts: true,
  },
  {
    tag: 'crypto-correlation',
    title: 'Matriz de correlación',
    description:
      'Correlación de Pearson entre precio, sentimiento, volumen y ballenas, calculada de la serie mostrada.',
    load: () => import('./correlation/Correlation.tsx'),
    attributes: [analyticsCoin, seed],
    events: [],
    parts: [cardPart, titlePart, { name: 'matrix', description: 'La tabla de correlaciones.' }],
    reservedHeight: 400,
    charts: false,
  },
  {
    tag: 'crypto-chat',
    title: 'IA Conversacional',
    description: 'Chat con el asistente: saludo inicial, seis preguntas sugeridas y respuesta tras 1,5 s.',
    load: () => import('./chat/Chat.tsx'),
    attributes: [],
    events: [
      {
        name: 'crypto-chat-send',
        detail: '{ message: ChatMessage }',
        description: 'El usuario ha enviado un mensaje.',
      },
      { name: 'crypto-chat-reply', detail: '{ message: ChatMessage }', description: 'El asistente ha respondido.' },
    ],
    parts: [
      cardPart,
      { name: 'messages', description: 'La lista de mensajes.' },
      { name: 'suggestions', description: 'Las preguntas sugeridas.' },
      { name: 'composer', description: 'El campo de texto y el botón de enviar.' },
    ],
    reservedHeight: 640,
    charts: false,
  },
  {
    tag: 'crypto-portfolio',
    title: 'Mi Portafolio',
    description: 'Resumen, distribución, posiciones, análisis de riesgo y recomendaciones de la IA.',
    load: () => import('./portfolio/Portfolio.tsx'),
    attributes: [],
    events: [
      {
        name: 'crypto-action',
        detail:
          "{ action: 'new-position' | 'edit-position' | 'apply-recommendations' | 'customize-recommendations'; symbol?: string }",
        description:
          "Se ha pulsado 'Nueva Posición', el lápiz de una posición (con su `symbol`), 'Aplicar Recomendaciones' o 'Personalizar'. El widget no cambia: la página decide qué hacer.",
      },
    ],
    parts: [
      { name: 'summary', description: 'Las tarjetas de resumen.' },
      { name: 'allocation', description: 'La distribución de activos.' },
      { name: 'positions', description: 'La lista de posiciones.' },
      { name: 'risk', description: 'El análisis de riesgo.' },
      { name: 'recommendations', description: 'Las recomendaciones de la IA.' },
    ],
    reservedHeight: 1900,
    charts: true,
  },
  {
    tag: 'crypto-ad',
    title: 'Anuncio',
    description: 'Banner promocional con uno de tres anuncios al azar, cada uno con su botón de acción.',
    load: () => import('./ad/Ad.tsx'),
    attributes: [
      {
        name: 'size',
        type: 'enum',
        values: AD_SIZES,
        default: 'horizontal',
        description: 'Formato del banner.',
      },
      {
        name: 'variant',
        type: 'enum',
        values: AD_VARIANTS,
        default: undefined,
        unsetMeaning: 'uno al azar',
        description: 'Fija el anuncio: curso de trading, herramientas premium o exchange recomendado.',
      },
    ],
    events: [
      {
        name: 'crypto-action',
        detail: "{ action: 'ad-cta'; variant: AdVariant }",
        description: 'Se ha pulsado el botón del anuncio. El widget no navega: la página decide qué hacer.',
      },
    ],
    parts: [cardPart, { name: 'cta', description: 'El botón de acción.' }],
    reservedHeight: 120,
    charts: false,
  },
];

/** All attributes of a widget: `theme` and `loading` first. */
export function attributesOf(definition: WidgetDefinition): readonly AttributeSpec[] {
  return [...COMMON_ATTRIBUTES, ...definition.attributes];
}

export function definitionOf(tag: string): WidgetDefinition | undefined {
  return registry.find((d) => d.tag === tag);
}
