// Builds with charts: recharts' lookup of d3 scales by name sees the three our charts use.

import type { Plugin } from 'vite';

/** The scales an axis with recharts' default `scale="auto"` gets: a category axis a point or band, a number axis linear. */
export const CHART_SCALES = ['scaleBand', 'scaleLinear', 'scalePoint'] as const;

const SCALES_ID = '\0crypto-widgets:chart-scales';
const INTERPOLATE_ID = '\0crypto-widgets:chart-interpolate';

/**
 * What d3-scale takes from d3-interpolate, for numbers: d3's own interpolateNumber and interpolateRound, written
 * here because d3-interpolate is one module whose top-level calls (its colour spaces) keep all of it, and d3-color
 * with it, once any of its functions is imported (1.4 KB gzip of the classic script). `piecewise` serves only the
 * diverging scales, which no chart of ours ships (CHART_SCALES).
 */
export const NUMBER_INTERPOLATORS = `
export function interpolateNumber(a, b) {
  return (a = +a), (b = +b), (t) => a * (1 - t) + b * t;
}
export function interpolateRound(a, b) {
  return (a = +a), (b = +b), (t) => Math.round(a * (1 - t) + b * t);
}
export { interpolateNumber as interpolate };
export function piecewise() {
  throw new Error('crypto-widgets: no diverging scale is shipped (tools/vite/chart-scales.ts)');
}
`;

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
      if (!importer) return undefined;
      if (id === 'victory-vendor/d3-scale' && /[\\/]recharts[\\/]/.test(importer)) return SCALES_ID;
      // A continuous scale interpolates its range with d3's interpolate(), which reads any value: colours (with
      // CSS's 148 named colours), dates, strings, arrays. recharts' ranges are pixels: numbers (NUMBER_INTERPOLATORS).
      if (id === 'd3-interpolate' && /[\\/]d3-scale[\\/]/.test(importer)) return INTERPOLATE_ID;
      return undefined;
    },
    load: (id) =>
      id === SCALES_ID
        ? `export { ${CHART_SCALES.join(', ')} } from 'd3-scale';`
        : id === INTERPOLATE_ID
          ? NUMBER_INTERPOLATORS
          : undefined,
  };
}
