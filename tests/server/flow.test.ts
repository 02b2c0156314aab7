// The measured pipeline's one direction, collect → store → metrics: the store knows nothing of who writes or reads
// it, and the collectors nothing of the figures made from what they collect. Type imports count too.

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Each `from '…'` (static import or export, type or not) of the files directly in `dir`. */
function importsOf(dir: string): { file: string; target: string }[] {
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name))
    .flatMap((name) =>
      [...readFileSync(`${dir}/${name}`, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
        (match) => ({ file: `${dir}/${name}`, target: (match[1] ?? match[2]) as string }),
      ),
    );
}

const reaching = (dir: string, downstream: readonly string[]) =>
  importsOf(dir)
    .filter(({ target }) => downstream.some((step) => target.startsWith(`../${step}/`)))
    .map(({ file, target }) => `${file} → ${target}`);

describe('collect → store → metrics', () => {
  it('the store imports nothing from the collectors, the metrics, the feed or the series', () => {
    expect(reaching('src/server/store', ['collect', 'metrics', 'feed', 'series'])).toEqual([]);
  });

  it('the collectors import nothing from the metrics, the feed or the series', () => {
    expect(reaching('src/server/collect', ['metrics', 'feed', 'series'])).toEqual([]);
  });

  it('the metrics import nothing from the collectors or the feed', () => {
    expect(reaching('src/server/metrics', ['collect', 'feed'])).toEqual([]);
  });
});
