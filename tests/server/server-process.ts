// A real server process (src/server/main.ts through Vite's module runner, API only) on a free loopback port, for
// the tests that need one of its own: killed, restarted, or several side by side on one database.

import { type ChildProcess, spawn } from 'node:child_process';
import { vi } from 'vitest';
import { freePort } from '../../tools/throwaway-postgres.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
}

export interface ServerProcessOptions {
  /** How the test's messages name it. */
  name?: string;
  /** Start from this process's environment (default) or from PATH and HOME alone. */
  inheritEnv?: boolean;
  timeoutMs?: number;
  /** Runs it as this user and group (a root test process making files it may not write). */
  user?: { uid: number; gid: number };
}

/** Starts the server and resolves once it says where it listens; a server that exits first fails with its output. */
export async function startServerProcess(
  env: Record<string, string>,
  { name = 'el servidor', inheritEnv = true, timeoutMs = 90_000, user }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const base = inheritEnv ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME };
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { runnerImport } = await import('vite'); await runnerImport('./src/server/main.ts');",
      '--',
      '--api',
    ],
    {
      env: { ...base, PORT: String(await freePort()), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  try {
    const url = await vi.waitFor(
      () => {
        const found = output.match(/Escuchando en (http:\/\/\S+)/)?.[1];
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`${name} terminó:\n${output}`);
        throw new Error(`${name} todavía no escucha:\n${output}`);
      },
      { timeout: timeoutMs, interval: 100 },
    );
    return { child, url, output: () => output };
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
}
