// Reading attribute values against their specs: the elements validate every attribute with it, the manifest
// states its fallbacks with the same words.

import type { AttributeSpec } from '../attributes.ts';

export type AttributeValue = string | number | readonly string[] | undefined;

export interface ParsedAttribute {
  value: AttributeValue;
  /** Set when the raw value was rejected; says what was used instead and what is allowed. */
  problem?: string;
}

const INTEGER = /^[+-]?\d+$/;
/** A coin's ticker as a page may write it (doge, DOGE); read in capitals. */
export const TICKER = /^[A-Za-z0-9]{2,10}$/;

/**
 * Reads a raw attribute value. Missing or blank means the default, silently; anything else that does not
 * fit the spec means the default plus a problem to report once.
 */
export function parseAttribute(spec: AttributeSpec, raw: string | null | undefined): ParsedAttribute {
  const text = raw?.trim() ?? '';
  if (text === '') return { value: spec.default };
  if (spec.type === 'enum') {
    const match = spec.values.find((v) => v.toLowerCase() === text.toLowerCase());
    if (match !== undefined) return { value: match };
    if (spec.orUrl && isUrl(text)) return { value: text };
    if (spec.orTicker && TICKER.test(text)) return { value: text.toUpperCase() };
    return { value: spec.default, problem: describeProblem(spec, raw) };
  }
  if (spec.type === 'text') {
    const fits = text.length <= spec.maxLength && (!spec.url || isUrl(text));
    return fits ? { value: text } : { value: spec.default, problem: describeProblem(spec, raw) };
  }
  if (spec.type === 'list') {
    const list = textList(text, spec.maxItems, spec.maxLength);
    return list ? { value: list } : { value: spec.default, problem: describeProblem(spec, raw) };
  }
  const n = INTEGER.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max
    ? { value: n }
    : { value: spec.default, problem: describeProblem(spec, raw) };
}

/** An http(s) URL, or one relative to the page ("/feed.json", "./feed.json"): what a URL attribute takes. */
export const isUrl = (text: string): boolean => /^(https?:\/\/[^\s]+|\.{0,2}\/[^\s]*)$/i.test(text);

/** A JSON array of 1 to `maxItems` texts, each trimmed, non-empty and at most `maxLength` long; or undefined. */
function textList(text: string, maxItems: number, maxLength: number): readonly string[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > maxItems) return undefined;
  const items = parsed.map((item) => (typeof item === 'string' ? item.trim() : ''));
  return items.every((item) => item.length > 0 && item.length <= maxLength) ? items : undefined;
}

export function allowedText(spec: AttributeSpec): string {
  if (spec.type === 'integer') return `un número entero entre ${spec.min} y ${spec.max}`;
  if (spec.type === 'text') {
    return spec.url ? 'una URL (https://…, /…)' : `un texto de ${spec.maxLength} caracteres como mucho`;
  }
  if (spec.type === 'list') {
    return `una lista JSON de 1 a ${spec.maxItems} textos de ${spec.maxLength} caracteres como mucho`;
  }
  return (
    spec.values.join(', ') + (spec.orUrl ? ' o una URL (https://…, /…)' : '') + (spec.orTicker ? ' u otro símbolo' : '')
  );
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
