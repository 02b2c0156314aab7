// The feed under load: requests per second and latency of GET /api/feed with a warm cache at 100 concurrent
// connections (autocannon) for 65 s, past the prices' 60 s interval, and how many times the providers were
// asked meanwhile (the prices once; nothing else). The server runs in this
// process with local providers (no internet); autocannon's load comes from a worker thread.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { configFromEnv } from '../src/server/config.ts';
import { allResources } from '../src/server/feed/resources.ts';
import { startNodeServer } from '../src/server/node.ts';
import { answerFor } from '../tools/provider-answers.ts';

export interface ServerLoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Upstream requests during the run, and the resources the feed reads. */
  upstreamCalls: number;
  resources: number;
  /** The calls the resources' TTLs allow in the run: each resource once per interval it completes. */
  expectedCalls: number;
}

export async function measureServerLoad(seconds = 65, connections = 100): Promise<ServerLoadResult> {
  let calls = 0;
  const providers = createServer((req, res) => {
    calls += 1;
    const answer = answerFor(req.url ?? '');
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? {}));
  });
  await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  const server = await startNodeServer({
    config: configFromEnv({
      COINGECKO_BASE_URL: `${base}/cg`,
      ALTERNATIVE_BASE_URL: `${base}/alt`,
      MEMPOOL_BASE_URL: `${base}/mp`,
      BLOCKCHAIN_BASE_URL: `${base}/bc`,
    }),
    port: 0,
    hostname: '127.0.0.1',
  });
  try {
    // Warm: the first request fills the cache (one call per resource) and compresses the feed.
    await (await fetch(`${server.url}/api/feed`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    const resources = calls;
    const before = calls;
    const result = await autocannon({
      url: `${server.url}/api/feed`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
      workers: 1,
    });
    return {
      connections,
      seconds,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      upstreamCalls: calls - before,
      resources,
      expectedCalls: allResources(server.api.feeds.resourcesOf('USD')).reduce(
        (sum, resource) => sum + Math.floor((seconds * 1000) / resource.ttlMs),
        0,
      ),
    };
  } finally {
    await server.close();
    providers.closeAllConnections();
    await new Promise<void>((done) => providers.close(() => done()));
  }
}
