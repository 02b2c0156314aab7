// recharts' choice of an axis's scale, read by tests/unit/chart-d3.test.ts from its ES module (no typed export).
declare module 'recharts/es6/state/selectors/combiners/combineRealScaleType.js' {
  export function combineRealScaleType(
    axis: { scale: string; type: string } | undefined,
    hasBar: boolean,
    chartType: string,
  ): string | undefined;
}

// recharts' path of a line, read by the same test to see which d3 curve a `type` gets.
declare module 'recharts/es6/shape/Curve.js' {
  export function getPath(props: {
    type?: string;
    points: readonly { x: number; y: number }[];
    layout?: 'horizontal' | 'vertical';
  }): string | null;
}
