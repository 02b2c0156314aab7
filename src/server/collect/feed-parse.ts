// RSS 2.0 and Atom (RFC 4287) read in one linear pass (markup.ts in XML mode), never as a tree: a document costs
// time in proportion to its bytes whatever its shape, at most MAX_XML_DEPTH elements are open, and only the fields
// read here are kept. Entities: a DOCTYPE's are never expanded (no "billion laughs"); XML's five and character
// references are decoded once, here (decodeXmlEntities); the text is then read as HTML (htmlToText).

import { readMarkup } from './markup.ts';
import { decodeXmlEntities, htmlToText, httpUrl } from './text.ts';

export interface FeedEntry {
  /** guid or id, else the link. */
  id: string;
  link: string;
  /** Plain text: the headline and its summary. */
  title: string;
  summary: string;
  publishedAt?: number;
}

export interface ParsedFeed {
  format: 'rss' | 'atom';
  /** The feed's declared language (<language>es</language>, xml:lang="en"). */
  lang?: string;
  entries: FeedEntry[];
}

/** No feed nests deeper than a dozen elements; past this the document is refused. */
export const MAX_XML_DEPTH = 64;
/**
 * Entries read per document: real feeds list 10 to 100 (the newest first); past this a document is not a feed
 * anyone reads, and every entry costs a score.
 */
export const MAX_FEED_ENTRIES = 500;
/** Links kept per entry (a feed's entry has one to a few). */
const MAX_LINKS = 16;

/** The children of an item or entry that are read; every other element's content is skipped. */
const FIELDS = {
  rss: new Set(['title', 'link', 'guid', 'description', 'pubDate', 'dc:date']),
  atom: new Set(['title', 'link', 'id', 'summary', 'content', 'published', 'updated']),
} as const;

/** A field as written: its attributes (decoded) and its text (XML decoded once, CDATA as written: it is HTML). */
interface Field {
  attribs: ReadonlyMap<string, string>;
  text: string;
}

interface RawEntry {
  /** The first of each field. */
  fields: Map<string, Field>;
  links: Field[];
}

const text = (field: Field | undefined): string => field?.text ?? '';
const attribute = (field: Field | undefined, name: string): string | undefined => field?.attribs.get(name);

/** Feed text is HTML (escaped or in CDATA) more often than not: always read as HTML, so no markup survives. */
const plain = (field: Field | undefined): string => htmlToText(text(field));

function date(field: Field | undefined): number | undefined {
  const value = text(field).trim();
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

function rssEntry({ fields, links }: RawEntry): FeedEntry | undefined {
  const link = links.map((l) => httpUrl(l.text.trim())).find(Boolean);
  const guidField = fields.get('guid');
  const guid = text(guidField).trim();
  const guidLink = httpUrl(guid);
  const url = link ?? (attribute(guidField, 'isPermaLink') !== 'false' ? guidLink : undefined);
  if (!url) return undefined;
  return {
    id: guid || url,
    link: url,
    title: plain(fields.get('title')),
    summary: plain(fields.get('description')),
    publishedAt: date(fields.get('pubDate')) ?? date(fields.get('dc:date')),
  };
}

function atomEntry({ fields, links }: RawEntry): FeedEntry | undefined {
  const alternate =
    links.find((l) => (attribute(l, 'rel') ?? 'alternate') === 'alternate' && attribute(l, 'href')) ?? links[0];
  const url = httpUrl(attribute(alternate, 'href'));
  if (!url) return undefined;
  return {
    id: text(fields.get('id')).trim() || url,
    link: url,
    title: plain(fields.get('title')),
    summary: plain(fields.get('summary') ?? fields.get('content')),
    publishedAt: date(fields.get('published')) ?? date(fields.get('updated')),
  };
}

const decodedAttribs = (attribs: ReadonlyMap<string, string>): Map<string, string> =>
  new Map([...attribs].map(([name, value]) => [name, decodeXmlEntities(value)]));

/** The feed's entries; throws (in Spanish) when the document is neither RSS nor Atom, or nests too deep. */
export function parseFeed(xml: string): ParsedFeed {
  let format: 'rss' | 'atom' | undefined;
  /** Inside the document's root (its first top-level <rss> or <feed>). */
  let inRoot = false;
  let lang: string | undefined;
  /** RSS: inside the first <channel> (depth 2); the document's other channels are not read. */
  let channel: 'before' | 'in' | 'after' = 'before';
  let entry: RawEntry | undefined;
  let field: { name: string; depth: number; attribs: Map<string, string>; parts: string[] } | undefined;
  const raw: RawEntry[] = [];
  /** The depth of an item (RSS: rss > channel > item) or an entry (Atom: feed > entry). */
  const entryDepth = () => (format === 'rss' ? 3 : 2);

  const { tooDeep } = readMarkup(
    xml,
    {
      open(name, attribs, depth) {
        if (depth === 1) {
          // The first <rss> or <feed> at the top is the document; anything else there is not read.
          if (!format && (name === 'rss' || name === 'feed')) {
            format = name === 'rss' ? 'rss' : 'atom';
            inRoot = true;
            if (format === 'atom') {
              const declared = attribs.get('xml:lang');
              if (declared !== undefined) lang = decodeXmlEntities(declared);
            }
          }
          return;
        }
        if (!inRoot || !format || field) return;
        if (format === 'rss') {
          if (depth === 2 && name === 'channel' && channel === 'before') channel = 'in';
          if (channel !== 'in') return;
          if (depth === 3 && name === 'language' && lang === undefined) {
            field = { name, depth, attribs: new Map(), parts: [] };
            return;
          }
        }
        if (depth === entryDepth() && name === (format === 'rss' ? 'item' : 'entry')) {
          if (raw.length >= MAX_FEED_ENTRIES) return;
          entry = { fields: new Map(), links: [] };
        } else if (entry && depth === entryDepth() + 1 && FIELDS[format].has(name)) {
          field = { name, depth, attribs: decodedAttribs(attribs), parts: [] };
        }
      },
      close(name, depth) {
        if (depth === 1) inRoot = false;
        if (field && depth === field.depth) {
          const value: Field = { attribs: field.attribs, text: field.parts.join('') };
          if (!entry) lang = value.text.trim() || undefined;
          else if (field.name === 'link') {
            if (entry.links.length < MAX_LINKS) entry.links.push(value);
          } else if (!entry.fields.has(field.name)) entry.fields.set(field.name, value);
          field = undefined;
        } else if (entry && depth === entryDepth()) {
          raw.push(entry);
          entry = undefined;
        } else if (format === 'rss' && depth === 2 && name === 'channel' && channel === 'in') {
          channel = 'after';
        }
      },
      // A field's text is its own and its descendants' (Atom's xhtml content keeps its text in a <div>).
      text(value) {
        field?.parts.push(decodeXmlEntities(value));
      },
      cdata(value) {
        field?.parts.push(value);
      },
    },
    { xml: true, tooDeep: 'stop', maxDepth: MAX_XML_DEPTH },
  );
  if (tooDeep) throw new Error(`XML no válido (anida más de ${MAX_XML_DEPTH} elementos)`);
  if (format === 'atom') {
    const entries = raw.map(atomEntry).filter((e): e is FeedEntry => e !== undefined);
    return { format, ...(lang ? { lang } : {}), entries };
  }
  if (format === 'rss' && channel !== 'before') {
    const entries = raw.map(rssEntry).filter((e): e is FeedEntry => e !== undefined);
    return { format, ...(lang ? { lang } : {}), entries };
  }
  throw new Error('no es un feed RSS 2.0 ni Atom');
}
