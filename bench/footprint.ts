// `npm run bench footprint`: the memory of the built server (build/server/main.js) with its embedded database,
// read from /proc/<pid>/status: resident (VmRSS) and peak resident (VmHWM). Four cases, each a new process:
// - new data folder, COLLECT=off: time to its first /api/feed answer, then resident after a few idle seconds;
// - the same folder reopened;
// - under load: collecting from a local Jetstream at full rate while autocannon asks /api/feed and /api/series
//   and the local providers answer big bodies (every answer padded to about a megabyte);
// - baselines from the same run: Node.js alone, and PGlite creating a folder with its own defaults in a Node.js
//   process (what the server did before the template: initdb in the server).
// Goals (issue 33): idle ≤ 300 MB, peak under load ≤ 400 MB, first feed ≤ 3 s on a new folder.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fakeJetstream } from '../tools/fake-jetstream.ts';
import { type FakeProviders, fakeProviders } from '../tools/fake-servers.ts';
import { freePort } from '../tools/throwaway-postgres.ts';
import { figure, type Summary, show, summarize } from './stats.ts';

const MAIN = 'build/server/main.js';
const IDLE_SECONDS = 5;
const LOAD_SECONDS = 20;
const JETSTREAM_RATE = 2_000;
const GOALS = { idleMb: 300, peakMb: 400, firstFeedMs: 3_000 };

interface Memory {
  rssMb: number;
  hwmMb: number;
}

export interface FootprintRun extends Memory {
  /** From spawning the process to its first 200 on /api/feed. */
  firstFeedMs?: number;
}

export interface FootprintResult {
  runs: number;
  created: FootprintRun[];
  reopened: FootprintRun[];
  load: (FootprintRun & { itemsTaken: number; requests: number; failed: number })[];
  nodeAlone: Memory;
  pgliteDefaults: Memory;
}

function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** A provider that answers big bodies: each documented answer with about a megabyte of padding. */
function padBodies(providers: FakeProviders): void {
  const padding = 'x'.repeat(50_000);
  providers.tamper = (_, answer) =>
    Array.isArray(answer)
      ? [...answer, ...Array.from({ length: 20 }, (_, index) => ({ id: `relleno-${index}`, padding }))]
      : { ...(answer as object), padding: padding.repeat(20) };
}

interface Started {
  child: ChildProcess;
  url: string;
  startedAt: number;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NEWS_FEEDS: '',
      TELEGRAM_CHANNELS: '',
      BLUESKY_JETSTREAM_URL: '',
      WHALE_MIN_BTC: 'off',
      REDDIT_CLIENT_ID: '',
      REDDIT_CLIENT_SECRET: '',
      OPENAI_BASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  return { child, url: `http://127.0.0.1:${port}`, startedAt };
}

/** Asks /api/feed until it answers 200; the milliseconds from the spawn. */
async function firstFeed({ child, url, startedAt }: Started): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('El servidor no contestó a /api/feed');
    try {
      const response = await fetch(`${url}/api/feed`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

async function stop({ child }: Started): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

/** A new folder (or `dataDir` again), COLLECT=off: first feed, then resident after idling. */
async function idleRun(dataDir: string, providers: string): Promise<FootprintRun> {
  const server = await startServer(dataDir, {
    COLLECT: 'off',
    COINGECKO_BASE_URL: `${providers}/cg`,
    ALTERNATIVE_BASE_URL: `${providers}/alt`,
    MEMPOOL_BASE_URL: `${providers}/mp`,
    BLOCKCHAIN_BASE_URL: `${providers}/bc`,
  });
  try {
    const firstFeedMs = await firstFeed(server);
    await sleep(IDLE_SECONDS * 1000);
    return { firstFeedMs, ...memoryOf(server.child.pid as number) };
  } finally {
    await stop(server);
  }
}

/** Collecting at full rate while the API is asked and providers answer big bodies; resident sampled meanwhile. */
async function loadRun(dataDir: string, providers: FakeProviders): Promise<FootprintResult['load'][number]> {
  const jetstream = await fakeJetstream(JETSTREAM_RATE);
  const server = await startServer(dataDir, {
    BLUESKY_JETSTREAM_URL: jetstream.url,
    COINGECKO_BASE_URL: `${providers.url}/cg`,
    ALTERNATIVE_BASE_URL: `${providers.url}/alt`,
    MEMPOOL_BASE_URL: `${providers.url}/mp`,
    BLOCKCHAIN_BASE_URL: `${providers.url}/bc`,
  });
  try {
    const firstFeedMs = await firstFeed(server);
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(server.child.pid as number).rssMb);
    }, 100);
    const paths = [
      '/api/feed',
      ...['BTC', 'ETH', 'SOL'].flatMap((coin) =>
        ['1D', '7D', '30D'].map((span) => `/api/series?coin=${coin}&span=${span}`),
      ),
    ];
    const result = await autocannon({
      url: server.url,
      connections: 10,
      duration: LOAD_SECONDS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    clearInterval(sampler);
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
      collectors: { collector: string; itemsTaken: number }[];
    };
    const memory = memoryOf(server.child.pid as number);
    return {
      firstFeedMs,
      rssMb: Math.max(peakRss, memory.rssMb),
      hwmMb: memory.hwmMb,
      itemsTaken: health.collectors.find((entry) => entry.collector === 'bluesky')?.itemsTaken ?? 0,
      requests: result.requests.total,
      failed: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await stop(server);
    await jetstream.close();
  }
}

/** A Node.js process running `code` (ES module), measured when it prints "listo". */
async function baseline(code: string, env: Record<string, string> = {}): Promise<Memory> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  while (!output.includes('listo')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`La referencia no arrancó: ${code}`);
    await sleep(20);
  }
  await sleep(IDLE_SECONDS * 1000);
  const memory = memoryOf(child.pid as number);
  child.kill('SIGKILL');
  await exited(child);
  return memory;
}

