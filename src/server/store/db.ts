// What the SQL needs from an engine: PGlite and node-postgres both reduced to these few calls, so one set of
// queries (sql.ts) and one set of migrations (migrations.ts) serve both.

export interface Queryable {
  /** Runs one statement with $1… parameters; rows come back as plain objects. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements, without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN … COMMIT on one connection; any error rolls everything back and is rethrown. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
