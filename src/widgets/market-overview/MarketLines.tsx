// The market chart's lines (recharts), a chunk of its own: the overview mounts it when the chart comes near the
// screen, after the cards have painted.

import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { CoinQuote, MarketPoint } from '../../core/types.ts';
import {
  CHART_STYLE,
  ChartTooltip,
  chartSize,
  type FrameSize,
  GRID,
  STATIC_SERIES,
  X_AXIS,
  Y_AXIS,
} from '../ui/chart.tsx';
import { useFormats } from '../ui/formats.ts';
import type { PerformancePoint } from './performance.ts';

interface MarketLinesProps {
  quotes: readonly CoinQuote[];
  history: readonly MarketPoint[];
  data: PerformancePoint[];
  summary: string;
  /** The frame's size, once measured. */
  size: FrameSize | undefined;
  /** Whether to mount the tooltip: once the reader points at or focuses the chart (it costs a tenth of the mount). */
  tooltip: boolean;
}

const MARGIN = { top: 6, right: 8, bottom: 0, left: 0 };

export default function MarketLines({ quotes, history, data, summary, size, tooltip }: MarketLinesProps) {
  const { formatPercent, formatPrice } = useFormats();
  return (
    <LineChart
      data={data}
      {...chartSize(size)}
      style={CHART_STYLE}
      margin={MARGIN}
      title="Evolución del mercado en 24 h"
      desc={summary}
    >
      <CartesianGrid {...GRID} />
      <XAxis {...X_AXIS} />
      <YAxis
        {...Y_AXIS}
        tickFormatter={(v: number) => formatPercent(v, { signed: true, fractionDigits: 1 })}
        width={56}
      />
      {tooltip && (
        <Tooltip
          content={
            <ChartTooltip<PerformancePoint>
              rows={(p) =>
                quotes.map((q) => {
                  const price = history.find((h) => h.time === p.time)?.prices[q.symbol] ?? 0;
                  return {
                    label: q.symbol,
                    value: `${formatPrice(price)} (${formatPercent(p[q.symbol] as number, { signed: true })})`,
                    colour: q.colour,
                  };
                })
              }
            />
          }
        />
      )}
      {quotes.map((q) => (
        <Line
          {...STATIC_SERIES}
          key={q.symbol}
          type="monotone"
          dataKey={q.symbol}
          name={q.symbol}
          stroke={q.colour}
          strokeWidth={2.2}
          dot={{ r: 2.5, strokeWidth: 0, fill: q.colour }}
        />
      ))}
    </LineChart>
  );
}
