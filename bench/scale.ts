// `npm run bench scale`: the built server (build/server/main.js --api) as 1, 2 and 3 instances on one
// PostgreSQL (Debian's, started here), behind a local nginx load balancer, with local providers counting what
// they are asked. For each count: requests per second and p99 of GET /api/feed (origin throughput, no CDN) and of
// POST /api/sentiment with a small body (autocannon), their ratio to one instance, and the upstream calls in a
// fixed window from the instances' start. Each count runs twice (1, 2, 3, 3, 2, 1). Loopback only; bounded in
// time (about 40 s per run, four minutes in all).

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { type FakeProviders, fakeProviders } from '../tools/fake-servers.ts';
import { NGINX_MISSING, nginxBin, startNginx } from '../tools/throwaway-nginx.ts';
import { freePort, POSTGRES_MISSING, postgresBin, startPostgres } from '../tools/throwaway-postgres.ts';
import { figure, type Summary, show, summarize } from './stats.ts';

const MAIN = 'build/server/main.js';
const SENTIMENT_BODY = JSON.stringify({
  texts: ['Bitcoin sube con fuerza tras el dato de empleo 🚀', 'ETH cae por debajo de 2 000 $'],
});

export interface ScaleLoad {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failed: number;
}

/** One run of one instance count. */
export interface ScaleRun {
  instances: number;
  feed: ScaleLoad;
  sentiment: ScaleLoad;
  /** Requests the providers received in the window from the instances' start. */
  upstreamCalls: number;
}

/** Every run of one instance count, summarized. */
export interface ScaleRow {
  instances: number;
  feedRps: Summary;
  feedP99: Summary;
  sentimentRps: Summary;
  sentimentP99: Summary;
  failed: number;
  upstreamCalls: Summary;
}

export interface ScaleResult {
  connections: number;
  seconds: number;
  windowSeconds: number;
  /** The counts in the order they ran: up, then down, so a machine busier at one end weighs on every count. */
  order: number[];
  runs: ScaleRun[];
  rows: ScaleRow[];
  /** Why nothing was measured (a Debian package missing). */
  missing?: string;
}

interface Instance {
  child: ChildProcess;
  address: string;
  output: () => string;
}

