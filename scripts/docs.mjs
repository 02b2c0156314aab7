// npm run docs: rewrites the README's reference section from custom-elements.json (built from the registry).
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./src/widgets/publish/reference.ts');
const readme = readFileSync('README.md', 'utf8');
const next = module.withReference(readme);
if (next !== readme) {
  writeFileSync('README.md', next);
  console.log('README.md: referencia actualizada desde el manifiesto.');
} else {
  console.log('README.md: la referencia ya estaba al día.');
}
