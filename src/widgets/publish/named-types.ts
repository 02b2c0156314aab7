// The names event details are declared with in events.ts (`AnalyticsCoin`, `ChatMessage`…). The
// manifest spells them out, so that it stands alone for tools that generate code from it; the TypeScript
// declarations give them back their names.

import { AD_SIZES, AD_VARIANTS, ANALYTICS_COINS, QUOTE_SYMBOLS, THEMES, TIMEFRAMES } from '../../core/catalog.ts';
import coreTypes from '../../core/types.ts?raw';
import { loadingAttribute } from '../attributes.ts';

const literalUnion = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

/** Unions that have a name in the declarations. */
export const NAMED_UNIONS: readonly (readonly [name: string, values: readonly string[]])[] = [
  ['Theme', THEMES],
  ['Loading', loadingAttribute.values],
  ['QuoteSymbol', QUOTE_SYMBOLS],
  ['AnalyticsCoin', ANALYTICS_COINS],
  ['Timeframe', TIMEFRAMES],
  ['AdSize', AD_SIZES],
  ['AdVariant', AD_VARIANTS],
];

/** Core interfaces event details use; copied from src/core/types.ts, never written twice. */
const CORE_INTERFACES = ['ChatMessage'];

/** The `export interface Name { … }` block of `source`, with the doc comment just above it. */
export function interfaceSource(source: string, name: string): string {
  const match = source.match(
    new RegExp(String.raw`(?:/\*\*(?:(?!\*/)[\s\S])*\*/\n)?export interface ${name} \{\n[\s\S]*?\n\}`),
  );
  if (!match) throw new Error(`src/core/types.ts has no interface ${name}`);
  return match[0];
}

/** `{ id: string; type: 'user' | 'ai'; … }`: an interface's members as one inline object type. */
function inlineType(name: string): string {
  const body = interfaceSource(coreTypes, name)
    .replace(/^[\s\S]*?\{\n/, '')
    .replace(/\n\}$/, '');
  const members = body
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim().replace(/;$/, ''))
    .filter(Boolean);
  return `{ ${members.join('; ')} }`;
}

/** Every named type with its spelled-out form, the longest forms first so a replacement never splits one. */
const SPELLED: readonly [name: string, spelled: string][] = [
  ...CORE_INTERFACES.map((name): [string, string] => [name, inlineType(name)]),
  ...NAMED_UNIONS.map(([name, values]): [string, string] => [name, literalUnion(values)]),
].sort((a, b) => b[1].length - a[1].length);

/** A type text with every named type spelled out. */
export const spellOut = (text: string) =>
  SPELLED.reduce((result, [name, spelled]) => result.replace(new RegExp(`\\b${name}\\b`, 'g'), spelled), text);

/** A spelled-out type text with its named types given back their names. */
export const nameTypes = (text: string) =>
  SPELLED.reduce((result, [name, spelled]) => result.split(spelled).join(name), text);

/** The declarations of every named type, for the .d.ts. */
export const namedTypeDeclarations = (): string[] => [
  ...NAMED_UNIONS.map(([name, values]) => `export type ${name} = ${literalUnion(values)};`),
  '',
  ...CORE_INTERFACES.map((name) => `${interfaceSource(coreTypes, name)}\n`),
];
