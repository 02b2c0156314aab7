// The embedded engine: PostgreSQL compiled to WASM (PGlite), in a data folder, run in a worker thread of its own
// (pglite-worker.ts). Loaded only when a store is opened without DATABASE_URL (open.ts imports this file
// dynamically).
// - Memory: a new folder is a copy of a template made at build time (build/pglite-template, tools/vite), not an
//   initdb run (~700 MB for a few seconds); without a template initdb runs, then the worker is replaced so its
//   memory goes with it. shared_buffers is 16 MB (pglite-settings.ts).
// - Failures: a worker that does not answer for `stallMs` while a call waits (PostgreSQL spinning on a folder that
//   turned read-only), that crashes, or whose engine reports a system error (a file it cannot write, an internal
//   error) is terminated; calls fail at once while it is down, and a new worker reopens the folder after a wait
//   that doubles (1 s … 1 min). The server's thread never runs PostgreSQL, so it keeps serving and hears SIGTERM.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Database, HealthWatch, isEngineFailure, type Queryable, type StoreHealth } from './db.ts';
import { lockDataDir } from './lock.ts';
import type { Opened, Reply, Request } from './pglite-protocol.ts';
import { usableTemplate } from './pglite-settings.ts';

/** Running from the TypeScript sources (tests, benches through Vite's module runner) rather than build/server. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');

/** build/pglite-template: beside src/ when running from the sources, two levels up from build/server/chunks/. */
export const DEFAULT_TEMPLATE_DIR = fileURLToPath(
  new URL(FROM_SOURCE ? '../../../build/pglite-template/' : '../../pglite-template/', import.meta.url),
);

export const DEFAULT_STALL_MS = 30_000;
/** A call waiting this long has the folder checked for writes (a probe file) at each look. */
const UNWRITABLE_CHECK_MS = 2_000;
/** Opening may run initdb (no template) on a busy machine: a longer bound than a statement's. */
export const DEFAULT_OPEN_MS = 120_000;

export interface PgliteOptions {
  log?: (message: string) => void;
  /** No answer from the worker for this long while a call waits: it is taken for stuck and replaced. */
  stallMs?: number;
  openMs?: number;
  /** First wait before a new worker reopens the folder; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** The template's folder (stamp.json and data/); null: none, initdb makes new folders. */
  templateDir?: string | null;
  now?: () => number;
}

function spawnWorker(): Worker {
  if (FROM_SOURCE) {
    // The worker is TypeScript too: it loads through Vite's module runner, as the server does in the tests.
    const entry = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url));
    return new Worker(`import('vite').then(({ runnerImport }) => runnerImport(${JSON.stringify(entry)}))`, {
      eval: true,
    });
  }
  // The server build puts the worker beside the chunk that holds this code (vite.config.ts).
  return new Worker(new URL('./pglite-worker.js', import.meta.url));
}

