// What the manifest says of each widget, read from the one place where each thing is declared:
// - an attribute's help: the JSDoc comment on its declaration, in the widget's spec.ts, or in attributes.ts for
//   the attributes several widgets share;
// - a property's help: the JSDoc comment on it in the widget's spec.ts;
// - an event's help: the JSDoc comment on the callback that reports it in the widget's spec.ts (for the data
//   events the element machinery adds, on the event in events.ts); its `detail` type: the event's declaration in
//   events.ts, never retyped (`@detail Name` picks the member of a union the widget dispatches);
// - the title, description and CSS parts: the `docs` export of the widget's spec.ts.
// Specs are found by file name (folder `price-chart` specifies `crypto-price-chart`), so a new widget needs no
// list. None of this is in the widgets' code: the bundler drops comments, and no widget imports `docs`.

import attributesSource from '../attributes.ts?raw';
import type { CryptoEventName, PartDocs, WidgetDocs } from '../definition.ts';
import eventsSource from '../events.ts?raw';
import { attributesOf, specOf } from './specs.ts';

const tagOf = (path: string) => `crypto-${path.split('/')[1]}`;
const byTag = <T>(files: Record<string, T>): ReadonlyMap<string, T> =>
  new Map(Object.entries(files).map(([path, value]) => [tagOf(path), value]));

const SOURCES = byTag(import.meta.glob<string>('../*/spec.ts', { query: '?raw', import: 'default', eager: true }));
const DOCS = byTag(import.meta.glob<WidgetDocs>('../*/spec.ts', { import: 'docs', eager: true }));

/** A JSDoc comment, then what it documents. */
const JSDOC = String.raw`/\*\*((?:(?!\*/)[\s\S])*)\*/\s*`;
/** `/** help *\/ enumAttribute('size', …)`, also `export const x = { ...enumAttribute(\n 'source'`. */
const DOCUMENTED_ATTRIBUTE = new RegExp(
  String.raw`${JSDOC}(?:export const \w+ = )?(?:\{\s*\.\.\.)?\w+Attribute\(\s*'([\w-]+)'`,
  'g',
);
/** `/** help *\/ onSend: …` or `/** help *\/ handler: {`: a callback or a property. */
const DOCUMENTED_MEMBER = new RegExp(String.raw`${JSDOC}(\w+):`, 'g');
/** `/** help *\/ 'crypto-data-update': …` in events.ts. */
const DOCUMENTED_EVENT = new RegExp(String.raw`${JSDOC}'(crypto-[\w-]+)':`, 'g');

interface Comment {
  text: string;
  /** `@name value` lines. */
  tags: Readonly<Record<string, string>>;
}

/** A JSDoc comment's text (its lines without the stars, joined by spaces) and its tags. */
function comment(raw: string): Comment {
  const lines = raw
    .split('\n')
    .map((line) => line.replace(/^\s*\*?/, '').trim())
    .filter(Boolean);
  const tags = Object.fromEntries(
    lines
      .filter((line) => line.startsWith('@'))
      .map((line) => [line.slice(1).split(/\s/)[0], line.replace(/^@\S+\s*/, '')]),
  );
  return { text: lines.filter((line) => !line.startsWith('@')).join(' '), tags };
}

/** Every comment `pattern` finds in `source`, by the name it documents. */
function commentsIn(source: string, pattern: RegExp): Map<string, Comment> {
  return new Map([...source.matchAll(pattern)].map(([, raw = '', name = '']) => [name, comment(raw)]));
}

const SHARED_ATTRIBUTE_HELP = commentsIn(attributesSource, DOCUMENTED_ATTRIBUTE);
const EVENT_HELP = commentsIn(eventsSource, DOCUMENTED_EVENT);

// ---- Event detail types, from events.ts ------------------------------------------------------------------

