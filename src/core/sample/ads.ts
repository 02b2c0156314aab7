// <crypto-ad>'s three sample ads (spec §3): they travel with its code, which hands them to the sample source as its
// tag is defined (see provideSample in data-source.ts); a page without an ad never loads them.

import type { AdVariant } from '../catalog.ts';
import type { OwnSample } from '../data-source.ts';
import type { Ad } from '../types.ts';

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

export const adsSample = { ads: () => ADS } satisfies Partial<OwnSample>;
