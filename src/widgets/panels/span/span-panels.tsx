// The panels over a real span (a SpanSeries from /api/series or CoinGecko): the shared panels (PriceCard,
// VolumeCard, SentimentCard, MatrixCard) given the span's view, with axis labels that follow it (hours, days, dates
// in the widget's locale), and the cards that say why a figure has nothing real to show. Its own chunk: only live
// and feed pages load it.

import { Grid3x3, LineChart as LineChartIcon, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnalyticsFigures } from '../../../core/data-source.ts';
import type { MeasuredCoinFigure } from '../../../core/measured/types.ts';
import { isHourly } from '../../../core/spans/periods.ts';
import { CORRELATION_KEYS, MIN_CORRELATION_PAIRS, type SpanSeries } from '../../../core/spans/types.ts';
import { CoinSocialMeaning } from '../../measured/CoinSocial.tsx';
import { CoinSocialFigures } from '../../measured/CoinSocialFigures.tsx';
import { Card } from '../../ui/Card.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { useFormats, useLocale } from '../../ui/formats.ts';
import { MatrixCard } from '../CorrelationPanel.tsx';
import { PriceCard } from '../PricePanel.tsx';
import { SentimentCard } from '../SentimentPanel.tsx';
import { periodTag } from '../series-words.ts';
import { VolumeCard } from '../VolumePanel.tsx';
import type { ChartView } from '../view.tsx';
import { usePeriodView } from './period-view.ts';
import { methodLine, SPAN_WORDS, type SpanRow, spanRows, volume24h } from './rows.ts';
import { figuresCredit, type SpanWhales } from './span-whales.ts';
import { useSpanStyles } from './use-span-styles.ts';

export interface SpanPanelProps {
  coin: string;
  series: SpanSeries;
  /** The span as a tag in the card (a widget showing this panel alone; analytics has its selector). */
  tagged?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}

/** A span's view: its rows, ticks where they fit, labelled for the span. */
const useSpanView = (series: SpanSeries): ChartView<SpanRow> =>
  usePeriodView(spanRows(series, useLocale()), series.span);

const tagOf = (series: SpanSeries, tagged?: boolean) => (tagged ? periodTag(series.span) : undefined);

export function SpanPricePanel({ coin, series, tagged, before, after }: SpanPanelProps) {
  return (
    <PriceCard
      coin={coin}
      view={useSpanView(series)}
      subtitle={`Precio ${SPAN_WORDS[series.span]}`}
      tag={tagOf(series, tagged)}
      changeLabel={`Variación ${series.span}`}
      before={before}
      after={after}
    />
  );
}

export function SpanVolumePanel({
  coin,
  series,
  whales,
  tagged,
  before,
  after,
}: SpanPanelProps & { whales: SpanWhales }) {
  useSpanStyles();
  const { formatVolume, formatNumber } = useFormats();
  const btc = (value: number) => `${formatNumber(Math.round(value))} BTC`;
  const day = volume24h(series);
  // Hourly, each bar is CoinGecko's rolling 24 h volume at that hour, not the hour's own trading.
  const hourly = isHourly(series.span);
  return (
    <VolumeCard
      title={`Volumen de ${coin}`}
      subtitle={`${hourly ? 'Volumen de 24 h,' : 'Volumen negociado'} ${SPAN_WORDS[series.span]}`}
      tag={tagOf(series, tagged)}
      view={useSpanView(series)}
      unit={hourly ? 'hora' : 'día'}
      rolling={hourly}
      figures={
        <>
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
        </>
      }
      figuresText={
        `Volumen en 24 h: ${formatVolume(day)}; ` +
        (whales.measured
          ? `ballenas: ${whales.count24h === undefined ? '' : `${formatNumber(whales.count24h)} transacciones en 24 h, `}${btc(whales.btc)} en ${whales.period}.`
          : whales.reason)
      }
      credit={<p className="cw-span-credit">{figuresCredit(whales, formatNumber)}</p>}
      before={before}
      after={after}
    />
  );
}

