// npm run bench [render|live|memory|interactions|chat|leaks|peer|lighthouse …]: performance figures of the built dist/
// in headless Chromium, printed as a table and written to bench/results.json. Not part of npm test.

import { writeFileSync } from 'node:fs';
import { registry } from '../src/widgets/registry.ts';
import { measureChatLoad, measureChatStream } from './chat.ts';
import { startHarness } from './harness.ts';
import { measureInteractions } from './interaction.ts';
import { measureLeaks } from './leaks.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureLive } from './live.ts';
import { measureMemory } from './memory.ts';
import { measurePeer } from './peer.ts';
import { measureRender } from './render.ts';
import { printTables } from './tables.ts';

const PARTS = ['render', 'live', 'memory', 'interactions', 'chat', 'leaks', 'peer', 'lighthouse'] as const;

export async function main(args: readonly string[]): Promise<void> {
  const wanted = new Set(args.length > 0 ? args : PARTS);
  const results: Record<string, unknown> = { date: new Date().toISOString(), machine: 'node' };
  const harness = await startHarness();
  try {
    if (wanted.has('render')) results.render = await measureRender(harness, 7);
    if (wanted.has('live')) results.live = await measureLive(harness, 7);
    if (wanted.has('memory')) results.memory = await measureMemory(harness, 3);
    if (wanted.has('interactions')) results.interactions = await measureInteractions(harness, 10);
    if (wanted.has('chat'))
      results.chat = { load: await measureChatLoad(harness, 5), stream: await measureChatStream(harness) };
    if (wanted.has('leaks'))
      results.leaks = await measureLeaks(
        harness,
        registry.map((d) => d.tag),
        500,
      );
    if (wanted.has('peer')) results.peer = await measurePeer(harness, 5);
    if (wanted.has('lighthouse')) results.lighthouse = await measureLighthouse(harness, 5);
  } finally {
    await harness.close();
  }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  printTables(results);
}
