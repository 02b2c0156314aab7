import { measureServerLoad } from '../bench/server.ts';
export async function run() {
  for (const [measured, days] of [[false, 0], [true, 1], [true, 90], [false, 0], [true, 1], [true, 90]] as const) {
    process.env.BENCH_DAYS = String(days);
    const r = await measureServerLoad(15, 100, measured);
    console.log(JSON.stringify({ measured, days, rps: r.requestsPerSecond, p50: r.p50, p99: r.p99, errors: r.errors, recomputes: r.recomputes }));
  }
}
