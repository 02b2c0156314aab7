// The Node server (src/server/main.ts) with a database it cannot open: it still starts and serves the feed,
// without the measured part, says why in Spanish, and stops cleanly on SIGTERM.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A port nobody listens on (the OS gives it, then it is freed). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

describe('the Node server without its database', () => {
  it('serves the feed without measured figures, says why, and stops on SIGTERM', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { runnerImport } = await import('vite'); await runnerImport('./src/server/main.ts');",
        '--',
        '--api',
      ],
      {
        env: {
          ...process.env,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          // A PostgreSQL that is not there.
          DATABASE_URL: `postgres://criptopulso@127.0.0.1:${await freePort()}/criptopulso`,
          COLLECT: 'off',
          // No provider either: nothing leaves this machine.
          COINGECKO_BASE_URL: `${closed}/cg`,
          ALTERNATIVE_BASE_URL: `${closed}/alt`,
          MEMPOOL_BASE_URL: `${closed}/mp`,
          BLOCKCHAIN_BASE_URL: `${closed}/bc`,
          FEED_UPSTREAM_TIMEOUT_MS: '1000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const url = await vi.waitFor(
      () => {
        const found = output.match(/Escuchando en (http:\/\/\S+)/)?.[1];
        if (!found) throw new Error(`todavía no escucha:\n${output}`);
        return found;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(output).toMatch(/No se ha podido abrir la base de datos \(.+\): el feed se sirve sin las cifras medidas\./);

    const feed = await (await fetch(`${url}/api/feed`)).json();
    expect(feed.measured).toBeUndefined();
    expect(feed.sources.sentiment).toEqual({ sample: true });
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', store: null, measured: null, collectors: [] });

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
