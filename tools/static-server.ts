// A small static server for the browser suite and the benchmarks: dist/ at the root, test pages under /fixtures/.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Text types are sent gzipped (zlib's default level, as typical servers do) when the browser accepts it. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

function resolveFile(roots: Record<string, string>, pathname: string): string | undefined {
  for (const [prefix, dir] of Object.entries(roots)) {
    if (!pathname.startsWith(prefix)) continue;
    const relative = normalize(decodeURIComponent(pathname.slice(prefix.length))).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, relative);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (existsSync(file)) return file;
  }
  return undefined;
}

export interface ServerOptions {
  headers?: (pathname: string) => Record<string, string>;
  /** More folders to serve, by URL prefix (the benchmark's generated pages). */
  extraRoots?: Record<string, string>;
}

/** Compressed once per file version, as CDNs and `gzip_static` do, so the server's CPU does not time the page. */
const gzipped = new Map<string, { mtime: number; body: Buffer }>();
function gzipOf(file: string, body: Buffer): Buffer {
  const mtime = statSync(file).mtimeMs;
  const cached = gzipped.get(file);
  if (cached?.mtime === mtime) return cached.body;
  const compressed = gzipSync(body);
  gzipped.set(file, { mtime, body: compressed });
  return compressed;
}

export async function startServer(dist: string, options: ServerOptions = {}): Promise<StaticServer> {
  const roots = {
    ...Object.fromEntries(Object.entries(options.extraRoots ?? {}).map(([prefix, dir]) => [prefix, resolve(dir)])),
    '/fixtures/': resolve('tests/browser/fixtures'),
    '/': resolve(dist),
  };
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(roots, pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }
    const body = readFileSync(file);
    const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      ...options.headers?.(pathname),
    });
    res.end(gzip ? gzipOf(file, body) : body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        // Browsers keep sockets open (keep-alive, preconnects without a request yet); close() would wait for them.
        server.closeAllConnections();
      }),
  };
}
