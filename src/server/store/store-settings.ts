// Where the store keeps its data, read from the environment (see the README's table). A value that cannot be
// read stops the start with a message naming the variable, as ../config.ts does.

export interface StoreConfig {
  /** PGlite's data folder (DATA_DIR); unused when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server (DATABASE_URL): the same schema and queries, for several instances. */
  databaseUrl?: string;
  /** Items older than this many days are deleted (aggregates are kept two years). */
  retentionDays: number;
}

export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_RETENTION_DAYS = 30;

export function storeConfigFromEnv(env: Readonly<Record<string, string | undefined>>): StoreConfig {
  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  // The URL holds the password: the message never repeats it.
  if (databaseUrl && !/^postgres(ql)?:\/\/[^\s]+$/i.test(databaseUrl)) {
    throw new Error('DATABASE_URL: se esperaba una URL postgres://usuario:clave@servidor:5432/base (o postgresql://).');
  }
  const rawDays = env.RETENTION_DAYS?.trim();
  let retentionDays = DEFAULT_RETENTION_DAYS;
  if (rawDays) {
    retentionDays = Number(rawDays);
    if (!/^\d+$/.test(rawDays) || retentionDays < 1 || retentionDays > 3650) {
      throw new Error(`RETENTION_DAYS=${rawDays}: se esperaba un número entero de días entre 1 y 3650.`);
    }
  }
  return { dataDir, databaseUrl, retentionDays };
}

/** The server's address for the log, without user or password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
