// Price, volume and sentiment over the chosen span (a SpanSeries): the span's own points, with axis labels
// that follow it (hours, days, dates in the widget's locale). Its own chunk: only live and feed pages load it.

import { BarChart3, LineChart as LineChartIcon, MessagesSquare } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsCoin } from '../../../core/catalog.ts';
import type { AnalyticsFigures } from '../../../core/data-source.ts';
import type { SpanSeries } from '../../../core/signals/types.ts';
import { historyTicks, tickLabel } from '../../measured/history-axis.ts';
import { SplitBar } from '../../panels/SentimentPanel.tsx';
import { periodTag } from '../../panels/series-words.ts';
import { SentimentBadge } from '../../ui/Bands.tsx';
import { Card } from '../../ui/Card.tsx';
import {
  CHART_STYLE,
  ChartFrame,
  ChartTooltip,
  GRID,
  STATIC_SERIES,
  type TooltipRow,
  X_AXIS,
  Y_AXIS,
} from '../../ui/chart.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { useFormats, useLocale } from '../../ui/formats.ts';
import { isHourly, SPAN_WORDS, type SpanRow, spanRows, volume24h } from './rows.ts';
import { useSpanStyles } from './use-span-styles.ts';
import { figuresCredit, type SpanWhales } from './whales.ts';

export interface SpanPanelProps {
  coin: AnalyticsCoin;
  series: SpanSeries;
  /** The span as a tag in the card (a widget showing this panel alone; analytics has its selector). */
  tagged?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}

const MARGIN = { top: 6, right: 6, bottom: 0, left: 0 };

/** A span chart's tooltip: the point's time, then `rows` of it. */
function spanTooltip(rows: (point: SpanRow) => TooltipRow[]) {
  return ({ active, payload }: { active?: boolean; payload?: readonly { payload?: unknown }[] }) => (
    <ChartTooltip<SpanRow>
      active={active}
      payload={payload as readonly { payload?: SpanRow }[]}
      label={(payload?.[0]?.payload as SpanRow | undefined)?.when}
      rows={rows}
    />
  );
}

/** The x-axis of a span: ticks where they fit, labelled for the span. */
function useSpanAxis(series: SpanSeries) {
  const locale = useLocale();
  const [width, setWidth] = useState(0);
  const rows = spanRows(series, locale);
  const axis = {
    ...X_AXIS,
    interval: 0,
    ticks: historyTicks(rows, series.span, width),
    tickFormatter: (iso: string) => tickLabel(iso, series.span, locale),
  } as const;
  const range = `de ${rows[0]?.when} a ${rows.at(-1)?.when}`;
  return { rows, axis, setWidth, range };
}

const tag = (series: SpanSeries, tagged: boolean) =>
  tagged ? <span className="cw-tag">{periodTag(series.span)}</span> : undefined;

/** "168 puntos horarios" or "30 días". */
const countWords = (series: SpanSeries, formatNumber: (n: number) => string) =>
  `${formatNumber(series.points.length)} ${isHourly(series.span) ? 'puntos horarios' : 'días'}`;

export function SpanPricePanel({ coin, series, tagged = false, before, after }: SpanPanelProps) {
  const { formatPercent, formatPrice, formatWholeDollars, formatNumber } = useFormats();
  const { rows, axis, setWidth, range } = useSpanAxis(series);
  const prices = rows.map((r) => r.price);
  const first = prices[0] ?? 0;
  const last = prices.at(-1) ?? 0;
  const change = first ? (last / first - 1) * 100 : 0;
  const summary =
    `Precio de ${coin} en ${countWords(series, formatNumber)}, ${range}: último ${formatPrice(last)}, ` +
    `máximo ${formatPrice(Math.max(...prices))}, mínimo ${formatPrice(Math.min(...prices))}, ` +
    `variación ${formatPercent(change, { signed: true })}.`;
  return (
    <Card
      title={`Precio de ${coin}`}
      subtitle={`Precio ${SPAN_WORDS[series.span]}`}
      icon={<LineChartIcon size={18} />}
      actions={tag(series, tagged)}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures">
        <Figure label="Último" value={formatPrice(last)} />
        <Figure label="Máximo" value={formatPrice(Math.max(...prices))} />
        <Figure label="Mínimo" value={formatPrice(Math.min(...prices))} />
        <Figure label={`Variación ${series.span}`} value={formatPercent(change, { signed: true })} />
      </div>
      <ChartFrame height={220} summary={summary} onWidth={setWidth} className="cw-price-chart">
        <LineChart
          data={rows}
          responsive
          style={CHART_STYLE}
          margin={MARGIN}
          title={`Precio de ${coin}`}
          desc={summary}
        >
          <CartesianGrid {...GRID} />
          <XAxis {...axis} />
          <YAxis {...Y_AXIS} domain={['auto', 'auto']} tickFormatter={formatWholeDollars} width={68} />
          <Tooltip content={spanTooltip((p) => [{ label: 'Precio', value: formatPrice(p.price) }])} />
          <Line
            {...STATIC_SERIES}
            type="monotone"
            dataKey="price"
            name="Precio"
            stroke="currentColor"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
      {after}
    </Card>
  );
}

