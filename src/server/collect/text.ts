// From a source's HTML or XML text to plain text: tags dropped (script and style with their content), entities
// decoded once per layer, whitespace collapsed, length bounded. Nothing a source sends survives as markup.

import { ITEM_TEXT_MAX } from '../../core/measured/types.ts';
import { readMarkup } from './markup.ts';

/** Elements whose content is never text a reader sees. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
]);
/** Elements that separate words (a <br> or a new paragraph is a space, not nothing). */
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'section',
  'article',
  'figure',
  'figcaption',
  'img',
]);

/** A tag-like run left in decoded text ("&lt;b&gt;" written as text by a careless feed, "<script>" in a post). */
const TAG_LIKE = /<\/?[a-zA-Z!?][^<>]*>/g;
/** What removing tag-like runs can leave behind ("<a<b>>" leaves "<a >"): a "<" that would open a tag. */
const TAG_START = /<(?=[a-zA-Z!?/])/g;
const SPACES = /[\s\u00a0\u200b\u2028\u2029]+/g;
/** Control characters and the replacement character that invalid UTF-8 decodes to. */
const CONTROLS = /[\p{Cc}\ufffd]/gu;
/**
 * Invisible format characters (Unicode's Cf): bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that reorder what a reader sees, marks, zero-width characters, the soft hyphen and BOM that hide
 * words from the filters. A zero-width space stays a space (collapse). Kept: a zero-width joiner between
 * pictographs (👨‍👩‍👧) and the tag sequence of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿); either elsewhere is hidden text.
 */
const FORMAT =
  /(\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?\u200d(?=\p{Extended_Pictographic}))|(\u{1f3f4}[\u{e0061}-\u{e007a}]{1,8}\u{e007f})|(?!\u200b)\p{Cf}/gu;

const HAS_FORMAT = /\p{Cf}/u;

/** Reads the visible text of elements as they open and close: text nodes, a space for a line or a block. */
export class TextCollector {
  readonly #parts: string[] = [];
  #skipping = 0;

  open(name: string): void {
    if (SKIPPED.has(name)) this.#skipping++;
    else if (BREAKS.has(name)) this.#parts.push(' ');
  }

  close(name: string): void {
    if (SKIPPED.has(name)) this.#skipping = Math.max(0, this.#skipping - 1);
    else if (BREAKS.has(name)) this.#parts.push(' ');
  }

  text(text: string): void {
    if (this.#skipping === 0) this.#parts.push(text);
  }

  /** The text read so far, through plainText. */
  result(): string {
    return plainText(this.#parts.join(''));
  }
}

/** The visible text of an HTML fragment: text nodes only, their entities decoded once, in one linear pass. */
export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return plainText(html);
  const collector = new TextCollector();
  // Nesting changes no text: past the depth bound the content is read flat.
  readMarkup(
    html,
    {
      open: (name) => collector.open(name),
      close: (name) => collector.close(name),
      text: (text) => collector.text(text),
    },
    { tooDeep: 'flatten' },
  );
  return collector.result();
}

/**
 * The one sanitizer every source's text goes through (ItemBuilder applies it to every entry): what is left is
 * plain text, one line. Tag-like runs go (a post's literal "<script>" included), invisible format characters
 * (bidi overrides, zero-width, soft hyphen) and control characters go, whitespace is collapsed. It decodes
 * nothing, so it is safe on text that was decoded already. Linear in the text's length.
 */
export function plainText(text: string): string {
  // Invisible characters first: "<\u202eb>" must not become a tag once they are gone.
  const visible = HAS_FORMAT.test(text)
    ? text.replace(FORMAT, (_, joiner?: string, flag?: string) => joiner ?? flag ?? '')
    : text;
  return collapse(visible.includes('<') ? visible.replace(TAG_LIKE, ' ').replace(TAG_START, '< ') : visible);
}

/** One line: whitespace runs made one space, control characters dropped, trimmed. */
export function collapse(text: string): string {
  return text.replace(CONTROLS, ' ').replace(SPACES, ' ').trim();
}

/** At most `max` characters (ITEM_TEXT_MAX), cut at a word where there is one, never inside a surrogate pair. */
export function bound(text: string, max = ITEM_TEXT_MAX): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  const space = text.lastIndexOf(' ', end);
  if (space > max * 0.8) end = space;
  return `${text.slice(0, end).trimEnd()}…`;
}

const XML_ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
const XML_NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function codePoint(value: number): string {
  return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '';
}

/**
 * XML's own five entities and character references, decoded once (the parser leaves them: its entity expansion
 * is off). Anything else (&nbsp;, a DOCTYPE's &lol9;) stays as written, for the HTML layer to decode or show.
 */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  // Without character references, five plain replacements: &amp; last, so "&amp;lt;" is decoded once, to "&lt;".
  if (!text.includes('&#')) {
    return text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&');
  }
  return text.replace(XML_ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
    dec ? codePoint(Number(dec)) : hex ? codePoint(Number.parseInt(hex, 16)) : (XML_NAMED[name as string] ?? ''),
  );
}

/**
 * An http(s) URL as a string, or undefined (javascript:, data:, relative or broken links are not kept). Its
 * userinfo ("user:pass@") is dropped: a link a reader is shown carries no one's credentials.
 */
export function httpUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  // canParse, not a throw: a hostile feed's thousands of broken links each cost an exception otherwise.
  if (!URL.canParse(value.trim(), base)) return undefined;
  const url = new URL(value.trim(), base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.username = '';
  url.password = '';
  return url.href;
}
