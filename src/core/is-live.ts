// Whether figures are live, apart from the rest of provenance.ts: every widget asks it (to say "Datos de
// ejemplo" or not), while the provider credits travel only to pages that use live data.

import type { Provenance } from './provenance.ts';

/** Whether the figures came from a provider or a site's feed rather than the sample data. */
export const isLive = (provenance: Provenance): boolean =>
  provenance.providers.length > 0 || provenance.publisher !== undefined;
