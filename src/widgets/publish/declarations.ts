// dist/crypto-widgets.d.ts, derived from custom-elements.json: each tag's element and attribute types, its
// events, HTMLElementTagNameMap and the event maps, and React 19 JSX intrinsic elements (React sets `on<event>`
// props of custom elements as listeners for exactly that event, so `oncrypto-chat-send` listens to
// 'crypto-chat-send'). The manifest spells event types out; here they get their names back (named-types.ts).

import {
  buildManifest,
  declarationsOf,
  type Manifest,
  type ManifestAttribute,
  type ManifestDeclaration,
  pascalCase,
} from './manifest.ts';
import { NAMED_UNIONS, namedTypeDeclarations, nameTypes } from './named-types.ts';

const literalUnion = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

/** The property's type with named unions where one fits (`AnalyticsCoin`, not `'BTC' | 'ETH' | …`). */
function valueType(attribute: ManifestAttribute): string {
  const values = attribute.enum;
  if (attribute.maxItems !== undefined) return 'readonly string[]';
  if (!values) return attribute.minimum !== undefined ? 'number' : 'string';
  const named = NAMED_UNIONS.find(([, union]) => union.join() === values.join());
  // `(string & {})` keeps the named values offered by editors while any URL or ticker is accepted.
  return (named ? named[0] : literalUnion(values)) + (attribute.format || attribute.pattern ? ' | (string & {})' : '');
}

const doc = (text: string, indent = '  ') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

function fallbackText(attribute: ManifestAttribute): string {
  return attribute.default !== undefined
    ? attribute.default
    : (attribute.summary ?? '').replace(/\.$/, '').toLowerCase();
}

