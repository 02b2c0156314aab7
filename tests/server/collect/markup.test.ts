// The one markup reader (markup.ts): linear whatever the document's shape, never more than MAX_DEPTH elements open,
// never recursive. Its speed against a normal document of the same size is in `npm run bench parse`; here, what
// can be asserted without a clock: every hostile shape up to a feed's cap is read to the end, the open elements
// stay bounded, each element closes once.

import { describe, expect, it } from 'vitest';
import { MAX_FEED_ENTRIES, MAX_XML_DEPTH, parseFeed } from '../../../src/server/collect/feed-parse.ts';
import { MAX_DEPTH, type MarkupHandler, readMarkup } from '../../../src/server/collect/markup.ts';
import { htmlToText } from '../../../src/server/collect/text.ts';

/** A feed's cap (5 MB) filled with `unit`. */
const FEED_CAP = 5 * 1024 * 1024;
const fill = (unit: string, bytes = FEED_CAP - 1024) => unit.repeat(Math.floor(bytes / unit.length));

/** Counts what the reader reports: opens, closes, the deepest element, the text. */
function recorder() {
  const seen = { opens: 0, closes: 0, deepest: 0, text: '' };
  const handler: MarkupHandler = {
    open(_name, _attribs, depth) {
      seen.opens++;
      seen.deepest = Math.max(seen.deepest, depth);
    },
    close() {
      seen.closes++;
    },
    text(text) {
      if (seen.text.length < 100) seen.text += text;
    },
  };
  return { seen, handler };
}

describe('readMarkup', () => {
  it('stops at MAX_DEPTH open elements when asked to, and says so', () => {
    const { seen, handler } = recorder();
    const html = `${'<div>'.repeat(400_000)}Bitcoin${'</div>'.repeat(400_000)}`;
    expect(readMarkup(html, handler, { tooDeep: 'stop' })).toEqual({ tooDeep: true });
    expect(seen).toEqual({ opens: MAX_DEPTH, closes: 0, deepest: MAX_DEPTH, text: '' });
  });

  it('reads 1 600 000 nested elements flat past MAX_DEPTH: the text is all there, the stack never deeper', () => {
    const { seen, handler } = recorder();
    const html = `${fill('<b>', FEED_CAP - 4096)}Bitcoin sube`;
    expect(readMarkup(html, handler, { tooDeep: 'flatten' })).toEqual({ tooDeep: true });
    // Past the bound an element is a leaf under the deepest open one, closed at once.
    expect(seen.deepest).toBe(MAX_DEPTH + 1);
    expect(seen.opens).toBe(Math.floor((FEED_CAP - 4096) / 3));
    expect(seen.closes).toBe(seen.opens);
    expect(seen.text).toBe('Bitcoin sube');
  });

  it('skips end tags with nothing to close, and closes what an end tag closes once', () => {
    const { seen, handler } = recorder();
    readMarkup(`${fill('</b>')}<i><b><u>x</i>y`, handler, { tooDeep: 'stop' });
    expect(seen).toEqual({ opens: 3, closes: 3, deepest: 3, text: 'xy' });
  });

  it('knows void elements, optional end tags and SVG’s self-closing elements', () => {
    const { seen, handler } = recorder();
    const paths = '<path d="M0 0"/>'.repeat(2000);
    readMarkup(`<ul><li>a<li>b</ul><p>c<p>d<br><img src=x><svg>${paths}</svg><div/>e</div>`, handler, {
      tooDeep: 'stop',
    });
    // ul > li, p (closed by the next p and by the div), p > svg > path (each closed by its "/>"), div.
    expect(seen.deepest).toBe(3);
    expect(seen.closes).toBe(seen.opens);
  });

  it('reads XML: names keep their case, "/>" closes, CDATA and text as written', () => {
    const events: string[] = [];
    readMarkup(
      '<rss><pubDate>a &amp; b</pubDate><link href="x&amp;y"/><d><![CDATA[<p>hola</p>]]></d></rss>',
      {
        open: (name, attribs, depth) =>
          events.push(`+${name}@${depth}${attribs.size ? JSON.stringify([...attribs]) : ''}`),
        close: (name) => events.push(`-${name}`),
        text: (text) => events.push(`t:${text}`),
        cdata: (text) => events.push(`c:${text}`),
      },
      { xml: true, tooDeep: 'stop' },
    );
    expect(events).toEqual([
      '+rss@1',
      '+pubDate@2',
      't:a &amp; b',
      '-pubDate',
      '+link@2[["href","x&amp;y"]]',
      '-link',
      '+d@2',
      'c:<p>hola</p>',
      '-d',
      '-rss',
    ]);
  });
});

describe('htmlToText on hostile documents up to a feed’s cap (5 MB)', () => {
  it.each([
    ['1 600 000 nested <b>', `${fill('<b>')}Bitcoin sube`, 'Bitcoin sube'],
    [
      '400 000 nested <div>, closed',
      `${fill('<div>', 2_000_000)}Bitcoin sube${fill('</div>', 2_400_000)}`,
      'Bitcoin sube',
    ],
    ['1 300 000 end tags', `${fill('</b>')}Bitcoin sube`, 'Bitcoin sube'],
    ['an element with 1 300 000 attributes', `<b ${fill('a=1 ')}>Bitcoin sube</b>`, 'Bitcoin sube'],
    ['2 600 000 "<a"', `${fill('<a')}Bitcoin sube`, ''],
    ['1 000 000 "&amp" without ";"', `Bitcoin sube ${fill('&amp')}`, `Bitcoin sube ${'&'.repeat(100)}`],
    ['an unclosed comment', `Bitcoin sube<!--${fill('-')}`, 'Bitcoin sube'],
    ['an unclosed <script>', `Bitcoin sube<script>${fill('<b>')}`, 'Bitcoin sube'],
  ])('%s: read to the end', (_name, html, start) => {
    expect(htmlToText(html).slice(0, start.length)).toBe(start);
  });
});

describe('parseFeed bounds', () => {
  const rss = (items: string) => `<rss version="2.0"><channel><title>x</title>${items}</channel></rss>`;
  const item = (n: number) => `<item><title>Bitcoin ${n}</title><link>https://e.example/${n}</link></item>`;

  it(`refuses XML nested past ${MAX_XML_DEPTH} elements, in Spanish`, () => {
    expect(() => parseFeed(rss(`<item>${fill('<x>')}</item>`))).toThrow(
      `XML no válido (anida más de ${MAX_XML_DEPTH} elementos)`,
    );
  });

  it(`reads the first ${MAX_FEED_ENTRIES} entries of a document that lists more`, () => {
    const items = Array.from({ length: 30_000 }, (_, n) => item(n)).join('');
    const feed = parseFeed(rss(items));
    expect(feed.entries).toHaveLength(MAX_FEED_ENTRIES);
    expect(feed.entries.at(-1)?.title).toBe(`Bitcoin ${MAX_FEED_ENTRIES - 1}`);
  });

  it('reads only the document’s root, once', () => {
    const feed = parseFeed(`<x><item><title>no</title><link>https://e.example/x</link></item></x>${rss(item(1))}`);
    expect(feed.entries.map((e) => e.title)).toEqual(['Bitcoin 1']);
    expect(() => parseFeed('<html><body><item><link>https://e.example/</link></item></body></html>')).toThrow(
      'no es un feed RSS 2.0 ni Atom',
    );
  });
});
