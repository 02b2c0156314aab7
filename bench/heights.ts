// npm run measure-heights: each widget's rendered height across widths in Chromium, written to
// src/widgets/reserved-heights.json for the placeholders (see src/widgets/reserve.ts). One element per widget
// is resized step by step; the table keeps only the widths where its height changes.
// `npm run measure-heights -- crypto-chat …` measures only those keys and keeps the others' tables.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { measuredShapes } from '../src/widgets/registry.ts';
import { startHarness } from './harness.ts';

const FROM = 160;
const TO = 1280;
const STEP = 10;
/** Height changes within this (a wrapped word here and there) do not start a new step: px, or share of the height. */
const TOLERANCE_PX = 8;
const TOLERANCE_SHARE = 0.015;

/** Every widget by tag, and the ad in each of its other sizes. */
const SUBJECTS = measuredShapes();

/**
 * Tables kept to the pixel: the ad banner, whose three texts take turns at random in the same place (an ad a few
 * pixels taller or shorter than its reservation moves the article under it).
 */
const EXACT = new Set(['crypto-ad']);

/**
 * [width, height] where the height changes by more than the tolerance (by anything when `exact`); each step keeps
 * the height where it starts. The height the widget keeps from some width on (a square ad's 300 px) starts a step
 * of its own, so wide columns reserve it to the pixel.
 */
export function steps(samples: readonly (readonly [number, number])[], exact = false): [number, number][] {
  const table: [number, number][] = [];
  for (const [width, height] of samples) {
    const last = table.at(-1);
    const tolerance = exact ? 0 : Math.max(TOLERANCE_PX, TOLERANCE_SHARE * height);
    if (last && Math.abs(last[1] - height) <= tolerance) continue;
    table.push([width, height]);
  }
  const final = samples.at(-1);
  if (final && table.at(-1)?.[1] !== final[1]) {
    let from = samples.length - 1;
    while (from > 0 && samples[from - 1]?.[1] === final[1]) from--;
    const start = samples[from];
    if (start) table.push([start[0], start[1]]);
  }
  return table;
}

const OUTPUT = 'src/widgets/reserved-heights.json';

export async function main(only: readonly string[] = []): Promise<void> {
  const unknown = only.filter((key) => !SUBJECTS.some((s) => s.key === key));
  if (unknown.length)
    throw new Error(`Unknown: ${unknown.join(', ')}. Known: ${SUBJECTS.map((s) => s.key).join(', ')}`);
  const subjects = only.length ? SUBJECTS.filter((s) => only.includes(s.key)) : SUBJECTS;
  const previous: Record<string, [number, number][]> = only.length ? JSON.parse(readFileSync(OUTPUT, 'utf8')) : {};
  const measured: Record<string, [number, number][]> = {};
  const harness = await startHarness();
  try {
    const stage = harness.writePage(
      'heights.html',
      '<!doctype html><meta charset="utf-8"><body style="margin:0"><div id="stage"></div>' +
        '<script type="module">import { load } from "/crypto-widgets.js"; window.loadWidget = load;</script>',
    );
    const { page, context } = await harness.open({ width: 1400, height: 900 });
    for (const subject of subjects) {
      await page.goto(harness.url(stage));
      await page.waitForFunction(() => 'loadWidget' in window);
      const samples = await page.evaluate(
        async ({ tag, attributes, from, to, step, tolerance }) => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 40)));
          const stage = document.getElementById('stage') as HTMLElement;
          stage.style.width = `${from}px`;
          const el = document.createElement(tag);
          for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
          stage.append(el);
          await (window as unknown as { loadWidget: (tag: string) => Promise<void> }).loadWidget(tag);
          for (let i = 0; i < 120 && el.matches(':state(pending)'); i++) await frame();
          const heightAt = async (width: number) => {
            stage.style.width = `${width}px`;
            await frame();
            await frame();
            return Math.round(el.getBoundingClientRect().height);
          };
          const out: [number, number][] = [];
          for (let width = from; width <= to; width += step) {
            const height = await heightAt(width);
            const previous = out.at(-1);
            // A jump (a layout breakpoint): find the exact width, pixel by pixel.
            if (previous && Math.abs(previous[1] - height) > tolerance) {
              for (let w = previous[0] + 1; w < width; w++) out.push([w, await heightAt(w)]);
            }
            out.push([width, height]);
          }
          return out;
        },
        {
          tag: subject.tag,
          attributes: subject.attributes,
          from: FROM,
          to: TO,
          step: STEP,
          tolerance: EXACT.has(subject.key) ? 0 : TOLERANCE_PX,
        },
      );
      measured[subject.key] = steps(samples, EXACT.has(subject.key));
      console.log(`  ${subject.key}: ${measured[subject.key]?.map(([w, h]) => `${w}→${h}`).join(', ')}`);
    }
    await context.close();
  } finally {
    await harness.close();
  }
  // In the registry's order, whatever was measured this time.
  const heights = Object.fromEntries(SUBJECTS.map((s) => [s.key, measured[s.key] ?? previous[s.key]]));
  writeFileSync(OUTPUT, JSON.stringify(heights));
  // Formatted as the linter wants it, so regenerating leaves a readable diff.
  execFileSync('node_modules/.bin/biome', ['format', '--write', OUTPUT], { stdio: 'ignore' });
  console.log(`${OUTPUT} escrito.`);
}
