// A second process for the store's crash test: it opens the store (PGlite folder or PostgreSQL URL from argv),
// says "ready", ingests one large batch, and says "done". The test kills it in the middle of that batch.
// Run through Vite's module runner; the engines are imported statically (the runner closes after the import).

import type { CollectedItem } from '../../src/core/measured/types.ts';
import type { Database } from '../../src/server/store/db.ts';
import { migrate } from '../../src/server/store/migrations.ts';
import { openPglite } from '../../src/server/store/pglite.ts';
import { openPostgres } from '../../src/server/store/postgres.ts';
import { SqlStore } from '../../src/server/store/sql.ts';

const [target = '', countText = '0', hourText = '0'] = process.env.STORE_CHILD_ARGS?.split(' ') ?? [];
const db: Database = target.startsWith('postgres') ? openPostgres(target) : await openPglite(target);
await migrate(db);
const store = new SqlStore(db);
const hour = Number(hourText);
const batch: CollectedItem[] = Array.from({ length: Number(countText) }, (_, index) => ({
  id: `bluesky:crash-${index}`,
  platform: 'bluesky',
  source: 'jetstream',
  url: `https://bsky.app/profile/demo/post/${index}`,
  publishedAt: hour + (index % 3_600_000),
  lang: 'en',
  text: `Post ${index} about bitcoin ${'y'.repeat(600)}`,
  coins: ['BTC'],
  score: 0.25,
  label: 'pos',
}));
process.stdout.write('ready\n');
await store.ingest(batch);
process.stdout.write('done\n');
await store.close();
