// Build (sentiment mode): dist/sentiment.d.ts, the scorer's declarations as one file, and dist/sentiment.d.cts, the
// same for the `require` condition (dist/sentiment.cjs). The compiler writes the declarations of
// src/core/sentiment/; the entry re-exports score.ts, whose declarations stand alone but for the rules' names
// (rules.ts, written in), and targets.ts, whose one
// outside type (the tracked coins' names) is written out here. Both files are the same
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
    // The common root of the files compiled is src/core (targets.ts reads the coin detector in core/measured).
    const entry = readFileSync(join(out, 'sentiment', 'index.d.ts'), 'utf8');
    // score.ts takes the rules' names from rules.ts (the feed's schema reads them without the lexicons): its
    // declarations are written in place of score.ts's import and re-export of them.
    const rules = readFileSync(join(out, 'sentiment', 'rules.d.ts'), 'utf8').trim();
    const score = readFileSync(join(out, 'sentiment', 'score.d.ts'), 'utf8').replace(
      /^(import|export) .* from '\.\/rules\.ts';\n/gm,
      '',
    );
    const targets = readFileSync(join(out, 'sentiment', 'targets.d.ts'), 'utf8');
    const coins = /TRACKED_COINS: readonly \[([^\]]+)\]/.exec(
      readFileSync(join(out, 'measured', 'types.d.ts'), 'utf8'),
    );
    if (!/^(export \{[^}]*\} from '\.\/(score|targets)\.ts';\s*)+$/.test(entry) || /^import /m.test(score) || !coins) {
      fail('src/core/sentiment/index.ts debe reexportar solo score.ts y targets.ts, y score.ts no importar tipos.');
    }
    // targets.ts's imports are score.ts's types (in this same file) and the coin names, written out here.
    const ownTargets = targets.replace(/^import .*;\n/gm, '');
    return (
      `// crypto-widgets/sentiment: the scorer (see docs/sentimiento.md).\n${rules}\n${score}\n` +
      `/** A coin scoreTargets can name. */\nexport type TrackedCoin = ${(coins?.[1] ?? '')
        .split(',')
        .map((c) => c.trim())
        .join(' | ')};\n` +
      ownTargets
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