function widgetDeclarations(widget: ManifestDeclaration): string {
  const name = pascalCase(widget.tagName);
  const attributes = widget.attributes.map((a) => {
    const type = a.enum
      ? valueType(a)
      : a.minimum !== undefined
        ? // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript template literal type, written out as text.
          'number | `${number}`'
        : 'string';
    const key = /^[A-Za-z_$][\w$]*$/.test(a.name) ? a.name : `'${a.name}'`;
    return `${doc(`${a.description} Por defecto: ${fallbackText(a)}.`)}\n  ${key}?: ${type};`;
  });
  const properties = widget.attributes.map((a) => {
    const type = valueType(a) + (a.default === undefined ? ' | undefined' : '');
    return `${doc(`Valor validado del atributo \`${a.name}\`; asignarlo cambia el atributo.`)}\n  ${a.fieldName}: ${type};`;
  });
  const scriptOnly = widget.members
    .filter((m) => m.attribute === undefined)
    .map((m) => `${doc(`${m.description} Solo desde script (no tiene atributo).`)}\n  ${m.name}: ${m.type.text};`);
  const events = widget.events.map((e) => `${doc(e.description)}\n  '${e.name}': ${nameTypes(e.type.text)};`);
  return [
    `/** Atributos de \`<${widget.tagName}>\` (${widget.summary}). */`,
    `export interface ${name}Attributes {`,
    attributes.join('\n'),
    '}',
    '',
    `/** Eventos de \`<${widget.tagName}>\`. */`,
    events.length > 0
      ? `export interface ${name}Events {\n${events.join('\n')}\n}`
      : `export interface ${name}Events {}`,
    '',
    `export interface ${name}EventMap extends Omit<HTMLElementEventMap, keyof ${name}Events>, ${name}Events {}`,
    '',
    `/** \`<${widget.tagName}>\`: ${widget.description} */`,
    `export interface ${widget.name} extends HTMLElement {`,
    [...properties, ...scriptOnly].join('\n'),
    `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${widget.name}, event: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
    '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
    `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${widget.name}, event: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
    '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
    '}',
    '',
  ].join('\n');
}

/** Every event any widget dispatches, with the union of the details it can carry. */
function eventMapEntries(widgets: readonly ManifestDeclaration[]): string[] {
  const types = new Map<string, string[]>();
  for (const e of widgets.flatMap((w) => w.events)) {
    const detail = nameTypes(e.type.text).replace(/^CustomEvent<([\s\S]*)>$/, '$1');
    const known = types.get(e.name) ?? [];
    if (!known.includes(detail)) known.push(detail);
    types.set(e.name, known);
  }
  return [...types].map(([name, details]) => `  '${name}': CustomEvent<${details.join(' | ')}>;`);
}

/** What the module script exports: its three functions. */
const ES_FUNCTIONS = [
  '/** Fija los ajustes de datos de la página (se suman a los anteriores); llámalo antes de que aparezcan los widgets. */',
  'export declare function configure(options: DataSettings): void;',
  '/** Carga y define una etiqueta (el cargador lo hace solo para las que ve en el documento). */',
  'export declare function load(tag: keyof CryptoWidgetsTagNameMap): Promise<void>;',
  '/** Carga y define todas las etiquetas. */',
  'export declare function loadAll(): Promise<void>;',
];

/** What `require('crypto-widgets')` gives: nothing (dist/crypto-widgets.cjs only explains how to import it). */
const COMMONJS_NOTE = [
  "// require('crypto-widgets') no devuelve nada: el paquete es un módulo ES (dist/crypto-widgets.cjs lo explica al",
  "// cargarse). Desde CommonJS, las funciones llegan con await import('crypto-widgets'); los tipos, aquí.",
];

/**
 * dist/crypto-widgets.d.ts (`esm`), or dist/crypto-widgets.d.cts (`cjs`): the types of the `require` condition,
 * the same tags, elements and events without the functions that only the ES module exports.
 */
export function buildDeclarations(manifest: Manifest = buildManifest(), format: 'esm' | 'cjs' = 'esm'): string {
  const widgets = declarationsOf(manifest);
  return [
    '// crypto-widgets: declaraciones generadas desde custom-elements.json. No editar a mano.',
    '',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    ...namedTypeDeclarations(),
    ...widgets.map(widgetDeclarations),
    '/** Cada etiqueta con su elemento. */',
    'export interface CryptoWidgetsTagNameMap {',
    ...widgets.map((w) => `  '${w.tagName}': ${w.name};`),
    '}',
    '',
    '/** Todos los eventos `crypto-…` (burbujean y atraviesan shadow roots: se pueden escuchar en `document`). */',
    'export interface CryptoWidgetsEventMap {',
    ...eventMapEntries(widgets),
    '}',
    '',
    '/** Ajustes de datos de la página: la fuente por defecto de los widgets sin `source` y la URL base de cada proveedor. */',
    'export interface DataSettings {',
    "  /** 'sample' (por defecto), 'live' o la URL del feed JSON del sitio. */",
    "  source?: 'sample' | 'live' | (string & {});",
    '  /** La URL base de cada proveedor, para pasar por un proxy propio o un servicio de pago (nunca claves en el navegador). */',
    "  providers?: Partial<Record<'coingecko' | 'alternative' | 'mempool' | 'blockchain', { baseUrl?: string }>>;",
    '}',
    ...(format === 'esm' ? ES_FUNCTIONS : COMMONJS_NOTE),
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap extends CryptoWidgetsTagNameMap {}',
    '  interface HTMLElementEventMap extends CryptoWidgetsEventMap {}',
    '  interface DocumentEventMap extends CryptoWidgetsEventMap {}',
    '  interface WindowEventMap extends CryptoWidgetsEventMap {}',
    '}',
    '',
    '/** React 19: `on` + nombre del evento (`oncrypto-chat-send`) escucha ese evento del elemento. */',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript template literal type, written out as text.
    'type JsxEventProps<Events> = { [K in keyof Events as `on${K & string}`]?: (event: Events[K]) => void };',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...widgets.map((w) => {
      const name = pascalCase(w.tagName);
      return `      '${w.tagName}': DetailedHTMLProps<HTMLAttributes<${w.name}>, ${w.name}> & ${name}Attributes & JsxEventProps<${name}Events>;`;
    }),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