const withoutComments = (text: string) => text.replace(/\/\*\*?[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `export interface Name { … }` or `export type Name = …;` in events.ts: the text of its type. */
function declaration(name: string): string | undefined {
  const source = withoutComments(eventsSource);
  const body = source.match(new RegExp(String.raw`export interface ${name} \{([\s\S]*?)\n\}`))?.[1];
  if (body !== undefined) {
    const members = body.split(';').map(oneLine).filter(Boolean);
    return `{ ${members.join('; ')} }`;
  }
  const alias = source.match(new RegExp(String.raw`export type ${name} =([\s\S]*?);`))?.[1];
  return alias === undefined ? undefined : oneLine(alias).replace(/^\| /, '');
}

/** A type's members if it is a union (`A | B` → ['A', 'B']), each resolved; itself otherwise. */
function members(type: string): string[] {
  const resolved = /^\w+$/.test(type) ? declaration(type) : undefined;
  if (resolved === undefined) return [type];
  return resolved.startsWith('{') ? [type] : resolved.split(' | ').flatMap(members);
}

/** A type written out with what events.ts declares (its interfaces inline), keeping other names (`ChatMessage`). */
function writtenOut(type: string): string {
  if (!/^\w+$/.test(type)) return type;
  const resolved = declaration(type);
  if (resolved === undefined) return type;
  return resolved.startsWith('{') ? resolved : resolved.split(' | ').map(writtenOut).join(' | ');
}

/** The `detail` type of an event as events.ts declares it, or the member `@detail` names. */
export function detailOf(event: CryptoEventName, detail?: string): string {
  const entry = withoutComments(eventsSource).match(new RegExp(String.raw`'${event}':\s*([\s\S]*?);\s*\n`))?.[1];
  if (!entry) throw new Error(`events.ts does not declare '${event}'`);
  const type = oneLine(entry);
  if (detail === undefined) return writtenOut(type);
  if (!members(type).includes(detail)) throw new Error(`@detail ${detail} is not a member of ${event}'s ${type}`);
  return writtenOut(detail);
}

// ---- What the manifest reads ----------------------------------------------------------------------------

export interface EventDocs {
  name: CryptoEventName;
  /** TypeScript type of `event.detail`, with the names the published declarations define (`ChatMessage`). */
  detail: string;
  description: string;
}

export interface PublishedDocs {
  title: string;
  description: string;
  parts: readonly PartDocs[];
  /** Help for each of the widget's attributes, by name (`theme` and `loading` included). */
  attributes: Readonly<Record<string, string>>;
  /** Help for each of its attribute-less properties. */
  properties: Readonly<Record<string, string>>;
  /** The events its component reports, in the order its spec lists their callbacks. */
  events: readonly EventDocs[];
}

/** The events of every widget that takes `source`: the element machinery dispatches them, not its component. */
export const DATA_EVENTS: readonly EventDocs[] = (['crypto-data-update', 'crypto-data-error'] as const).map((name) => ({
  name,
  detail: detailOf(name),
  description: EVENT_HELP.get(name)?.text ?? '',
}));

/** Every tag with a spec.ts. */
export const documentedTags = (): string[] => [...DOCS.keys()];

/**
 * The documentation of a widget; throws for a tag without a spec.ts. A missing help text reads as '' (a test
 * keeps every attribute, property and event documented).
 */
export function docsOf(tag: string): PublishedDocs {
  const docs = DOCS.get(tag);
  const source = SOURCES.get(tag);
  if (!docs || source === undefined) throw new Error(`<${tag}> has no spec.ts with its docs`);
  const own = commentsIn(source, DOCUMENTED_ATTRIBUTE);
  const memberHelp = commentsIn(source, DOCUMENTED_MEMBER);
  const spec = specOf(tag);
  return {
    title: docs.title,
    description: docs.description,
    parts: docs.parts,
    attributes: Object.fromEntries(
      attributesOf(tag).map(({ name }) => [name, (own.get(name) ?? SHARED_ATTRIBUTE_HELP.get(name))?.text ?? '']),
    ),
    properties: Object.fromEntries(
      Object.keys(spec.properties ?? {}).map((name) => [name, memberHelp.get(name)?.text ?? '']),
    ),
    events: Object.entries(spec.events ?? {}).map(([callback, name]) => {
      const help = memberHelp.get(callback);
      return { name, detail: detailOf(name, help?.tags.detail), description: help?.text ?? '' };
    }),
  };
}
