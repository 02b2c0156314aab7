// The embedded engine: PostgreSQL compiled to WASM (PGlite), in a data folder. Loaded only when a store is
// opened without DATABASE_URL (open.ts imports this file dynamically).

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './db.ts';
import { lockDataDir } from './lock.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const release = lockDataDir(folder, dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(folder);
  } catch (error) {
    release();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...queryable(pglite),
    // PGlite runs one transaction at a time (its own mutex): concurrent callers wait, as on a server's lock.
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close() {
      closed ??= pglite.close().finally(release);
      return closed;
    },
  };
}
