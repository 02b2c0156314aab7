// Attribute specifications and their parsing. Pure TypeScript: the loader, the elements, the manifest,
// the typings and the configurator all read the same specs.

import { THEMES } from '../core/catalog.ts';

interface AttributeBase {
  /** kebab-case attribute name; its help text lives in descriptions.ts. */
  name: string;
}

/** One of a fixed list of values, matched without regard to case or surrounding spaces. */
export interface EnumAttribute extends AttributeBase {
  type: 'enum';
  values: readonly string[];
  /** Used when the attribute is missing, empty or invalid; undefined means the widget's own behaviour. */
  default: string | undefined;
  /** Describes the behaviour when there is no default value (docs and warnings). */
  unsetMeaning?: string;
}

/** A whole number in [min, max]. */
export interface IntegerAttribute extends AttributeBase {
  type: 'integer';
  min: number;
  max: number;
  default: number | undefined;
  unsetMeaning?: string;
}

export type AttributeSpec = EnumAttribute | IntegerAttribute;
export type AttributeValue = string | number | undefined;

export interface ParsedAttribute {
  value: AttributeValue;
  /** Set when the raw value was rejected; says what was used instead and what is allowed. */
  problem?: string;
}

export const themeAttribute: EnumAttribute = {
  name: 'theme',
  type: 'enum',
  values: THEMES,
  default: 'light',
};

export const loadingAttribute: EnumAttribute = {
  name: 'loading',
  type: 'enum',
  values: ['lazy', 'eager'],
  default: 'lazy',
};

/** Every widget takes these, before its own attributes. */
export const COMMON_ATTRIBUTES: readonly EnumAttribute[] = [themeAttribute, loadingAttribute];

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
