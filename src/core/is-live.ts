// Whether figures are real, apart from the rest of provenance.ts: every widget asks it (to say "Datos de ejemplo"
// or not), while the provider credits travel only to pages that use live data.

import type { FigureState, Provenance } from './provenance.ts';

/** The states whose figures are real data (a provider's, a feed's, our own measure), fresh or not. */
export const REAL_STATES: readonly FigureState[] = ['live', 'stale', 'measured'];

/** Whether the figures came from a provider, a site's feed or our own measure rather than the sample data. */
export const isLive = (provenance: Provenance): boolean => REAL_STATES.includes(provenance.state);
