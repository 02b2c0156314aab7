// The template new PGlite folders are copied from (pglite.ts): a database initdb made once, at build time
// (tools/vite/pglite-template.ts), with this PGlite and these settings (stamp.json says which). Copying it takes
// a fraction of a second and no memory; initdb in the server would take seconds and ~700 MB.

import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  INITDB_PARAMS,
  pgliteVersion,
  STAMP_FILE,
  START_PARAMS,
  TEMPLATE_DATA,
  templateStamp,
  usableTemplate,
} from './pglite-settings.ts';

/** Makes the template in `templateDir` unless one made by this PGlite with these settings is there. */
export async function ensurePgliteTemplate(templateDir: string): Promise<'kept' | 'made'> {
  if (usableTemplate(templateDir)) return 'kept';
  // Made aside and renamed into place: a build cut short leaves no half template behind.
  const making = `${templateDir}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  try {
    const pglite = await PGlite.create(join(making, TEMPLATE_DATA), {
      startParams: [...START_PARAMS],
      initDbStartParams: [...INITDB_PARAMS],
    });
    await pglite.close();
    writeFileSync(join(making, STAMP_FILE), templateStamp(pgliteVersion()));
    readableByAll(making);
    if (existsSync(templateDir)) rmSync(templateDir, { recursive: true, force: true });
    renameSync(making, templateDir);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return 'made';
}

/**
 * PostgreSQL writes its files for its owner only; the template is only read, and a server may run as another user
 * than the build (a service account, a container's user): everyone may read it.
 */
function readableByAll(path: string): void {
  if (statSync(path).isDirectory()) {
    chmodSync(path, 0o755);
    for (const name of readdirSync(path)) readableByAll(join(path, name));
  } else {
    chmodSync(path, 0o644);
  }
}
