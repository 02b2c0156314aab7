// A partner's replies as markdown: bold, italics, lists, inline and block code, links. streaming-markdown parses
// each reply incrementally (every fragment once, never the whole reply again) into a small tree that becomes
// React elements: nothing goes through innerHTML, raw HTML stays text, and only http:, https: and mailto:
// links become links (in a new tab, without opener or referrer). Loaded only by chats with a backend.
// A frame's work follows what arrived, not the reply's length: a node with a later sibling is finished, so its
// React elements are made once and reused; text is kept in pieces, so a long code block grows by its last piece.

import { memo, useRef } from 'react';
import * as smd from 'streaming-markdown';

interface MarkdownNode {
  type: smd.Token;
  attrs: Partial<Record<string, string>>;
  children: (MarkdownNode | string)[];
}

/** The longest piece of text kept whole: longer runs become several text nodes, only the last one growing. */
const TEXT_PIECE = 2048;

/** Blocks per group of a long reply: a block that arrives dirties its group, not the thousands before it. */
const GROUP = 64;

interface Parsed {
  root: MarkdownNode;
  parser: smd.Parser;
  /** How much of the text has been fed. */
  length: number;
  ended: boolean;
}

function treeParser(): Parsed {
  const root: MarkdownNode = { type: smd.DOCUMENT, attrs: {}, children: [] };
  const stack: MarkdownNode[] = [root];
  const current = () => stack[stack.length - 1] as MarkdownNode;
  const renderer: smd.Any_Renderer = {
    data: undefined,
    add_token(_, type) {
      const node: MarkdownNode = { type, attrs: {}, children: [] };
      current().children.push(node);
      stack.push(node);
    },
    end_token() {
      if (stack.length > 1) stack.pop();
    },
    add_text(_, text) {
      const { children } = current();
      const last = children[children.length - 1];
      if (typeof last === 'string' && last.length < TEXT_PIECE) children[children.length - 1] = last + text;
      else children.push(text);
    },
    set_attr(_, attr, value) {
      current().attrs[smd.attr_to_html_attr(attr)] = value;
    },
  };
  return { root, parser: smd.parser(renderer), length: 0, ended: false };
}

/** A reply's parse, fed only what arrived since the last render; a reply is only ever extended. */
function parsedOf(
  held: { current: Parsed | undefined },
  text: string,
  complete: boolean,
  added: string | undefined,
): MarkdownNode {
  let parsed = held.current;
  if (!parsed || text.length < parsed.length || (parsed.ended && text.length !== parsed.length)) {
    parsed = treeParser();
    held.current = parsed;
  }
  if (text.length > parsed.length) {
    // What was added, when that is all that is new: slicing the whole reply would copy it every frame.
    smd.parser_write(
      parsed.parser,
      added !== undefined && parsed.length + added.length === text.length ? added : text.slice(parsed.length),
    );
    parsed.length = text.length;
  }
  if (complete && !parsed.ended) {
    smd.parser_end(parsed.parser);
    parsed.ended = true;
  }
  return parsed.root;
}

const SAFE_LINK = /^(https?:|mailto:)/i;

const TAGS: Partial<Record<smd.Token, string>> = {
  [smd.PARAGRAPH]: 'p',
  [smd.HEADING_1]: 'h3',
  [smd.HEADING_2]: 'h3',
  [smd.HEADING_3]: 'h4',
  [smd.HEADING_4]: 'h4',
  [smd.HEADING_5]: 'h4',
  [smd.HEADING_6]: 'h4',
  [smd.CODE_INLINE]: 'code',
  [smd.ITALIC_AST]: 'em',
  [smd.ITALIC_UND]: 'em',
  [smd.STRONG_AST]: 'strong',
  [smd.STRONG_UND]: 'strong',
  [smd.STRIKE]: 's',
  [smd.BLOCKQUOTE]: 'blockquote',
  [smd.LIST_UNORDERED]: 'ul',
  [smd.LIST_ORDERED]: 'ol',
  [smd.LIST_ITEM]: 'li',
  [smd.TABLE]: 'table',
  [smd.TABLE_ROW]: 'tr',
  [smd.TABLE_CELL]: 'td',
};

/** The elements of finished nodes: a node never changes once a sibling follows it (or the reply ended). */
const drawn = new WeakMap<MarkdownNode, React.ReactNode>();

