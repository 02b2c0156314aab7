// The volume panel: a coin's volume over a series (the sample's 24 hours, or a real span) as bars, with the
// figures beside it that its caller knows to be true.

import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Bar, BarChart, Tooltip, YAxis } from 'recharts';
import type { Timeframe } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import type { ChartPoint } from '../../core/types.ts';
import { STATIC_SERIES, Y_AXIS } from '../ui/chart.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats } from '../ui/formats.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { type HourlyLook, hourlySubtitle, lookTag } from './series-words.ts';
import { type ChartView, tooltipOf, useHourlyView } from './view.tsx';
import ownStyles from './volume.css?inline';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const volumePanelStyles = ownStyles;

export interface VolumeCardProps<Row extends { time: string; volume: number }> {
  /** "Volumen on-chain de BTC", "Volumen de BTC". */
  title: string;
  subtitle: string;
  tag?: string;
  view: ChartView<Row>;
  /** What one bar is: an hour or a day. */
  unit: 'hora' | 'día';
  /**
   * A bar that is not the volume traded in its own hour (CoinGecko's rolling 24 h volume, read each hour): what its
   * tooltip and the text alternative call it instead of "Volumen por hora".
   */
  rolling?: boolean;
  /** The figures above the chart, and what the caption says of them. */
  figures: ReactNode;
  figuresText: string;
  /** A line under the figures (where they come from). */
  credit?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}

export function VolumeCard<Row extends { time: string; volume: number }>(props: VolumeCardProps<Row>) {
  const { title, view, unit } = props;
  const { formatVolume } = useFormats();
  const peak = view.rows.reduce((best, p) => (p.volume > best.volume ? p : best), view.rows[0] as Row);
  const per = props.rolling ? `de las 24 h anteriores, cada ${unit}` : `por ${unit}`;
  const summary =
    `${title} ${per}, ${view.count}, ${view.range}: pico de ${formatVolume(peak.volume)} ` +
    `${view.name ? `el ${view.name(peak)}` : `a las ${peak.time}`}. ${props.figuresText}`;
  return (
    <ChartPanel
      title={title}
      subtitle={props.subtitle}
      icon={<BarChart3 size={18} />}
      tag={props.tag}
      view={view}
      summary={summary}
      height={200}
      className="cw-volume-chart"
      Chart={BarChart}
      figures={props.figures}
      figuresPart="figures"
      credit={props.credit}
      before={props.before}
      after={props.after}
    >
      <YAxis {...Y_AXIS} tickFormatter={formatVolume} width={68} />
      <Tooltip
        content={tooltipOf(view, (p) => [
          { label: props.rolling ? 'Volumen 24 h' : `Volumen por ${unit}`, value: formatVolume(p.volume) },
        ])}
      />
      <Bar {...STATIC_SERIES} dataKey="volume" name="Volumen" fill="currentColor" radius={[4, 4, 0, 0]} />
    </ChartPanel>
  );
}

interface VolumePanelProps {
  coin: string;
  timeframe?: Timeframe;
  series: readonly ChartPoint[];
  figures: AnalyticsFigures;
  look?: HourlyLook;
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The volume of 24 hours: the sample's with the spec's fixed figures (2,8 B, 142), or a provider's (each bar a 24th
 * of CoinGecko's rolling 24 h volume) with that 24 h volume alone, no sample figure beside it.
 */
export function VolumePanel({ coin, timeframe, series, figures, look = 'spec', before, after }: VolumePanelProps) {
  const { formatVolume, formatNumber } = useFormats();
  const live = look === 'live';
  const volume = formatVolume(live ? (series.at(-1)?.volume ?? 0) * 24 : figures.onChainVolume);
  const whales = live ? undefined : formatNumber(figures.whaleTransactions);
  return (
    <VolumeCard
      title={live ? `Volumen de ${coin}` : `Volumen on-chain de ${coin}`}
      subtitle={hourlySubtitle(live ? 'Volumen negociado' : 'Volumen', look, timeframe)}
      tag={lookTag(look, timeframe)}
      view={useHourlyView(series)}
      unit="hora"
      figures={
        <>
          <Figure label="Volumen 24 h" value={volume} />
          {whales ? <Figure label="Transacciones de ballenas" value={whales} /> : null}
        </>
      }
      figuresText={`Volumen en 24 h: ${volume}${whales ? `; transacciones de ballenas: ${whales}` : ''}.`}
      before={before}
      after={after}
    />
  );
}
