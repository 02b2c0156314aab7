// The feed behind a real caching proxy: nginx from Debian, configured as a CDN that honours the origin's
// Cache-Control (no lifetimes of its own), in front of the real Node server with local providers. Ten thousand
// reader requests to /api/feed and its currency variants make at most one origin request per cache key per
// s-maxage window; the proxy answers If-None-Match with 304, keeps the encodings apart (Vary) and never caches
// POST /api/sentiment. The nginx config is the one docs/despliegue.md shows.

import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeApp } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { NGINX_MISSING, nginxBin, startNginx, type TestNginx } from '../../tools/throwaway-nginx.ts';

/** A CDN's cache in nginx's words: one fill per key at a time, stale while it revalidates in the background. */
const CDN_HTTP = (origin: string) => `
  proxy_cache_path {{dir}}/cache levels=1:2 keys_zone=feed:10m max_size=100m inactive=1h use_temp_path=off;
  upstream origin { server ${origin}; keepalive 32; }
  server {
    listen 127.0.0.1:{{port}};
    location /api/ {
      proxy_pass http://origin;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache feed;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 60s;
      proxy_cache_lock_age 60s;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`;

const KEYS = ['/api/feed', '/api/feed?currency=eur', '/api/feed?currency=gbp', '/api/feed?currency=brl'];
const READERS = 10_000;
const ACCEPT = 'gzip, deflate, br';

let providers: FakeProviders;
let origin: { url: string; close(): Promise<void> };
/** GET and POST requests that reached the origin, by method and path with its query. */
const originRequests = new Map<string, number>();
const atOrigin = (key: string) => originRequests.get(key) ?? 0;
let cdn: TestNginx;

