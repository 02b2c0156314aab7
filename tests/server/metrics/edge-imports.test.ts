// The edge build (src/server/worker.ts) runs where there is no database and no collector: nothing it imports,
// however deep, may load the store's or the collectors' code (type-only imports vanish at build).

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file `entry` loads at run time, following relative imports and skipping `import type`. */
function runtimeGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'(\.[^']+)'/gms)) {
      if (match[1]) continue;
      const target = resolve(dirname(file), match[2] as string);
      if (/\.(ts|tsx)$/.test(target)) visit(target);
    }
  };
  visit(resolve(entry));
  return seen;
}

describe('the edge build', () => {
  it('loads the metrics but neither the store nor the collectors', () => {
    const files = [...runtimeGraph('src/server/worker.ts')].map((file) => file.replace(`${process.cwd()}/`, ''));
    expect(files).toContain('src/server/metrics/service.ts');
    expect(files.filter((file) => /^src\/server\/(store|collect)\//.test(file))).toEqual([]);
    // The Node entry does load them (the graph walker sees them when they are there).
    const node = [...runtimeGraph('src/server/main.ts')].map((file) => file.replace(`${process.cwd()}/`, ''));
    expect(node).toContain('src/server/store/open.ts');
  });
});