/** The elements of `nodes`; only the last one may still grow while `open`. */
function renderAll(nodes: readonly (MarkdownNode | string)[], open: boolean): React.ReactNode[] {
  const last = nodes.length - 1;
  return nodes.map((node, i) => {
    if (typeof node === 'string') return node;
    const growing = open && i === last;
    let element = growing ? undefined : drawn.get(node);
    if (element === undefined) {
      element = render(node, i, growing);
      if (!growing) drawn.set(node, element);
    }
    return element;
  });
}

/** The groups drawn, by their first block. */
const groupsDrawn = new WeakMap<MarkdownNode, React.ReactNode>();

/** A long reply's blocks in groups of `GROUP`: a finished group is one element, made once. */
function renderGroups(nodes: readonly (MarkdownNode | string)[], open: boolean): React.ReactNode[] {
  const groups: React.ReactNode[] = [];
  for (let start = 0, key = 0; start < nodes.length; start += GROUP, key++) {
    const first = nodes[start] as MarkdownNode | string;
    const finished = !open || start + GROUP < nodes.length;
    let group = typeof first === 'object' && finished ? groupsDrawn.get(first) : undefined;
    if (group === undefined) {
      group = (
        <div key={key} className="cw-md-group">
          {renderAll(nodes.slice(start, start + GROUP), open && !finished)}
        </div>
      );
      if (typeof first === 'object' && finished) groupsDrawn.set(first, group);
    }
    groups.push(group);
  }
  return groups;
}

function render(node: MarkdownNode, key: number, open: boolean): React.ReactNode {
  const children = renderAll(node.children, open);
  switch (node.type) {
    case smd.CODE_BLOCK:
    case smd.CODE_FENCE:
      return (
        <pre key={key} className="cw-md-code">
          <code>{children}</code>
        </pre>
      );
    case smd.LINK:
    case smd.RAW_URL: {
      const href = node.attrs.href ?? '';
      // Anything but a web or mail link (javascript:, data:…) is shown as its text.
      if (!SAFE_LINK.test(href.trim())) return <span key={key}>{children}</span>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    case smd.IMAGE:
      // Images are not loaded (the reader's privacy, the page's CSP): their description stays.
      return <span key={key}>{node.attrs.alt ?? children}</span>;
    case smd.LINE_BREAK:
      return <br key={key} />;
    case smd.RULE:
      return <hr key={key} />;
    case smd.CHECKBOX:
      return <span key={key}>{node.attrs.checked !== undefined ? '☑ ' : '☐ '}</span>;
    default: {
      const Tag = TAGS[node.type] as keyof React.JSX.IntrinsicElements | undefined;
      if (node.type === smd.TABLE) {
        return (
          <div key={key} className="cw-md-table">
            <table>
              <tbody>{children}</tbody>
            </table>
          </div>
        );
      }
      return Tag ? <Tag key={key}>{children}</Tag> : <span key={key}>{children}</span>;
    }
  }
}

interface MarkdownProps {
  text: string;
  /** The reply is complete: the parser may close what is still open. */
  complete: boolean;
  /** The text's end that is new since the last render, when known. */
  added?: string;
}

/** A reply as markdown; re-rendered only when its text grows. Its parse lives and goes with it. */
export default memo(function Markdown({ text, complete, added }: MarkdownProps) {
  const held = useRef<Parsed>(undefined);
  const root = parsedOf(held, text, complete, added);
  const open = !held.current?.ended;
  if (root.children.length <= GROUP) return <div className="cw-md">{renderAll(root.children, open)}</div>;
  return <div className="cw-md cw-md-long">{renderGroups(root.children, open)}</div>;
});

const BLOCKS = new Set<smd.Token>([
  smd.PARAGRAPH,
  smd.HEADING_1,
  smd.HEADING_2,
  smd.HEADING_3,
  smd.HEADING_4,
  smd.HEADING_5,
  smd.HEADING_6,
  smd.CODE_BLOCK,
  smd.CODE_FENCE,
  smd.BLOCKQUOTE,
  smd.LIST_ITEM,
  smd.TABLE_CELL,
  smd.LINE_BREAK,
]);

const textOf = (node: MarkdownNode | string): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join('') + (BLOCKS.has(node.type) ? ' ' : '');

/** A reply's words without its markup, as a screen reader should hear them. */
export function plainText(markdown: string): string {
  const parsed = treeParser();
  smd.parser_write(parsed.parser, markdown);
  smd.parser_end(parsed.parser);
  return textOf(parsed.root).replace(/\s+/g, ' ').trim();
}
