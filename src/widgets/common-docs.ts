// The CSS parts many widgets render, described once for the manifest. Read by the manifest only (through each
// spec.ts's `docs`, which no widget imports at run time). Attribute and event help lives where each attribute and
// event is declared (attributes.ts, events.ts, each spec.ts).

import type { PartDocs } from './definition.ts';

export const CARD_PART: PartDocs = { name: 'card', description: 'La tarjeta que enmarca el widget.' };
export const TITLE_PART: PartDocs = { name: 'title', description: 'El título del widget.' };
export const CHART_PART: PartDocs = { name: 'chart', description: 'El área del gráfico.' };

/** How the manifest tells a part that only measured figures render (a feed from a site's server). */
export const MEASURED_ONLY = 'Con cifras medidas: ';

// Marked free of side effects: the bundler drops the calls in each spec.ts's `docs`, which the runtime never reads.
export const measuredPart = /* @__NO_SIDE_EFFECTS__ */ (name: string, description: string): PartDocs => ({
  name,
  description: `${MEASURED_ONLY}${description}`,
  measuredOnly: true,
});
