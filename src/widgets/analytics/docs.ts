import { CARD_PART, CHART_PART, TITLE_PART } from '../common-docs.ts';
import type { WidgetDocs } from '../definition.ts';

export default {
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
    { ...CARD_PART, description: 'La tarjeta de cada panel.' },
    { ...TITLE_PART, description: 'El título de cada panel.' },
    CHART_PART,
    { name: 'figures', description: 'Las cifras clave del panel de volumen.' },
    { name: 'split', description: 'El reparto positivo/neutral/negativo del panel de sentimiento.' },
    { name: 'matrix', description: 'La tabla de correlaciones.' },
  ],
} satisfies WidgetDocs;
