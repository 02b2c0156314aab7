// JS heap and DOM nodes per instance (CDP Performance.getMetrics after forced garbage collection): the
// difference between N instances and one, divided by the N − 1 extra ones, ours against the floor's markup.

import { collectGarbage, type Harness, metrics } from './harness.ts';
import { preparePages, RENDER_CASES, timeToPaint } from './render.ts';
import { repeat, type Summary, summarize } from './stats.ts';

export interface MemoryResult {
  tag: string;
  count: number;
  heapKbPerInstance: Summary;
  nodesPerInstance: Summary;
  floorHeapKbPerInstance: Summary;
  floorNodesPerInstance: Summary;
}

async function settledMetrics(harness: Harness, url: string) {
  const { page, context, cdp } = await harness.open();
  await timeToPaint(page, url);
  await page.waitForTimeout(500);
  await collectGarbage(cdp);
  const m = await metrics(cdp);
  await context.close();
  return { heap: m.JSHeapUsedSize ?? 0, nodes: m.Nodes ?? 0 };
}

export async function measureMemory(harness: Harness, runs: number): Promise<MemoryResult[]> {
  const results: MemoryResult[] = [];
  for (const c of RENDER_CASES) {
    const pages = await preparePages(harness, c);
    const one = pages[0];
    const many = pages.at(-1);
    if (!one || !many || one.count !== 1) throw new Error(`${c.tag}: the counts must start at 1`);
    const count = many.count;
    const perInstance = async (side: 'ours' | 'floor') =>
      repeat(runs, async () => {
        const a = await settledMetrics(harness, one[side]);
        const b = await settledMetrics(harness, many[side]);
        return { heap: (b.heap - a.heap) / (count - 1) / 1024, nodes: (b.nodes - a.nodes) / (count - 1) };
      });
    const ours = await perInstance('ours');
    const floor = await perInstance('floor');
    const result: MemoryResult = {
      tag: c.tag,
      count,
      heapKbPerInstance: summarize(ours.map((r) => r.heap)),
      nodesPerInstance: summarize(ours.map((r) => r.nodes)),
      floorHeapKbPerInstance: summarize(floor.map((r) => r.heap)),
      floorNodesPerInstance: summarize(floor.map((r) => r.nodes)),
    };
    results.push(result);
    console.log(
      `  memory ${c.tag}: ${result.heapKbPerInstance.median.toFixed(1)} KB and ${result.nodesPerInstance.median.toFixed(0)} nodes per instance (floor ${result.floorHeapKbPerInstance.median.toFixed(1)} KB, ${result.floorNodesPerInstance.median.toFixed(0)} nodes)`,
    );
  }
  return results;
}
