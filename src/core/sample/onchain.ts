// <crypto-onchain>'s sample figures (spec §3): they travel with its code, which hands them to the sample source
// as its tag is defined (see provideSample in data-source.ts); a page without the on-chain card never loads them.

import type { OwnSample } from '../data-source.ts';
import type { OnChainMetric } from '../types.ts';
import { ONCHAIN_VOLUME_24H } from './common.ts';

export const NETWORK_HEALTH = 85;
export const NETWORK_HEALTH_LABEL = 'Excelente';

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
    description: 'Direcciones únicas con actividad en el último día',
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

export const onChainSample = {
  onChain: () => ({
    metrics: ONCHAIN_METRICS,
    networkHealth: NETWORK_HEALTH,
    networkHealthLabel: NETWORK_HEALTH_LABEL,
  }),
} satisfies Partial<OwnSample>;
