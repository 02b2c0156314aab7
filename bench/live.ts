// Live data: time from navigation until N `<crypto-sentiment source="live">` show the provider's figures, with
// a local provider answering in 100 ms, next to the same page on sample data, in the same run.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEAR_AND_GREED } from '../tools/provider-answers.ts';
import type { Harness } from './harness.ts';
import { timeToPaint } from './render.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface LiveResult {
  count: number;
  sample: Summary;
  live: Summary;
}

const PROVIDER_DELAY_MS = 100;
const COUNTS = [1, 20] as const;

async function startProvider(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(FEAR_AND_GREED));
    }, PROVIDER_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The page: N sentiment widgets, the data settings in the page's JSON block (no script needed). */
function page(count: number, settings: object): string {
  return `<!doctype html><html lang="es" data-n="${count}" data-ready=".cw-platform"><head><meta charset="utf-8">
<title>live × ${count}</title><link rel="icon" href="data:,">
<script type="application/json" id="crypto-widgets-config">${JSON.stringify(settings)}</script>
<script type="module" src="/crypto-widgets.js"></script></head>
<body style="margin:0"><main style="width:760px;padding:16px">${'<crypto-sentiment data-bench loading="eager"></crypto-sentiment>'.repeat(count)}</main></body></html>`;
}

export async function measureLive(harness: Harness, runs: number): Promise<LiveResult[]> {
  const provider = await startProvider();
  const results: LiveResult[] = [];
  try {
    for (const count of COUNTS) {
      const sampleUrl = harness.url(harness.writePage(`live-sample-${count}.html`, page(count, { source: 'sample' })));
      const liveUrl = harness.url(
        harness.writePage(
          `live-${count}.html`,
          page(count, { source: 'live', providers: { alternative: { baseUrl: provider.url } } }),
        ),
      );
      const time = async (url: string) => {
        const { page: tab, context } = await harness.open();
        const ms = await timeToPaint(tab, url);
        await context.close();
        return ms;
      };
      const pairs = await repeat(runs, async () => ({ sample: await time(sampleUrl), live: await time(liveUrl) }));
      const result = {
        count,
        sample: summarize(pairs.map((p) => p.sample)),
        live: summarize(pairs.map((p) => p.live)),
      };
      results.push(result);
      console.log(
        `  live <crypto-sentiment> × ${count}: ${result.live.median.toFixed(0)} ms (proveedor a ${PROVIDER_DELAY_MS} ms) vs ejemplo ${result.sample.median.toFixed(0)} ms`,
      );
    }
  } finally {
    provider.server.close();
  }
  return results;
}
