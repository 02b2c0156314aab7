// The sentiment panel with measured figures (analytics and <crypto-sentiment-chart>): the measured history of
// the chosen timeframe (a period without items is a gap, never a zero) and the measured shares in place of the
// sample split. Its own chunk, fetched only when a feed brings measured figures.

import { MessagesSquare } from 'lucide-react';
import { type ReactNode, use, useId, useState } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsCoin, Timeframe } from '../../core/catalog.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import { HostContext } from '../element/context.ts';
import { SplitBar } from '../panels/SentimentPanel.tsx';
import { periodTag } from '../panels/series-words.ts';
import { SentimentBadge } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { CHART_STYLE, ChartFrame, ChartTooltip, GRID, STATIC_SERIES, X_AXIS, Y_AXIS } from '../ui/chart.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats, useLocale } from '../ui/formats.ts';
import { useAdoptedStyles } from './adopt.ts';
import { historyTicks, pointLabel, tickLabel } from './history-axis.ts';
import styles from './measured.css?inline';
import { fewText, stateOf } from './words.ts';

interface MeasuredHistoryPanelProps {
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  measured: MeasuredSentiment;
  /** The timeframe as a tag in the card (a widget showing this panel alone; analytics has its selector). */
  tagged?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}

const SPAN_WORDS: Readonly<Record<Timeframe, string>> = {
  '1D': 'cada hora, últimas 24 h',
  '7D': 'cada hora, últimos 7 días',
  '30D': 'cada día, últimos 30 días',
  '90D': 'cada día, últimos 90 días',
};

/**
 * A figure without a score: "sin textos", or "Pocos datos" over its count and the minimum on a line of its own,
 * which wraps in a narrow column instead of running out of the card.
 */
function Unscored({ label, mentions }: { label: string; mentions: number }) {
  const formats = useFormats();
  if (mentions === 0) return <Figure label={label} value="sin textos" />;
  return (
    <div className="cw-figure cw-figure-few">
      <span className="cw-figure-label">{label}</span>
      <strong className="cw-figure-value">Pocos datos</strong>
      <span className="cw-figure-note">{fewText(mentions, formats)}</span>
    </div>
  );
}

interface Row {
  time: string;
  /** The period in full, for the tooltip. */
  when: string;
  /** null: no items in the period, a gap in the line. */
  score: number | null;
  mentions: number;
}

export default function MeasuredHistoryPanel({
  coin,
  timeframe,
  measured,
  tagged = false,
  before,
  after,
}: MeasuredHistoryPanelProps) {
  useAdoptedStyles(use(HostContext), styles);
  const formats = useFormats();
  const { formatNumber, formatPercent } = formats;
  const locale = useLocale();
  const [chartWidth, setChartWidth] = useState(0);
  const gradientId = `cw-measured-${useId().replace(/[^\w-]/g, '')}`;
  const points = measured.history[timeframe];
  const rows: Row[] = points.map((p) => ({
    time: p.time,
    when: pointLabel(p.time, timeframe, locale),
    score: p.score ?? null,
    mentions: p.mentions,
  }));
  const scored = points.filter((p) => p.score !== undefined) as { score: number; mentions: number }[];
  const weight = scored.reduce((sum, p) => sum + p.mentions, 0);
  const mean =
    scored.length === 0
      ? undefined
      : Math.round(scored.reduce((sum, p) => sum + p.score * p.mentions, 0) / Math.max(1, weight));
  const figure = measured.coins.find((c) => c.coin === coin);
  // The coin's own shares when it has enough items; the market's otherwise.
  const coinShares = figure?.score !== undefined ? figure.shares : undefined;
  const shares = coinShares ?? measured.overall.shares;
  const splitTitle = coinShares ? `Reparto de ${coin}, 24 h` : 'Reparto del mercado, 24 h';
  const gaps = points.length - scored.length;
  const unit =
    timeframe === '1D' || timeframe === '7D'
      ? ['punto horario', 'puntos horarios', 'hora', 'horas']
      : ['día', 'días', 'día', 'días'];
  const summary =
    `Sentimiento medido de todo el mercado en ${formatNumber(points.length)} ${points.length === 1 ? unit[0] : unit[1]}, ` +
    `en una escala de 0 a 100: ${
      mean === undefined
        ? 'sin textos en el periodo'
        : `media ${formatNumber(mean)}, máximo ${Math.round(Math.max(...scored.map((p) => p.score)))}, mínimo ${Math.round(Math.min(...scored.map((p) => p.score)))}`
    }${gaps > 0 ? `; ${formatNumber(gaps)} ${gaps === 1 ? unit[2] : unit[3]} sin textos` : ''}.` +
    (shares
      ? ` ${splitTitle}: positivo ${formatPercent(shares.positive, { fractionDigits: 0 })}, neutral ${formatPercent(shares.neutral, { fractionDigits: 0 })}, negativo ${formatPercent(shares.negative, { fractionDigits: 0 })}.`
      : '');
  return (
    <Card
      title="Sentimiento medido"
      subtitle={`Escala 0–100, todo el mercado, ${SPAN_WORDS[timeframe]}`}
      icon={<MessagesSquare size={18} />}
      actions={tagged ? <span className="cw-tag">{periodTag(timeframe)}</span> : undefined}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures">
        {/* No period with texts: nothing to average. */}
        <Figure label="Media" value={mean === undefined ? 'sin textos' : <SentimentBadge score={mean} />} />
        {figure?.score !== undefined ? (
          <Figure label={`${coin}, 24 h`} value={<SentimentBadge score={Math.round(figure.score)} />} />
        ) : (
          <Unscored label={`${coin}, 24 h`} mentions={figure?.mentions ?? 0} />
        )}
      </div>
      <ChartFrame height={180} summary={summary} onWidth={setChartWidth} className="cw-sentiment-chart">
        <AreaChart
          data={rows}
          responsive
          style={CHART_STYLE}
          margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
          title="Sentimiento medido"
          desc={summary}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="currentColor" stopOpacity={0.35} />
              <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid {...GRID} />
          <XAxis
            {...X_AXIS}
            interval={0}
            ticks={historyTicks(points, timeframe, chartWidth)}
            tickFormatter={(iso: string) => tickLabel(iso, timeframe, locale)}
          />
          <YAxis {...Y_AXIS} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={32} />
          <Tooltip
            content={({ active, payload }) => (
              <ChartTooltip<Row>
                active={active}
                payload={payload as readonly { payload?: Row }[]}
                label={(payload?.[0]?.payload as Row | undefined)?.when}
                rows={(p) => [
                  { label: 'Sentimiento', value: p.score === null ? 'sin textos' : `${Math.round(p.score)}/100` },
                  { label: 'Textos', value: formatNumber(p.mentions) },
                ]}
              />
            )}
          />
          <Area
            {...STATIC_SERIES}
            type="monotone"
            dataKey="score"
            name="Sentimiento"
            stroke="currentColor"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            connectNulls={false}
          />
        </AreaChart>
      </ChartFrame>
      {shares ? (
        <SplitBar split={shares} title={splitTitle} />
      ) : (
        <p className="cw-muted">Reparto: {stateOf(measured.overall) === 'none' ? 'sin textos' : 'pocos datos'}.</p>
      )}
      {after}
    </Card>
  );
}
