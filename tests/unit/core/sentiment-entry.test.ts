// crypto-widgets/sentiment: the built library entry (npm run build) is the scorer alone, typed, with no React, for
// import and for require(), with the emoji data's attribution wherever that data is built into a file.

import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import emoji from '../../../src/core/sentiment/data/emoji.json';
import { EMOJI_BANNER, EMOJI_LICENSE_FILE, SHIPPED_NOTE } from '../../../tools/vite/emoji-attribution.ts';

const BUILT = 'dist/sentiment.js';
const TYPES = 'dist/sentiment.d.ts';
const BUILT_CJS = 'dist/sentiment.cjs';
const TYPES_CJS = 'dist/sentiment.d.cts';
const LICENSE = `dist/${EMOJI_LICENSE_FILE}`;
/** Texts that go through negation, phrases, emoji and language detection. */
const TEXTS = ['Bitcoin no es alcista', 'Bitcoin se dispara un 10 % 🚀', 'Bitcoin is not bullish', 'Der Kurs steigt'];

/** Every module a built ES file loads: static imports, re-exports, side-effect imports and dynamic imports. */
function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    /\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\brequire\s*\(\s*["']([^"']+)["']/g,
  ]) {
    for (const [, specifier] of code.matchAll(pattern)) found.push(specifier as string);
  }
  return found;
}

describe('the library entry crypto-widgets/sentiment', () => {
  it('is exported by package.json and shipped in its files', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.exports['./sentiment']).toEqual({
      import: { types: './dist/sentiment.d.ts', default: './dist/sentiment.js' },
      require: { types: './dist/sentiment.d.cts', default: './dist/sentiment.cjs' },
    });
    expect(pkg.files).toEqual(expect.arrayContaining([BUILT, TYPES, BUILT_CJS, TYPES_CJS, LICENSE]));
  });

  it.each([BUILT, BUILT_CJS])('is built as one file that imports nothing: no React, no other chunk (%s)', (file) => {
    expect(existsSync(file), `${file} falta: npm run build`).toBe(true);
    const code = readFileSync(file, 'utf8');
    expect(specifiers(code)).toEqual([]);
    expect(code).not.toMatch(/react-dom|__SECRET_INTERNALS|jsx-runtime|createElement\(/);
  });

  it('loads by its package name with require() and with import, and both score alike', () => {
    // A folder outside the project whose node_modules/crypto-widgets is this package, as an installed copy resolves
    // it: through package.json's exports, `require` and `import` conditions each.
    const work = mkdtempSync(join(tmpdir(), 'sentiment-require-'));
    try {
      mkdirSync(join(work, 'node_modules'));
      symlinkSync(process.cwd(), join(work, 'node_modules', 'crypto-widgets'));
      const print = `console.log(JSON.stringify({ file: from, keys: Object.keys(s).sort(), scores: ${JSON.stringify(TEXTS)}.map((t) => s.scoreText(t)) }));`;
      writeFileSync(
        join(work, 'score.cjs'),
        `const s = require('crypto-widgets/sentiment');\nconst from = require.resolve('crypto-widgets/sentiment');\n${print}\n`,
      );
      writeFileSync(
        join(work, 'score.mjs'),
        `import * as s from 'crypto-widgets/sentiment';\nconst from = import.meta.resolve('crypto-widgets/sentiment');\n${print}\n`,
      );
      const run = (file: string) => JSON.parse(execFileSync('node', [file], { cwd: work, encoding: 'utf8' }));
      const required = run('score.cjs');
      const imported = run('score.mjs');
      expect(required.file).toMatch(/[\\/]dist[\\/]sentiment\.cjs$/);
      expect(imported.file).toMatch(/\/dist\/sentiment\.js$/);
      expect(required.keys).toEqual([
        'NEGATIVE_THRESHOLD',
        'POSITIVE_THRESHOLD',
        'SENTIMENT_RULES',
        'labelOf',
        'scoreTargets',
        'scoreText',
      ]);
      expect(required.keys).toEqual(imported.keys);
      expect(required.scores).toEqual(imported.scores);
      expect(required.scores[0]).toMatchObject({ label: 'neg', lang: 'es' });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('scores as the source does', async () => {
    const built = (await import(
      /* @vite-ignore */ `${process.cwd()}/${BUILT}`
    )) as typeof import('../../../src/core/sentiment/index.ts');
    expect(built.scoreText('Bitcoin no es alcista')).toMatchObject({ label: 'neg', lang: 'es' });
    expect(Object.keys(built).sort()).toEqual([
      'NEGATIVE_THRESHOLD',
      'POSITIVE_THRESHOLD',
      'SENTIMENT_RULES',
      'labelOf',
      'scoreTargets',
      'scoreText',
    ]);
    expect(built.scoreTargets('BTC sube mientras ETH se desploma').map((t) => Math.sign(t.score))).toEqual([1, -1]);
  });

  it('declares its types in one file, the same for import and require()', () => {
    const types = readFileSync(TYPES, 'utf8');
    expect(types).toContain(
      'export declare function scoreText(text: string, options?: ScoreOptions): SentimentResult;',
    );
    expect(types).toContain("export type SentimentLang = 'es' | 'en' | 'other';");
    expect(types).not.toMatch(/^import /m);
    expect(readFileSync(TYPES_CJS, 'utf8')).toBe(types);
  });
});

/** Whether a built file holds the emoji lexicon: most of its entries as object keys. */
function holdsEmojiData(code: string): boolean {
  const keys = Object.keys(emoji);
  return keys.filter((key) => code.includes(`${JSON.stringify(key)}:`)).length > keys.length / 2;
}

describe('the emoji data’s CC BY-SA 4.0 attribution', () => {
  it('opens both builds of the scorer, and the package ships the licence it points to', () => {
    for (const file of [BUILT, BUILT_CJS]) {
      const code = readFileSync(file, 'utf8');
      expect(holdsEmojiData(code), file).toBe(true);
      expect(code.startsWith(EMOJI_BANNER), file).toBe(true);
    }
    expect(EMOJI_BANNER).toMatch(/^\/\*!.*Emoji Sentiment Ranking.*CC BY-SA 4\.0.*emoji\.LICENSE\.md \*\/\n$/);
    const licence = readFileSync('src/core/sentiment/data/emoji.LICENSE.md', 'utf8');
    expect(readFileSync(LICENSE, 'utf8')).toBe(SHIPPED_NOTE + licence);
  });

  it('travels with every built script that holds the data, the widgets’ chunks and classic script included', () => {
    // The widgets only name the scorer's types today; a widget that scored texts in the page would bring the data
    // into a chunk, and this says which (tools/vite/emoji-attribution.ts in that build adds the banner).
    const scripts = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => /\.c?js$/.test(file));
    expect(scripts).toEqual(
      expect.arrayContaining(['crypto-widgets.js', 'crypto-widgets.iife.js', BUILT_CJS.slice(5)]),
    );
    const holding = scripts.filter((file) => holdsEmojiData(readFileSync(join('dist', file), 'utf8')));
    expect(holding).toEqual(expect.arrayContaining(['sentiment.js', 'sentiment.cjs']));
    expect(holding.filter((file) => !readFileSync(join('dist', file), 'utf8').includes(EMOJI_BANNER))).toEqual([]);
  });
});
