import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import type { ChartPoint } from '../../core/types.ts';
import { SentimentBadge } from '../ui/Bands.tsx';
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
import ownStyles from './sentiment.css?inline';
import { periodTag, seriesWords } from './series-words.ts';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const sentimentPanelStyles = ownStyles;

interface PanelProps {
  coin: AnalyticsCoin;
  timeframe?: Timeframe;
  series: readonly ChartPoint[];
  sample: boolean;
  /** Lines about the data's origin, placed inside the card by a widget showing this panel alone. */
  before?: ReactNode;
  after?: ReactNode;
  split: AnalyticsFigures['sentimentSplit'];
}

const SPLIT_PARTS = [
  { key: 'positive', label: 'Positivo', band: 'cw-band-positive' },
  { key: 'neutral', label: 'Neutral', band: 'cw-band-neutral' },
  { key: 'negative', label: 'Negativo', band: 'cw-band-negative' },
] as const;

export function SentimentPanel({ coin, timeframe, series, sample, split, before, after }: PanelProps) {
  const [chartWidth, setChartWidth] = useState(0);
  const { formatNumber, formatPercent } = useFormats();
  const gradientId = `cw-sentiment-${useId().replace(/[^\w-]/g, '')}`;
  const average = Math.round(series.reduce((sum, p) => sum + p.sentiment, 0) / Math.max(1, series.length));
  const splitText = SPLIT_PARTS.map(
    (p) => `${p.label.toLowerCase()} ${formatPercent(split[p.key], { fractionDigits: 0 })}`,
  ).join(', ');
  const summary =
    `Sentimiento de ${coin} en 24 puntos horarios, en una escala de 0 a 100: media ${formatNumber(average)}, ` +
    `máximo ${Math.max(...series.map((p) => p.sentiment))}, mínimo ${Math.min(...series.map((p) => p.sentiment))}. ` +
    `Reparto de menciones: ${splitText}.`;
  return (
    <Card
      title={`Sentimiento de ${coin}`}
      subtitle={`Escala 0–100, ${seriesWords(sample, timeframe)}`}
      icon={<MessagesSquare size={18} />}
      actions={timeframe ? <span className="cw-tag">{periodTag(timeframe)}</span> : undefined}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures">
        <Figure label="Media" value={<SentimentBadge score={average} />} />
      </div>
      <ChartFrame height={180} summary={summary} onWidth={setChartWidth} className="cw-sentiment-chart">
        <AreaChart
          data={series as ChartPoint[]}
          responsive
          style={CHART_STYLE}
          margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
          title={`Sentimiento de ${coin}`}
          desc={summary}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity={0.35} />
              <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...GRID} />
          <XAxis {...HOURLY_X_AXIS} ticks={hourlyTicks(series, chartWidth)} />
          <YAxis {...Y_AXIS} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={32} />
          <Tooltip
            content={<ChartTooltip<ChartPoint> rows={(p) => [{ label: 'Sentimiento', value: `${p.sentiment}/100` }]} />}
          />
          <Area
            {...STATIC_SERIES}
            type="monotone"
            dataKey="sentiment"
            name="Sentimiento"
            stroke="currentColor"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
          />
        </AreaChart>
      </ChartFrame>
      <SplitBar split={split} />
      {after}
    </Card>
  );
}

/** The positive/neutral/negative shares of mentions, as a bar and its legend. */
export function SplitBar({ split, title }: { split: AnalyticsFigures['sentimentSplit']; title?: string }) {
  const { formatPercent } = useFormats();
  return (
    <div className="cw-split" part="split">
      {title ? <p className="cw-split-title">{title}</p> : null}
      <div className="cw-split-bar" aria-hidden="true">
        {SPLIT_PARTS.map((p) => (
          <span key={p.key} className={p.band} style={{ flexGrow: split[p.key] }} />
        ))}
      </div>
      <ul className="cw-split-legend">
        {SPLIT_PARTS.map((p) => (
          <li key={p.key} className={p.band}>
            <span className="cw-swatch" />
            {p.label}
            <strong>{formatPercent(split[p.key], { fractionDigits: 0 })}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
