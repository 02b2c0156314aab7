// PGlite's own thread. PostgreSQL compiled to WebAssembly runs synchronously wherever it is called: on the server's
// thread, a statement that never returns (seen when the data folder turns read-only mid-write: PostgreSQL spins)
// would stop every request, timer and signal handler. Here it stops only this thread, which the server's side
// (pglite.ts) terminates and replaces. Answers the requests of pglite-protocol.ts one at a time, in order.

import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Opened, Reply, Request } from './pglite-protocol.ts';
import { INITDB_PARAMS, START_PARAMS } from './pglite-settings.ts';

// PostgreSQL's WebAssembly is compiled twice by default (Liftoff at once, then TurboFan in the background): the
// second copy is ~55 MB resident for statements that are not our bottleneck (docs/rendimiento.md). Set before the
// module is compiled (PGlite.create); V8's flags are the process's, and the server's thread runs no WebAssembly.
v8.setFlagsFromString('--liftoff-only');

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs in a worker thread');

let pglite: PGlite | undefined;
/** An open transaction: its handle once BEGIN ran, how to end it (true: COMMIT), and the `end` request's id. */
interface OpenTransaction {
  tx?: Transaction;
  end?: (commit: boolean) => void;
  endId?: number;
}
const transactions = new Map<number, OpenTransaction>();
/** Thrown inside PGlite's transaction callback to have it roll back. */
const ROLLBACK = Symbol('rollback');

const send = (reply: Reply) => port.postMessage(reply);
const fail = (id: number, error: unknown) => {
  const code = (error as { code?: unknown }).code;
  send({
    id,
    ok: false,
    error: {
      message: (error as Error)?.message ?? String(error),
      ...(typeof code === 'string' ? { code } : {}),
    },
  });
};

/** Copies the template into a new folder, PG_VERSION last: a copy cut short is not taken for a database. */
function copyTemplate(template: string, dataDir: string): void {
  for (const name of readdirSync(template)) {
    if (name !== 'PG_VERSION') cpSync(join(template, name), join(dataDir, name), { recursive: true });
  }
  cpSync(join(template, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
}

async function open(dataDir: string, template: string | undefined): Promise<Opened> {
  let opened: Opened = 'existing';
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    opened = 'initdb';
    if (template) {
      try {
        copyTemplate(template, dataDir);
        opened = 'template';
      } catch {
        // A template this user cannot read: initdb makes the folder instead, slower, never refused.
        // What the copy left goes (the lock file beside it stays).
        for (const name of readdirSync(template)) rmSync(join(dataDir, name), { recursive: true, force: true });
      }
    }
  }
  pglite = await PGlite.create(dataDir, { startParams: [...START_PARAMS], initDbStartParams: [...INITDB_PARAMS] });
  return opened;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx !== undefined) {
    const open = transactions.get(tx)?.tx;
    if (!open) throw new Error(`la transacción ${tx} no está abierta`);
    return open;
  }
  if (!pglite) throw new Error('la base de datos no está abierta');
  return pglite;
}

/**
 * Starts transaction `txId` and answers `id` once BEGIN ran. PGlite holds its transaction lock meanwhile: other
 * statements wait. The `end` request's answer comes once COMMIT or ROLLBACK ran.
 */
function begin(id: number, txId: number): void {
  if (!pglite) {
    fail(id, new Error('la base de datos no está abierta'));
    return;
  }
  const entry: OpenTransaction = {};
  transactions.set(txId, entry);
  pglite
    .transaction(async (tx) => {
      entry.tx = tx;
      const commit = await new Promise<boolean>((resolve) => {
        entry.end = resolve;
        send({ id, ok: true });
      });
      if (!commit) throw ROLLBACK;
    })
    .then(
      () => send({ id: entry.endId ?? id, ok: true }),
      (error) => {
        if (entry.endId === undefined) fail(id, error);
        else if (error === ROLLBACK) send({ id: entry.endId, ok: true });
        else fail(entry.endId, error);
      },
    )
    .finally(() => transactions.delete(txId));
}

async function handle(request: Request): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'open':
        send({ id, ok: true, opened: await open(request.dataDir, request.template) });
        return;
      case 'query':
        send({ id, ok: true, rows: (await target(request.tx).query(request.sql, request.params)).rows });
        return;
      case 'exec':
        await target(request.tx).exec(request.sql);
        send({ id, ok: true });
        return;
      case 'begin':
        begin(id, request.tx);
        return;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open?.end) throw new Error(`la transacción ${request.tx} no está abierta`);
        open.endId = id;
        open.end(request.commit);
        return;
      }
      case 'close':
        await pglite?.close();
        pglite = undefined;
        send({ id, ok: true });
        return;
    }
  } catch (error) {
    fail(id, error);
  }
}

port.on('message', (request: Request) => void handle(request));
