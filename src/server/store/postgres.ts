// A PostgreSQL server (DATABASE_URL) through node-postgres: a small pool, bounded waits, so a database that
// went away makes calls fail fast instead of hanging, and the pool reconnects when it is back. Every client has
// an 'error' listener at all times, idle or checked out: node-postgres emits 'error' on a client whose server
// goes away (a shutdown, a restart), and an event without a listener would end the process.

import pg from 'pg';
import { type Database, HealthWatch, type Queryable, reasonOf } from './db.ts';

export interface PostgresOptions {
  /** Connections at most (collectors write, metrics read). */
  max?: number;
  /** How long to wait for a connection (a server that does not answer). */
  connectionTimeoutMs?: number;
  /** How long one statement may run, on the server and in the client. */
  statementTimeoutMs?: number;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as Row[];
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which takes several statements.
      await client.query(sql);
    },
  };
}

export function openPostgres(
  databaseUrl: string,
  log: (message: string) => void = () => {},
  options: PostgresOptions = {},
): Database {
  const statementTimeout = options.statementTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 5,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: statementTimeout,
    // The client's own limit, for a server that accepted the statement and then went silent.
    query_timeout: statementTimeout + 5_000,
    idle_in_transaction_session_timeout: statementTimeout * 2,
    idleTimeoutMillis: 30_000,
    application_name: 'criptopulso',
  });
  const watch = new HealthWatch('PostgreSQL', log);
  // An idle connection that the server closes emits here (said once per outage, not once per connection).
  pool.on('error', (error) => watch.fail(`conexión perdida: ${reasonOf(error)}`));
  const direct = queryable(pool);
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: (sql, params) => watch.watch(() => direct.query(sql, params)),
    exec: (sql) => watch.watch(() => direct.exec(sql)),
    transaction: (work) =>
      watch.watch(async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        // Checked out, the pool's own listener is off: the server going away mid-transaction emits here.
        const lost = (error: Error) => {
          broken ??= error;
        };
        client.on('error', lost);
        try {
          await client.query('BEGIN');
          const result = await work(queryable(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken ??= rollbackError;
          });
          throw error;
        } finally {
          client.removeListener('error', lost);
          // A connection that broke or could not roll back is dropped, not handed to the next caller.
          client.release(broken);
        }
      }),
    health: () => watch.get(),
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}
