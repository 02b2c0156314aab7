// crypto-widgets/sentiment: the built library entry (npm run build) is the scorer alone, typed, with no React.

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const BUILT = 'dist/sentiment.js';
const TYPES = 'dist/sentiment.d.ts';

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
    expect(pkg.exports['./sentiment']).toEqual({ types: './dist/sentiment.d.ts', import: './dist/sentiment.js' });
    expect(pkg.files).toEqual(expect.arrayContaining([BUILT, TYPES]));
  });

  it('is built as one file that imports nothing: no React, no other chunk', () => {
    expect(existsSync(BUILT), `${BUILT} falta: npm run build`).toBe(true);
    const code = readFileSync(BUILT, 'utf8');
    expect(specifiers(code)).toEqual([]);
    expect(code).not.toMatch(/react-dom|__SECRET_INTERNALS|jsx-runtime|createElement\(/);
  });

  it('scores as the source does', async () => {
    const built = (await import(
      /* @vite-ignore */ `${process.cwd()}/${BUILT}`
    )) as typeof import('../../../src/core/sentiment/index.ts');
    expect(built.scoreText('Bitcoin no es alcista')).toMatchObject({ label: 'neg', lang: 'es' });
    expect(Object.keys(built).sort()).toEqual(['NEGATIVE_THRESHOLD', 'POSITIVE_THRESHOLD', 'scoreText']);
  });

  it('declares its types in one file', () => {
    const types = readFileSync(TYPES, 'utf8');
    expect(types).toContain(
      'export declare function scoreText(text: string, options?: ScoreOptions): SentimentResult;',
    );
    expect(types).toContain("export type SentimentLang = 'es' | 'en' | 'other';");
    expect(types).not.toMatch(/^import /m);
  });
});
