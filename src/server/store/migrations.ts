// The schema, as an ordered list of versioned migrations applied at every start. Never edit a migration that
// has shipped: add the next version. Applying is idempotent (schema_migrations records what ran) and safe when
// several processes start at once on one PostgreSQL (an advisory lock held for the migrating transaction).
// One constraint follows the code instead of a migration: which platforms an item may have is the list in
// src/core/measured/platforms.ts, so adding a source needs no migration (followPlatforms below).

import { MEASURED_PLATFORMS } from '../../core/measured/types.ts';
import type { Database, Queryable } from './db.ts';

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
  {
    version: 4,
    name: 'items.coin_scores',
    sql: `
      -- A score per coin for a text naming several (issue 34): {"BTC": 0.32, "ETH": -0.76}. NULL: the text's score
      -- stands for each coin it names (every item stored before).
      ALTER TABLE items ADD COLUMN coin_scores jsonb;
    `,
  },
];

/** The constraint that keeps an item's platform to the measured platforms (migration 1 created it). */
const PLATFORM_CHECK = 'items_platform_check';

/** The CHECK for these platforms' ids (lowercase letters only: they are written into the SQL). */
export function platformCheck(platforms: readonly string[]): string {
  for (const platform of platforms) {
    if (!/^[a-z]+$/.test(platform)) throw new Error(`«${platform}» no vale como id de plataforma (solo a-z)`);
  }
  return `CHECK (platform IN (${platforms.map((platform) => `'${platform}'`).join(', ')}))`;
}

/**
 * Makes items' platform CHECK admit exactly `platforms`, when it admits another list: the list it was made from is
 * kept as the constraint's comment, so an unchanged list costs one catalogue read. NOT VALID: rows already stored
 * are history and stay (a platform taken out keeps its old items); every new row is checked.
 */
export async function followPlatforms(
  tx: Queryable,
  platforms: readonly string[],
  log: (message: string) => void = () => {},
): Promise<void> {
  const wanted = platforms.join(',');
  const [row] = await tx.query<{ present: boolean; made: string | null }>(
    `SELECT to_regclass('items') IS NOT NULL AS present,
       (SELECT obj_description(c.oid, 'pg_constraint') FROM pg_constraint c
        WHERE c.conrelid = to_regclass('items') AND c.conname = $1) AS made`,
    [PLATFORM_CHECK],
  );
  if (!row?.present || row.made === wanted) return;
  await tx.exec(`
    ALTER TABLE items DROP CONSTRAINT IF EXISTS ${PLATFORM_CHECK};
    ALTER TABLE items ADD CONSTRAINT ${PLATFORM_CHECK} ${platformCheck(platforms)} NOT VALID;
    COMMENT ON CONSTRAINT ${PLATFORM_CHECK} ON items IS '${wanted}';
  `);
  log(`Base de datos: las plataformas admitidas son ${platforms.join(', ')}`);
}

/** Any constant of our own: the advisory lock that serialises migrating processes. */
const MIGRATION_LOCK = 7_302_202_201;

/** Applies the migrations not applied yet and the platforms' constraint; returns the schema's version afterwards. */
export async function migrate(
  db: Database,
  log: (message: string) => void = () => {},
  migrations: readonly Migration[] = MIGRATIONS,
  platforms: readonly string[] = MEASURED_PLATFORMS,
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
    await followPlatforms(tx, platforms, log);
    const known = Math.max(0, ...migrations.map((migration) => migration.version));
    if (version > known) {
      log(`Base de datos: el esquema (versión ${version}) es más nuevo que este código (versión ${known})`);
    }
    return version;
  });
}
