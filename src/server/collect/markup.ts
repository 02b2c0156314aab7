// One pass over HTML, linear in its length whatever its shape, for every source that sends markup (a feed's
// summaries, Telegram's pages, Mastodon's statuses). htmlparser2's tokenizer reads the bytes (entities, raw-text
// elements such as <script>); the open elements are kept here, because its Parser keeps them with unshift/shift
// and indexOf (quadratic: 400 000 nested <div> took 34 s) and its DOM is walked recursively (100 000 nested <b>
// overflowed the stack). Here an open is a push, a close pops what it closes (each element once), an end tag
// with nothing to close costs one map lookup, and no more than `maxDepth` elements are ever open.

import { type QuoteType, Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

/**
 * Deeper than this, a document is not a page anyone writes: Chromium's HTML parser stops nesting at 512 too
 * (kMaximumHTMLParserDOMTreeDepth). Real feeds and Telegram pages stay under 40.
 */
export const MAX_DEPTH = 512;

export interface MarkupHandler {
  /** An element opens; `depth` is its place on the stack (1 for the outermost). */
  open?(name: string, attribs: ReadonlyMap<string, string>, depth: number): void;
  /** An element closes, explicitly or implied (its parent closed, the document ended). */
  close?(name: string, depth: number): void;
  /** Text: in HTML its character references decoded (once); in XML as written (the caller decodes XML's own). */
  text?(text: string): void;
  /** A CDATA section's content, as written (XML only). */
  cdata?(text: string): void;
}

export interface MarkupOptions {
  /** At `maxDepth` open elements: 'stop' ends the reading (the result says so), 'flatten' opens no deeper. */
  tooDeep: 'stop' | 'flatten';
  maxDepth?: number;
  /**
   * XML (a feed): names keep their case, "<x/>" closes itself, no element is void or closes another implicitly,
   * and nothing is decoded here (text and attribute values come as written).
   */
  xml?: boolean;
}

export interface MarkupResult {
  /** True when the document nested past `maxDepth` (with 'stop', nothing after that point was read). */
  tooDeep: boolean;
}

/** Elements that never have content (no end tag). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements where <x/> closes itself (SVG and MathML); in HTML a "/>" means nothing. */
const FOREIGN = new Set(['svg', 'math']);
const BLOCKS_CLOSING_P = [
  'address',
  'article',
  'aside',
  'blockquote',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
];
/** An element whose start closes the open element on top when it is one of these (HTML's optional end tags). */
const IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ...BLOCKS_CLOSING_P.map((name) => [name, new Set(['p'])] as const),
  ['li', new Set(['li'])],
  ['dt', new Set(['dt', 'dd'])],
  ['dd', new Set(['dt', 'dd'])],
  ['tr', new Set(['tr', 'td', 'th'])],
  ['td', new Set(['td', 'th'])],
  ['th', new Set(['td', 'th'])],
  ['option', new Set(['option'])],
  ['a', new Set(['a'])],
]);

class TooDeep extends Error {}

/** Reads `html` once, calling `handler` for each element and run of text; never recursive, never quadratic. */
export function readMarkup(html: string, handler: MarkupHandler, options: MarkupOptions): MarkupResult {
  const maxDepth = options.maxDepth ?? MAX_DEPTH;
  const xml = options.xml === true;
  const slice = (start: number, end: number) => html.slice(start, end);
  const nameOf = (start: number, end: number) => (xml ? slice(start, end) : slice(start, end).toLowerCase());
  const stack: string[] = [];
  /** How many elements of each name are open: an end tag with none open is skipped without a search. */
  const openCount = new Map<string, number>();
  let foreign = 0;
  let tooDeep = false;
  let tag = '';
  /** Most elements have no attribute: they share one empty map, never written to. */
  const none: ReadonlyMap<string, string> = new Map();
  let attribs: ReadonlyMap<string, string> = none;
  let attribName = '';
  let attribValue = '';

  const push = (name: string) => {
    if (stack.length >= maxDepth) {
      tooDeep = true;
      if (options.tooDeep === 'stop') throw new TooDeep();
      return false;
    }
    stack.push(name);
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    if (FOREIGN.has(name)) foreign++;
    return true;
  };
  const pop = () => {
    const depth = stack.length;
    const name = stack.pop() as string;
    openCount.set(name, (openCount.get(name) ?? 1) - 1);
    if (FOREIGN.has(name)) foreign--;
    handler.close?.(name, depth);
  };
  const endOpenTag = (selfClosing: boolean) => {
    const name = tag;
    tag = '';
    if (!name) return;
    const implied = xml ? undefined : IMPLIES_CLOSE.get(name);
    while (implied && stack.length > 0 && implied.has(stack[stack.length - 1] as string)) pop();
    if (!xml && VOID.has(name)) {
      handler.open?.(name, attribs, stack.length + 1);
      handler.close?.(name, stack.length + 1);
      return;
    }
    if (!push(name)) {
      // Past the depth bound (flattening): the element's content joins its parent's.
      handler.open?.(name, attribs, stack.length + 1);
      handler.close?.(name, stack.length + 1);
      return;
    }
    handler.open?.(name, attribs, stack.length);
    if (selfClosing && (xml || foreign > 0)) pop();
  };

  const callbacks: TokenizerCallbacks = {
    ontext: (start, end) => handler.text?.(slice(start, end)),
    ontextentity: (codePoint) => handler.text?.(String.fromCodePoint(codePoint)),
    onopentagname: (start, end) => {
      tag = nameOf(start, end);
      attribs = none;
    },
    onattribname: (start, end) => {
      attribName = nameOf(start, end);
      attribValue = '';
    },
    onattribdata: (start, end) => {
      attribValue += slice(start, end);
    },
    onattribentity: (codePoint) => {
      attribValue += String.fromCodePoint(codePoint);
    },
    onattribend: (_quote: QuoteType) => {
      if (attribs === none) attribs = new Map();
      if (!attribs.has(attribName)) (attribs as Map<string, string>).set(attribName, attribValue);
      attribValue = '';
    },
    onopentagend: () => endOpenTag(false),
    onselfclosingtag: () => endOpenTag(true),
    onclosetag: (start, end) => {
      const name = nameOf(start, end);
      // Each open element is popped once: closing is linear over the whole document.
      if ((!xml && VOID.has(name)) || !openCount.get(name)) return;
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        pop();
        if (top === name) break;
      }
    },
    oncdata: (start, end, offset) => handler.cdata?.(slice(start, end - offset)),
    oncomment: () => {},
    ondeclaration: () => {},
    onprocessinginstruction: () => {},
    onend: () => {},
    isInForeignContext: () => !xml && foreign > 0,
  };
  const tokenizer = new Tokenizer(xml ? { xmlMode: true, decodeEntities: false } : { decodeEntities: true }, callbacks);
  try {
    tokenizer.write(html);
    tokenizer.end();
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    return { tooDeep: true };
  }
  while (stack.length > 0) pop();
  return { tooDeep };
}
