// `npm run bench sentiment-load` (issue 33): does GET /api/feed stay responsive while POST /api/sentiment is loaded
// with the heaviest bodies its limits take? Readers ask for the feed at a steady rate (autocannon in a worker
// thread); the baseline is that same feed load with nothing else, measured in the same run on the same server.
// Then clients post 1 MB bodies (523 texts of 2 000 characters, the issue's) three a second each (autocannon in
// another worker thread each), from one address and from two addresses in different /64s. Once with the default
// limits (requests and characters per client), once with the limits lifted (every body is scored), which shows
// what the scoring itself costs the feed. Durations are reported as ratios to the same-run baseline.

import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { configFromEnv } from '../src/server/api-settings.ts';
import { startNodeServer } from '../src/server/node.ts';
import { answerFor } from '../tools/provider-answers.ts';
import { figure } from './stats.ts';

/** The feed's readers: a steady 500 requests a second, far from saturating the server, so latency is waiting. */
const FEED = { connections: 10, connectionRate: 50 } as const;
/** Each sentiment client: three 1 MB bodies a second (the issue saw 60 in 18 s), at most three in flight. */
const POSTER = { connections: 3, connectionRate: 1 } as const;
const ADDRESSES = ['2001:db8:1::1', '2001:db8:2::1'] as const;

export interface FeedLatency {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}

export interface SentimentLoadPhase {
  /** Sentiment clients (0: the baseline). */
  addresses: number;
  feed: FeedLatency;
  /** The sentiment answers by status ("200", "429"…), and connection errors or timeouts. */
  sentiment: Record<string, number>;
  /** Feed p99 over the baseline's, in this run. */
  p99Ratio: number;
}

export interface SentimentLoadRun {
  /** "default": the limits as shipped; "unlimited": every body scored. */
  limits: 'default' | 'unlimited';
  phases: SentimentLoadPhase[];
}

export interface SentimentLoadResult {
  seconds: number;
  bodyBytes: number;
  texts: number;
  chars: number;
  runs: SentimentLoadRun[];
}

const require = createRequire(import.meta.url);

/** 523 texts of 2 000 characters from the UCI sentences the `sentiment` package ships: real words, real scoring. */
function heavyBody(): { body: string; texts: number; chars: number } {
  const sentences: string[] = [];
  for (const name of ['amazon', 'imdb', 'yelp']) {
    for (const row of require(`sentiment/test/fixtures/${name}.json`) as { text: string }[])
      if (row.text) sentences.push(row.text.replace(/[^\x20-\x7e]/g, ' '));
  }
  const texts: string[] = [];
  let next = 0;
  for (let i = 0; i < 523; i++) {
    let text = '';
    while (text.length < 2000) text += `${sentences[next++ % sentences.length]} `;
    texts.push(text.slice(0, 2000));
  }
  return { body: JSON.stringify({ texts }), texts: texts.length, chars: texts.length * 2000 };
}

async function feedLoad(url: string, seconds: number): Promise<FeedLatency> {
  const result = await autocannon({
    url: `${url}/api/feed`,
    ...FEED,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function sentimentLoad(url: string, seconds: number, address: string, body: string) {
  const result = await autocannon({
    url: `${url}/api/sentiment`,
    method: 'POST',
    ...POSTER,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body,
    // A scored body takes a while under load: a timeout here would count as a failure of the server.
    timeout: 60,
    workers: 1,
  });
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = stats.count ?? 0;
  if (result.errors + result.timeouts > 0) statuses.fallos = result.errors + result.timeouts;
  return statuses;
}

async function run(
  limits: SentimentLoadRun['limits'],
  providers: string,
  seconds: number,
  body: string,
): Promise<SentimentLoadRun> {
  const lifted = limits === 'unlimited' ? { SENTIMENT_RATE_LIMIT: '100000', SENTIMENT_CHAR_LIMIT: '1000000000' } : {};
  const server = await startNodeServer({
    config: configFromEnv({
      COINGECKO_BASE_URL: `${providers}/cg`,
      ALTERNATIVE_BASE_URL: `${providers}/alt`,
      MEMPOOL_BASE_URL: `${providers}/mp`,
      BLOCKCHAIN_BASE_URL: `${providers}/bc`,
      // The posters' addresses come in X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: '1',
      ...lifted,
    }),
    port: 0,
    hostname: '127.0.0.1',
    log: () => {},
  });
  try {
    // Warm: the feed's cache and compression, and the scorer's JIT.
    await (await fetch(`${server.url}/api/feed`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
    await feedLoad(server.url, 2);
    await (
      await fetch(`${server.url}/api/sentiment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:ffff::1' },
        body,
      })
    ).arrayBuffer();
    const phases: SentimentLoadPhase[] = [];
    for (const addresses of [0, 1, 2]) {
      const [feed, ...posted] = await Promise.all([
        feedLoad(server.url, seconds),
        ...ADDRESSES.slice(0, addresses).map((address) => sentimentLoad(server.url, seconds, address, body)),
      ]);
      const sentiment: Record<string, number> = {};
      for (const statuses of posted)
        for (const [status, count] of Object.entries(statuses)) sentiment[status] = (sentiment[status] ?? 0) + count;
      const baseline = phases[0]?.feed.p99 ?? (feed as FeedLatency).p99;
      phases.push({
        addresses,
        feed: feed as FeedLatency,
        sentiment,
        p99Ratio: Math.round(((feed as FeedLatency).p99 / Math.max(1, baseline)) * 10) / 10,
      });
    }
    return { limits, phases };
  } finally {
    await server.close();
  }
}

export async function measureSentimentLoad(seconds = 18): Promise<SentimentLoadResult> {
  const providers = createServer((req, res) => {
    const answer = answerFor(req.url ?? '');
    res.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? {}));
  });
  await new Promise<void>((done) => providers.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
  const { body, texts, chars } = heavyBody();
  try {
    const runs: SentimentLoadRun[] = [];
    for (const limits of ['default', 'unlimited'] as const) runs.push(await run(limits, base, seconds, body));
    return { seconds, bodyBytes: Buffer.byteLength(body), texts, chars, runs };
  } finally {
    providers.closeAllConnections();
    await new Promise<void>((done) => providers.close(() => done()));
  }
}

export function sentimentLoadTable(result: SentimentLoadResult): string {
  const kb = figure(result.bodyBytes / 1024, 0);
  const rows = result.runs.flatMap((run) =>
    run.phases.map((phase) => {
      const statuses = Object.entries(phase.sentiment)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      return `| ${run.limits === 'default' ? 'los de serie' : 'sin límites'} | ${phase.addresses || 'ninguno (base)'} | ${phase.feed.requestsPerSecond} | ${phase.feed.p50} | ${phase.feed.p99} | ${phase.feed.max} | ${figure(phase.p99Ratio, 1)}× | ${phase.feed.failed} | ${statuses || '—'} |`;
    }),
  );
  return [
    `### GET /api/feed mientras se carga POST /api/sentiment (${result.seconds} s por fase; cuerpos de ${kb} KiB: ${result.texts} textos de 2 000 caracteres)`,
    `Lectores del feed a ${FEED.connections * FEED.connectionRate} peticiones/s; cada cliente de sentimiento, ${POSTER.connections * POSTER.connectionRate} cuerpos/s. La base es la misma carga del feed sin nada más, en la misma ejecución y el mismo servidor.`,
    '| Límites | Clientes de sentimiento | Feed (peticiones/s) | p50 (ms) | p99 (ms) | máx. (ms) | p99 ÷ base | Fallos del feed | Respuestas de /api/sentiment |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
