// The scores the docs show are the scores the code gives: every `scoreText('…'); // { … }` example and every
// `curl … /api/sentiment` example with its answer, in README.md and docs/sentimiento.md, is run through the scorer
// and must match what the docs print, figure for figure. A scorer change that moves a documented figure fails here
// until the docs say the new figure.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ScoreOptions, scoreText } from '../../src/core/sentiment/index.ts';
import { sentimentResult } from '../../src/server/sentiment/route.ts';

const DOCS = ['README.md', 'docs/sentimiento.md'];

interface Example {
  where: string;
  /** What the docs print, parsed. */
  documented: unknown;
  /** What the code gives for the same input. */
  actual: unknown;
}

/** The fenced code blocks of a Markdown file, each with the line it starts on. */
function codeBlocks(markdown: string): { line: number; code: string }[] {
  return [...markdown.matchAll(/^[ \t]*```\w*\n([\s\S]*?)^[ \t]*```$/gm)].map((match) => ({
    line: markdown.slice(0, match.index).split('\n').length + 1,
    code: match[1] ?? '',
  }));
}

/** A JavaScript object literal as the docs write one (bare keys, single quotes), read as JSON. */
function literal(text: string): unknown {
  const json = text.replace(/'((?:[^'\\]|\\.)*)'|([A-Za-z_$][\w$]*)(?=\s*:)/g, (_, string, key) =>
    JSON.stringify(string ?? key),
  );
  return JSON.parse(json);
}

/** `scoreText('text'[, options]); // { result }`, the result on the same line or the next. */
const SCORE_CALL = /scoreText\('((?:[^'\\]|\\.)*)'(?:,\s*(\{[^}]*\}))?\);?[ \t]*(?:\n[ \t]*)?\/\/ (\{.*\})[ \t]*$/gm;
/** `curl … /api/sentiment … -d '{ body }'` and, on a later line, `# { answer }`. */
const CURL = /curl [^\n]*\/api\/sentiment[\s\S]*?-d '([^']*)'[^\n]*\n[ \t]*# (\{.*\})[ \t]*$/gm;

function examplesOf(file: string): { examples: Example[]; calls: number; curls: number } {
  const examples: Example[] = [];
  let calls = 0;
  let curls = 0;
  for (const block of codeBlocks(readFileSync(file, 'utf8'))) {
    const lineOf = (index: number) => `${file}:${block.line + block.code.slice(0, index).split('\n').length - 1}`;
    // Every call and every request in a block, so an example written in a shape this test does not read fails
    // (the counts below) instead of going unchecked.
    calls += block.code.match(/scoreText\(/g)?.length ?? 0;
    curls += block.code.match(/curl [^\n]*\/api\/sentiment/g)?.length ?? 0;
    for (const match of block.code.matchAll(SCORE_CALL)) {
      const [, text = '', options, result = ''] = match;
      const input = literal(`'${text}'`) as string;
      examples.push({
        where: lineOf(match.index),
        documented: literal(result),
        actual: scoreText(input, options ? (literal(options) as ScoreOptions) : undefined),
      });
    }
    for (const match of block.code.matchAll(CURL)) {
      const [, body = '', answer = ''] = match;
      const { texts, lang } = JSON.parse(body) as { texts: string[]; lang?: 'es' | 'en' };
      // What the route answers for each text (its own function; tests/server/sentiment.test.ts holds the route to
      // it), serialised as the server writes it, so the key order is checked too.
      const results = texts.map((text) => sentimentResult(text, lang ? { lang } : {}));
      examples.push({ where: lineOf(match.index), documented: answer, actual: JSON.stringify({ results }) });
    }
  }
  return { examples, calls, curls };
}

describe('the documented sentiment examples', () => {
  const found = DOCS.map((file) => ({ file, ...examplesOf(file) }));

  it('are all read: every scoreText call and /api/sentiment request in a code block, with its result', () => {
    for (const { file, examples, calls, curls } of found) {
      expect(examples.length, file).toBeGreaterThan(0);
      expect(examples.length, `${file}: examples read, against calls and requests written`).toBe(calls + curls);
    }
  });

  it.each(found.flatMap(({ examples }) => examples).map((example) => [example.where, example] as const))(
    'show the figures the code gives today (%s)',
    (_where, { documented, actual }) => {
      expect(documented, 'received: what the docs say; expected: what the code gives').toEqual(actual);
    },
  );
});
