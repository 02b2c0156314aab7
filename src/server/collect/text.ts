// From a source's HTML or XML text to plain text: tags dropped (script and style with their content), entities
// decoded once per layer, whitespace collapsed, length bounded. Nothing a source sends survives as markup.

import { Parser } from 'htmlparser2';
import { ITEM_TEXT_MAX } from '../../core/measured/types.ts';

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

/** A tag-like run left in decoded text ("&lt;b&gt;" written as text by a careless feed). */
const TAG_LIKE = /<\/?[a-zA-Z!?][^<>]*>/g;
const SPACES = /[\s\u00a0\u200b\u2028\u2029]+/g;
/** Control characters and the replacement character that invalid UTF-8 decodes to. */
const CONTROLS = /[\p{Cc}\ufffd]/gu;

/** The visible text of an HTML fragment: text nodes only, their entities decoded once. */
export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return collapse(html);
  const parts: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (BREAKS.has(name)) parts.push(' ');
      },
      onclosetag(name, implied) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BREAKS.has(name) && !implied) parts.push(' ');
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return collapse(parts.join('').replace(TAG_LIKE, ' '));
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
  return text.replace(XML_ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
    dec ? codePoint(Number(dec)) : hex ? codePoint(Number.parseInt(hex, 16)) : (XML_NAMED[name as string] ?? ''),
  );
}

/** An http(s) URL as a string, or undefined (javascript:, data:, relative or broken links are not kept). */
export function httpUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