/** Why the folder cannot be written (EACCES, EROFS, ENOSPC…), or undefined when a file can be made in it. */
export function unwritable(dir: string): string | undefined {
  const probe = join(dir, '.criptopulso-escritura');
  try {
    writeFileSync(probe, 'ok');
    rmSync(probe);
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
}

/** How often a folder that cannot be written is looked at again (a probe file, no engine started). */
export const PROBE_MS = 5_000;

/** An error as the engine gave it, with its SQLSTATE when it has one. */
function engineError(error: { message: string; code?: string }): Error {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

interface Waiting {
  resolve: (reply: Extract<Reply, { ok: true }>) => void;
  reject: (error: Error) => void;
}

type Outgoing = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

class PgliteEngine implements Database {
  readonly kind = 'pglite' as const;
  readonly #dataDir: string;
  readonly #template: string | undefined;
  readonly #watch: HealthWatch;
  readonly #log: (message: string) => void;
  readonly #now: () => number;
  readonly #stallMs: number;
  readonly #openMs: number;
  readonly #retryMs: number;
  readonly #maxRetryMs: number;
  #worker?: Worker;
  #state: 'opening' | 'open' | 'down' | 'closed' = 'opening';
  #reason = 'PGlite no está abierta';
  #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #nextTx = 1;
  /** The last answer, or when a call started waiting with none outstanding: the stall clock. */
  #lastAnswerAt = 0;
  #failures = 0;
  #openedAt = 0;
  #retryTimer?: ReturnType<typeof setTimeout>;
  readonly #stallTimer: ReturnType<typeof setInterval>;

  constructor(dataDir: string, template: string | undefined, options: PgliteOptions) {
    this.#dataDir = dataDir;
    this.#template = template;
    this.#log = options.log ?? (() => {});
    this.#now = options.now ?? Date.now;
    this.#watch = new HealthWatch('PGlite', this.#log, this.#now);
    this.#stallMs = options.stallMs ?? DEFAULT_STALL_MS;
    this.#openMs = options.openMs ?? DEFAULT_OPEN_MS;
    this.#retryMs = options.retryMs ?? 1_000;
    this.#maxRetryMs = options.maxRetryMs ?? 60_000;
    this.#stallTimer = setInterval(() => this.#checkStall(), Math.min(1_000, this.#stallMs / 4));
    this.#stallTimer.unref?.();
  }

  #checkStall(): void {
    if (this.#waiting.size === 0 || !this.#worker) return;
    const limit = this.#state === 'opening' ? this.#openMs : this.#stallMs;
    const silent = this.#now() - this.#lastAnswerAt;
    if (silent > limit) this.#down(`PGlite no contesta desde hace ${Math.round(silent / 1000)} s`);
    // A folder that turned read-only makes PostgreSQL spin at its next new file: no need to wait out the bound.
    else if (silent > UNWRITABLE_CHECK_MS && unwritable(this.#dataDir))
      this.#down('la carpeta de datos no admite escritura');
  }

  /** Sends a request to the worker; the answer, or the engine's error (with its SQLSTATE). */
  #send(request: Outgoing): Promise<Extract<Reply, { ok: true }>> {
    const worker = this.#worker;
    if (!worker) return Promise.reject(Object.assign(new Error(this.#reason), { code: '57P03' }));
    const id = this.#nextId++;
    if (this.#waiting.size === 0) {
      this.#lastAnswerAt = this.#now();
      // Held while a call waits (a script awaiting the database stays alive), let go when idle.
      worker.ref();
    }
    return new Promise((resolveCall, rejectCall) => {
      this.#waiting.set(id, { resolve: resolveCall, reject: rejectCall });
      worker.postMessage({ ...request, id } as Request);
    });
  }

  /** A call from the store: refused at once while the engine is down; engine failures take the worker down. */
  async #call(request: Outgoing): Promise<Extract<Reply, { ok: true }>> {
    if (this.#state !== 'open') {
      // 57P03: cannot connect now, as a server that is starting or recovering says it.
      throw Object.assign(new Error(this.#reason), { code: '57P03' });
    }
    try {
      const reply = await this.#send(request);
      this.#watch.ok();
      return reply;
    } catch (error) {
      if (isEngineFailure(error)) this.#down(`PGlite falla: ${(error as Error).message.slice(0, 160)}`);
      else this.#watch.ok();
      throw error;
    }
  }

  #onMessage(worker: Worker, reply: Reply): void {
    if (worker !== this.#worker) return;
    this.#lastAnswerAt = this.#now();
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply);
    else waiting.reject(engineError(reply.error));
  }

  #spawn(): Worker {
    const worker = spawnWorker();
    worker.on('message', (reply: Reply) => this.#onMessage(worker, reply));
    worker.on('error', (error) => {
      if (worker === this.#worker) this.#down(`PGlite se detuvo: ${error.message.slice(0, 160)}`);
    });
    worker.on('exit', (code) => {
      if (worker === this.#worker) this.#down(`PGlite terminó (código ${code})`);
    });
    // An idle worker never keeps the process alive on its own: the server's handles do.
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  /** Starts a worker on the folder; resolves with how the folder was opened, or rejects (the worker is gone). */
  async open(): Promise<Opened> {
    this.#state = 'opening';
    this.#spawn();
    const reply = await this.#send({
      op: 'open',
      dataDir: this.#dataDir,
      ...(this.#template ? { template: this.#template } : {}),
    });
    if (this.#state !== 'opening') throw new Error(this.#reason);
    this.#state = 'open';
    this.#openedAt = this.#now();
    return reply.opened ?? 'existing';
  }

  /** Stops the worker: its engine closes (a checkpoint) when it answers within `ms`, else it is terminated. */
  async #stopWorker(ms: number): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    if (this.#state === 'open') {
      const closing = this.#send({ op: 'close' }).catch(() => {});
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([closing, new Promise((done) => (timer = setTimeout(done, ms)))]);
      clearTimeout(timer);
    }
    this.#worker = undefined;
    this.#rejectAll(this.#reason);
    await worker.terminate();
  }

  /** Replaces the worker that made a new folder with initdb: its ~700 MB go with it. */
  async restartAfterInitdb(): Promise<void> {
    await this.#stopWorker(this.#openMs);
    await this.open();
  }

  #rejectAll(reason: string): void {
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const call of waiting) call.reject(Object.assign(new Error(reason), { code: '57P03' }));
  }

  /** The engine is stuck or broken: its worker goes, calls fail at once, a new one reopens the folder later. */
  #down(reason: string): void {
    if (this.#state === 'closed' || this.#state === 'down') return;
    const wasOpening = this.#state === 'opening';
    // An engine that stayed up a while starts its waits from the shortest again; one that flaps keeps doubling.
    if (!wasOpening && this.#now() - this.#openedAt > this.#maxRetryMs) this.#failures = 0;
    this.#state = 'down';
    const denied = unwritable(this.#dataDir);
    const why = denied ? `la carpeta de datos no admite escritura (${denied})` : reason;
    this.#reason = `la base de datos no está disponible: ${why}`;
    this.#watch.fail(why);
    const worker = this.#worker;
    this.#worker = undefined;
    this.#rejectAll(this.#reason);
    void worker?.terminate();
    // The first open is retried by whoever opened (openPglite fails); later ones are this engine's own.
    if (!wasOpening || this.#failures > 0) this.#scheduleReopen();
  }

  #scheduleReopen(wait = Math.min(this.#maxRetryMs, this.#retryMs * 2 ** this.#failures)): void {
    if (this.#state === 'closed' || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      if (this.#state !== 'down') return;
      // A folder that refuses writes is looked at again soon, without starting an engine that would fail on it.
      const denied = unwritable(this.#dataDir);
      if (denied) {
        this.#watch.fail(`la carpeta de datos no admite escritura (${denied})`);
        this.#scheduleReopen(PROBE_MS);
        return;
      }
      this.#failures++;
      this.open().then(
        () => this.#watch.ok(),
        (error: Error) => {
          this.#down(`no se pudo volver a abrir: ${error.message.slice(0, 160)}`);
          this.#scheduleReopen();
        },
      );
    }, wait);
    this.#retryTimer.unref?.();
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return ((await this.#call({ op: 'query', sql, params: [...params] })).rows ?? []) as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.#call({ op: 'exec', sql });
  }

  // PGlite runs one transaction at a time (its own lock, in the worker): concurrent callers wait, as on a server's.
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: 'begin', tx });
    const inside: Queryable = {
      query: async <Row>(sql: string, params: readonly unknown[] = []) =>
        ((await this.#call({ op: 'query', sql, params: [...params], tx })).rows ?? []) as Row[],
      exec: async (sql: string) => {
        await this.#call({ op: 'exec', sql, tx });
      },
    };
    let result: T;
    try {
      result = await work(inside);
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  health(): StoreHealth {
    return this.#watch.get();
  }

  /** Closes the engine (a clean checkpoint) within `ms`; a stuck one is terminated. */
  async close(ms = 10_000): Promise<void> {
    if (this.#state === 'closed') return;
    clearInterval(this.#stallTimer);
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#reason = 'la base de datos está cerrada';
    try {
      await this.#stopWorker(ms);
    } finally {
      this.#state = 'closed';
    }
  }
}

export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  const log = options.log ?? (() => {});
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const release = lockDataDir(folder, dataDir);
  const templateDir = options.templateDir === undefined ? DEFAULT_TEMPLATE_DIR : options.templateDir;
  const template = templateDir ? usableTemplate(templateDir) : undefined;
  const engine = new PgliteEngine(folder, template, options);
  const started = performance.now();
  try {
    const opened = await engine.open();
    const ms = () => Math.round(performance.now() - started);
    if (opened === 'template') log(`Base de datos: carpeta nueva en ${dataDir}, copiada de la plantilla (${ms()} ms)`);
    if (opened === 'initdb') {
      await engine.restartAfterInitdb();
      log(
        `Base de datos: carpeta nueva en ${dataDir}, creada con initdb (${ms()} ms; sin la plantilla de build/pglite-template, que prepara "npm run build", tarda más y ocupa unos 700 MB mientras)`,
      );
    }
  } catch (error) {
    await engine.close(1_000).catch(() => {});
    release();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: (sql, params) => engine.query(sql, params),
    exec: (sql) => engine.exec(sql),
    transaction: (work) => engine.transaction(work),
    health: () => engine.health(),
    close() {
      closed ??= engine.close().finally(release);
      return closed;
    },
  };
}
