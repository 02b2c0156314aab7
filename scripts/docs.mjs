// npm run docs: rewrites the README's reference section from the widget registry.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./src/widgets/docs.ts');
const readme = readFileSync('README.md', 'utf8');
const next = module.withReference(readme);
if (next !== readme) {
  writeFileSync('README.md', next);
  console.log('README.md: referencia actualizada desde el registro.');
} else {
  console.log('README.md: la referencia ya estaba al día.');
}
