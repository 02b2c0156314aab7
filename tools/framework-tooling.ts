// The framework tooling of tests/frameworks (vue-tsc, svelte-check, Angular's compiler, webpack), installed from
// its lockfile on first use. The unit and browser suites may ask at the same moment: one installs, the other
// waits for it.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FRAMEWORKS = resolve('tests/frameworks');
const LOCK = join(FRAMEWORKS, '.installing');
const TIMEOUT_MS = 300_000;

/** Installs tests/frameworks' packages unless the installed ones match its lockfile; returns the folder. */
export function ensureFrameworkTooling(): string {
  const lockfile = readFileSync(join(FRAMEWORKS, 'package-lock.json'));
  const marker = join(
    FRAMEWORKS,
    'node_modules',
    `.installed-${createHash('sha256').update(lockfile).digest('hex').slice(0, 16)}`,
  );
  if (existsSync(marker)) return FRAMEWORKS;
  try {
    mkdirSync(LOCK);
  } catch {
    // Another suite is installing: wait for its marker.
    const start = Date.now();
    while (!existsSync(marker)) {
      if (Date.now() - start > TIMEOUT_MS)
        throw new Error(`tests/frameworks: still installing after ${TIMEOUT_MS / 1000} s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
    return FRAMEWORKS;
  }
  try {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: FRAMEWORKS, stdio: 'pipe' });
    writeFileSync(marker, '');
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
  return FRAMEWORKS;
}
