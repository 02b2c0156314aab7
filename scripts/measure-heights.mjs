// npm run measure-heights [key…]: measures each widget's height by width (bench/heights.ts).
import { runnerImport } from 'vite';

const { module } = await runnerImport('./bench/heights.ts');
await module.main(process.argv.slice(2));
