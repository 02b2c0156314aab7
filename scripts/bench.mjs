// npm run bench [part…]: runs bench/index.ts (TypeScript) through Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./bench/index.ts');
await module.main(process.argv.slice(2));
