// PLACEHOLDER: replaced by the store/collect branch at merge. Only the names main.ts uses, so it typechecks.

export interface StoreConfig {
  /** PGlite's folder (DATA_DIR, default ./data). */
  dataDir: string;
  /** A PostgreSQL server instead (DATABASE_URL). */
  databaseUrl?: string;
  /** Days items are kept (RETENTION_DAYS, default 30). */
  retentionDays: number;
}

export function storeConfigFromEnv(env: Record<string, string | undefined>): StoreConfig {
  return { dataDir: env.DATA_DIR || './data', databaseUrl: env.DATABASE_URL || undefined, retentionDays: 30 };
}
