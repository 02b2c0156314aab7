// The Spanish documentation of every widget: titles, descriptions, attribute help, events and CSS parts. The
// manifest, the TypeScript declarations, the README and (through the manifest) the demo configurator read it
// with the registry; the runtime does not, so none of this text ships in the loader. A unit test checks that
// every tag and attribute of the registry is described here, and nothing else.

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

export interface WidgetDescription {
  /** Spanish name. */
  title: string;
  description: string;
  /** Help for this widget's attributes where it differs from COMMON_ATTRIBUTE_HELP. */
  attributes?: Readonly<Record<string, string>>;
  events: readonly EventSpec[];
  parts: readonly PartSpec[];
}

/** Help for attributes that mean the same on every widget that takes them. */
export const COMMON_ATTRIBUTE_HELP: Readonly<Record<string, string>> = {
  theme: 'Tema de color: claro, oscuro o automático según la preferencia del sistema.',
  loading: 'Cuándo se descarga el código del widget: al acercarse a la pantalla (lazy) o enseguida (eager).',
  coin: 'Moneda analizada.',
  timeframe: 'Periodo mostrado como etiqueta; no cambia la serie generada.',
  seed: 'Semilla de la serie generada: la misma semilla dibuja siempre los mismos datos.',
};

const card: PartSpec = { name: 'card', description: 'La tarjeta que enmarca el widget.' };
const title: PartSpec = { name: 'title', description: 'El título del widget.' };
const chart: PartSpec = { name: 'chart', description: 'El área del gráfico.' };

export const DESCRIPTIONS: Readonly<Record<string, WidgetDescription>> = {
  'crypto-market-overview': {
    title: 'Resumen del mercado',
    description: 'Precios de BTC, ETH y SOL con su cambio en 24 h y un gráfico de líneas de seis puntos cada 4 horas.',
    events: [],
    parts: [card, title, { name: 'price-card', description: 'Cada tarjeta de precio.' }, chart],
  },
  'crypto-sentiment': {
    title: 'Sentimiento general',
    description: 'Sentimiento general 75/100 y el de Twitter, Reddit y Telegram: puntuación, tendencia y menciones.',
    attributes: { coin: 'Muestra la puntuación de sentimiento de esta moneda en lugar de la general.' },
    events: [],
    parts: [
      card,
      title,
      { name: 'gauge', description: 'El indicador de puntuación.' },
      { name: 'platform', description: 'Cada fila de plataforma.' },
    ],
  },
  'crypto-onchain': {
    title: 'Métricas on-chain',
    description:
      'Actividad de ballenas, volumen on-chain, direcciones activas y tasa de hash, con la salud de la red (85 %, Excelente).',
    events: [],
    parts: [
      card,
      title,
      { name: 'metric', description: 'Cada métrica.' },
      { name: 'health', description: 'La barra de salud de la red.' },
    ],
  },
  'crypto-trending': {
    title: 'Monedas en tendencia',
    description: 'BTC, ETH, SOL, ADA y DOT con precio, cambio, sentimiento y volumen.',
    events: [],
    parts: [card, title, { name: 'row', description: 'Cada moneda de la lista.' }],
  },
  'crypto-insights': {
    title: 'Perspectivas de IA',
    description:
      'Tres perspectivas de la IA (señal de compra, esperar confirmación, alerta de ballenas) con confianza y plazo.',
    events: [],
    parts: [card, title, { name: 'insight', description: 'Cada tarjeta de perspectiva.' }],
  },
  'crypto-analytics': {
    title: 'Análisis Avanzado',
    description:
      'Selector de moneda y periodo con los gráficos de precio, sentimiento y volumen y la matriz de correlación.',
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
      chart,
    ],
  },
  'crypto-price-chart': {
    title: 'Gráfico de precio',
    description: 'Precio de la moneda en 24 puntos horarios generados.',
    events: [],
    parts: [card, title, chart],
  },
  'crypto-sentiment-chart': {
    title: 'Gráfico de sentimiento',
    description: 'Sentimiento horario en un gráfico de área con el reparto 65/25/10 positivo/neutral/negativo.',
    events: [],
    parts: [card, title, chart, { name: 'split', description: 'El reparto positivo/neutral/negativo.' }],
  },
  'crypto-volume-chart': {
    title: 'Volumen on-chain',
    description: 'Volumen on-chain por hora en barras con las cifras fijas 2,8 mil M $ y 142.',
    events: [],
    parts: [card, title, chart, { name: 'figures', description: 'Las cifras de volumen y ballenas.' }],
  },
  'crypto-correlation': {
    title: 'Matriz de correlación',
    description:
      'Correlación de Pearson entre precio, sentimiento, volumen y ballenas, calculada de la serie mostrada.',
    events: [],
    parts: [card, title, { name: 'matrix', description: 'La tabla de correlaciones.' }],
  },
  'crypto-chat': {
    title: 'IA Conversacional',
    description: 'Chat con el asistente: saludo inicial, seis preguntas sugeridas y respuesta tras 1,5 s.',
    events: [
      {
        name: 'crypto-chat-send',
        detail: '{ message: ChatMessage }',
        description: 'El usuario ha enviado un mensaje.',
      },
      { name: 'crypto-chat-reply', detail: '{ message: ChatMessage }', description: 'El asistente ha respondido.' },
    ],
    parts: [
      card,
      { name: 'messages', description: 'La lista de mensajes.' },
      { name: 'suggestions', description: 'Las preguntas sugeridas.' },
      { name: 'composer', description: 'El campo de texto y el botón de enviar.' },
    ],
  },
  'crypto-portfolio': {
    title: 'Mi Portafolio',
    description: 'Resumen, distribución, posiciones, análisis de riesgo y recomendaciones de la IA.',
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
  },
  'crypto-ad': {
    title: 'Anuncio',
    description: 'Banner promocional con uno de tres anuncios al azar, cada uno con su botón de acción.',
    attributes: {
      size: 'Formato del banner.',
      variant: 'Fija el anuncio: curso de trading, herramientas premium o exchange recomendado.',
    },
    events: [
      {
        name: 'crypto-action',
        detail: "{ action: 'ad-cta'; variant: AdVariant }",
        description: 'Se ha pulsado el botón del anuncio. El widget no navega: la página decide qué hacer.',
      },
    ],
    parts: [card, { name: 'cta', description: 'El botón de acción.' }],
  },
};

/** The description of a widget; throws for an undescribed tag (a test keeps them all described). */
export function descriptionOf(tag: string): WidgetDescription {
  const description = DESCRIPTIONS[tag];
  if (!description) throw new Error(`<${tag}> has no description`);
  return description;
}

/** Help text of one attribute of a widget. */
export function attributeHelp(tag: string, attribute: string): string {
  return descriptionOf(tag).attributes?.[attribute] ?? COMMON_ATTRIBUTE_HELP[attribute] ?? '';
}
