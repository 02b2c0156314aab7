// dist/crypto-widgets.d.ts, generated from the registry: each tag's element and attribute types, its events,
// HTMLElementTagNameMap and the event maps, and React 19 JSX intrinsic elements (React sets `on<event>` props
// of custom elements as listeners for exactly that event, so `oncrypto-chat-send` listens to
// 'crypto-chat-send').

import { AD_SIZES, AD_VARIANTS, ANALYTICS_COINS, QUOTE_SYMBOLS, THEMES, TIMEFRAMES } from '../core/catalog.ts';
import { type AttributeSpec, loadingAttribute } from './attributes.ts';
import { attributeHelp, descriptionOf } from './descriptions.ts';
import { attributesOf, registry, type WidgetDefinition } from './registry.ts';

/** Unions that get a name in the declarations (the event details refer to some of them). */
const NAMED_UNIONS: readonly [name: string, values: readonly string[]][] = [
  ['Theme', THEMES],
  ['Loading', loadingAttribute.values],
  ['QuoteSymbol', QUOTE_SYMBOLS],
  ['AnalyticsCoin', ANALYTICS_COINS],
  ['Timeframe', TIMEFRAMES],
  ['AdSize', AD_SIZES],
  ['AdVariant', AD_VARIANTS],
];

const literalUnion = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

function valueType(spec: AttributeSpec): string {
  if (spec.type === 'integer') return 'number';
  const named = NAMED_UNIONS.find(([, values]) => values.join() === spec.values.join());
  return named ? named[0] : literalUnion(spec.values);
}

export const pascalCase = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const doc = (text: string, indent = '  ') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

function widgetDeclarations(definition: WidgetDefinition): string {
  const name = pascalCase(definition.tag);
  const text = descriptionOf(definition.tag);
  const specs = attributesOf(definition);
  const attributes = specs.map((spec) => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript template literal type, written out as text.
    const type = spec.type === 'integer' ? 'number | `${number}`' : valueType(spec);
    const fallback = spec.default !== undefined ? `"${spec.default}"` : `sin valor: ${spec.unsetMeaning}`;
    return `${doc(`${attributeHelp(definition.tag, spec.name)} Por defecto: ${fallback}.`)}\n  ${spec.name}?: ${type};`;
  });
  const properties = specs.map((spec) => {
    const type = valueType(spec) + (spec.default === undefined ? ' | undefined' : '');
    return `${doc(`Valor validado del atributo \`${spec.name}\`; asignarlo cambia el atributo.`)}\n  ${spec.name}: ${type};`;
  });
  const events = text.events.map((e) => `${doc(e.description)}\n  '${e.name}': CustomEvent<${e.detail}>;`);
  return [
    `/** Atributos de \`<${definition.tag}>\` (${text.title}). */`,
    `export interface ${name}Attributes {`,
    attributes.join('\n'),
    '}',
    '',
    `/** Eventos de \`<${definition.tag}>\`. */`,
    events.length > 0
      ? `export interface ${name}Events {\n${events.join('\n')}\n}`
      : `export interface ${name}Events {}`,
    '',
    `export interface ${name}EventMap extends Omit<HTMLElementEventMap, keyof ${name}Events>, ${name}Events {}`,
    '',
    `/** \`<${definition.tag}>\`: ${text.description} */`,
    `export interface ${name}Element extends HTMLElement {`,
    properties.join('\n'),
    `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
    '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
    `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, event: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
    '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
    '}',
    '',
  ].join('\n');
}

/** Every event any widget dispatches, with the union of the details it can carry. */
function eventMapEntries(): string[] {
  const details = new Map<string, { detail: string[]; description: string[] }>();
  for (const { tag } of registry) {
    const { events } = descriptionOf(tag);
    for (const e of events) {
      const entry = details.get(e.name) ?? { detail: [], description: [] };
      if (!entry.detail.includes(e.detail)) entry.detail.push(e.detail);
      entry.description.push(e.description);
      details.set(e.name, entry);
    }
  }
  return [...details].map(([name, { detail }]) => `  '${name}': CustomEvent<${detail.join(' | ')}>;`);
}

export function buildDeclarations(): string {
  const names = registry.map((d) => [d.tag, pascalCase(d.tag)] as const);
  return [
    '// crypto-widgets: declaraciones generadas desde el registro de widgets. No editar a mano.',
    '',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    ...NAMED_UNIONS.map(([name, values]) => `export type ${name} = ${literalUnion(values)};`),
    '',
    '/** Un mensaje del chat. */',
    'export interface ChatMessage {',
    '  id: string;',
    "  type: 'user' | 'ai';",
    '  content: string;',
    '  timestamp: Date;',
    '}',
    '',
    ...registry.map(widgetDeclarations),
    '/** Cada etiqueta con su elemento. */',
    'export interface CryptoWidgetsTagNameMap {',
    ...names.map(([tag, name]) => `  '${tag}': ${name}Element;`),
    '}',
    '',
    '/** Todos los eventos `crypto-…` (burbujean y atraviesan shadow roots: se pueden escuchar en `document`). */',
    'export interface CryptoWidgetsEventMap {',
    ...eventMapEntries(),
    '}',
    '',
    '/** Carga y define una etiqueta (el cargador lo hace solo para las que ve en el documento). */',
    'export declare function load(tag: keyof CryptoWidgetsTagNameMap): Promise<void>;',
    '/** Carga y define todas las etiquetas. */',
    'export declare function loadAll(): Promise<void>;',
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
    ...names.map(
      ([tag, name]) =>
        `      '${tag}': DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element> & ${name}Attributes & JsxEventProps<${name}Events>;`,
    ),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
