import { BarChart3 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
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
import { periodTag, seriesWords } from './series-words.ts';
import ownStyles from './volume.css?inline';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const volumePanelStyles = ownStyles;

interface PanelProps {
  coin: AnalyticsCoin;
  timeframe?: Timeframe;
  series: readonly ChartPoint[];
  sample: boolean;
  /** Lines about the data's origin, placed inside the card by a widget showing this panel alone. */
  before?: ReactNode;
  after?: ReactNode;
  figures: AnalyticsFigures;
}

export function VolumePanel({ coin, timeframe, series, sample, figures, before, after }: PanelProps) {
  const [chartWidth, setChartWidth] = useState(0);
  const { formatVolume, formatNumber } = useFormats();
  const peak = series.reduce((best, p) => (p.volume > best.volume ? p : best), series[0] as ChartPoint);
  const summary =
    `Volumen on-chain de ${coin} por hora, 24 barras: pico de ${formatVolume(peak.volume)} a las ${peak.time}. ` +
    `Volumen en 24 h: ${formatVolume(figures.onChainVolume)}; transacciones de ballenas: ${formatNumber(figures.whaleTransactions)}.`;
  return (
    <Card
      title={`Volumen on-chain de ${coin}`}
      subtitle={`Volumen por hora, ${seriesWords(sample, timeframe)}`}
      icon={<BarChart3 size={18} />}
      actions={timeframe ? <span className="cw-tag">{periodTag(timeframe)}</span> : undefined}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures" part="figures">
        <Figure label="Volumen 24 h" value={formatVolume(figures.onChainVolume)} />
        <Figure label="Transacciones de ballenas" value={formatNumber(figures.whaleTransactions)} />
      </div>
      <ChartFrame height={200} summary={summary} onWidth={setChartWidth} className="cw-volume-chart">
        <BarChart
          data={series as ChartPoint[]}
          responsive
          style={CHART_STYLE}
          margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
          title={`Volumen on-chain de ${coin}`}
          desc={summary}
        >
          <CartesianGrid {...GRID} />
          <XAxis {...HOURLY_X_AXIS} ticks={hourlyTicks(series, chartWidth)} />
          <YAxis {...Y_AXIS} tickFormatter={formatVolume} width={68} />
          <Tooltip
            content={<ChartTooltip<ChartPoint> rows={(p) => [{ label: 'Volumen', value: formatVolume(p.volume) }]} />}
          />
          <Bar {...STATIC_SERIES} dataKey="volume" name="Volumen" fill="currentColor" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartFrame>
      {after}
    </Card>
  );
}
