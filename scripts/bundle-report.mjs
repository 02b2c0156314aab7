// npm run report: what takes the bytes. Builds the ES bundle and lists, per chunk, its modules by gzip size.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const rows = [];
await build({
  mode: 'lib',
  logLevel: 'warn',
  build: { outDir: 'node_modules/.cache/bundle-report', emptyOutDir: true },
  plugins: [
    {
      name: 'bundle-report',
      generateBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const [id, module] of Object.entries(chunk.modules)) {
            const code = module.code ?? '';
            rows.push({
              chunk: chunk.fileName,
              id: id.replace(/^.*node_modules\//, '~/').replace(process.cwd(), ''),
              raw: code.length,
              gzip: gzipSync(code).length,
            });
          }
        }
      },
    },
  ],
});
const byChunk = new Map();
for (const row of rows) byChunk.set(row.chunk, [...(byChunk.get(row.chunk) ?? []), row]);
const only = process.argv[2];
for (const [chunk, modules] of [...byChunk].sort(
  (a, b) => b[1].reduce((s, r) => s + r.gzip, 0) - a[1].reduce((s, r) => s + r.gzip, 0),
)) {
  if (only && !chunk.includes(only)) continue;
  const total = modules.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n${chunk}: ${(total / 1024).toFixed(1)} KB gzip (sum of modules)`);
  for (const m of modules.sort((a, b) => b.gzip - a.gzip).slice(0, only ? 60 : 12)) {
    console.log(
      `  ${(m.gzip / 1024).toFixed(1).padStart(6)} KB  ${(m.raw / 1024).toFixed(1).padStart(7)} KB raw  ${m.id}`,
    );
  }
}
