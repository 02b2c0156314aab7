// What the SQL needs from an engine: PGlite and node-postgres both reduced to these few calls, so one set of
// queries (sql.ts) and one set of migrations (migrations.ts) serve both. Each engine also says whether it answers
// (health): a statement's own error (a constraint, bad input) is not the engine failing; a lost connection, a
// server shutting down, a disk that refuses writes or an engine that stopped answering is.

import type { StoreHealth } from './types.ts';

export interface Queryable {
  /** Runs one statement with $1… parameters; rows come back as plain objects. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements, without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export type { StoreHealth } from './types.ts';

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN … COMMIT on one connection; any error rolls everything back and is rethrown. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  health(): StoreHealth;
  close(): Promise<void>;
}

/**
 * SQLSTATE classes that say the engine, not the statement, is in trouble: connection exceptions (08), insufficient
 * resources such as a full disk (53), operator intervention such as a shutdown or a cancelled statement (57), system
 * errors such as a file that cannot be written (58), and internal errors (XX).
 */
const ENGINE_CLASSES = /^(08|53|57|58|XX)/;

/** True when an error means the engine is away or broken; false for a statement's own error (22…, 23…, 42…). */
export function isEngineFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  // A SQLSTATE is five digits or capitals; anything else (ECONNREFUSED, a timeout, a crash) comes from below SQL.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return ENGINE_CLASSES.test(code);
  return true;
}

/** One line of an error for the log and health: never a password (URLs are not in node-postgres' messages). */
export const reasonOf = (error: unknown): string =>
  String((error as Error)?.message ?? error)
    .replace(/\s+/g, ' ')
    .slice(0, 200);

/**
 * Keeps an engine's health from the outcome of its calls, and says each change once in the log (a failing engine
 * is not news at every call).
 */
export class HealthWatch {
  #health: StoreHealth;

  constructor(
    readonly label: string,
    readonly log: (message: string) => void,
    readonly now: () => number = Date.now,
  ) {
    this.#health = { state: 'ok', since: now() };
  }

  get(): StoreHealth {
    return { ...this.#health };
  }

  ok(): void {
    if (this.#health.state === 'ok') return;
    this.#health = { state: 'ok', since: this.now() };
    this.log(`Base de datos: ${this.label} vuelve a responder.`);
  }

  /** Marks it failing; `error` is said in the log the first time only. */
  fail(error: string): void {
    if (this.#health.state === 'failing') {
      this.#health.error = error;
      return;
    }
    this.#health = { state: 'failing', since: this.now(), error };
    this.log(
      `Base de datos: ${this.label} no responde (${error}). El servidor sigue sirviendo con lo que tiene en memoria; lo recogido espera en la cola.`,
    );
  }

  /** Runs a call and records its outcome: an engine failure marks it failing, any answer marks it ok. */
  async watch<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      this.ok();
      return result;
    } catch (error) {
      if (isEngineFailure(error)) this.fail(reasonOf(error));
      else this.ok();
      throw error;
    }
  }
}
