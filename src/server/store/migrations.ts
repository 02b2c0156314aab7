// The schema, as an ordered list of versioned migrations applied at every start. Never edit a migration that
// has shipped: add the next version. Applying is idempotent (schema_migrations records what ran) and safe when
// several processes start at once on one PostgreSQL (an advisory lock held for the migrating transaction).

import type { Database } from './db.ts';

export interface Migration {
  version: number;
  /** What it does, for the log. */
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'items, hourly_aggregates, collector_state',
    sql: `
      CREATE TABLE items (
        id text PRIMARY KEY,
        platform text NOT NULL CHECK (platform IN ('news', 'bluesky', 'telegram', 'reddit')),
        source text NOT NULL,
        url text NOT NULL,
        published_at timestamptz NOT NULL,
        lang text NOT NULL CHECK (lang IN ('es', 'en')),
        text text NOT NULL,
        coins text[] NOT NULL,
        score double precision NOT NULL CHECK (score >= -1 AND score <= 1),
        label text NOT NULL CHECK (label IN ('pos', 'neu', 'neg')),
        stored_at timestamptz NOT NULL DEFAULT now()
      );
      -- Windows (hourly, sourceCounts, prune) read by publication time; extremes walk the score.
      CREATE INDEX items_published_at ON items (published_at);
      CREATE INDEX items_score ON items (score);

      CREATE TABLE hourly_aggregates (
        hour timestamptz NOT NULL,
        coin text NOT NULL,
        platform text NOT NULL,
        count integer NOT NULL,
        score_sum double precision NOT NULL,
        positive integer NOT NULL,
        neutral integer NOT NULL,
        negative integer NOT NULL,
        PRIMARY KEY (hour, coin, platform)
      );

      CREATE TABLE collector_state (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 2,
    name: 'whale_transfers',
    sql: `
      -- Large Bitcoin transfers (issue 23): the sum of the outputs, first seen in the mempool or the block's time.
      CREATE TABLE whale_transfers (
        txid text PRIMARY KEY,
        btc double precision NOT NULL CHECK (btc >= 0),
        seen_at timestamptz NOT NULL
      );
      CREATE INDEX whale_transfers_seen_at ON whale_transfers (seen_at);
    `,
  },
  {
    version: 3,
    name: 'upstream_cache, rate_limits',
    sql: `
      -- Several instances on one PostgreSQL (issue 24). Times are milliseconds since the epoch (bigint), as the
      -- instances' clocks give them.
      -- The providers' last answers, shared: whoever holds a key's lease fetches it, every instance reads it.
      CREATE TABLE upstream_cache (
        url text PRIMARY KEY,
        body text,
        received_at bigint,
        error text,
        failures integer NOT NULL DEFAULT 0,
        retry_at bigint,
        lease_until bigint
      );
      -- The chat's and scoring's allowances per client, one token bucket per key across instances.
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        tokens double precision NOT NULL,
        at bigint NOT NULL,
        allowed boolean NOT NULL DEFAULT true
      );
      CREATE INDEX rate_limits_at ON rate_limits (at);
    `,
  },
];

/** Any constant of our own: the advisory lock that serialises migrating processes. */
const MIGRATION_LOCK = 7_302_202_201;

/** Applies the migrations not applied yet; returns the schema's version afterwards. */
export async function migrate(
  db: Database,
  log: (message: string) => void = () => {},
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Taken before anything else, so a second process waits here and then sees the first one's work.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    let version = Math.max(0, ...applied);
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      log(`Base de datos: migración ${migration.version} aplicada (${migration.name})`);
      version = Math.max(version, migration.version);
    }
    const known = Math.max(0, ...migrations.map((migration) => migration.version));
    if (version > known) {
      log(`Base de datos: el esquema (versión ${version}) es más nuevo que este código (versión ${known})`);
    }
    return version;
  });
}
