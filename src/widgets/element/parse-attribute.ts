// Reading attribute values against their specs: the elements validate every attribute with it, the manifest
// states its fallbacks with the same words.

import type { AttributeSpec } from '../attributes.ts';

export type AttributeValue = string | number | undefined;

export interface ParsedAttribute {
  value: AttributeValue;
  /** Set when the raw value was rejected; says what was used instead and what is allowed. */
  problem?: string;
}

const INTEGER = /^[+-]?\d+$/;

/**
 * Reads a raw attribute value. Missing or blank means the default, silently; anything else that does not
 * fit the spec means the default plus a problem to report once.
 */
export function parseAttribute(spec: AttributeSpec, raw: string | null | undefined): ParsedAttribute {
  const text = raw?.trim() ?? '';
  if (text === '') return { value: spec.default };
  if (spec.type === 'enum') {
    const match = spec.values.find((v) => v.toLowerCase() === text.toLowerCase());
    return match !== undefined ? { value: match } : { value: spec.default, problem: describeProblem(spec, raw) };
  }
  const n = INTEGER.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max
    ? { value: n }
    : { value: spec.default, problem: describeProblem(spec, raw) };
}

export function allowedText(spec: AttributeSpec): string {
  return spec.type === 'enum' ? spec.values.join(', ') : `un número entero entre ${spec.min} y ${spec.max}`;
}

export function defaultText(spec: AttributeSpec): string {
  return spec.default !== undefined ? `"${spec.default}"` : (spec.unsetMeaning ?? 'ninguno');
}

const MAX_QUOTED = 40;

function describeProblem(spec: AttributeSpec, raw: string | null | undefined): string {
  const shown = String(raw);
  const quoted = shown.length > MAX_QUOTED ? `${shown.slice(0, MAX_QUOTED)}…` : shown;
  return `${spec.name}="${quoted}" no es válido; se usa ${defaultText(spec)}. Valores permitidos: ${allowedText(spec)}.`;
}
