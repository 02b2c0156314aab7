import { runnerImport } from 'vite';
const { module } = await runnerImport('./.gen/cmp.ts');
await module.run();
process.exit(0);
