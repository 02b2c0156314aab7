// Reading numbers out of providers' answers without trusting them: a missing field, a null, a string where a
// number belongs or an absurd value is refused, reported once per field, and the caller falls back. "Absurd" is
// outside the feed schema's bounds (src/core/feed/bounds.ts), or a provider's tighter ones in its own units.

import { type Bounds, within } from '../feed/bounds.ts';

const reported = new Set<string>();

/** One console.warn per provider field, however often the bad answer is read. */
export function reportField(field: string, problem: string): void {
  if (reported.has(field)) return;
  reported.add(field);
  console.warn(`[crypto-widgets] ${field}: ${problem}; se usa el dato de ejemplo.`);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number within `bounds` at `record[key]`, or undefined (reported as `field`). */
export function numberAt(
  record: Record<string, unknown>,
  key: string,
  field: string,
  bounds: Bounds,
): number | undefined {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    reportField(field, value === undefined ? 'falta' : `no es un número (${JSON.stringify(value)?.slice(0, 40)})`);
    return undefined;
  }
  return checked(value, field, bounds);
}

/** `value` when it is within `bounds`; otherwise undefined, reported as `field`. */
export function checked(value: number, field: string, bounds: Bounds): number | undefined {
  if (within(value, bounds)) return value;
  reportField(field, `valor fuera de lo razonable (${value})`);
  return undefined;
}

/** Forgets what was reported (tests). */
export function resetReports(): void {
  reported.clear();
}
