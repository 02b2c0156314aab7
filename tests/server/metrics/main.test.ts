// The Node server (src/server/main.ts) with a database it cannot open: it still starts and serves the feed,
// without the measured part, says why in Spanish, and stops cleanly on SIGTERM.

import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-postgres.ts';
import { startServerProcess } from '../server-process.ts';

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

describe('the Node server without its database', () => {
  it('serves the feed without measured figures, says why, and stops on SIGTERM', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const server = await startServerProcess(
      {
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
      { timeoutMs: 60_000 },
    );
    child = server.child;
    const { url } = server;
    expect(server.output()).toMatch(
      /No se ha podido abrir la base de datos \(.+\): el feed se sirve sin las cifras medidas\./,
    );

    const feed = await (await fetch(`${url}/api/feed`)).json();
    expect(feed.measured).toBeUndefined();
    expect(feed.sources.sentiment).toEqual({ sample: true });
    const health = await (await fetch(`${url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', store: null, measured: null, collectors: [] });

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
