// The card every series panel draws (price, volume, sentiment): its title and tag, the lines its caller places,
// the figures, and a cartesian chart of the view's rows with the shared grid and time axis; the panel brings the
// chart's kind, its own axis and series.

import type { ComponentProps, ReactNode } from 'react';
import { CartesianGrid, type LineChart, XAxis } from 'recharts';
import { Card } from '../ui/Card.tsx';
import { CHART_STYLE, ChartFrame, GRID } from '../ui/chart.tsx';
import type { ChartView } from './view.tsx';

/** LineChart, BarChart and AreaChart take the same props. */
type CartesianChart = (props: ComponentProps<typeof LineChart>) => ReactNode;

export interface ChartPanelProps<Row extends { time: string }> {
  title: string;
  subtitle: string;
  icon: ReactNode;
  /** Beside the title: the period, or "Datos de ejemplo". */
  tag?: string | undefined;
  view: ChartView<Row>;
  /** The text alternative of the chart, also its SVG description. */
  summary: string;
  height: number;
  className: string;
  Chart: CartesianChart;
  figures: ReactNode;
  /** The figures' CSS part, where a widget's docs name one (the volume panel's `figures`). */
  figuresPart?: string;
  /** A line under the figures (where they come from). */
  credit?: ReactNode;
  /** Under the chart, before `after` (the sentiment split). */
  below?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  /** The chart's own parts: its value axis, tooltip, series (and their defs). */
  children: ReactNode;
  /** Nothing to draw (no text in the whole period): this sentence in the chart's place, at its height. */
  empty?: string;
}

/** The empty chart's look: the chart's box, its sentence centred (set through the CSSOM, as React does). */
const EMPTY_LOOK = {
  display: 'grid',
  placeContent: 'center',
  margin: 0,
  color: 'var(--_muted)',
  textAlign: 'center',
} as const;

export function ChartPanel<Row extends { time: string }>(props: ChartPanelProps<Row>) {
  const { Chart, view } = props;
  return (
    <Card
      title={props.title}
      subtitle={props.subtitle}
      icon={props.icon}
      actions={props.tag ? <span className="cw-tag">{props.tag}</span> : undefined}
      className="cw-panel"
    >
      {props.before}
      <div className="cw-figures" part={props.figuresPart}>
        {props.figures}
      </div>
      {props.credit}
      {props.empty ? (
        <p className={`cw-chart-empty ${props.className ?? ''}`} style={{ ...EMPTY_LOOK, height: props.height }}>
          {props.empty}
        </p>
      ) : (
        <ChartFrame height={props.height} summary={props.summary} onWidth={view.setWidth} className={props.className}>
          <Chart
            data={view.rows as Row[]}
            responsive
            style={CHART_STYLE}
            margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
            title={props.title}
            desc={props.summary}
          >
            <CartesianGrid {...GRID} />
            <XAxis {...view.axis} />
            {props.children}
          </Chart>
        </ChartFrame>
      )}
      {props.below}
      {props.after}
    </Card>
  );
}
