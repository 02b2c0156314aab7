// Server build: makes build/pglite-template, the folder new PGlite databases are copied from (see
// src/server/store/pglite-template.ts), once per PGlite version and settings; kept across builds (outside
// build/server, which each build empties). Also checks that the PGlite worker sits beside the chunk that starts it.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function pgliteTemplate(templateDir: string): Plugin {
  let outDir = '';
  return {
    name: 'criptopulso:pglite-template',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_, bundle) {
      // pglite.ts starts `./pglite-worker.js` relative to its own chunk: both must be in chunks/.
      const starters = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && file.code.includes('pglite-worker.js'),
      );
      const worker = bundle['chunks/pglite-worker.js'];
      if (!worker || starters.length === 0 || starters.some((file) => !file.fileName.startsWith('chunks/'))) {
        throw new Error(
          `pglite-worker.js must be built beside the chunk that starts it (chunks/): ${starters.map((file) => file.fileName).join(', ')}`,
        );
      }
    },
    async closeBundle() {
      if (!existsSync(join(outDir, 'chunks/pglite-worker.js'))) return;
      const started = performance.now();
      const { ensurePgliteTemplate } = await import('../../src/server/store/pglite-template.ts');
      const outcome = await ensurePgliteTemplate(templateDir);
      if (outcome === 'made') {
        console.log(
          `build/pglite-template: plantilla de PGlite creada (${Math.round(performance.now() - started)} ms)`,
        );
      }
    },
  };
}
