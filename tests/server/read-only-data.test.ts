// A PGlite data folder that turns read-only while the collectors write to it (a full or remounted disk, a wrong
// chown): PostgreSQL spins at its next new file. The server must keep answering from memory, say so in
// /api/health and the log, and stop on SIGTERM. A real server process (the Vite module runner), a local Jetstream
// at full rate; as root the server runs as `nobody`, since root writes through a folder's permissions.

import { type ChildProcess, execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type FakeJetstream, fakeJetstream } from '../../tools/fake-jetstream.ts';
import { freePort } from '../../tools/throwaway-postgres.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

/** Budget of each wait: a loaded two-core machine, the server loaded through the module runner. */
const BUDGET = 120_000;
const NOBODY = { uid: 65534, gid: 65534 };

interface Health {
  database?: { state: string; error?: string };
  collectors: { collector: string; itemsTaken: number }[];
}

let jetstream: FakeJetstream;
let folder: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  jetstream = await fakeJetstream(2_000);
  folder = mkdtempSync(join(tmpdir(), 'criptopulso-solo-lectura-'));
  mkdirSync(join(folder, 'data'));
  if (process.getuid?.() === 0) {
    chownSync(folder, NOBODY.uid, NOBODY.gid);
    chownSync(join(folder, 'data'), NOBODY.uid, NOBODY.gid);
  }
});

afterAll(async () => {
  if (server?.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await jetstream.close();
  execFileSync('chmod', ['-R', 'u+w', folder]);
  rmSync(folder, { recursive: true, force: true });
});

/** One bounded request: a server whose thread is stuck fails here instead of hanging the test. */
async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server?.url}${path}`, { signal: AbortSignal.timeout(5_000) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const taken = (health: Health) => health.collectors.find((entry) => entry.collector === 'bluesky')?.itemsTaken ?? 0;

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

it(
  'keeps serving, says the database fails in /api/health and the log, and stops on SIGTERM',
  async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    server = await startServerProcess(
      {
        DATA_DIR: join(folder, 'data'),
        DATABASE_URL: '',
        BLUESKY_JETSTREAM_URL: jetstream.url,
        NEWS_FEEDS: '',
        TELEGRAM_CHANNELS: '',
        WHALE_MIN_BTC: 'off',
        COINGECKO_BASE_URL: `${closed}/cg`,
        ALTERNATIVE_BASE_URL: `${closed}/alt`,
        MEMPOOL_BASE_URL: `${closed}/mp`,
        BLOCKCHAIN_BASE_URL: `${closed}/bc`,
      },
      { user: process.getuid?.() === 0 ? NOBODY : undefined, timeoutMs: BUDGET },
    );
    // Ingesting: thousands of posts written before the folder turns read-only.
    await vi.waitFor(async () => expect(taken(await get<Health>('/api/health'))).toBeGreaterThan(2_000), {
      timeout: BUDGET,
      interval: 250,
    });
    execFileSync('chmod', ['-R', 'a-w', join(folder, 'data')]);

    const failing = await vi.waitFor(
      async () => {
        const health = await get<Health>('/api/health');
        expect(health.database?.state).toBe('failing');
        return health;
      },
      { timeout: BUDGET, interval: 250 },
    );
    expect(failing.database?.error).toContain('no admite escritura');
    expect(server.output()).toContain('Base de datos: PGlite no responde');
    // The feed and health still answer, again and again, while the engine is down.
    for (let round = 0; round < 5; round++) {
      await get('/api/feed');
      expect((await get<Health>('/api/health')).database?.state).toBe('failing');
    }

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  },
  BUDGET * 4,
);
