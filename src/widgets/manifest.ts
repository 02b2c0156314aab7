// custom-elements.json (schema 2.1.0), generated from the registry so it cannot drift from the elements.

import { type AttributeSpec, defaultText } from './attributes.ts';
import { CSS_PROPERTIES } from './css-properties.ts';
import { attributeHelp, descriptionOf } from './descriptions.ts';
import { attributesOf, registry, type WidgetDefinition } from './registry.ts';
import { pascalCase } from './typings.ts';

export function attributeType(spec: AttributeSpec): string {
  if (spec.type === 'integer') return 'number';
  const union = spec.values.map((v) => `'${v}'`).join(' | ');
  return spec.default === undefined ? `${union} | undefined` : union;
}

const className = (tag: string) => `${pascalCase(tag)}Element`;

function declaration(definition: WidgetDefinition) {
  const text = descriptionOf(definition.tag);
  const attributes = attributesOf(definition).map((spec) => ({
    name: spec.name,
    fieldName: spec.name,
    description: attributeHelp(definition.tag, spec.name),
    type: { text: attributeType(spec) },
    ...(spec.default !== undefined ? { default: JSON.stringify(String(spec.default)) } : {}),
    ...(spec.default === undefined ? { summary: `Sin valor: ${defaultText(spec)}.` } : {}),
  }));
  return {
    kind: 'class',
    name: className(definition.tag),
    tagName: definition.tag,
    customElement: true,
    summary: text.title,
    description: text.description,
    attributes,
    members: attributes.map((a) => ({
      kind: 'field',
      name: a.fieldName,
      description: a.description,
      type: a.type,
      attribute: a.name,
      reflects: true,
    })),
    events: text.events.map((e) => ({
      name: e.name,
      description: e.description,
      type: { text: `CustomEvent<${e.detail}>` },
    })),
    cssParts: text.parts.map((p) => ({ name: p.name, description: p.description })),
    cssProperties: CSS_PROPERTIES.map((p) => ({ name: p.name, description: p.description, default: p.default })),
  };
}

export function buildManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'crypto-widgets.js',
        declarations: registry.map(declaration),
        exports: registry.flatMap((d) => [
          {
            kind: 'custom-element-definition',
            name: d.tag,
            declaration: { name: className(d.tag), module: 'crypto-widgets.js' },
          },
        ]),
      },
    ],
  };
}
