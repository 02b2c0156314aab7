// <crypto-insights>' sample insights (spec §3): they travel with its code, which hands them to the sample source
// as its tag is defined (see provideSample in data-source.ts); a page without the insights card never loads them.

import type { OwnSample } from '../data-source.ts';
import type { AiInsight } from '../types.ts';
import { AI_DATA_SOURCES } from './common.ts';

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

export const insightsSample = {
  insights: () => ({ insights: AI_INSIGHTS, dataSources: AI_DATA_SOURCES }),
} satisfies Partial<OwnSample>;
