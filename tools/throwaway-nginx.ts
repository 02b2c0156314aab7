// A throwaway nginx from Debian's packages, for the CDN test and the scale bench: a generated config in a
// temporary folder (pid, logs, cache and temp files there, nothing in /etc or /var), run in the foreground
// (`daemon off`) with `-p` and `-c`, on a free loopback port.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './throwaway-postgres.ts';

export const NGINX_MISSING = 'nginx no está instalado: apt-get install -y nginx (lo hace .ci/run)';

/** Debian's nginx binary, or undefined. */
export function nginxBin(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
}

export interface TestNginx {
  url: string;
  port: number;
  /** The folder holding the config, logs and cache. */
  dir: string;
  /** What nginx wrote to its error log so far. */
  errors(): string;
  /** Stops it (fast shutdown), waits until it is gone and deletes the folder. */
  destroy(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx with `http` as its http block's directives; `{{dir}}` in it is the temporary folder and
 * `{{port}}` the port it listens on (127.0.0.1 only). Resolves when the port accepts connections.
 */
export async function startNginx(http: string): Promise<TestNginx> {
  const bin = nginxBin();
  if (!bin) throw new Error(NGINX_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'criptopulso-nginx-'));
  const port = await freePort();
  const fill = (text: string) => text.replaceAll('{{dir}}', dir).replaceAll('{{port}}', String(port));
  // As root the workers would switch to `nobody`, who cannot write in this folder: they stay the current user.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  const config = `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${fill(http)}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  // -e: the log nginx writes before it has read the config (its compiled-in default is under /var/log).
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const errors = () => {
    const log = join(dir, 'error.log');
    return output + (existsSync(log) ? readFileSync(log, 'utf8') : '');
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx no arrancó:\n${errors()}`);
    }
    // Poll the port until nginx listens (never a fixed wait).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    errors,
    async destroy() {
      if (child.exitCode === null) {
        // SIGTERM is nginx's fast shutdown; the master waits for its workers.
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
