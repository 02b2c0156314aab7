// The README's reference section (tags, attributes, events, parts, CSS properties), generated from the
// registry. `npm run docs` writes it; a unit test fails when the README and the registry disagree.

import { type AttributeSpec, allowedText, defaultText } from './attributes.ts';
import { CSS_PROPERTIES } from './css-properties.ts';
import { attributeHelp, descriptionOf } from './descriptions.ts';
import { attributesOf, registry, type WidgetDefinition } from './registry.ts';

export const REFERENCE_START = '<!-- reference:start (generado por `npm run docs`; no editar a mano) -->';
export const REFERENCE_END = '<!-- reference:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function attributeRow(tag: string, spec: AttributeSpec): string {
  const values = spec.type === 'enum' ? spec.values.map((v) => `\`${v}\``).join(', ') : allowedText(spec);
  const type = spec.type === 'enum' ? 'texto' : 'entero';
  return `| \`${spec.name}\` | ${type} | ${cell(defaultText(spec))} | ${cell(values)} | ${cell(attributeHelp(tag, spec.name))} |`;
}

function widgetSection(definition: WidgetDefinition): string {
  const text = descriptionOf(definition.tag);
  const lines = [
    `### \`<${definition.tag}>\` · ${text.title}`,
    '',
    text.description,
    '',
    '| Atributo | Tipo | Por defecto | Valores | Descripción |',
    '| --- | --- | --- | --- | --- |',
    ...attributesOf(definition).map((spec) => attributeRow(definition.tag, spec)),
    '',
  ];
  if (text.events.length > 0) {
    lines.push(
      '| Evento | `detail` | Cuándo |',
      '| --- | --- | --- |',
      ...text.events.map((e) => `| \`${e.name}\` | \`${cell(e.detail)}\` | ${cell(e.description)} |`),
      '',
    );
  }
  lines.push(
    `Partes CSS (\`::part()\`): ${text.parts.map((p) => `\`${p.name}\` (${p.description.replace(/\.$/, '').toLowerCase()})`).join(', ')}.`,
    '',
  );
  return lines.join('\n');
}

export function buildReference(): string {
  return [
    REFERENCE_START,
    '',
    ...registry.map(widgetSection),
    '### Propiedades CSS comunes',
    '',
    'Todas las etiquetas leen estas propiedades personalizadas (valor claro / oscuro):',
    '',
    '| Propiedad | Por defecto | Para qué |',
    '| --- | --- | --- |',
    ...CSS_PROPERTIES.map((p) => `| \`${p.name}\` | \`${cell(p.default)}\` | ${cell(p.description)} |`),
    '',
    REFERENCE_END,
  ].join('\n');
}

/** The README with its reference section replaced by the generated one. */
export function withReference(readme: string): string {
  const start = readme.indexOf(REFERENCE_START);
  const end = readme.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error('README.md has no reference markers');
  return readme.slice(0, start) + buildReference() + readme.slice(end + REFERENCE_END.length);
}
