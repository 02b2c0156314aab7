// The sentiment panel with measured figures (analytics and <crypto-sentiment-chart>): the measured history of the
// chosen timeframe (a period without texts is a gap, never a zero) with the coin's own 24 hours beside it, and the
// measured shares in place of the sample split. The shared sentiment card draws it (panels/SentimentPanel.tsx). Its
// own chunk, fetched only when a feed brings measured figures.

import { type ReactNode, use } from 'react';
import type { Timeframe } from '../../core/catalog.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import { HostContext } from '../element/context.ts';
import { SentimentCard } from '../panels/SentimentPanel.tsx';
import { periodTag } from '../panels/series-words.ts';
import { usePeriodView } from '../panels/span/period-view.ts';
import { hasSentiment, SPAN_WORDS } from '../panels/span/rows.ts';
import { SpanSentimentPanel } from '../panels/span/span-panels.tsx';
import { measuredSplit } from '../panels/span/split.ts';
import { SentimentBadge } from '../ui/Bands.tsx';
import { Figure } from '../ui/Figure.tsx';
import { useFormats, useLocale } from '../ui/formats.ts';
import { useData } from '../ui/use-data.ts';
import { useAdoptedStyles } from './adopt.ts';
import { CoinSocialMeaning } from './CoinSocial.tsx';
import { CoinSocialFigures } from './CoinSocialFigures.tsx';
import { pointLabel } from './history-axis.ts';
import styles from './measured.css?inline';
import { fewText, stateOf } from './words.ts';

interface MeasuredHistoryPanelProps {
  coin: string;
  timeframe: Timeframe;
  measured: MeasuredSentiment;
  /** The timeframe as a tag in the card (a widget showing this panel alone; analytics has its selector). */
  tagged?: boolean;
  before?: ReactNode;
  after?: ReactNode;
}

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

export default function MeasuredHistoryPanel({
  coin,
  timeframe,
  measured,
  tagged = false,
  before,
  after,
}: MeasuredHistoryPanelProps) {
  useAdoptedStyles(use(HostContext), styles);
  const locale = useLocale();
  const rows = measured.history[timeframe].map((p) => ({
    time: p.time,
    when: pointLabel(p.time, timeframe, locale),
    sentiment: p.score ?? null,
    mentions: p.mentions,
  }));
  const view = usePeriodView(rows, timeframe);
  const figure = measured.coins.find((c) => c.coin === coin);
  // The coin's dominance and baseline figure, when it has texts of its own.
  const social = figure && figure.mentions > 0 ? figure : undefined;
  // The coin's own shares when it has enough texts; the market's otherwise.
  const coinShares = figure?.score !== undefined ? figure.shares : undefined;
  const shares = coinShares ?? measured.overall.shares;
  const label = `${coin}, 24 h`;
  return (
    <SentimentCard
      coin={coin}
      view={view}
      title="Sentimiento medido"
      subject="medido de todo el mercado"
      subtitle={`Escala 0–100, todo el mercado, ${SPAN_WORDS[timeframe]}`}
      tag={tagged ? periodTag(timeframe) : undefined}
      measured
      figures={
        <>
          {figure?.score !== undefined ? (
            <Figure label={label} value={<SentimentBadge score={Math.round(figure.score)} />} />
          ) : (
            <Unscored label={label} mentions={figure?.mentions ?? 0} />
          )}
          {social ? <CoinSocialFigures figure={social} /> : null}
        </>
      }
      note={social ? <CoinSocialMeaning /> : undefined}
      mentionsOf="de todo el mercado"
      split={shares}
      splitTitle={coinShares ? `Reparto de ${coin}, 24 h` : 'Reparto del mercado, 24 h'}
      noSplit={`Reparto: ${stateOf(measured.overall) === 'none' ? 'sin textos' : 'pocos datos'}.`}
      before={before}
      after={after}
    />
  );
}

/**
 * <crypto-sentiment-chart> with measured figures: the coin's own history where the site's server measures it per
 * coin (its /api/series column, as analytics draws it), else the measured history of the whole market, said so.
 */
interface CoinHistoryProps {
  coin: string;
  timeframe: Timeframe;
  measured: MeasuredSentiment;
  before?: ReactNode;
  after?: ReactNode;
}

export function CoinHistory({ coin, timeframe, measured, before, after }: CoinHistoryProps) {
  const { formatNumber } = useFormats();
  const state = useData((source) => ({ series: source.spanSeries?.(coin, timeframe) }), [coin, timeframe]);
  if (state.status === 'loading') return <div style={{ minHeight: 400 }} />;
  const series = state.status === 'ready' && !state.offline ? state.data.series : undefined;
  if (series && hasSentiment(series)) {
    const split = measuredSplit(measured, coin, series, formatNumber);
    return (
      <SpanSentimentPanel
        coin={coin}
        series={series}
        split={split?.shares}
        splitTitle={split?.title}
        figure={measured.coins.find((c) => c.coin === coin)}
        tagged
        before={before}
        after={after}
      />
    );
  }
  return (
    <MeasuredHistoryPanel coin={coin} timeframe={timeframe} measured={measured} tagged before={before} after={after} />
  );
}
