// Reading numbers out of providers' answers without trusting them: a missing field, a null, a string where a
// number belongs or an absurd value is refused, told to the caller's `report`, and the caller falls back. "Absurd"
// is outside the feed schema's bounds (src/core/feed/bounds.ts), or a provider's tighter ones in its own units.
// Who reads decides what a report becomes: the browser warns once per field in the console
// (src/client/field-warnings.ts), the server writes it to its log.

import { type Bounds, within } from '../feed/bounds.ts';

/** Told of each field an answer got wrong: `field` names it as a developer reads it, `problem` in Spanish. */
export type FieldReport = (field: string, problem: string) => void;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number within `bounds` at `record[key]`, or undefined (reported as `field`). */
export function numberAt(
  record: Record<string, unknown>,
  key: string,
  field: string,
  bounds: Bounds,
  report: FieldReport,
): number | undefined {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    report(field, value === undefined ? 'falta' : `no es un número (${JSON.stringify(value)?.slice(0, 40)})`);
    return undefined;
  }
  return checked(value, field, bounds, report);
}

/** `value` when it is within `bounds`; otherwise undefined, reported as `field`. */
export function checked(value: number, field: string, bounds: Bounds, report: FieldReport): number | undefined {
  if (within(value, bounds)) return value;
  report(field, `valor fuera de lo razonable (${value})`);
  return undefined;
}
