// bench/ stands on its own: what it shares with the tests (fake providers, a throwaway PostgreSQL or nginx, the
// in-memory store) lives in tools/, so a bench never depends on a test file, directly or through a helper.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A source file's relative module specifiers: imports and re-exports, side-effect and dynamic imports. */
function relativeImports(source: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...source.matchAll(pattern)].map(([, specifier]) => specifier as string))
    .filter((specifier) => specifier.startsWith('.'));
}

/** Every project file reached from `roots` through relative imports, each with the file that first imported it. */
function reachedFrom(roots: readonly string[]): Map<string, string> {
  const reached = new Map<string, string>(roots.map((root) => [root, root]));
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.(?:[cm]?[jt]sx?)$/.test(file)) continue;
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = normalize(join(dirname(file), specifier.replace(/\?.*$/, '')));
      if (reached.has(target) || !existsSync(target)) continue;
      reached.set(target, file);
      queue.push(target);
    }
  }
  return reached;
}

const benchFiles = readdirSync('bench', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file))
  .map((file) => join('bench', file));

describe('bench/', () => {
  it('reads its own files and finds the helpers it shares with the tests in tools/', () => {
    expect(benchFiles).toContain(join('bench', 'scale.ts'));
    const reached = [...reachedFrom(benchFiles).keys()];
    expect(reached).toEqual(
      expect.arrayContaining(['tools/fake-servers.ts', 'tools/throwaway-postgres.ts', 'tools/memory-store.ts']),
    );
  });

  it('imports nothing from tests/, directly or through what it imports', () => {
    const fromTests = [...reachedFrom(benchFiles)]
      .filter(([file]) => !relative('tests', file).startsWith('..'))
      .map(([file, importer]) => `${importer} → ${file}`);
    expect(fromTests).toEqual([]);
  });
});
