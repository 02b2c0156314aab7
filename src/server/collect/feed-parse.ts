// RSS 2.0 and Atom (RFC 4287) read with fast-xml-parser, entity expansion off: a DOCTYPE's entities are never
// expanded (no "billion laughs"), only XML's five entities and character references are decoded, once, here.

import { XMLParser } from 'fast-xml-parser';
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

const CDATA = '#cdata';
const TEXT = '#text';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Entities: none expanded by the parser, neither a DOCTYPE's nor HTML's; decoded by decodeXmlEntities below.
  processEntities: false,
  htmlEntities: false,
  cdataPropName: CDATA,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
  maxNestedTags: 64,
});

/** The text of an element: plain text decoded once, CDATA as written (it is HTML already). */
function rawText(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return decodeXmlEntities(String(node));
  if (Array.isArray(node)) return node.map(rawText).join(' ');
  if (typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const cdata = record[CDATA];
    const parts = [record[TEXT] !== undefined ? rawText(record[TEXT]) : ''];
    if (cdata !== undefined) parts.push(Array.isArray(cdata) ? cdata.map(String).join('') : String(cdata));
    return parts.join('');
  }
  return '';
}

/** Feed text is HTML (escaped or in CDATA) more often than not: always read as HTML, so no markup survives. */
const plain = (node: unknown): string => htmlToText(rawText(node));

function date(node: unknown): number | undefined {
  const text = rawText(node).trim();
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isFinite(time) ? time : undefined;
}

function attribute(node: unknown, name: string): string | undefined {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    const value = (node as Record<string, unknown>)[`@_${name}`];
    return typeof value === 'string' ? decodeXmlEntities(value) : undefined;
  }
  return undefined;
}

function asObject(node: unknown): Record<string, unknown> | undefined {
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>) : undefined;
}

function rssEntries(channel: Record<string, unknown>): FeedEntry[] {
  const items = Array.isArray(channel.item) ? channel.item : [];
  const entries: FeedEntry[] = [];
  for (const raw of items) {
    const item = asObject(raw);
    if (!item) continue;
    const links = Array.isArray(item.link) ? item.link : [];
    const link = links.map((l) => httpUrl(rawText(l).trim())).find(Boolean);
    const guid = rawText(item.guid).trim();
    const guidLink = httpUrl(guid);
    const url = link ?? (attribute(item.guid, 'isPermaLink') !== 'false' ? guidLink : undefined);
    if (!url) continue;
    entries.push({
      id: guid || url,
      link: url,
      title: plain(item.title),
      summary: plain(item.description),
      publishedAt: date(item.pubDate) ?? date(item['dc:date']),
    });
  }
  return entries;
}

function atomEntries(feed: Record<string, unknown>): FeedEntry[] {
  const items = Array.isArray(feed.entry) ? feed.entry : [];
  const entries: FeedEntry[] = [];
  for (const raw of items) {
    const entry = asObject(raw);
    if (!entry) continue;
    const links = Array.isArray(entry.link) ? entry.link : [];
    const alternate =
      links.find((l) => (attribute(l, 'rel') ?? 'alternate') === 'alternate' && attribute(l, 'href')) ?? links[0];
    const url = httpUrl(attribute(alternate, 'href'));
    if (!url) continue;
    entries.push({
      id: rawText(entry.id).trim() || url,
      link: url,
      title: plain(entry.title),
      summary: plain(entry.summary ?? entry.content),
      publishedAt: date(entry.published) ?? date(entry.updated),
    });
  }
  return entries;
}

/** The feed's entries; throws (in Spanish) when the document is neither RSS nor Atom. */
export function parseFeed(xml: string): ParsedFeed {
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`XML no válido (${(error as Error).message.slice(0, 80)})`);
  }
  const rss = asObject(document.rss);
  const channel = asObject(rss?.channel);
  if (channel) {
    const lang = rawText(channel.language).trim() || undefined;
    return { format: 'rss', ...(lang ? { lang } : {}), entries: rssEntries(channel) };
  }
  const feed = asObject(document.feed);
  if (feed) {
    const lang = attribute(feed, 'xml:lang');
    return { format: 'atom', ...(lang ? { lang } : {}), entries: atomEntries(feed) };
  }
  throw new Error('no es un feed RSS 2.0 ni Atom');
}