/** The coin's own measured sentiment over the span, with its social dominance and its figure against its 20 days. */
export function SpanSentimentPanel({
  coin,
  series,
  split,
  splitTitle,
  figure,
  tagged,
  before,
  after,
}: SpanPanelProps & {
  split?: AnalyticsFigures['sentimentSplit'];
  splitTitle?: string;
  /** The coin's 24 h figure from the feed, when it has texts. */
  figure?: MeasuredCoinFigure;
}) {
  const social = figure && figure.mentions > 0 ? figure : undefined;
  return (
    <SentimentCard
      coin={coin}
      view={useSpanView(series)}
      subtitle={`Medido, escala 0–100, ${SPAN_WORDS[series.span]}`}
      tag={tagOf(series, tagged)}
      measured
      figures={social ? <CoinSocialFigures figure={social} /> : undefined}
      mentionsOf={`de ${coin}`}
      split={split}
      splitTitle={splitTitle}
      note={social ? <CoinSocialMeaning /> : undefined}
      before={before}
      after={after}
    />
  );
}

/** The variables' keys in the matrix's order (CORRELATION_VARIABLES: price, sentiment, volume, whales). */
const KEYS = CORRELATION_KEYS;

export function SpanCorrelationPanel({ coin, series, before, after }: SpanPanelProps) {
  useSpanStyles();
  const { formatNumber } = useFormats();
  const { matrix } = series.correlation;
  return (
    <MatrixCard
      subtitle={`Cambios de ${coin}, ${SPAN_WORDS[series.span]}`}
      cell={(i, j) => matrix[KEYS[i] as (typeof KEYS)[number]][KEYS[j] as (typeof KEYS)[number]]}
      caption={`Correlación de Pearson entre los cambios de precio, sentimiento, volumen y ballenas de ${coin} en ${series.span}, con su signo e intensidad`}
      signed
      minPairs={MIN_CORRELATION_PAIRS}
      method={
        <p className="cw-span-method" part="method">
          {methodLine(series, formatNumber)}
        </p>
      }
      before={before}
      after={after}
    />
  );
}

interface EmptyPanelProps {
  title: string;
  subtitle: string;
  icon: ReactNode;
  tag?: string;
  /** Figures that are real, above the message. */
  figures?: ReactNode;
  children: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}

/** A panel with nothing real to draw: a quiet, framed note saying why, in the chart's place. */
export function EmptyPanel({ title, subtitle, icon, tag, figures, children, before, after }: EmptyPanelProps) {
  useSpanStyles();
  return (
    <Card
      title={title}
      subtitle={subtitle}
      icon={icon}
      actions={tag ? <span className="cw-tag">{tag}</span> : undefined}
      className="cw-panel"
    >
      {before}
      {figures ? <div className="cw-figures">{figures}</div> : null}
      <p className="cw-span-empty">{children}</p>
      {after}
    </Card>
  );
}

/** Direct from the providers, the browser measures no sentiment: the card says so instead of a sample line. */
export function NoSentimentPanel({ coin, tagged, series, before, after }: SpanPanelProps) {
  return (
    <EmptyPanel
      title={`Sentimiento de ${coin}`}
      subtitle="Medido en redes y noticias"
      icon={<MessagesSquare size={18} />}
      tag={tagOf(series, tagged)}
      before={before}
      after={after}
    >
      Sin sentimiento medido para este periodo: lo mide el servidor del sitio, y el navegador no lee redes ni noticias.
    </EmptyPanel>
  );
}

/** A live or feed view without prices for the span: no matrix of sample series, and why. */
export function NoCorrelationPanel({ coin }: { coin: string }) {
  return (
    <EmptyPanel title="Matriz de correlación" subtitle={`Cambios de ${coin}`} icon={<Grid3x3 size={18} />}>
      Sin correlación: los precios de {coin} no están disponibles ahora, y correlacionar series de ejemplo no diría
      nada.
    </EmptyPanel>
  );
}

/** The coin's card has a live price, but there is no price series: that price, and why no line. */
export function LivePricePanel({ coin, price }: { coin: string; price: number }) {
  const { formatPrice } = useFormats();
  return (
    <EmptyPanel
      title={`Precio de ${coin}`}
      subtitle="Cotización en vivo"
      icon={<LineChartIcon size={18} />}
      figures={<Figure label="Ahora" value={formatPrice(price)} />}
    >
      Sin serie de precios para este periodo: el proveedor no la da ahora. El precio es el de la cotización en vivo.
    </EmptyPanel>
  );
}
