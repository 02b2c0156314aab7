// The price panel: a coin's price over a series (the sample's 24 hours, or a real span), its figures and a line.

import { LineChart as LineChartIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Line, LineChart, Tooltip, YAxis } from 'recharts';
import type { Timeframe } from '../../core/catalog.ts';
import type { ChartPoint } from '../../core/types.ts';
import { STATIC_SERIES, Y_AXIS } from '../ui/chart.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats } from '../ui/formats.ts';
import { ChartPanel } from './ChartPanel.tsx';
import ownStyles from './price.css?inline';
import { type HourlyLook, hourlySubtitle, lookTag } from './series-words.ts';
import { type ChartView, tooltipOf, useHourlyView } from './view.tsx';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const pricePanelStyles = ownStyles;

export interface PriceCardProps<Row extends { time: string; price: number }> {
  coin: string;
  view: ChartView<Row>;
  subtitle: string;
  /** Beside the title: the period, or "Datos de ejemplo". */
  tag?: string;
  /** The change over the series as a figure, with this label ("Variación 7D"). */
  changeLabel?: string;
  /** Lines about the data's origin, placed inside the card by a widget showing this panel alone. */
  before?: ReactNode;
  after?: ReactNode;
}

export function PriceCard<Row extends { time: string; price: number }>({
  coin,
  view,
  subtitle,
  tag,
  changeLabel,
  before,
  after,
}: PriceCardProps<Row>) {
  const { formatPercent, formatPrice, formatWholeDollars } = useFormats();
  const prices = view.rows.map((r) => r.price);
  const first = prices[0] ?? 0;
  const last = prices.at(-1) ?? 0;
  const [high, low] = [Math.max(...prices), Math.min(...prices)];
  const change = formatPercent(first ? (last / first - 1) * 100 : 0, { signed: true });
  const summary =
    `Precio de ${coin} en ${view.count}, ${view.range}: último ${formatPrice(last)}, ` +
    `máximo ${formatPrice(high)}, mínimo ${formatPrice(low)}, variación ${change}.`;
  return (
    <ChartPanel
      title={`Precio de ${coin}`}
      subtitle={subtitle}
      icon={<LineChartIcon size={18} />}
      tag={tag}
      view={view}
      summary={summary}
      height={220}
      className="cw-price-chart"
      Chart={LineChart}
      figures={
        <>
          <Figure label="Último" value={formatPrice(last)} />
          <Figure label="Máximo" value={formatPrice(high)} />
          <Figure label="Mínimo" value={formatPrice(low)} />
          {changeLabel ? <Figure label={changeLabel} value={change} /> : null}
        </>
      }
      before={before}
      after={after}
    >
      <YAxis
        {...Y_AXIS}
        domain={['auto', 'auto']}
        // Whole units for large prices; a coin under 100 keeps its decimals (every tick of DOGE read "0 $").
        tickFormatter={(value: number) => (Math.abs(value) >= 100 ? formatWholeDollars(value) : formatPrice(value))}
        width={68}
      />
      <Tooltip content={tooltipOf(view, (p) => [{ label: 'Precio', value: formatPrice(p.price) }])} />
      <Line
        {...STATIC_SERIES}
        type="monotone"
        dataKey="price"
        name="Precio"
        stroke="currentColor"
        strokeWidth={2.2}
        dot={false}
      />
    </ChartPanel>
  );
}

interface PricePanelProps {
  coin: string;
  /** Shown as a label (standalone charts); the analytics widget has its own selector. */
  timeframe?: Timeframe;
  /** 24 hourly points: the sample's, or a provider's last 24 hours. */
  series: readonly ChartPoint[];
  look?: HourlyLook;
  before?: ReactNode;
  after?: ReactNode;
}

/** The price over 24 hours: the sample's (as the spec has it, or standing in on a live page), or a provider's. */
export function PricePanel({ coin, timeframe, series, look = 'spec', before, after }: PricePanelProps) {
  return (
    <PriceCard
      coin={coin}
      view={useHourlyView(series)}
      subtitle={hourlySubtitle('Precio', look, timeframe)}
      tag={lookTag(look, timeframe)}
      before={before}
      after={after}
    />
  );
}
