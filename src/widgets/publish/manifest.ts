// custom-elements.json (schema 2.1.0), built from the registry and each widget's docs.ts. It is the one
// published description of the elements: the TypeScript declarations, the README reference and the demo
// configurator are all derived from it. Besides the schema's fields, each attribute carries its allowed values
// as JSON Schema words (`enum`, or `minimum`/`maximum` for integers), so tools need not parse type text.

import type { AttributeSpec } from '../attributes.ts';
import { COMMON_ATTRIBUTE_HELP, DATA_EVENTS } from '../common-docs.ts';
import { camelCase } from '../element/camel-case.ts';
import { defaultText } from '../element/parse-attribute.ts';
import { registry, type WidgetDefinition } from '../registry.ts';
import { CSS_PROPERTIES } from './css-properties.ts';
import { docsOf } from './docs.ts';
import { spellOut } from './named-types.ts';
import { attributesOf } from './specs.ts';

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
  minimum?: number;
  maximum?: number;
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
    attribute: string;
    reflects: boolean;
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
export function attributeType(spec: AttributeSpec): string {
  const type = spec.type === 'integer' ? 'number' : spec.values.map((v) => `'${v}'`).join(' | ');
  return spec.default === undefined ? `${type} | undefined` : type;
}

function attribute(tag: string, spec: AttributeSpec): ManifestAttribute {
  const docs = docsOf(tag);
  return {
    name: spec.name,
    fieldName: camelCase(spec.name),
    description: docs.attributes?.[spec.name] ?? COMMON_ATTRIBUTE_HELP[spec.name] ?? '',
    type: { text: attributeType(spec) },
    ...(spec.default !== undefined ? { default: JSON.stringify(String(spec.default)) } : {}),
    ...(spec.default === undefined ? { summary: `Sin valor: ${defaultText(spec)}.` } : {}),
    ...(spec.type === 'enum' ? { enum: [...spec.values] } : { minimum: spec.min, maximum: spec.max }),
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
    members: attributes.map((a) => ({
      kind: 'field',
      name: a.fieldName,
      description: a.description,
      type: a.type,
      attribute: a.name,
      reflects: true,
    })),
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

export function buildManifest(): Manifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'crypto-widgets.js',
        declarations: registry.map(declaration),
        exports: registry.map((d) => ({
          kind: 'custom-element-definition',
          name: d.tag,
          declaration: { name: className(d.tag), module: 'crypto-widgets.js' },
        })),
      },
    ],
  };
}

/** The element declarations of a manifest, in order. */
export const declarationsOf = (manifest: Manifest): ManifestDeclaration[] =>
  manifest.modules.flatMap((m) => m.declarations);
