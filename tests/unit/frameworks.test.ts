// What Vue and Svelte projects get: the generated declarations, installed as the package would be, checked with
// each framework's own tooling (vue-tsc with strictTemplates, svelte-check) on the README's snippets; a wrong
// value must fail. The tooling lives in tests/frameworks (it needs TypeScript's JavaScript API, which the
// repository's TypeScript 7 does not ship) and is installed from its lockfile on first use.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDeclarations } from '../../src/widgets/publish/declarations.ts';
import { buildSvelteDeclarations, buildVueDeclarations } from '../../src/widgets/publish/framework-declarations.ts';
import { buildManifest } from '../../src/widgets/publish/manifest.ts';
import { ensureFrameworkTooling, FRAMEWORKS as FIXTURE } from '../../tools/framework-tooling.ts';

const BIN = join(FIXTURE, 'node_modules', '.bin');

function run(tool: string, args: string[], cwd: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(join(BIN, tool), args, { cwd, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

beforeAll(() => {
  ensureFrameworkTooling();
  // The package as npm installs it: its package.json (with the exports map) and its declaration files.
  const installed = join(FIXTURE, 'node_modules', 'crypto-widgets');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(join(installed, 'dist'), { recursive: true });
  cpSync('package.json', join(installed, 'package.json'));
  const manifest = buildManifest();
  writeFileSync(join(installed, 'dist', 'crypto-widgets.d.ts'), buildDeclarations(manifest));
  writeFileSync(join(installed, 'dist', 'vue.d.ts'), buildVueDeclarations(manifest));
  writeFileSync(join(installed, 'dist', 'svelte.d.ts'), buildSvelteDeclarations(manifest));
});

/** Checks `dir` with `check`, then again with `file` holding `wrong` instead: the second run must fail. */
function expectRefusal(
  check: () => { ok: boolean; output: string },
  file: string,
  wrong: (source: string) => string,
): string {
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, wrong(source));
  try {
    const result = check();
    expect(result.ok).toBe(false);
    return result.output;
  } finally {
    writeFileSync(file, source);
  }
}

describe('Vue 3 (vue-tsc, strictTemplates)', () => {
  const dir = join(FIXTURE, 'vue');
  const check = () => run('vue-tsc', ['--noEmit', '-p', 'tsconfig.json'], dir);

  it('typechecks the README’s article: attributes, bound props and typed @crypto-… events', () => {
    const result = check();
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it('takes any coin’s ticker, refuses a theme the widget does not have and a wrong event detail', () => {
    const theme = expectRefusal(check, join(dir, 'Article.vue'), (s) =>
      s.replace('coin="ETH" theme="auto"', 'coin="DOGE" theme="sepia"'),
    );
    expect(theme).toContain('"sepia"');
    expect(theme).not.toContain('DOGE');
    const detail = expectRefusal(check, join(dir, 'Article.vue'), (s) =>
      s.replace('event.detail.coin)', 'event.detail.symbol)'),
    );
    expect(detail).toContain("Property 'symbol' does not exist");
  });
});

describe('Svelte 5 (svelte-check)', () => {
  const dir = join(FIXTURE, 'svelte');
  const check = () =>
    run('svelte-check', ['--tsconfig', './tsconfig.json', '--output', 'machine', '--fail-on-warnings'], dir);

  it('typechecks the README’s article: attributes and typed oncrypto-… handlers', () => {
    const result = check();
    expect(result.output).toMatch(/COMPLETED \d+ FILES 0 ERRORS 0 WARNINGS/);
    expect(result.ok).toBe(true);
  });

  it('takes any coin’s ticker, refuses a theme the widget does not have and a wrong event detail', () => {
    const theme = expectRefusal(check, join(dir, 'Article.svelte'), (s) =>
      s.replace('coin="ETH" theme="auto"', 'coin="DOGE" theme="sepia"'),
    );
    expect(theme).toMatch(/Type '\\?"sepia\\?"' is not assignable/);
    expect(theme).not.toContain('DOGE');
    const detail = expectRefusal(check, join(dir, 'Article.svelte'), (s) =>
      s.replace('event.detail.coin)', 'event.detail.symbol)'),
    );
    expect(detail).toContain("Property 'symbol' does not exist");
  });
});
