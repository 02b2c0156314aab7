// What `npm test` runs: every project, the browser suite included. Some guards live only there (the number of
// turns a question is sent with, a question of only zero-width characters): they count only if they run.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';

type Project = { test?: { name?: string; include?: string[]; exclude?: string[] } };
const projects = (config.test?.projects ?? []) as Project[];
const project = (name: string) => projects.find((p) => p.test?.name === name)?.test;

describe('npm test', () => {
  it('runs vitest over every project, with no project or file left out', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const vitest = pkg.scripts.test
      ?.split('&&')
      .map((step) => step.trim())
      .filter((step) => step.startsWith('vitest'));
    expect(vitest).toEqual(['vitest run']);
    expect(projects.map((p) => p.test?.name).sort()).toEqual(['browser', 'server', 'typings', 'unit']);
  });

  it('runs every browser test file, among them the guards of the turns sent and of zero-width input', () => {
    const browser = project('browser');
    expect(browser?.include).toEqual(['tests/browser/**/*.test.ts']);
    expect(browser?.exclude).toBeUndefined();
    const sources = readdirSync('tests/browser')
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(`tests/browser/${file}`, 'utf8'));
    const guarded = (pattern: RegExp) => sources.some((source) => pattern.test(source) && !/\bit\.skip\b/.test(source));
    expect(guarded(/latest 40 turns/)).toBe(true);
    expect(guarded(/\\u200b/)).toBe(true);
  });

  it('checks the typings in a project of their own, not in the unit project', () => {
    expect(project('typings')?.include).toEqual(['tests/unit/typings.test.ts', 'tests/unit/frameworks.test.ts']);
    expect(project('unit')?.exclude).toEqual(expect.arrayContaining(project('typings')?.include ?? ['?']));
  });
});
