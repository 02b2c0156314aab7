// The builds give recharts only the d3 scales and curves our charts use (tools/vite/chart-scales.ts and
// chart-curves.ts). That holds while no axis of ours sets `scale`, every line and area is monotone or linear on a
// horizontal chart, and recharts keeps mapping those to the same d3 functions, for every chart kind we draw.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { interpolateNumber, interpolateRound } from 'd3-interpolate';
import { curveLinear, curveMonotoneX, line } from 'd3-shape';
import { getPath } from 'recharts/es6/shape/Curve.js';
// recharts' own choices (no package export: its ES modules, as the bundle reads them).
import { combineRealScaleType } from 'recharts/es6/state/selectors/combiners/combineRealScaleType.js';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHART_CURVES } from '../../tools/vite/chart-curves.ts';
import { CHART_SCALES, NUMBER_INTERPOLATORS } from '../../tools/vite/chart-scales.ts';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : name.endsWith('.tsx') ? [path] : [];
  });
}

type Node = { type: string; [key: string]: unknown };

/**
 * Every `<Element attribute=…>` whose element name matches, read from the syntax tree: `Element attribute=value` for
 * a string, `Element attribute={…}` for anything else.
 */
function attributesOf(path: string, code: string, element: RegExp, attribute: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const opening = node as Node & { name?: { name?: string }; attributes?: Node[] };
    const name = opening.name?.name ?? '';
    if (opening.type === 'JSXOpeningElement' && element.test(name)) {
      for (const attr of opening.attributes ?? []) {
        if ((attr.name as { name?: string } | undefined)?.name !== attribute) continue;
        const value = attr.value as { type?: string; value?: unknown } | null;
        found.push(`${name} ${attribute}=${value?.type === 'Literal' ? String(value.value) : '{…}'}`);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'parent') visit(value);
  };
  visit(parseSync(path, code).program);
  return found;
}

const widgetsWith = (element: RegExp, attribute: string) =>
  sourcesUnder('src/widgets').flatMap((path) =>
    attributesOf(path, readFileSync(path, 'utf8'), element, attribute).map((found) => `${path}: ${found}`),
  );

const SHIPPED_SCALES = new Set<string>(CHART_SCALES);
const asD3 = (name: string) => `scale${name[0]?.toUpperCase()}${name.slice(1)}`;

describe('the d3 scales the charts ship with', () => {
  it('no axis of a widget sets its own scale', () => {
    expect(widgetsWith(/Axis$/, 'scale')).toEqual([]);
    // What the check catches.
    expect(
      attributesOf('probe.tsx', 'const a = <YAxis tickFormatter={(v) => v} scale="log" />;', /Axis$/, 'scale'),
    ).toEqual(['YAxis scale=log']);
    expect(attributesOf('probe.tsx', 'const a = <YAxis width={3} />;', /Axis$/, 'scale')).toEqual([]);
  });

  it.each(['LineChart', 'AreaChart', 'BarChart', 'PieChart'])(
    'recharts’ "auto" picks only shipped scales for a %s',
    (chart) => {
      for (const type of ['category', 'number'] as const) {
        for (const hasBar of [false, true]) {
          const name = combineRealScaleType({ scale: 'auto', type }, hasBar, chart);
          expect(SHIPPED_SCALES.has(asD3(name as string)), `${chart}, ${type}: ${name}`).toBe(true);
        }
      }
    },
  );
});

describe('the d3 curves the charts ship with', () => {
  it('every line and area of a widget is monotone or linear, and no chart is vertical', () => {
    const types = widgetsWith(/^(Line|Area|Curve)$/, 'type').filter((found) => !/type=(monotone|linear)$/.test(found));
    expect(types).toEqual([]);
    expect(widgetsWith(/Chart$/, 'layout')).toEqual([]);
    // What the check catches.
    expect(attributesOf('probe.tsx', 'const a = <Area dataKey="v" type="step" />;', /^(Line|Area)$/, 'type')).toEqual([
      'Area type=step',
    ]);
    expect(attributesOf('probe.tsx', 'const a = <LineChart layout="vertical" />;', /Chart$/, 'layout')).toEqual([
      'LineChart layout=vertical',
    ]);
  });

  it('recharts draws "monotone" on a horizontal chart and its default with the shipped curves', () => {
    expect(CHART_CURVES).toEqual(['curveLinear', 'curveMonotoneX']);
    const points = [
      { x: 0, y: 10 },
      { x: 10, y: 30 },
      { x: 20, y: 15 },
      { x: 30, y: 40 },
    ];
    const d3Path = (curve: typeof curveLinear) =>
      line<{ x: number; y: number }>()
        .x((p) => p.x)
        .y((p) => p.y)
        .curve(curve)(points);
    expect(getPath({ type: 'monotone', points, layout: 'horizontal' })).toBe(d3Path(curveMonotoneX));
    expect(getPath({ points, layout: 'horizontal' })).toBe(d3Path(curveLinear));
  });
});

describe('the interpolators the scales ship with', () => {
  it('interpolate numbers as d3-interpolate does, the default one included', async () => {
    const shipped = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(NUMBER_INTERPOLATORS)}`
    )) as {
      interpolate: typeof interpolateNumber;
      interpolateNumber: typeof interpolateNumber;
      interpolateRound: typeof interpolateRound;
    };
    for (const [a, b] of [
      [0, 640],
      [640, 0],
      [-12.5, 300.25],
      [0, 0],
    ] as const) {
      for (const t of [0, 0.1, 1 / 3, 0.5, 0.999, 1, 1.5]) {
        expect(shipped.interpolateNumber(a, b)(t)).toBe(interpolateNumber(a, b)(t));
        expect(shipped.interpolate(a, b)(t)).toBe(interpolateNumber(a, b)(t));
        expect(shipped.interpolateRound(a, b)(t)).toBe(interpolateRound(a, b)(t));
      }
    }
  });
});
