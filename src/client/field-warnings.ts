// What a reader's browser does with a provider's or a feed's wrong field: one console.warn per field for the site's
// developer, however often the bad answer is read. The figure itself falls back where it is read.

import type { FieldReport } from '../core/live/read-fields.ts';

const warned = new Set<string>();

export const warnField: FieldReport = (field, problem) => {
  if (warned.has(field)) return;
  warned.add(field);
  console.warn(`[crypto-widgets] ${field}: ${problem}; se usa el dato de ejemplo.`);
};

/** Forgets what was warned (tests). */
export function resetFieldWarnings(): void {
  warned.clear();
}
