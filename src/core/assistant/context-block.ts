// What an upstream model is given beside the site's system prompt: the current figures, each part with its
// source and time, and the instruction to answer with these figures only. The same formatter as the local
// replies, so both quote a figure alike.

import {
  type FiguresContext,
  formatCoinFigures,
  formatMarketFigures,
  liveOnly,
  type Origin,
} from './figures-context.ts';

const PART_NAMES = { quotes: 'Precios', fearGreed: 'Fear & Greed', measured: 'Sentimiento medido' } as const;

function originLine(name: string, origin: Origin): string {
  const who = origin.sample ? 'datos de ejemplo' : (origin.source ?? 'fuente sin nombre');
  const when = origin.at !== undefined ? new Date(origin.at).toISOString() : 'hora desconocida';
  return `- ${name}: ${who}, ${when}`;
}

export const FIGURES_INSTRUCTION =
  'Responde solo con las cifras de este bloque. Si te piden una cifra que no está aquí (otra moneda, otra fecha, ' +
  'otro indicador), di que no la tienes: no la inventes ni la estimes. No des consejos de inversión.';

/**
 * The system block: "Cifras actuales (fuente, hora):", the parts' origins, each coin, the market, the rule. Live
 * figures only: a model may drop a "datos de ejemplo" note, so sample figures are not given to it at all.
 */
export function figuresBlock(all: FiguresContext): string {
  const context = liveOnly(all);
  const origins = (Object.keys(PART_NAMES) as (keyof typeof PART_NAMES)[]).flatMap((part) => {
    const origin = context.origins[part];
    return origin ? [originLine(PART_NAMES[part], origin)] : [];
  });
  return [
    'Cifras actuales (fuente, hora):',
    ...origins,
    ...Object.keys(context.coins).map((coin) => formatCoinFigures(context, coin)),
    formatMarketFigures(context),
    FIGURES_INSTRUCTION,
  ].join('\n');
}