export function SpanVolumePanel({
  coin,
  series,
  whales,
  tagged = false,
  before,
  after,
}: SpanPanelProps & { whales: SpanWhales }) {
  useSpanStyles();
  const { formatVolume, formatNumber } = useFormats();
  const btc = (value: number) => `${formatNumber(Math.round(value))} BTC`;
  const { rows, axis, setWidth, range } = useSpanAxis(series);
  const peak = rows.reduce((best, p) => (p.volume > best.volume ? p : best), rows[0] as SpanRow);
  const day = volume24h(series);
  const unit = isHourly(series.span) ? 'hora' : 'día';
  const summary =
    `Volumen negociado de ${coin} por ${unit}, ${countWords(series, formatNumber)}, ${range}: ` +
    `pico de ${formatVolume(peak.volume)} el ${peak.when}. Volumen en 24 h: ${formatVolume(day)}; ` +
    (whales.measured
      ? `ballenas: ${whales.count24h === undefined ? '' : `${formatNumber(whales.count24h)} transacciones en 24 h, `}${btc(whales.btc)} en ${whales.period}.`
      : `${whales.reason}`);
  return (
    <Card
      title={`Volumen de ${coin}`}
      subtitle={`Volumen negociado ${SPAN_WORDS[series.span]}`}
      icon={<BarChart3 size={18} />}
      actions={tag(series, tagged)}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures" part="figures">
        <Figure label="Volumen 24 h" value={formatVolume(day)} />
        <Figure
          label="Transacciones de ballenas"
          value={whales.measured && whales.count24h !== undefined ? formatNumber(whales.count24h) : '—'}
          className="cw-whale-count"
        />
        <Figure
          label={whales.measured ? `Ballenas, ${whales.period}` : 'Volumen de ballenas'}
          value={whales.measured ? btc(whales.btc) : '—'}
          className="cw-whale-btc"
        />
      </div>
      <p className="cw-span-credit">{figuresCredit(whales, formatNumber)}</p>
      <ChartFrame height={200} summary={summary} onWidth={setWidth} className="cw-volume-chart">
        <BarChart
          data={rows}
          responsive
          style={CHART_STYLE}
          margin={MARGIN}
          title={`Volumen de ${coin}`}
          desc={summary}
        >
          <CartesianGrid {...GRID} />
          <XAxis {...axis} />
          <YAxis {...Y_AXIS} tickFormatter={formatVolume} width={68} />
          <Tooltip content={spanTooltip((p) => [{ label: `Volumen por ${unit}`, value: formatVolume(p.volume) }])} />
          <Bar {...STATIC_SERIES} dataKey="volume" name="Volumen" fill="currentColor" radius={[2, 2, 0, 0]} />
        </BarChart>
      </ChartFrame>
      {after}
    </Card>
  );
}

/** Whether the span has a sentiment column (a server measured it). */
export const hasSentiment = (series: SpanSeries) => series.points.some((p) => p.sentiment !== undefined);

export function SpanSentimentPanel({
  coin,
  series,
  split,
  splitTitle,
  tagged = false,
  before,
  after,
}: SpanPanelProps & { split?: AnalyticsFigures['sentimentSplit']; splitTitle?: string }) {
  const { formatNumber } = useFormats();
  const { rows, axis, setWidth, range } = useSpanAxis(series);
  const gradientId = `cw-span-sentiment-${useId().replace(/[^\w-]/g, '')}`;
  const scores = rows.flatMap((r) => (r.sentiment === null ? [] : [r.sentiment]));
  const mean = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : undefined;
  const gaps = rows.length - scores.length;
  const summary = `Sentimiento medido en ${countWords(series, formatNumber)}, ${range}, en una escala de 0 a 100: ${
    mean === undefined
      ? 'sin textos en el periodo'
      : `media ${formatNumber(mean)}, máximo ${Math.round(Math.max(...scores))}, mínimo ${Math.round(Math.min(...scores))}`
  }${gaps > 0 ? `; ${formatNumber(gaps)} ${isHourly(series.span) ? 'horas' : 'días'} sin textos` : ''}.`;
  return (
    <Card
      title={`Sentimiento de ${coin}`}
      subtitle={`Medido, escala 0–100, ${SPAN_WORDS[series.span]}`}
      icon={<MessagesSquare size={18} />}
      actions={tag(series, tagged)}
      className="cw-panel"
    >
      {before}
      <div className="cw-figures">
        <Figure label="Media" value={mean === undefined ? 'pocos datos' : <SentimentBadge score={mean} />} />
      </div>
      <ChartFrame height={180} summary={summary} onWidth={setWidth} className="cw-sentiment-chart">
        <AreaChart
          data={rows}
          responsive
          style={CHART_STYLE}
          margin={MARGIN}
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
          <XAxis {...axis} />
          <YAxis {...Y_AXIS} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={32} />
          <Tooltip
            content={spanTooltip((p) => [
              {
                label: 'Sentimiento',
                value: p.sentiment === null ? 'sin textos' : `${Math.round(p.sentiment)}/100`,
              },
            ])}
          />
          <Area
            {...STATIC_SERIES}
            type="monotone"
            dataKey="sentiment"
            name="Sentimiento"
            stroke="currentColor"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            connectNulls={false}
          />
        </AreaChart>
      </ChartFrame>
      {split ? <SplitBar split={split} title={splitTitle} /> : null}
      {after}
    </Card>
  );
}

/** Direct from the providers, the browser measures no sentiment: the card says so instead of a sample line. */
export function NoSentimentPanel({ coin, tagged, series, before, after }: SpanPanelProps) {
  useSpanStyles();
  return (
    <Card
      title={`Sentimiento de ${coin}`}
      subtitle="Medido en redes y noticias"
      icon={<MessagesSquare size={18} />}
      actions={tag(series, tagged ?? false)}
      className="cw-panel"
    >
      {before}
      <p className="cw-span-empty">
        Sin sentimiento medido para este periodo: lo mide el servidor del sitio, y el navegador no lee redes ni
        noticias.
      </p>
      {after}
    </Card>
  );
}
