// Pieces every chart widget shares. Imported only by chart widgets, so recharts stays out of the others.

import { type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';
import chartStyles from './chart.css?inline';
import { useNearViewport } from './use-near-viewport.ts';

/** Stylesheet every chart widget adopts along with its own. */
export { chartStyles };

/** Recharts measures tick text in document.body, outside our shadow root: give ticks their font explicitly. */
export const CHART_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/**
 * `width: undefined` keeps the axis' width from reaching each label: given a width, recharts measures every word
 * of every label in the page (a forced layout each) to wrap it, and our labels are one line that fits.
 */
export const TICK_STYLE = { fontSize: 11, fontFamily: CHART_FONT, width: undefined } as const;

/**
 * Axis props every chart shares. Intervals are fixed: recharts' automatic interval measures tick text in a
 * span in the host page's body, where the page's own CSS could change which ticks show.
 */
/** Every label where there is room; in a narrow column, those that would overlap give way (first and last stay). */
export const X_AXIS = {
  dataKey: 'time',
  tick: TICK_STYLE,
  tickLine: false,
  axisLine: false,
  interval: 'preserveStartEnd',
  minTickGap: 6,
  // Clear of the y-axis' lowest label in the corner they share.
  tickMargin: 8,
} as const;
export const Y_AXIS = { tick: TICK_STYLE, tickLine: false, axisLine: false, interval: 0 } as const;
/**
 * Horizontal grid lines only, dashed, in every cartesian chart. Without vertical lines there is nothing to place
 * them at: recharts would still work their places out from the x-axis' ticks, measuring every label in the page.
 */
const NO_VERTICAL_LINES = (): number[] => [];
export const GRID = {
  vertical: false,
  strokeDasharray: '3 4',
  verticalCoordinatesGenerator: NO_VERTICAL_LINES,
} as const;

/**
 * Series draw at once, without recharts' draw-in animation: it measures every path and re-renders through
 * React on each frame for a second and a half, which on a phone blocks the host page's main thread.
 */
export const STATIC_SERIES = { isAnimationActive: false } as const;

/** 24 hourly points, labelled at `hourlyTicks` (all of them: the choice is ours, not recharts' measuring). */
export const HOURLY_X_AXIS = { ...X_AXIS, interval: 0 } as const;

/** Room a "00:00" label needs at 11 px, with a gap; and what the y-axis and margins take from a chart's width. */
const LABEL_ROOM = 44;
const AXIS_ROOM = 76;

/**
 * An hourly series' labels: every fourth hour ("00:00", "04:00"…) where six fit in `width` (the chart's, in
 * px), every eighth or twelfth in narrower columns, so they never run together. Unmeasured (0): every fourth.
 */
export function hourlyTicks(points: readonly { time: string }[], width: number): string[] {
  const room = width - AXIS_ROOM;
  const step = width === 0 || room >= 6 * LABEL_ROOM ? 4 : room >= 3 * LABEL_ROOM ? 8 : 12;
  return points.filter((_, i) => i % step === 0).map((point) => point.time);
}

export const CHART_STYLE = { width: '100%', height: '100%' } as const;

/** A frame's content box, in whole px (rounded as recharts rounds its container's). */
export interface FrameSize {
  width: number;
  height: number;
}

/**
 * A chart's size props: the frame's size once measured, so recharts draws at that size from its first pass
 * (measuring its container itself costs a forced layout and one more render of the whole chart at mount); until
 * then (no layout, as in tests), responsive.
 */
export function chartSize(size: FrameSize | undefined): FrameSize | { responsive: true } {
  return size && size.width > 0 && size.height > 0 ? size : { responsive: true };
}

interface ChartFrameProps {
  height: number;
  /** Told the frame's width whenever it changes (for choices recharts would otherwise measure in the page). */
  onWidth?: (width: number) => void;
  /** What the chart shows, with its key figures, for people who cannot see it. */
  summary: string;
  className?: string;
  /**
   * Draws the chart only once the frame is near the viewport, in a task of its own (the box and its text are there
   * from the start, so nothing moves); the chart may then be a lazy component, fetched at that moment.
   */
  deferred?: boolean;
  /**
   * The chart; as a function, it is given the frame's size (undefined until measured) to draw at that size, and
   * whether the reader has pointed at or focused the frame yet (what only answers them, a tooltip, can wait).
   * Meant for `deferred` frames: their size is measured (a resize observer reports before the intersection
   * observer) by the time they draw, whereas a frame drawn at once would draw responsive first, then again.
   */
  children: ReactNode | ((size: FrameSize | undefined, engaged: boolean) => ReactNode);
}

/** A fixed-height box the responsive chart fills, with a text alternative beside it. */
export function ChartFrame({ height, summary, className, onWidth, deferred = false, children }: ChartFrameProps) {
  const frame = useRef<HTMLElement>(null);
  const near = useNearViewport(frame, deferred);
  const sized = typeof children === 'function';
  const [size, setSize] = useState<FrameSize>();
  const [engaged, setEngaged] = useState(false);
  const engage = sized && !engaged ? () => setEngaged(true) : undefined;
  useLayoutEffect(() => {
    const element = frame.current;
    if ((!onWidth && !sized) || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      const height = Math.round(entry?.contentRect.height ?? 0);
      onWidth?.(width);
      if (sized) setSize((last) => (last?.width === width && last.height === height ? last : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onWidth, sized]);
  const chart = typeof children === 'function' ? children(size, engaged) : children;
  return (
    <figure
      ref={frame}
      className={className ? `cw-chart ${className}` : 'cw-chart'}
      part="chart"
      style={{ height }}
      onPointerEnter={engage}
      onTouchStart={engage}
      onFocus={engage}
    >
      {deferred ? near && <Suspense fallback={null}>{chart}</Suspense> : chart}
      <figcaption className="cw-visually-hidden">{summary}</figcaption>
    </figure>
  );
}

export interface TooltipRow {
  label: string;
  value: string;
  colour?: string;
}

interface ChartTooltipProps<Point> {
  active?: boolean;
  payload?: readonly { payload?: Point }[];
  label?: ReactNode;
  rows: (point: Point) => TooltipRow[];
}

/** Tooltip content in the widget's own style (recharts passes active, payload and label). */
export function ChartTooltip<Point>({ active, payload, label, rows }: ChartTooltipProps<Point>) {
  const point = payload?.[0]?.payload;
  if (!active || point === undefined) return null;
  return (
    <div className="cw-tooltip">
      {label !== undefined && <div className="cw-tooltip-label">{label}</div>}
      {rows(point).map((row) => (
        <div className="cw-tooltip-row" key={row.label}>
          {row.colour && <span className="cw-swatch" style={{ ['--_swatch' as string]: row.colour }} />}
          <span>{row.label}:</span>
          <strong>{row.value}</strong>
        </div>
      ))}
    </div>
  );
}
