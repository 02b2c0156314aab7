// npm run screenshots: runs tools/screenshots.ts (TypeScript) through Vite's module runner.
import { runnerImport } from 'vite';

const { module } = await runnerImport('./tools/screenshots.ts');
await module.main();
