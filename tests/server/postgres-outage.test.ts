// PostgreSQL stopping while the collecting instance writes to it: node-postgres emits 'error' on the connection a
// write has checked out, which ended the process when nothing listened. The instance must keep serving, say the
// database fails in /api/health, and ingest again once PostgreSQL is back. A real server process (the Vite module
// runner), a real PostgreSQL from Debian's packages and a local Jetstream at full rate.

import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type FakeJetstream, fakeJetstream } from '../../tools/fake-jetstream.ts';
import { freePort, startPostgres, type TestPostgres } from '../../tools/throwaway-postgres.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** Budget of each wait: a loaded two-core machine, the server loaded through the module runner. */
const BUDGET = 120_000;

interface Health {
  database?: { state: string; error?: string };
  collectors: { collector: string; itemsTaken: number }[];
}

let database: TestPostgres;
let jetstream: FakeJetstream;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await startPostgres({ fast: true });
  jetstream = await fakeJetstream(2_000);
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await jetstream?.close();
  await database?.destroy();
});

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server?.url}${path}`, { signal: AbortSignal.timeout(5_000) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const taken = (health: Health) => health.collectors.find((entry) => entry.collector === 'bluesky')?.itemsTaken ?? 0;

/** The server is still running: an exit fails the wait at once, with what it printed. */
function alive(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error(`el servidor terminó (${child.exitCode ?? child.signalCode}):\n${server?.output()}`);
  }
}

it(
  'keeps serving while PostgreSQL is stopped mid-ingest, says so in /api/health, and ingests again once it is back',
  async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    server = await startServerProcess(
      {
        DATABASE_URL: database.url,
        LEADER_POLL_MS: '300',
        BLUESKY_JETSTREAM_URL: jetstream.url,
        NEWS_FEEDS: '',
        TELEGRAM_CHANNELS: '',
        WHALE_MIN_BTC: 'off',
        COINGECKO_BASE_URL: `${closed}/cg`,
        ALTERNATIVE_BASE_URL: `${closed}/alt`,
        MEMPOOL_BASE_URL: `${closed}/mp`,
        BLOCKCHAIN_BASE_URL: `${closed}/bc`,
      },
      { timeoutMs: BUDGET },
    );
    const { child } = server;
    // Ingesting at full rate: a write holds a connection most of the time.
    await vi.waitFor(async () => expect(taken(await get<Health>('/api/health'))).toBeGreaterThan(2_000), {
      timeout: BUDGET,
      interval: 250,
    });

    await database.stop();
    await vi.waitFor(
      async () => {
        alive(child);
        expect((await get<Health>('/api/health')).database?.state).toBe('failing');
      },
      { timeout: BUDGET, interval: 250 },
    );
    alive(child);
    await get('/api/feed');

    await database.start();
    const before = taken(await get<Health>('/api/health'));
    await vi.waitFor(
      async () => {
        alive(child);
        const health = await get<Health>('/api/health');
        expect(health.database?.state).toBe('ok');
        expect(taken(health)).toBeGreaterThan(before + 1_000);
      },
      { timeout: BUDGET, interval: 250 },
    );
    expect(server.output()).toContain('Base de datos: PostgreSQL no responde');
    expect(server.output()).toContain('Base de datos: PostgreSQL vuelve a responder.');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  },
  BUDGET * 5,
);
