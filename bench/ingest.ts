// Ingestion into the store: items stored per second into PGlite (a fresh data folder) and into a PostgreSQL
// server started from Debian's packages with its default (durable) settings, 20 000 items in batches of 1 000,
// as the collectors hand them over. Goal: ≥ 5 000 items/s. `npm run bench ingest`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CollectedItem, TRACKED_COINS, type TrackedCoin } from '../src/core/measured/types.ts';
import type { Database } from '../src/server/store/db.ts';
import { migrate } from '../src/server/store/migrations.ts';
// Imported statically: the bench's module runner is closed by the time it runs, so open.ts's lazy import cannot load.
import { openPglite } from '../src/server/store/pglite.ts';
import { openPostgres } from '../src/server/store/postgres.ts';
import { SqlStore } from '../src/server/store/sql.ts';
import { postgresBin, startPostgres } from '../tools/throwaway-postgres.ts';
import { figure, type Summary, show, summarize } from './stats.ts';

export const INGEST_GOAL = 5_000;
const ITEMS = 20_000;
const BATCH = 1_000;
const ROUNDS = 3;

export interface IngestResult {
  items: number;
  batch: number;
  /** Items stored per second, per round. */
  pglite: Summary;
  postgres?: Summary;
  /** Why PostgreSQL was not measured. */
  postgresMissing?: string;
}

const WORDS = 'bitcoin sube fuerte hoy mientras ethereum cae el mercado espera la decisión de la reserva federal'.split(
  ' ',
);

function items(round: number): CollectedItem[] {
  const start = Date.UTC(2026, 9, 1);
  return Array.from({ length: ITEMS }, (_, index) => {
    const score = ((index * 37) % 200) / 100 - 1;
    const coins: TrackedCoin[] = index % 4 === 0 ? [] : [TRACKED_COINS[index % 5] as TrackedCoin];
    if (index % 7 === 0) coins.push('ETH');
    return {
      id: `bluesky:at://did:plc:bench${round}/app.bsky.feed.post/${index}`,
      platform: index % 3 === 0 ? 'news' : 'bluesky',
      source: index % 3 === 0 ? `medio${index % 12}.example` : 'jetstream',
      url: `https://bsky.app/profile/bench/post/${round}-${index}`,
      publishedAt: start + (index % 1_440) * 60_000,
      lang: index % 2 ? 'es' : 'en',
      text: Array.from({ length: 30 }, (_, word) => WORDS[(index + word) % WORDS.length]).join(' '),
      coins: [...new Set(coins)],
      score,
      label: score > 0.05 ? 'pos' : score < -0.05 ? 'neg' : 'neu',
    };
  });
}

async function rate(db: Database): Promise<Summary> {
  await migrate(db);
  const store = new SqlStore(db);
  const rates: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const all = items(round);
      const started = performance.now();
      let stored = 0;
      for (let offset = 0; offset < all.length; offset += BATCH)
        stored += await store.ingest(all.slice(offset, offset + BATCH));
      const seconds = (performance.now() - started) / 1000;
      if (stored !== ITEMS) throw new Error(`stored ${stored} of ${ITEMS}`);
      rates.push(ITEMS / seconds);
    }
  } finally {
    await store.close();
  }
  return summarize(rates);
}

export async function measureIngest(): Promise<IngestResult> {
  const dir = mkdtempSync(join(tmpdir(), 'criptopulso-bench-'));
  let pglite: Summary;
  try {
    pglite = await rate(await openPglite(join(dir, 'data')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!postgresBin()) {
    return {
      items: ITEMS,
      batch: BATCH,
      pglite,
      postgresMissing: 'PostgreSQL no está instalado: apt-get install -y postgresql',
    };
  }
  const server = await startPostgres();
  try {
    return { items: ITEMS, batch: BATCH, pglite, postgres: await rate(openPostgres(server.url)) };
  } finally {
    await server.destroy();
  }
}

export function ingestTable(result: IngestResult): string {
  const goal = (s: Summary) => `≥ ${figure(INGEST_GOAL)}/s: ${s.median >= INGEST_GOAL ? 'cumple' : 'no cumple'}`;
  const rows = [['PGlite (carpeta de datos)', show(result.pglite), goal(result.pglite)]];
  rows.push(
    result.postgres
      ? ['PostgreSQL (Debian, ajustes por defecto)', show(result.postgres), goal(result.postgres)]
      : ['PostgreSQL', '—', result.postgresMissing ?? ''],
  );
  return [
    `### Ingesta: elementos guardados por segundo (${figure(result.items)} elementos en lotes de ${figure(result.batch)})`,
    '| Motor | Elementos/s | Objetivo |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
