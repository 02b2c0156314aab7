// One process per PGlite folder: PGlite has no server to arbitrate, and two processes writing one folder would
// corrupt it. A pid file says who has it; a file left by a process that died is taken over.

import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'criptopulso.pid';
/** Folders this process holds (a pid in a lock file may be ours again after a container restart). */
const held = new Set<string>();

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder (already created) for this process; returns the release. */
export function lockDataDir(dataDir: string, shownAs = dataDir): () => void {
  const path = join(dataDir, LOCK_FILE);
  if (held.has(path)) throw new Error(`DATA_DIR=${shownAs}: este proceso ya tiene abierta la base de datos.`);
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(pid) && alive(pid)) {
      throw new Error(
        `DATA_DIR=${shownAs}: la base de datos está abierta por otro proceso (pid ${pid}). PGlite admite un solo proceso por carpeta; para varios, usa DATABASE_URL con PostgreSQL.`,
      );
    }
    writeFileSync(path, String(process.pid));
  }
  held.add(path);
  return () => {
    held.delete(path);
    rmSync(path, { force: true });
  };
}
