// npm run bench [render|live|memory|footprint|interactions|chat|leaks|peer|lighthouse|bytes|cdn|server|sentiment|sentiment-load|series|scale|coins …]: performance figures of the
// built dist/ in headless Chromium, and of the API under load (server), printed as tables and written to
// bench/results.json. Not part of npm test.

import { writeFileSync } from 'node:fs';
import { registry } from '../src/widgets/registry.ts';
import { measureBytes } from './bytes.ts';
import { measureChatAtCap, measureChatLoad, measureChatStream } from './chat.ts';
import { measureCoins } from './coins.ts';
import { measureFootprint } from './footprint.ts';
import { startHarness } from './harness.ts';
import { measureInteractions } from './interaction.ts';
import { measureLeaks } from './leaks.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureLive } from './live.ts';
import { measureMainThread } from './main-thread.ts';
import { measureMemory } from './memory.ts';
import { measurePeer } from './peer.ts';
import { measureRender } from './render.ts';
import { measureScale } from './scale.ts';
import { measureSentiment } from './sentiment.ts';
import { measureSentimentLoad } from './sentiment-load.ts';
import { measureSeries } from './series.ts';
import { measureServerLoad } from './server.ts';
import { measureSlowCdn } from './slow-cdn.ts';
import { printTables } from './tables.ts';

const PARTS = [
  'render',
  'live',
  'memory',
  'interactions',
  'chat',
  'leaks',
  'peer',
  'lighthouse',
  'bytes',
  'cdn',
  'server',
  'sentiment',
  'sentiment-load',
  'series',
  'scale',
  'footprint',
  'coins',
] as const;
/** Parts run only when named: `chat-cap` (the chat's reply at its cap, also part of `chat`). */
const EXTRA = ['chat-cap'] as const;

export async function main(args: readonly string[]): Promise<void> {
  const wanted = new Set(args.length > 0 ? args : PARTS);
  const results: Record<string, unknown> = { date: new Date().toISOString(), machine: 'node' };
  // The API's load test first, alone on the machine (no Chromium running beside it).
  if (wanted.has('server')) results.server = await measureServerLoad();
  // The scorer on one core, before Chromium starts.
  if (wanted.has('sentiment')) results.sentiment = await measureSentiment();
  // The feed while /api/sentiment is loaded, against the same run's idle feed (issue 33).
  if (wanted.has('sentiment-load')) results.sentimentLoad = await measureSentimentLoad();
  // Every series recomputed after a new hour of data, before Chromium starts too.
  if (wanted.has('series')) results.series = await measureSeries();
  // Instances behind a load balancer on one PostgreSQL (child processes of the built server), before Chromium too.
  if (wanted.has('scale')) results.scale = await measureScale();
  // The server's own memory with its embedded database (child processes of the built server), before Chromium too.
  if (wanted.has('footprint')) results.footprint = await measureFootprint(3);
  // Following 5, 25 and 100 coins (COINS): the feed's cost, against 5 in the same run.
  if (wanted.has('coins')) results.coins = await measureCoins();
  const browserParts = [...PARTS, ...EXTRA].filter(
    (part) =>
      !['server', 'sentiment', 'sentiment-load', 'series', 'scale', 'footprint', 'coins'].includes(part) &&
      wanted.has(part),
  );
  const harness = browserParts.length > 0 ? await startHarness() : undefined;
  try {
    if (!harness) return;
    if (wanted.has('render')) results.render = await measureRender(harness, 7);
    if (wanted.has('live')) results.live = await measureLive(harness, 7);
    if (wanted.has('memory')) results.memory = await measureMemory(harness, 3);
    if (wanted.has('interactions')) results.interactions = await measureInteractions(harness, 10);
    if (wanted.has('chat'))
      results.chat = {
        load: await measureChatLoad(harness, 5),
        stream: await measureChatStream(harness),
        cap: await measureChatAtCap(harness),
      };
    if (wanted.has('chat-cap') && !wanted.has('chat')) results.chat = { cap: await measureChatAtCap(harness) };
    if (wanted.has('leaks'))
      results.leaks = await measureLeaks(
        harness,
        registry.map((d) => d.tag),
        500,
      );
    // Two noisy medians make a ratio: more runs than elsewhere, interleaved (peer.ts).
    if (wanted.has('peer')) results.peer = await measurePeer(harness, 15);
    if (wanted.has('lighthouse')) {
      results.lighthouse = await measureLighthouse(harness, 5);
      // The same page's tasks in CPU time: what a loaded machine's waits do not inflate.
      results.mainThread = await measureMainThread(harness, 5);
    }
    if (wanted.has('bytes')) results.bytes = await measureBytes(harness);
    if (wanted.has('cdn')) results.slowCdn = await measureSlowCdn(harness, 7);
  } finally {
    await harness?.close();
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    printTables(results);
  }
}
