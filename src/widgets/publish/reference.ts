// The README's reference section (tags, attributes, events, parts, CSS properties), derived from
// custom-elements.json. `npm run docs` writes it; a unit test fails when the README and the manifest disagree.

import {
  buildManifest,
  declarationsOf,
  type Manifest,
  type ManifestAttribute,
  type ManifestDeclaration,
} from './manifest.ts';
import { nameTypes } from './named-types.ts';

export const REFERENCE_START = '<!-- reference:start (generado por `npm run docs`; no editar a mano) -->';
export const REFERENCE_END = '<!-- reference:end -->';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function attributeRow(a: ManifestAttribute): string {
  const values = a.enum
    ? a.enum.map((v) => `\`${v}\``).join(', ') + (a.format ? ' o la URL de un feed JSON' : '')
    : a.minimum !== undefined
      ? `un número entero entre ${a.minimum} y ${a.maximum}`
      : a.maxItems !== undefined
        ? `lista JSON de hasta ${a.maxItems} textos (${a.maxLength} caracteres cada uno)`
        : a.format
          ? 'una URL (`https://…` o relativa a la página)'
          : `hasta ${a.maxLength} caracteres`;
  const type = a.minimum !== undefined ? 'entero' : a.maxItems !== undefined ? 'lista' : 'texto';
  const fallback = a.default ?? (a.summary ?? '').replace(/^Sin valor: /, '').replace(/\.$/, '');
  return `| \`${a.name}\` | ${type} | ${cell(fallback)} | ${cell(values)} | ${cell(a.description)} |`;
}

function widgetSection(widget: ManifestDeclaration): string {
  const lines = [
    `### \`<${widget.tagName}>\` · ${widget.summary}`,
    '',
    widget.description,
    '',
    '| Atributo | Tipo | Por defecto | Valores | Descripción |',
    '| --- | --- | --- | --- | --- |',
    ...widget.attributes.map(attributeRow),
    '',
  ];
  const scriptOnly = widget.members.filter((m) => m.attribute === undefined);
  if (scriptOnly.length > 0) {
    lines.push(
      '| Propiedad (solo desde script) | Tipo | Descripción |',
      '| --- | --- | --- |',
      ...scriptOnly.map((m) => `| \`${m.name}\` | \`${cell(m.type.text)}\` | ${cell(m.description)} |`),
      '',
    );
  }
  if (widget.events.length > 0) {
    lines.push(
      '| Evento | `detail` | Cuándo |',
      '| --- | --- | --- |',
      ...widget.events.map(
        (e) =>
          `| \`${e.name}\` | \`${cell(nameTypes(e.type.text).replace(/^CustomEvent<([\s\S]*)>$/, '$1'))}\` | ${cell(e.description)} |`,
      ),
      '',
    );
  }
  lines.push(
    `Partes CSS (\`::part()\`): ${widget.cssParts.map((p) => `\`${p.name}\` (${lowerFirst(p.description.replace(/\.$/, ''))})`).join(', ')}.`,
    '',
  );
  return lines.join('\n');
}

export function buildReference(manifest: Manifest = buildManifest()): string {
  const widgets = declarationsOf(manifest);
  return [
    REFERENCE_START,
    '',
    ...widgets.map(widgetSection),
    '### Propiedades CSS comunes',
    '',
    'Todas las etiquetas leen estas propiedades personalizadas (valor claro / oscuro):',
    '',
    '| Propiedad | Por defecto | Para qué |',
    '| --- | --- | --- |',
    ...(widgets[0]?.cssProperties ?? []).map(
      (p) => `| \`${p.name}\` | \`${cell(p.default)}\` | ${cell(p.description)} |`,
    ),
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