export async function measureFootprint(runs = 3): Promise<FootprintResult> {
  const folder = mkdtempSync(join(tmpdir(), 'criptopulso-footprint-'));
  const providers = await fakeProviders();
  padBodies(providers);
  try {
    const result: FootprintResult = {
      runs,
      created: [],
      reopened: [],
      load: [],
      nodeAlone: await baseline("setInterval(() => {}, 1000); console.log('listo');"),
      pgliteDefaults: await baseline(
        "const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.env.DIR); await db.query('select 1'); setInterval(() => {}, 1000); console.log('listo');",
        { DIR: join(folder, 'pglite-defaults') },
      ),
    };
    for (let run = 0; run < runs; run++) {
      const dataDir = join(folder, `data-${run}`);
      result.created.push(await idleRun(dataDir, providers.url));
      result.reopened.push(await idleRun(dataDir, providers.url));
    }
    result.load.push(await loadRun(join(folder, 'load'), providers));
    return result;
  } finally {
    await providers.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const mb = (values: number[]): Summary => summarize(values);
const verdict = (ok: boolean) => (ok ? 'cumple' : 'no cumple');

export function footprintTable(result: FootprintResult): string {
  const node = result.nodeAlone.rssMb;
  const row = (label: string, list: FootprintRun[], goal?: 'idle') => {
    const rss = mb(list.map((run) => run.rssMb));
    const hwm = mb(list.map((run) => run.hwmMb));
    const first = list.every((run) => run.firstFeedMs !== undefined)
      ? mb(list.map((run) => run.firstFeedMs as number))
      : undefined;
    return [
      label,
      `${show(rss)}${goal ? ` (${verdict(rss.max <= GOALS.idleMb)})` : ''}`,
      show(hwm),
      `${figure(rss.median / node, 1)}×`,
      first ? `${show(first)}${goal ? ` (${verdict(first.max <= GOALS.firstFeedMs)})` : ''}` : '—',
    ];
  };
  const loadRows = result.load.map((run) => [
    `Con carga (${JETSTREAM_RATE} publicaciones/s, ${run.itemsTaken} guardadas; ${run.requests} peticiones, ${run.failed} fallidas, en ${LOAD_SECONDS} s)`,
    figure(run.rssMb),
    `${figure(run.hwmMb)} (${verdict(run.hwmMb <= GOALS.peakMb)})`,
    `${figure(run.rssMb / node, 1)}×`,
    run.firstFeedMs === undefined ? '—' : figure(run.firstFeedMs),
  ]);
  const rows = [
    ['Node.js solo (referencia)', figure(node), figure(result.nodeAlone.hwmMb), '1,0×', '—'],
    [
      'PGlite con sus valores por defecto, carpeta nueva (referencia: lo que hacía el servidor)',
      figure(result.pgliteDefaults.rssMb),
      figure(result.pgliteDefaults.hwmMb),
      `${figure(result.pgliteDefaults.rssMb / node, 1)}×`,
      '—',
    ],
    row(`Carpeta nueva, COLLECT=off, tras ${IDLE_SECONDS} s en reposo`, result.created, 'idle'),
    row(`La misma carpeta reabierta, tras ${IDLE_SECONDS} s en reposo`, result.reopened, 'idle'),
    ...loadRows,
  ];
  return [
    `### Memoria del servidor con PGlite (build/server/main.js; /proc: residente VmRSS y pico VmHWM en MB; mediana (mín.–máx.) de ${result.runs} procesos; objetivos: reposo ≤ ${GOALS.idleMb} MB, pico con carga ≤ ${GOALS.peakMb} MB, primer feed ≤ ${GOALS.firstFeedMs} ms)`,
    '| Caso | Residente (MB) | Pico (MB) | Residente ÷ Node.js solo | Primer /api/feed (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
