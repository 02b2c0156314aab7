// Builds with charts: recharts' table of d3 curves holds the two our lines and areas draw with.

import type { Plugin } from 'vite';

/**
 * The curves shipped: `type="monotone"` on a horizontal chart is d3's curveMonotoneX, and every other line recharts
 * draws (its default `type`, a tooltip's cursor) is curveLinear.
 */
export const CHART_CURVES = ['curveLinear', 'curveMonotoneX'] as const;

/** The other curves recharts' Curve imports by name; absent from its table, a `type` naming one draws linear. */
const UNSHIPPED = [
  'curveBasis',
  'curveBasisClosed',
  'curveBasisOpen',
  'curveBumpX',
  'curveBumpY',
  'curveLinearClosed',
  'curveMonotoneY',
  'curveNatural',
  'curveStep',
  'curveStepAfter',
  'curveStepBefore',
];

const CURVES_ID = '\0crypto-widgets:chart-curves';

/**
 * recharts' Curve imports thirteen d3 curves into a table it looks a line's `type` up in, so all of them travel with
 * a chart (basis, bump, natural, step…). Our lines and areas are monotone or linear (tests/unit/chart-curves.test.ts
 * holds that); the module Curve imports d3-shape from is this one: the same d3 functions, without the curves no
 * chart of ours asks for.
 */
export function chartCurves(): Plugin {
  return {
    name: 'crypto-widgets:chart-curves',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (
        id !== 'victory-vendor/d3-shape' ||
        !importer ||
        !/[\\/]recharts[\\/]es6[\\/]shape[\\/]Curve\.js$/.test(importer)
      ) {
        return undefined;
      }
      return CURVES_ID;
    },
    load: (id) =>
      id === CURVES_ID
        ? `export { area, line, ${CHART_CURVES.join(', ')} } from 'd3-shape';\n` +
          UNSHIPPED.map((name) => `export const ${name} = undefined;`).join('\n')
        : undefined,
  };
}
