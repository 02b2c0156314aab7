// Build (sentiment mode): dist/sentiment.d.ts, the scorer's declarations as one file. The compiler writes the
// declarations of src/core/sentiment/; the entry only re-exports score.ts, whose declarations stand alone.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function sentimentDeclarations(): Plugin {
  return {
    name: 'crypto-widgets:sentiment-declarations',
    apply: 'build',
    generateBundle() {
      const out = mkdtempSync(join(tmpdir(), 'sentiment-dts-'));
      try {
        execFileSync(
          process.execPath,
          [
            'node_modules/typescript/bin/tsc',
            '--ignoreConfig',
            'src/core/sentiment/index.ts',
            '--declaration',
            '--emitDeclarationOnly',
            '--strict',
            '--outDir',
            out,
            '--target',
            'es2022',
            '--module',
            'esnext',
            '--moduleResolution',
            'bundler',
            '--resolveJsonModule',
            '--allowImportingTsExtensions',
            '--skipLibCheck',
            '--types',
            'node',
          ],
          { stdio: 'pipe' },
        );
        const entry = readFileSync(join(out, 'index.d.ts'), 'utf8');
        const score = readFileSync(join(out, 'score.d.ts'), 'utf8');
        if (!/^export \{[^}]*\} from '\.\/score\.ts';\s*$/.test(entry) || /^import /m.test(score)) {
          this.error('src/core/sentiment/index.ts debe reexportar solo score.ts, y score.ts no importar tipos.');
        }
        this.emitFile({
          type: 'asset',
          fileName: 'sentiment.d.ts',
          source: `// crypto-widgets/sentiment: the scorer (see docs/sentimiento.md).\n${score}`,
        });
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  };
}
