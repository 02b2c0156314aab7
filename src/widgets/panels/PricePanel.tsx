import { LineChart as LineChartIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { ChartPoint } from '../../core/types.ts';
import { Card } from '../ui/Card.tsx';
import {
  CHART_STYLE,
  ChartFrame,
  ChartTooltip,
  GRID,
  HOURLY_X_AXIS,
  hourlyTicks,
  STATIC_SERIES,
  Y_AXIS,
} from '../ui/chart.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats } from '../ui/formats.ts';
import ownStyles from './price.css?inline';
import { periodTag, seriesWords } from './series-words.ts';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const pricePanelStyles = ownStyles;

interface PanelProps {
  coin: AnalyticsCoin;
  /** Shown as a label (standalone charts); the analytics widget has its own selector. */
  timeframe?: Timeframe;
  series: readonly ChartPoint[];
  sample: boolean;
  /** Lines about the data's origin, placed inside the card by a widget showing this panel alone. */
  before?: ReactNode;
  after?: ReactNode;
}

export function priceFigures(series: readonly ChartPoint[]) {
  const prices = series.map((p) => p.price);
  const first = prices[0] ?? 0;
  const last = prices.at(-1) ?? 0;
  return { last, high: Math.max(...prices), low: Math.min(...prices), change: first ? (last / first - 1) * 100 : 0 };
}

export function PricePanel({ coin, timeframe, series, sample, before, after }: PanelProps) {
  const [chartWidth, setChartWidth] = useState(0);
  const { formatPercent, formatPrice, formatWholeDollars } = useFormats();
  const { last, high, low, change } = priceFigures(series);
  const summary =
    `Precio de ${coin} en 24 puntos horarios, de ${series[0]?.time} a ${series.at(-1)?.time}: ` +
    `último ${formatPrice(last)}, máximo ${formatPrice(high)}, mínimo ${formatPrice(low)}, ` +
    `variación ${formatPercent(change, { signed: true })}.`;
  return (
    <Card
      title={`Precio de ${coin}`}
      subtitle={`Precio por hora, ${seriesWords(sample, timeframe)}`}
      icon={<LineChartIcon size={18} />}
      actions={timeframe ? <span className="cw-tag">{periodTag(timeframe)}</span> : undefined}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures">
        <Figure label="Último" value={formatPrice(last)} />
        <Figure label="Máximo" value={formatPrice(high)} />
        <Figure label="Mínimo" value={formatPrice(low)} />
      </div>
      <ChartFrame height={220} summary={summary} onWidth={setChartWidth} className="cw-price-chart">
        <LineChart
          data={series as ChartPoint[]}
          responsive
          style={CHART_STYLE}
          margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
          title={`Precio de ${coin}`}
          desc={summary}
        >
          <CartesianGrid {...GRID} />
          <XAxis {...HOURLY_X_AXIS} ticks={hourlyTicks(series, chartWidth)} />
          <YAxis {...Y_AXIS} domain={['auto', 'auto']} tickFormatter={formatWholeDollars} width={68} />
          <Tooltip
            content={<ChartTooltip<ChartPoint> rows={(p) => [{ label: 'Precio', value: formatPrice(p.price) }]} />}
          />
          <Line
            {...STATIC_SERIES}
            type="monotone"
            dataKey="price"
            name="Precio"
            stroke="currentColor"
            strokeWidth={2.2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
      {after}
    </Card>
  );
}