beforeAll(async () => {
  // Never skipped: without nginx the suite fails, saying what to install.
  if (!nginxBin()) throw new Error(NGINX_MISSING);
  providers = await fakeProviders();
  const { app } = nodeApp({ config: configWith(providers.url, { SENTIMENT_RATE_LIMIT: '1000' }) });
  const server = serve({
    // The real server's handler, counting what reaches it.
    fetch: (request, env) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}${url.search}`;
      originRequests.set(key, atOrigin(key) + 1);
      return app.fetch(request, env);
    },
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  origin = {
    url: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  cdn = await startNginx(CDN_HTTP(origin.url));
});

afterAll(async () => {
  await cdn?.destroy();
  await origin?.close();
  await providers?.close();
});

interface Seen {
  statuses: Map<number, number>;
  /** Each ETag with the bodies (hashed) sent under it. */
  bodies: Map<string, Set<string>>;
  ok: number;
}

describe('the feed behind a caching proxy (nginx)', () => {
  it('makes at most one origin request per key and s-maxage window for 10 000 readers', async () => {
    const seen = new Map<string, Seen>(
      KEYS.map((key) => [key, { statuses: new Map(), bodies: new Map(), ok: 0 }] as const),
    );
    let cacheControl = '';
    const started = performance.now();
    const result = await autocannon({
      url: cdn.url,
      connections: 50,
      amount: READERS,
      timeout: 60,
      headers: { 'accept-encoding': ACCEPT },
      requests: KEYS.map((path) => ({
        method: 'GET' as const,
        path,
        onResponse: (status: number, body: string, _context: object, headers?: IncomingHttpHeaders) => {
          const record = seen.get(path) as Seen;
          record.statuses.set(status, (record.statuses.get(status) ?? 0) + 1);
          if (status !== 200) return;
          record.ok += 1;
          cacheControl ||= headers?.['cache-control'] ?? '';
          const etag = headers?.etag ?? '';
          const bodies = record.bodies.get(etag) ?? new Set<string>();
          bodies.add(createHash('sha1').update(body).digest('hex'));
          record.bodies.set(etag, bodies);
        },
      })),
    });
    const elapsedS = (performance.now() - started) / 1000;

    expect(result.errors).toBe(0);
    expect(result.requests.total).toBe(READERS);
    const sMaxAge = Number(cacheControl.match(/s-maxage=(\d+)/)?.[1]);
    expect(sMaxAge).toBe(60);
    // One origin request per key per window the run touched (a window that began during the run counts).
    const perKey = Math.ceil(elapsedS / sMaxAge) + 1;
    for (const key of KEYS) {
      expect(atOrigin(`GET ${key}`), `${key}: ${atOrigin(`GET ${key}`)} peticiones al origen`).toBeGreaterThan(0);
      expect(atOrigin(`GET ${key}`)).toBeLessThanOrEqual(perKey);
    }
    const total = KEYS.reduce((sum, key) => sum + atOrigin(`GET ${key}`), 0);
    expect(total).toBeLessThanOrEqual(KEYS.length * perKey);

    // Every reader had the figures: 200s, and under each key one ETag for one body.
    const ok = [...seen.values()].reduce((sum, record) => sum + record.ok, 0);
    expect(ok).toBeGreaterThanOrEqual(READERS - 10);
    for (const [key, record] of seen) {
      expect([...record.statuses.keys()], key).toEqual([200]);
      const majority = [...record.bodies.entries()].sort((a, b) => b[1].size - a[1].size)[0];
      expect(majority?.[0], key).toMatch(/^W\/".+"$/);
      for (const [etag, bodies] of record.bodies) expect(bodies.size, `${key} ${etag}`).toBe(1);
    }
    // The figures are the providers' (live), not sample data.
    const feed = (await (await fetch(`${cdn.url}/api/feed`)).json()) as {
      sources: { quotes: { providers?: string[]; sample?: boolean } };
    };
    expect(feed.sources.quotes.providers).toEqual(['coingecko']);
    // Ten thousand requests through a proxy take seconds on a quiet machine; a loaded CI machine gets room.
  }, 180_000);

  it('answers If-None-Match with 304 from its cache, and keeps each encoding apart (Vary)', async () => {
    for (const key of KEYS) {
      const first = await fetch(`${cdn.url}${key}`, { headers: { 'accept-encoding': ACCEPT } });
      expect(first.status).toBe(200);
      expect(first.headers.get('vary')).toBe('Accept-Encoding');
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=30, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
      );
      const etag = first.headers.get('etag') as string;
      await first.arrayBuffer();
      const before = atOrigin(`GET ${key}`);
      const revalidated = await fetch(`${cdn.url}${key}`, {
        headers: { 'accept-encoding': ACCEPT, 'if-none-match': etag },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('x-cache-status')).toBe('HIT');
      expect(await revalidated.text()).toBe('');
      expect(atOrigin(`GET ${key}`)).toBe(before);
      // Another ETag is not this version: the whole feed again.
      const other = await fetch(`${cdn.url}${key}`, {
        headers: { 'accept-encoding': ACCEPT, 'if-none-match': 'W/"otra-version"' },
      });
      expect(other.status).toBe(200);
      await other.arrayBuffer();

      // A reader asking for no encoding gets plain JSON, never the brotli bytes cached for the others.
      const plain = await fetch(`${cdn.url}${key}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect((JSON.parse(await plain.text()) as { currency: string }).currency).toBe(
        new URL(key, 'http://x').searchParams.get('currency')?.toUpperCase() ?? 'USD',
      );
    }
  });

  it('passes every POST /api/sentiment to the origin (never cached)', async () => {
    const post = () =>
      fetch(`${cdn.url}/api/sentiment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ texts: ['Bitcoin sube con fuerza 🚀'], lang: 'es' }),
      });
    const before = atOrigin('POST /api/sentiment');
    for (let i = 0; i < 3; i++) {
      const response = await post();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache-status')).toBeNull();
      expect(((await response.json()) as { results: { label: string }[] }).results[0]?.label).toBe('pos');
    }
    expect(atOrigin('POST /api/sentiment')).toBe(before + 3);
  });
});
