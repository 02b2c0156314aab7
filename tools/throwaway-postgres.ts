// A throwaway PostgreSQL server from Debian's packages, for the store's tests and the ingestion bench: initdb in
// a temporary folder, `postgres` on a free port with its socket in that folder, trust authentication. PostgreSQL
// refuses to run as root, so as root it runs as the `postgres` user (which the package creates).

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const POSTGRES_MISSING = 'PostgreSQL no está instalado: apt-get install -y postgresql (lo hace .ci/run)';

export interface TestPostgres {
  url: string;
  port: number;
  /** Stops the server (fast shutdown) and waits until it is gone; the folder stays for start(). */
  stop(): Promise<void>;
  /** Starts it again on the same folder and port; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes the folder. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** As root, the command runs as `postgres`. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string, server: () => ChildProcess | undefined, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      const child = server();
      if (!child || child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`PostgreSQL no arrancó (${(error as Error).message}):\n${output()}`);
      }
      // Poll the connection until the server answers (startup takes a moment, never a fixed wait).
      await new Promise((resolveTick) => setTimeout(resolveTick, 50));
    }
  }
}

export interface StartOptions {
  /** fsync off: faster for tests, which never crash the server itself. The bench keeps the defaults. */
  fast?: boolean;
}

export async function startPostgres(options: StartOptions = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'criptopulso-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const [initdb, initArgs] = asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const settings = ['listen_addresses=127.0.0.1', 'max_connections=50'];
  if (options.fast) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    const [command, args] = asServerUser(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      ...settings.flatMap((setting) => ['-c', setting]),
    ]);
    const started = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitUntilReady(
      url,
      () => child,
      () => output,
    );
  };

  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolveExit) => running.once('exit', () => resolveExit()));
    // The postmaster's pid (runuser stands between us and it); SIGINT is PostgreSQL's fast shutdown.
    const pidFile = join(data, 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8'), 10) : running.pid;
    if (pid) process.kill(pid, 'SIGINT');
    await exited;
    child = undefined;
  };

  await start();
  return {
    url,
    port,
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
