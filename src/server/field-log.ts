// What the server does with a provider's wrong field (a string where a price belongs, a score of 900): one line in
// its log per field, for as long as the process runs; the figure falls back where it is read (the last good answer,
// the sample data marked as such, or nothing).

import type { FieldReport } from '../core/live/read-fields.ts';

export function fieldLog(log: (message: string) => void): FieldReport {
  const logged = new Set<string>();
  return (field, problem) => {
    if (logged.has(field)) return;
    logged.add(field);
    log(`Dato rechazado: ${field}: ${problem}.`);
  };
}