async function startInstance(databaseUrl: string, providers: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN, '--api'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      COINGECKO_BASE_URL: `${providers}/cg`,
      ALTERNATIVE_BASE_URL: `${providers}/alt`,
      MEMPOOL_BASE_URL: `${providers}/mp`,
      BLOCKCHAIN_BASE_URL: `${providers}/bc`,
      // Collection stays on (whales poll the local mempool); no source on the internet.
      NEWS_FEEDS: '',
      BLUESKY_JETSTREAM_URL: '',
      TELEGRAM_CHANNELS: '',
      REDDIT_CLIENT_ID: '',
      REDDIT_CLIENT_SECRET: '',
      OPENAI_BASE_URL: '',
      // One client (autocannon) makes every request: the limits would measure themselves, not the server.
      SENTIMENT_RATE_LIMIT: '100000',
      SENTIMENT_CHAR_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('Escuchando en')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`La instancia no arrancó:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, address: `127.0.0.1:${port}`, output: () => output };
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()));
  instance.child.kill('SIGTERM');
  await exited;
}

const balancer = (addresses: string[]) => `
  upstream app {
    ${addresses.map((address) => `server ${address};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:{{port}};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }`;

async function load(options: autocannon.Options): Promise<ScaleLoad> {
  const result = await autocannon(options);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Every run starts with no shared provider answers (the upstream_cache rows an earlier run left), so each count's
 * window holds the same cold start and its calls compare.
 */
async function forgetUpstreamAnswers(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM upstream_cache');
  } catch {
    // The first run: the instances have not created the table yet.
  } finally {
    await client.end();
  }
}

async function measureCount(
  instances: number,
  databaseUrl: string,
  providers: FakeProviders,
  connections: number,
  seconds: number,
  windowSeconds: number,
): Promise<ScaleRun> {
  await forgetUpstreamAnswers(databaseUrl);
  const before = providers.requests.length;
  const windowEnd = Date.now() + windowSeconds * 1000;
  const started: Instance[] = [];
  let lb: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    for (let i = 0; i < instances; i++) started.push(await startInstance(databaseUrl, providers.url));
    lb = await startNginx(balancer(started.map((instance) => instance.address)));
    // Every instance answers once before the load (round robin), so no run measures a cold cache.
    for (let i = 0; i < instances * 2; i++) await (await fetch(`${lb.url}/api/feed`)).arrayBuffer();
    const feed = await load({
      url: `${lb.url}/api/feed`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const sentiment = await load({
      url: `${lb.url}/api/sentiment`,
      method: 'POST',
      connections,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: SENTIMENT_BODY,
    });
    const left = windowEnd - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    const upstreamCalls = providers.requests.length - before;
    return { instances, feed, sentiment, upstreamCalls };
  } finally {
    await lb?.destroy();
    await Promise.all(started.map(stopInstance));
  }
}

export async function measureScale(
  counts: readonly number[] = [1, 2, 3],
  seconds = 8,
  connections = 50,
  windowSeconds = 40,
): Promise<ScaleResult> {
  const order = [...counts, ...[...counts].reverse()];
  const base = { connections, seconds, windowSeconds, order, runs: [] as ScaleRun[], rows: [] as ScaleRow[] };
  if (!existsSync(MAIN)) throw new Error(`Falta ${MAIN}: ejecuta npm run build (npm run bench lo hace).`);
  if (!postgresBin()) return { ...base, missing: POSTGRES_MISSING };
  if (!nginxBin()) return { ...base, missing: NGINX_MISSING };
  const providers = await fakeProviders();
  const postgres = await startPostgres();
  try {
    for (const count of order) {
      base.runs.push(await measureCount(count, postgres.url, providers, connections, seconds, windowSeconds));
    }
    base.rows = counts.map((instances) => {
      const runs = base.runs.filter((run) => run.instances === instances);
      return {
        instances,
        feedRps: summarize(runs.map((run) => run.feed.requestsPerSecond)),
        feedP99: summarize(runs.map((run) => run.feed.p99)),
        sentimentRps: summarize(runs.map((run) => run.sentiment.requestsPerSecond)),
        sentimentP99: summarize(runs.map((run) => run.sentiment.p99)),
        failed: runs.reduce((sum, run) => sum + run.feed.failed + run.sentiment.failed, 0),
        upstreamCalls: summarize(runs.map((run) => run.upstreamCalls)),
      };
    });
    return base;
  } finally {
    await postgres.destroy();
    await providers.close();
  }
}

export function scaleTable(result: ScaleResult): string {
  const title =
    `### Varias instancias en un PostgreSQL tras un balanceador nginx (${result.connections} conexiones, ` +
    `${result.seconds} s por prueba, autocannon; sin CDN; orden ${result.order.join(', ')}; mediana (mín.–máx.))`;
  if (result.missing) return `${title}\n\nNo medido: ${result.missing}`;
  const one = result.rows.find((row) => row.instances === 1);
  const ratio = (value: Summary, base?: Summary) => (base ? `${figure(value.median / base.median, 2)}×` : '—');
  const rows = result.rows.map((row) =>
    [
      String(row.instances),
      show(row.feedRps),
      show(row.feedP99),
      ratio(row.feedRps, one?.feedRps),
      show(row.sentimentRps),
      show(row.sentimentP99),
      ratio(row.sentimentRps, one?.sentimentRps),
      String(row.failed),
      show(row.upstreamCalls),
    ].join(' | '),
  );
  return [
    title,
    '| Instancias | Feed pet./s | Feed p99 (ms) | Feed ÷ 1 | Sentimiento pet./s | Sentimiento p99 (ms) | Sentimiento ÷ 1 | Fallos | Llamadas a proveedores en ' +
      `${result.windowSeconds} s |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
