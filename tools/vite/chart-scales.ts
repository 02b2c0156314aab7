// Builds with charts: recharts' lookup of d3 scales by name sees the three our charts use.

import type { Plugin } from 'vite';

/** The scales an axis with recharts' default `scale="auto"` gets: a category axis a point or band, a number axis linear. */
export const CHART_SCALES = ['scaleBand', 'scaleLinear', 'scalePoint'] as const;

const SCALES_ID = '\0crypto-widgets:chart-scales';

/**
 * recharts finds an axis's scale in d3-scale's whole namespace (`import * as d3Scales`, then `scale` + its name), so
 * every d3 scale travels with a chart: time and UTC scales with d3-time and d3-time-format, the sequential,
 * diverging, quantile and threshold ones (7.7 KB gzip of the classic script). Our axes never set `scale`, so "auto"
 * only ever asks for these three (tests/unit/chart-scales.test.ts holds that). The namespace recharts imports is
 * this module: the same d3 functions, without the ones no axis of ours can ask for.
 */
export function chartScales(): Plugin {
  return {
    name: 'crypto-widgets:chart-scales',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id !== 'victory-vendor/d3-scale' || !importer || !/[\\/]recharts[\\/]/.test(importer)) return undefined;
      return SCALES_ID;
    },
    load: (id) => (id === SCALES_ID ? `export { ${CHART_SCALES.join(', ')} } from 'd3-scale';` : undefined),
  };
}
