// Opens the store the configuration names, applies the migrations and hands back the SentimentStore. Each
// engine's driver is imported only here and only when chosen: nothing else pays for PGlite's WASM.

import type { Database } from './db.ts';
import { migrate } from './migrations.ts';
import { SqlStore } from './sql.ts';
import { describeDatabaseUrl, type StoreConfig } from './store-settings.ts';
import type { SentimentStore } from './types.ts';

export type { StoreConfig } from './store-settings.ts';
export { storeConfigFromEnv } from './store-settings.ts';

export async function openStore(
  config: StoreConfig,
  log: (message: string) => void = () => {},
): Promise<SentimentStore> {
  return new SqlStore(await openDatabase(config, log));
}

/** The migrated database itself: the store's, shared with the instances' tables (src/server/cluster/). */
export async function openDatabase(config: StoreConfig, log: (message: string) => void = () => {}): Promise<Database> {
  let db: Database;
  let where: string;
  if (config.databaseUrl) {
    where = `PostgreSQL en ${describeDatabaseUrl(config.databaseUrl)}`;
    const { openPostgres } = await import('./postgres.ts');
    db = openPostgres(config.databaseUrl, log);
  } else {
    where = `PGlite en ${config.dataDir}`;
    const { openPglite } = await import('./pglite.ts');
    db = await openPglite(config.dataDir, { log });
  }
  try {
    const version = await migrate(db, log);
    log(`Base de datos: ${where} (esquema versión ${version})`);
  } catch (error) {
    await db.close().catch(() => {});
    throw new Error(`No se pudo abrir la base de datos (${where}): ${(error as Error).message}`);
  }
  return db;
}
