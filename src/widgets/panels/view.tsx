// What a chart panel draws its points with, whichever series they come from: the rows, the x-axis that fits them,
// the words for how many points and which stretch of time, and each point's name in the tooltip. The sample
// series' view is here (24 hourly points, labelled "14:00"); a real span's is span/rows.ts's.

import { type ReactNode, useState } from 'react';
import type { ChartPoint } from '../../core/types.ts';
import { ChartTooltip, HOURLY_X_AXIS, hourlyTicks, type TooltipRow } from '../ui/chart.tsx';

export interface ChartView<Row extends { time: string }> {
  rows: readonly Row[];
  /** The x-axis' props: its key, ticks and their labels. */
  axis: object;
  /** Told the chart's width (the ticks that fit follow it). */
  setWidth: (width: number) => void;
  /** "24 puntos horarios", "30 días". */
  count: string;
  /** "de 00:00 a 23:00". */
  range: string;
  /** A point's name in the tooltip; the x-axis label unless said. */
  name?: (row: Row) => string;
  /** One period and several, as the text alternative counts the ones without texts ("hora", "horas"). */
  unit?: readonly [string, string];
}

/** The view of a sample (or live hourly) series: 24 points labelled with their hour. */
export function useHourlyView(series: readonly ChartPoint[]): ChartView<ChartPoint> {
  const [width, setWidth] = useState(0);
  return {
    rows: series,
    axis: { ...HOURLY_X_AXIS, ticks: hourlyTicks(series, width) },
    setWidth,
    count: '24 puntos horarios',
    range: `de ${series[0]?.time} a ${series.at(-1)?.time}`,
  };
}

/** A panel's tooltip: the point's name, then `rows` of it. */
export function tooltipOf<Row extends { time: string }>(view: ChartView<Row>, rows: (row: Row) => TooltipRow[]) {
  return ({
    active,
    payload,
    label,
  }: {
    active?: boolean;
    payload?: readonly { payload?: unknown }[];
    label?: ReactNode;
  }) => {
    const row = payload?.[0]?.payload as Row | undefined;
    return (
      <ChartTooltip<Row>
        active={active}
        payload={payload as readonly { payload?: Row }[]}
        label={row && view.name ? view.name(row) : label}
        rows={rows}
      />
    );
  };
}
