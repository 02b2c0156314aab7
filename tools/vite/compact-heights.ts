// Library builds (lib, react, iife): the reserved-height tables as compact text in the loader.

import type { Plugin } from 'vite';

/**
 * The reserved-height tables travel in the loader as compact text, each step as the difference from the one
 * before (`"240.610 28.-18"` for `[[240, 610], [268, 592]]`), and are decoded once when it starts: about 200
 * bytes less for the script every page loads. The JSON file stays the readable source.
 */
export function compactHeights(): Plugin {
  return {
    name: 'crypto-widgets:compact-heights',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/reserved-heights.json')) return;
      const tables = JSON.parse(code) as Record<string, [number, number][]>;
      const compact = Object.fromEntries(
        Object.entries(tables).map(([key, table]) => [
          key,
          table.map(([w, h], i) => `${w - (table[i - 1]?.[0] ?? 0)}.${h - (table[i - 1]?.[1] ?? 0)}`).join(' '),
        ]),
      );
      return {
        code: `const compact = ${JSON.stringify(compact)};
export default Object.fromEntries(Object.entries(compact).map(([key, steps]) => {
  let w = 0, h = 0;
  return [key, steps.split(' ').map((step) => { const [dw, dh] = step.split('.'); return [(w += +dw), (h += +dh)]; })];
}));`,
        moduleType: 'js',
      };
    },
  };
}
