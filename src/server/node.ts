// The API on Node, and with it (for `npm start`) the built files: the app, the demo and the bundle, served as
// a CDN would serve them (CORS for module scripts, long caching for hashed chunks, compression).

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from './api-settings.ts';
import { type Api, type ApiOptions, createApi } from './app.ts';
import type { Bytes, Encoder } from './encoded.ts';

const promisified =
  (run: (body: Bytes, done: (error: Error | null, result: Buffer) => void) => void): Encoder =>
  (body) =>
    new Promise((resolve, reject) =>
      run(body, (error, result) =>
        error ? reject(error) : resolve(new Uint8Array(result.buffer, result.byteOffset, result.byteLength) as Bytes),
      ),
    );

/** zlib's gzip and brotli: the feed is compressed once per change, so brotli's best quality costs nothing later. */
export const NODE_ENCODERS = {
  br: promisified((body, done) =>
    brotliCompress(
      body,
      { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } },
      done,
    ),
  ),
  gzip: promisified((body, done) => gzip(body, { level: 9 }, done)),
};

export interface NodeServerOptions {
  config: ServerConfig;
  port: number;
  hostname?: string;
  /** The built files to serve beside the API (`dist/`); none: the API alone. */
  staticDir?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  /** The database of measured sentiment and the collectors feeding it (src/server/main.ts opens them). */
  store?: ApiOptions['store'];
  collectors?: ApiOptions['collectors'];
  cluster?: ApiOptions['cluster'];
}

export interface NodeServer {
  url: string;
  api: Api;
  close(): Promise<void>;
}

export function nodeApp(options: Omit<NodeServerOptions, 'port' | 'hostname'>): { app: Hono; api: Api } {
  const api = createApi({
    config: options.config,
    fetch: options.fetch,
    log: options.log,
    encoders: NODE_ENCODERS,
    clientAddress: (c) => getConnInfo(c).remote.address,
    store: options.store,
    collectors: options.collectors,
    cluster: options.cluster,
  });
  const app = new Hono();
  app.route('/', api.app);
  if (options.staticDir) {
    const root = options.staticDir;
    app.use('*', async (c, next) => {
      await next();
      // A module script from another origin needs CORS; hashed chunks never change.
      c.header('access-control-allow-origin', '*');
      if (!c.res.headers.has('cache-control')) {
        c.header(
          'cache-control',
          c.req.path.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
    });
    app.use('*', compress());
    // The app reads its live figures from this server's feed (see src/app/data-switch.ts).
    const page = appPage(root, Boolean(options.config.openai));
    app.get('/', page);
    app.get('/index.html', page);
    app.use('*', serveStatic({ root }));
  }
  return { app, api };
}

/**
 * The built app's page, telling the app where this server's feed is and, when the server has an assistant
 * (OPENAI_BASE_URL), where its chat is. Read again when the build changes.
 */
function appPage(root: string, assistant: boolean) {
  let cached: { mtime: number; html: string } | undefined;
  return async (c: Context, next: Next) => {
    const file = join(root, 'index.html');
    let mtime: number;
    try {
      mtime = (await stat(file)).mtimeMs;
    } catch {
      return next();
    }
    if (cached?.mtime !== mtime) {
      const html = (await readFile(file, 'utf8')).replace(
        '</head>',
        `  <meta name="criptopulso:feed" content="/api/feed" />\n${
          assistant ? '  <meta name="criptopulso:chat" content="/api/chat" />\n' : ''
        }  </head>`,
      );
      cached = { mtime, html };
    }
    return c.html(cached.html);
  };
}

export function startNodeServer(options: NodeServerOptions): Promise<NodeServer> {
  const { app, api } = nodeApp(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${host === '[::]' || host === '0.0.0.0' ? 'localhost' : host}:${info.port}`,
        api,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
