// npm run bench [part…]: runs bench/index.ts (TypeScript) through Vite's module runner. `ingest` (the store's
// ingestion rate into PGlite and PostgreSQL, bench/ingest.ts) runs here after the other parts, into the same results.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const others = args.filter((part) => part !== 'ingest');
if (args.length === 0 || others.length > 0) {
  const { module } = await runnerImport('./bench/index.ts');
  await module.main(others);
}
if (args.length === 0 || args.includes('ingest')) {
  const { module } = await runnerImport('./bench/ingest.ts');
  const ingest = await module.measureIngest();
  let results = { date: new Date().toISOString(), machine: 'node' };
  if (others.length > 0 || args.length === 0) {
    try {
      results = JSON.parse(readFileSync('bench/results.json', 'utf8'));
    } catch {}
  }
  writeFileSync('bench/results.json', `${JSON.stringify({ ...results, ingest }, null, 2)}\n`);
  console.log(module.ingestTable(ingest));
}
