// npm run measure-heights: measures every widget's height by width (bench/heights.ts).
import { runnerImport } from 'vite';

const { module } = await runnerImport('./bench/heights.ts');
await module.main();
