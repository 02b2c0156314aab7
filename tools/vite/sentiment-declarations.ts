// Build (sentiment mode): dist/sentiment.d.ts, the scorer's declarations as one file, and dist/sentiment.d.cts, the
// same for the `require` condition (dist/sentiment.cjs). The compiler writes the declarations of
// src/core/sentiment/; the entry only re-exports score.ts, whose declarations stand alone. Both files are the same
// text: declarations with no import are read as ES or CommonJS by their extension, and the CommonJS copy exports
// the same names.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export function sentimentDeclarations(): Plugin {
  // One compiler run for the two outputs (ES, then CommonJS).
  let declarations: string | undefined;
  return {
    name: 'crypto-widgets:sentiment-declarations',
    apply: 'build',
    generateBundle(options) {
      declarations ??= compile((message) => this.error(message));
      this.emitFile({
        type: 'asset',
        fileName: options.format === 'cjs' ? 'sentiment.d.cts' : 'sentiment.d.ts',
        source: declarations,
      });
    },
  };
}

/** The scorer's declarations, from the compiler. */
function compile(fail: (message: string) => never): string {
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
      fail('src/core/sentiment/index.ts debe reexportar solo score.ts, y score.ts no importar tipos.');
    }
    return `// crypto-widgets/sentiment: the scorer (see docs/sentimiento.md).\n${score}`;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
