import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// How PGlite runs here, shared by the engine's worker (pglite-worker.ts) and the template made at build time
// (pglite-template.ts). Measured in docs/rendimiento.md#la-memoria-del-servidor-npm-run-bench-footprint: PGlite's default shared_buffers
// (128 MB, in its WebAssembly memory and touched at start) is most of what an open database holds; 16 MB is what
// PostgreSQL itself ships as its floor for small machines, and our working set (the last 24 h of items and the
// hourly aggregates) fits in it. Creating a folder with initdb takes ~700 MB for a few seconds (two engines, a
// copy of one's memory, the catalog built in memory), so new folders are copied from a template made once.

/** PGlite's own start parameters (PGlite.defaultStartParams in 0.5), with the memory settings after them. */
const PGLITE_DEFAULTS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/** Settings that size PostgreSQL's shared memory (wal_buffers follows shared_buffers: 512 kB). */
export const MEMORY_SETTINGS = ['shared_buffers=16MB'];

/** Given on every start, so a folder made before these settings (or by initdb's defaults) runs with them too. */
export const START_PARAMS: readonly string[] = [
  ...PGLITE_DEFAULTS,
  ...MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]),
];

/** initdb's own run (and the postgresql.conf it writes) with the same settings. */
export const INITDB_PARAMS: readonly string[] = MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]);

/**
 * What a template was made with: a template made by another PGlite (another catalog version) or with other
 * settings is not used.
 */
export function templateStamp(pgliteVersion: string): string {
  return JSON.stringify({ pglite: pgliteVersion, initdb: INITDB_PARAMS, template: 1 });
}

/** The file beside the template's folder that holds its stamp. */
export const STAMP_FILE = 'stamp.json';
/** The template's data folder, inside the template's folder. */
export const TEMPLATE_DATA = 'data';

/** The version of the installed PGlite, which must have made the template. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The template's data folder when it was made by this PGlite with these settings; undefined otherwise. */
export function usableTemplate(templateDir: string): string | undefined {
  try {
    const stamp = readFileSync(join(templateDir, STAMP_FILE), 'utf8');
    const data = join(templateDir, TEMPLATE_DATA);
    return stamp === templateStamp(pgliteVersion()) && existsSync(join(data, 'PG_VERSION')) ? data : undefined;
  } catch {
    return undefined;
  }
}
