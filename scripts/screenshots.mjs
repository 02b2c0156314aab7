// npm run screenshots: runs tools/screenshots.ts (TypeScript) through Vite's module runner.
// `npm run screenshots -- readme`: only the README's pictures, in docs/img/.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./tools/screenshots.ts');
await (process.argv.includes('readme') ? module.readmeImages() : module.main());
