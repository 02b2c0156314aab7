// What TypeScript consumers get: the generated declarations compile a real React 19 consumer, refuse wrong
// attribute values, and agree with the events the widgets dispatch.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDeclarations } from '../../src/widgets/publish/declarations.ts';

const TSC = 'node_modules/.bin/tsc';
const DIR = 'tests/types/generated';

function typecheck(project: string, flags: string[] = []): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(TSC, ['-p', project, ...flags], { encoding: 'utf8' }) };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

describe('crypto-widgets.d.ts', () => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(`${DIR}/crypto-widgets.d.ts`, buildDeclarations());

  it('typechecks a React + TypeScript page using the tags, their attributes and events', () => {
    const result = typecheck('tests/types/tsconfig.json');
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('refuses a wrong attribute value', () => {
    writeFileSync(
      `${DIR}/wrong.tsx`,
      'import \'crypto-widgets\';\nexport const page = <crypto-analytics coin="XRP" timeframe="1Y" />;\n',
    );
    writeFileSync(
      `${DIR}/tsconfig.json`,
      JSON.stringify({
        extends: '../tsconfig.json',
        compilerOptions: { paths: { 'crypto-widgets': ['./crypto-widgets.d.ts'] } },
        files: ['wrong.tsx'],
      }),
    );
    const result = typecheck(`${DIR}/tsconfig.json`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('"1Y"');
    expect(result.output).not.toContain('"XRP"');
  });
});

describe('package.json', () => {
  it('points tools at the module, the declarations and the manifest', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    expect(pkg.types).toBe('./dist/crypto-widgets.d.ts');
    expect(pkg.customElements).toBe('./dist/custom-elements.json');
    // Each condition with its own types: ES declarations for the module, CommonJS ones for the `require` answer.
    expect(pkg.exports['.']).toEqual({
      import: { types: './dist/crypto-widgets.d.ts', default: './dist/crypto-widgets.js' },
      require: { types: './dist/crypto-widgets.d.cts', default: './dist/crypto-widgets.cjs' },
    });
    expect(pkg.files).toContain('dist/crypto-widgets.d.cts');
    expect(pkg.sideEffects).toContain('./dist/crypto-widgets.js');
  });

  it('says where the code, the home page and the issues are', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    expect(pkg.repository).toEqual({ type: 'git', url: 'git+https://github.com/criptopulso/crypto-widgets.git' });
    expect(pkg.homepage).toBe('https://github.com/criptopulso/crypto-widgets#readme');
    expect(pkg.bugs).toEqual({ url: 'https://github.com/criptopulso/crypto-widgets/issues' });
  });
});

describe('crypto-widgets.d.cts', () => {
  const esm = buildDeclarations();
  const cjs = buildDeclarations(undefined, 'cjs');

  it('declares the same tags, elements and events, and no function require() does not give', () => {
    expect(esm).toContain('export declare function load(');
    expect(cjs).not.toContain('export declare function');
    const withoutFunctions = (text: string) =>
      text.replace(/^(\/\*\*.*\*\/\n)?export declare function .*\n/gm, '').replace(/^\/\/ require\(.*\n\/\/ .*\n/m, '');
    expect(withoutFunctions(cjs)).toBe(withoutFunctions(esm));
  });
});

describe('crypto-widgets/sentiment for a CommonJS TypeScript project (after npm run build)', () => {
  it('resolves the `require` condition to dist/sentiment.d.cts and types what require() returns', () => {
    // A .cts file is CommonJS whatever the project says: its import compiles to require(), so the compiler must read
    // the `require` condition's types, as an installed copy's consumer would.
    const project = mkdtempSync(join(tmpdir(), 'sentiment-cts-'));
    try {
      mkdirSync(join(project, 'node_modules'));
      symlinkSync(process.cwd(), join(project, 'node_modules', 'crypto-widgets'));
      writeFileSync(
        join(project, 'score.cts'),
        "import { scoreText, type SentimentResult } from 'crypto-widgets/sentiment';\n" +
          "const result: SentimentResult = scoreText('Bitcoin no es alcista', { lang: 'es' });\n" +
          "export const label: 'pos' | 'neg' | 'neu' = result.label;\n" +
          '// @ts-expect-error: lang is es or en\n' +
          "scoreText('x', { lang: 'fr' });\n",
      );
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { module: 'nodenext', strict: true, noEmit: true, types: [], skipLibCheck: false },
          files: ['score.cts'],
        }),
      );
      const result = typecheck(join(project, 'tsconfig.json'), ['--explainFiles']);
      expect(result.output).not.toMatch(/error TS\d+/);
      expect(result.ok).toBe(true);
      expect(result.output).toMatch(/dist\/sentiment\.d\.cts/);
      expect(result.output).not.toMatch(/dist\/sentiment\.d\.ts\b/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
