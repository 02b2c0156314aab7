// custom-elements.json (schema 2.1.0), built from the registry and each widget's spec.ts (see docs.ts). It is the one
// published description of the elements: the TypeScript declarations, the README reference and the demo
// configurator are all derived from it. Besides the schema's fields, each attribute carries its allowed values
// as JSON Schema words (`enum`, or `minimum`/`maximum` for integers), so tools need not parse type text.

import type { AttributeSpec } from '../attributes.ts';
import { camelCase } from '../element/camel-case.ts';
import { defaultText, TICKER } from '../element/parse-attribute.ts';
import { registry, type WidgetDefinition } from '../registry.ts';
import { CSS_PROPERTIES } from './css-properties.ts';
import { DATA_EVENTS, docsOf } from './docs.ts';
import { spellOut } from './named-types.ts';
import { attributesOf, specOf } from './specs.ts';

export interface ManifestAttribute {
  name: string;
  fieldName: string;
  description: string;
  type: { text: string };
  /** The default as a JSON string literal; absent when unset means the widget's own behaviour. */
  default?: string;
  /** What happens without a value, when there is no default. */
  summary?: string;
  enum?: string[];
  /** 'uri-reference' when a URL is taken (alone, or besides the `enum` values: a feed's, for `source`). */
  format?: 'uri-reference';
  /** A value outside `enum` matches this (a coin's ticker). */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** Texts: their longest length (each item's, for lists). */
  maxLength?: number;
  /** Lists (a JSON array of texts in the attribute, an array through the property): most items. */
  maxItems?: number;
}

export interface ManifestEvent {
  name: string;
  description: string;
  type: { text: string };
}

export interface ManifestDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  members: {
    kind: 'field';
    name: string;
    description: string;
    type: { text: string };
    /** Absent for properties set from script only (a function, an object). */
    attribute?: string;
    reflects?: boolean;
  }[];
  events: ManifestEvent[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string; description: string; default: string }[];
}

export interface Manifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestDeclaration[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

export const pascalCase = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const className = (tag: string) => `${pascalCase(tag)}Element`;

/** The attribute's TypeScript type, the one text every consumer of the manifest shows. */
/** The type of the attribute's validated value: what its property reads. */
export function attributeType(spec: AttributeSpec): string {
  const type =
    spec.type === 'integer'
      ? 'number'
      : spec.type === 'text'
        ? 'string'
        : spec.type === 'list'
          ? 'readonly string[]'
          : spec.values.map((v) => `'${v}'`).join(' | ') + (spec.orUrl || spec.orTicker ? ' | (string & {})' : '');
  return spec.default === undefined ? `${type} | undefined` : type;
}

/** The attribute's allowed values as JSON Schema words. */
function valueWords(spec: AttributeSpec): Partial<ManifestAttribute> {
  switch (spec.type) {
    case 'enum':
      return {
        enum: [...spec.values],
        ...(spec.orUrl ? { format: 'uri-reference' } : {}),
        ...(spec.orTicker ? { pattern: TICKER.source } : {}),
      };
    case 'integer':
      return { minimum: spec.min, maximum: spec.max };
    case 'text':
      return spec.url ? { format: 'uri-reference', maxLength: spec.maxLength } : { maxLength: spec.maxLength };
    case 'list':
      return { maxItems: spec.maxItems, maxLength: spec.maxLength };
  }
}

function attribute(tag: string, spec: AttributeSpec): ManifestAttribute {
  const docs = docsOf(tag);
  return {
    name: spec.name,
    fieldName: camelCase(spec.name),
    description: docs.attributes[spec.name] ?? '',
    type: { text: attributeType(spec) },
    ...(spec.default !== undefined ? { default: JSON.stringify(String(spec.default)) } : {}),
    ...(spec.default === undefined ? { summary: `Sin valor: ${defaultText(spec)}.` } : {}),
    ...valueWords(spec),
  };
}

function declaration(definition: WidgetDefinition): ManifestDeclaration {
  const docs = docsOf(definition.tag);
  const attributes = attributesOf(definition.tag).map((spec) => attribute(definition.tag, spec));
  return {
    kind: 'class',
    name: className(definition.tag),
    tagName: definition.tag,
    customElement: true,
    summary: docs.title,
    description: docs.description,
    attributes,
    members: [
      ...attributes.map((a) => ({
        kind: 'field' as const,
        name: a.fieldName,
        description: a.description,
        type: a.type,
        attribute: a.name,
        reflects: true,
      })),
      ...Object.entries(specOf(definition.tag).properties ?? {}).map(([name, property]) => ({
        kind: 'field' as const,
        name,
        description: docs.properties[name] ?? '',
        type: { text: `(${property.type}) | undefined` },
      })),
    ],
    // Widgets whose figures can come from a provider also report them arriving or failing.
    events: [...docs.events, ...(attributes.some((a) => a.name === 'source') ? DATA_EVENTS : [])].map((e) => ({
      name: e.name,
      description: e.description,
      // Spelled out: the manifest stands alone, with no type it does not define.
      type: { text: `CustomEvent<${spellOut(e.detail)}>` },
    })),
    cssParts: docs.parts.map((p) => ({ name: p.name, description: p.description })),
    cssProperties: CSS_PROPERTIES.map((p) => ({ name: p.name, description: p.description, default: p.default })),
  };
}

/** The module that defines the tags, as a path from the package root (where package.json's `customElements` points). */
export const MANIFEST_MODULE = 'dist/crypto-widgets.js';

export function buildManifest(): Manifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MANIFEST_MODULE,
        declarations: registry.map(declaration),
        exports: registry.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tag,
          declaration: { name: className(d.tag), module: MANIFEST_MODULE },
        })),
      },
    ],
  };
}

/** The element declarations of a manifest, in order. */
export const declarationsOf = (manifest: Manifest): ManifestDeclaration[] =>
  manifest.modules.flatMap((m) => m.declarations);
