// The sentiment panel: a coin's sentiment over a series (the sample's 24 hours, or a span's measured column, with
// gaps where a period had no texts), its mean with its band, and the positive/neutral/negative split.

import { MessagesSquare } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Area, AreaChart, Tooltip, YAxis } from 'recharts';
import type { Timeframe } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import { MIN_ITEMS_FOR_SCORE } from '../../core/measured/types.ts';
import type { ChartPoint } from '../../core/types.ts';
import { SentimentBadge } from '../ui/Bands.tsx';
import { STATIC_SERIES, Y_AXIS } from '../ui/chart.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats } from '../ui/formats.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { MentionsBars } from './MentionsBars.tsx';
import ownStyles from './sentiment.css?inline';
import { lookTag, lookWords } from './series-words.ts';
import { type ChartView, tooltipOf, useHourlyView } from './view.tsx';

/** This panel's own stylesheet (widgets add the shared chart stylesheet once). */
export const sentimentPanelStyles = ownStyles;

const SPLIT_PARTS = [
  { key: 'positive', label: 'Positivo', band: 'cw-band-positive' },
  { key: 'neutral', label: 'Neutral', band: 'cw-band-neutral' },
  { key: 'negative', label: 'Negativo', band: 'cw-band-negative' },
] as const;

type Split = AnalyticsFigures['sentimentSplit'];

export interface SentimentCardProps<Row extends SentimentRow> {
  coin: string;
  view: ChartView<Row>;
  subtitle: string;
  tag?: string;
  /** The card's title: "Sentimiento de BTC" unless said ("Sentimiento medido"). */
  title?: string;
  /** Measured (a span's column, the measured history): the caption says so, and a period without texts is a gap. */
  measured?: boolean;
  /** Whose sentiment the text alternative names after "Sentimiento": "de BTC", "medido" unless said. */
  subject?: string;
  /** Figures beside the mean (the coin's own 24 hours beside the market's history). */
  figures?: ReactNode;
  split?: Split;
  splitTitle?: string;
  /** Said where the split would be when there is none ("Reparto: pocos datos."). */
  noSplit?: string;
  /** Under the split: what the figures mean. */
  note?: ReactNode;
  /** Whose texts the periods count ("de BTC"): the mentions per period as bars under the line, where counted. */
  mentionsOf?: string;
  before?: ReactNode;
  after?: ReactNode;
}

/** A point of a sentiment chart: null where the period had no texts; its texts, where they were counted. */
type SentimentRow = { time: string; sentiment: number | null; mentions?: number };

/**
 * The sentiment card every chart draws: its rows' mean (weighted by their texts where counted) with its band, the
 * line with its gaps, the split; over the sample's 24 hours, a span's measured column or the measured history.
 */
export function SentimentCard<Row extends SentimentRow>(props: SentimentCardProps<Row>) {
  const { coin, view, split } = props;
  const { formatNumber, formatPercent } = useFormats();
  const gradientId = `cw-sentiment-${useId().replace(/[^\w-]/g, '')}`;
  const scored = view.rows.filter((r) => r.sentiment !== null) as (Row & { sentiment: number })[];
  const scores = scored.map((r) => r.sentiment);
  const counted = view.rows.some((r) => r.mentions !== undefined);
  const weight = (r: Row) => (counted ? (r.mentions ?? 0) : 1);
  const total = scored.reduce((sum, r) => sum + weight(r), 0);
  // Counted texts under the minimum give no verdict, as everywhere else a measure is shown ("pocos datos (5)").
  const few = counted && total > 0 && total < MIN_ITEMS_FOR_SCORE;
  const mean =
    total > 0 && !few ? Math.round(scored.reduce((sum, r) => sum + r.sentiment * weight(r), 0) / total) : undefined;
  const gaps = view.rows.length - scores.length;
  const none = counted && view.rows.every((r) => !r.mentions);
  const splitText = split
    ? ` ${props.splitTitle ?? 'Reparto de menciones'}: ${SPLIT_PARTS.map((p) => `${p.label.toLowerCase()} ${formatPercent(split[p.key], { fractionDigits: 0 })}`).join(', ')}.`
    : '';
  const subject = props.subject ?? (props.measured ? 'medido' : `de ${coin}`);
  const summary = `Sentimiento ${subject} en ${view.count}, ${view.range}, en una escala de 0 a 100: ${
    few
      ? `pocos datos, ${formatNumber(total)} ${total === 1 ? 'texto' : 'textos'} (mínimo ${MIN_ITEMS_FOR_SCORE})`
      : mean === undefined
        ? 'sin textos en el periodo'
        : `media ${formatNumber(mean)}, máximo ${Math.round(Math.max(...scores))}, mínimo ${Math.round(Math.min(...scores))}`
  }${gaps > 0 ? `; ${formatNumber(gaps)} ${(view.unit ?? ['periodo', 'periodos'])[gaps === 1 ? 0 : 1]} sin textos` : ''}.${splitText}`;
  const title = props.title ?? `Sentimiento de ${coin}`;
  return (
    <ChartPanel
      title={title}
      subtitle={props.subtitle}
      icon={<MessagesSquare size={18} />}
      tag={props.tag}
      view={view}
      summary={summary}
      height={180}
      className="cw-sentiment-chart"
      Chart={AreaChart}
      empty={none ? 'Sin textos en este periodo.' : undefined}
      figures={
        <>
          {/* No period with texts: nothing to average. */}
          <Figure
            label="Media"
            value={
              mean !== undefined ? (
                <SentimentBadge score={mean} />
              ) : few ? (
                `pocos datos (${formatNumber(total)})`
              ) : none ? (
                'sin textos'
              ) : (
                'pocos datos'
              )
            }
          />
          {props.figures}
        </>
      }
      below={
        <>
          {counted && props.mentionsOf && !none ? <MentionsBars view={view} whose={props.mentionsOf} /> : null}
          {split ? (
            <SplitBar split={split} title={props.splitTitle} />
          ) : props.noSplit ? (
            <p className="cw-muted">{props.noSplit}</p>
          ) : null}
          {props.note}
        </>
      }
      before={props.before}
      after={props.after}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="currentColor" stopOpacity={0.35} />
          <stop offset="100%" stopColor="currentColor" stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <YAxis {...Y_AXIS} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={32} />
      <Tooltip
        content={tooltipOf(view, (p) => [
          { label: 'Sentimiento', value: p.sentiment === null ? 'sin textos' : `${Math.round(p.sentiment)}/100` },
          ...(p.mentions === undefined ? [] : [{ label: 'Textos', value: formatNumber(p.mentions) }]),
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
    </ChartPanel>
  );
}

interface SentimentPanelProps {
  coin: string;
  timeframe?: Timeframe;
  series: readonly ChartPoint[];
  split: Split;
  /** The sample's as the spec has it, or standing in on a live page (no provider gives a coin's hourly sentiment). */
  look?: 'spec' | 'stand-in';
  before?: ReactNode;
  after?: ReactNode;
}

/** The sentiment of the sample's 24 hours, with the spec's split. */
export function SentimentPanel({ coin, timeframe, series, split, look = 'spec', before, after }: SentimentPanelProps) {
  return (
    <SentimentCard
      coin={coin}
      view={useHourlyView(series)}
      subtitle={`Escala 0–100, ${lookWords(look, timeframe)}`}
      tag={lookTag(look, timeframe)}
      split={split}
      before={before}
      after={after}
    />
  );
}

/** The positive/neutral/negative shares of mentions, as a bar and its legend. */
export function SplitBar({ split, title }: { split: Split; title?: string }) {
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
