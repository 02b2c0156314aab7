// The configurator's rules, kept apart from its page so unit tests can check them: how a manifest attribute
// validates (with the widgets' own parser, so the configurator and the widget never disagree), which values
// survive a change of widget, and how the choices travel in the page's URL.

import type { AttributeSpec } from '../src/widgets/attributes.ts';
import { allowedText, parseAttribute } from '../src/widgets/element/parse-attribute.ts';
import type { ManifestAttribute, ManifestDeclaration } from '../src/widgets/publish/manifest.ts';

/**
 * The attribute spec a manifest attribute was written from: the manifest's value words read back (`enum`,
 * `minimum`/`maximum`, `maxLength`, `maxItems`, `format`). A unit test checks it against every registry spec.
 */
export function specFromManifest(attribute: ManifestAttribute): AttributeSpec {
  const { name } = attribute;
  const fallback = attribute.default === undefined ? undefined : (JSON.parse(attribute.default) as string);
  // The manifest words the behaviour without a value as "Sin valor: … ."; the parser words it without them.
  const unsetMeaning = attribute.summary?.replace(/^Sin valor: /, '').replace(/\.$/, '');
  if (attribute.enum) {
    return {
      name,
      type: 'enum',
      values: attribute.enum,
      default: fallback,
      unsetMeaning,
      ...(attribute.format ? { orUrl: true } : {}),
      ...(attribute.pattern ? { orTicker: true } : {}),
    };
  }
  if (attribute.minimum !== undefined) {
    return {
      name,
      type: 'integer',
      min: attribute.minimum,
      max: attribute.maximum ?? Number.MAX_SAFE_INTEGER,
      default: fallback === undefined ? undefined : Number(fallback),
      unsetMeaning,
    };
  }
  const maxLength = attribute.maxLength ?? Number.POSITIVE_INFINITY;
  if (attribute.maxItems !== undefined) {
    return { name, type: 'list', maxItems: attribute.maxItems, maxLength, default: undefined, unsetMeaning };
  }
  return {
    name,
    type: 'text',
    maxLength,
    default: fallback,
    unsetMeaning,
    ...(attribute.format ? { url: true } : {}),
  };
}

export type Checked =
  /** Nothing typed: the widget's default, nothing in the snippet. */
  | { kind: 'empty' }
  /** What the snippet and the preview get: the value as the widget reads it (`dark` for " DARK "). */
  | { kind: 'valid'; value: string }
  /** What the widget would reject, and why, in the reader's words. */
  | { kind: 'invalid'; message: string };

const MAX_QUOTED = 40;

/** Reads what the user typed the way the widget will, and says why when the widget would reject it. */
export function check(attribute: ManifestAttribute, raw: string): Checked {
  if (raw.trim() === '') return { kind: 'empty' };
  const spec = specFromManifest(attribute);
  const parsed = parseAttribute(spec, raw);
  if (parsed.problem) {
    const shown = raw.length > MAX_QUOTED ? `${raw.slice(0, MAX_QUOTED)}…` : raw;
    const allowed = allowedText(spec);
    const rule = spec.type === 'enum' ? `Valores admitidos: ${allowed}.` : `Se admite ${allowed}.`;
    return { kind: 'invalid', message: `«${shown}» no es válido. ${rule} No se incluye en el código.` };
  }
  // Lists keep the user's JSON (the widget reads that text); the rest take the parsed value's spelling.
  const value = spec.type === 'list' ? raw.trim() : String(parsed.value);
  return { kind: 'valid', value };
}

/** Whether the attribute is chosen from a list (a select) rather than typed. */
export const isChoice = (attribute: ManifestAttribute): boolean =>
  attribute.enum !== undefined && attribute.format === undefined && attribute.pattern === undefined;

/**
 * The values to keep when the user switches to `widget`: those of attributes it also has, when it accepts
 * them. A typed value it rejects stays too (with its message), so typed text is not lost; a list has no
 * place to show a value it does not offer, so that one goes.
 */
export function carryOver(values: Record<string, string>, widget: ManifestDeclaration): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const attribute of widget.attributes) {
    const value = values[attribute.name];
    if (value === undefined || value.trim() === '') continue;
    if (isChoice(attribute) && check(attribute, value).kind !== 'valid') continue;
    kept[attribute.name] = value;
  }
  return kept;
}

/** The page's query for a configuration: the tag, then each set value in the manifest's order. */
export function toQuery(widget: ManifestDeclaration, values: Record<string, string>): string {
  const params = new URLSearchParams({ tag: widget.tagName });
  for (const { name } of widget.attributes) {
    const value = values[name];
    if (value !== undefined && value !== '') params.append(name, value);
  }
  return `?${params}`;
}

export interface Restored {
  tag: string;
  values: Record<string, string>;
  /** A `tag` in the URL that names no widget. */
  unknownTag?: string;
}

/** A configuration from the page's query; values are kept as written, so invalid ones get their message. */
export function fromQuery(search: string, widgets: ManifestDeclaration[], fallbackTag: string): Restored {
  const params = new URLSearchParams(search);
  const asked = params.get('tag');
  const widget = widgets.find((w) => w.tagName === asked?.trim().toLowerCase());
  const tag = widget?.tagName ?? fallbackTag;
  const values: Record<string, string> = {};
  for (const { name } of widgets.find((w) => w.tagName === tag)?.attributes ?? []) {
    const value = params.get(name);
    if (value !== null && value !== '') values[name] = value;
  }
  return { tag, values, ...(asked && !widget ? { unknownTag: asked } : {}) };
}
