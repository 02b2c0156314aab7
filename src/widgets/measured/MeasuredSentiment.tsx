// <crypto-sentiment> with the figures a site's server measured: its overall score beside alternative.me's Fear &
// Greed (each credited, never merged), the measured platforms, what was measured and "¿Cómo se calcula?". A chunk
// of its own, fetched only when a feed brings measured figures: sample pages never carry it.

import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { use } from 'react';
import { SENTIMENT_BAND_LABELS, sentimentBand } from '../../core/bands.ts';
import type { SentimentOverview } from '../../core/data-source.ts';
import { isLive } from '../../core/is-live.ts';
import {
  MEASURED_PLATFORM_LABELS,
  type MeasuredFigure,
  type MeasuredPlatformFigure,
  type MeasuredSentiment,
} from '../../core/measured/types.ts';
import { quoteOf } from '../../core/sample/common.ts';
import type { CoinQuote } from '../../core/types.ts';
import { HostContext, useDataSource } from '../element/context.ts';
import { bandClass } from '../ui/Bands.tsx';
import { useFormats, useLocale } from '../ui/formats.ts';
import { ScoreGauge } from '../ui/ScoreGauge.tsx';
import { useAdoptedStyles } from './adopt.ts';
import { CoinSocialList, CoinSocialMeaning } from './CoinSocial.tsx';
import { HowItIsMeasured } from './HowItIsMeasured.tsx';
import styles from './measured.css?inline';
import { useNow } from './use-now.ts';
import {
  ageFrom,
  agoText,
  countsText,
  fewText,
  MIN_ITEMS_FOR_SCORE,
  measuredWhere,
  NOTHING_MEASURED,
  stateOf,
  wholeScore,
} from './words.ts';

export interface MeasuredSentimentProps {
  measured: MeasuredSentiment;
  /** alternative.me's Fear & Greed (the feed's `sentiment` part), shown beside the measured score. */
  overview: SentimentOverview;
  symbol: string | undefined;
  /** The quotes read with it, for the coin's name (Dogecoin); the sample's or the ticker when they lack it. */
  quotes?: readonly CoinQuote[] | undefined;
  /** The coin's CoinGecko votes score: shown, marked, only when the coin has too few measured items. */
  coinVotes: { score: number } | undefined;
}

/**
 * No score where a confident one would mislead: "Pocos datos" with the count, or, without a single text, that
 * nothing is measured yet (never "0 textos" dressed as a figure).
 */
function Unscored({ figure, symbol }: { figure: MeasuredFigure; symbol: string | undefined }) {
  const formats = useFormats();
  if (stateOf(figure) === 'none') {
    return (
      <div className="cw-measured-few">
        <strong>{symbol ? `Aún no hay textos sobre ${symbol}` : NOTHING_MEASURED}</strong>
        <span>La cifra aparece con {MIN_ITEMS_FOR_SCORE} textos o más</span>
      </div>
    );
  }
  return (
    <div className="cw-measured-few">
      <strong>Pocos datos</strong>
      <span>{fewText(figure.mentions, formats)}</span>
    </div>
  );
}

function PlatformRow({ figure }: { figure: MeasuredPlatformFigure }) {
  const formats = useFormats();
  const { formatCompact, formatScore } = formats;
  const name = MEASURED_PLATFORM_LABELS[figure.platform];
  const mentions = `${formatCompact(figure.mentions)} ${figure.mentions === 1 ? 'mención' : 'menciones'}`;
  if (figure.score === undefined) {
    return (
      <li className="cw-platform cw-platform-few" part="platform">
        <div className="cw-platform-head">
          <span className="cw-platform-name">{name}</span>
          <span className="cw-badge">{stateOf(figure) === 'none' ? 'sin textos' : 'pocos datos'}</span>
        </div>
        <div className="cw-platform-foot">
          <span>{mentions}</span>
          <span>mínimo {MIN_ITEMS_FOR_SCORE} para puntuar</span>
        </div>
      </li>
    );
  }
  const score = wholeScore(figure.score);
  const previous = figure.previousScore === undefined ? undefined : wholeScore(figure.previousScore);
  const up = previous !== undefined && score >= previous;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <li className={`cw-platform ${bandClass(score)}`} part="platform">
      <div className="cw-platform-head">
        <span className="cw-platform-name">{name}</span>
        <span className="cw-platform-score">
          {formatScore(score)}
          {previous === undefined ? null : (
            <span className={`cw-platform-trend ${up ? 'cw-change-up' : 'cw-change-down'}`}>
              <Arrow size={15} strokeWidth={2.5} aria-hidden="true" />
              <span className="cw-visually-hidden">
                {up ? 'al alza' : 'a la baja'} (ayer {previous})
              </span>
            </span>
          )}
        </span>
      </div>
      <div className="cw-meter" aria-hidden="true">
        <div className="cw-meter-fill" style={{ width: `${score}%` }} />
      </div>
      <div className="cw-platform-foot">
        <span>{mentions}</span>
        <span className="cw-platform-band">{SENTIMENT_BAND_LABELS[sentimentBand(score)]}</span>
      </div>
    </li>
  );
}

/** alternative.me's index beside ours, with its own name and credit. */
function FearAndGreed({ overview, live }: { overview: SentimentOverview; live: boolean }) {
  const { formatScore } = useFormats();
  const band = overview.label ?? SENTIMENT_BAND_LABELS[sentimentBand(overview.overall)];
  return (
    <div className="cw-measured-index" part="measured-index">
      <span className="cw-measured-index-name">Índice de miedo y codicia</span>
      <span className="cw-measured-index-value">
        <strong>{formatScore(overview.overall)}</strong>{' '}
        <span className={`cw-badge ${bandClass(overview.overall)}`}>{band}</span>
      </span>
      <span className="cw-measured-index-credit">{live ? 'Alternative.me' : 'Datos de ejemplo'}</span>
    </div>
  );
}

export default function MeasuredSentimentBody({
  measured,
  overview,
  symbol,
  quotes,
  coinVotes,
}: MeasuredSentimentProps) {
  useAdoptedStyles(use(HostContext), styles);
  // Whether the index is the provider's (else the sample data stands in, and the view says so).
  const source = useDataSource();
  const provenance = source.provenanceOf?.(overview);
  const overviewLive = provenance !== undefined && isLive(provenance);
  // The votes stand in only when they are CoinGecko's, not the sample data's.
  const votesProvenance = coinVotes && source.provenanceOf?.(coinVotes);
  const votes = votesProvenance && isLive(votesProvenance) ? coinVotes?.score : undefined;
  const formats = useFormats();
  const locale = useLocale();
  const now = useNow();
  const coin = symbol ? measured.coins.find((c) => c.coin === symbol) : undefined;
  const figure: MeasuredFigure = symbol ? (coin ?? { mentions: 0 }) : measured.overall;
  const score = figure.score === undefined ? undefined : wholeScore(figure.score);
  const name = symbol ? (quotes?.find((q) => q.symbol === symbol)?.name ?? quoteOf(symbol)?.name ?? symbol) : undefined;
  // Where it was measured, only for a figure that has texts behind it.
  const where = stateOf(figure) === 'none' ? undefined : measuredWhere(measured.counts);
  const caption = [symbol ? (name === symbol ? symbol : `${name} (${symbol})`) : undefined, where]
    .filter(Boolean)
    .join(' · ');
  const since = ageFrom(measured);
  return (
    <div className="cw-sentiment cw-measured">
      <div className="cw-sentiment-overall">
        {score === undefined ? (
          <Unscored figure={figure} symbol={symbol} />
        ) : (
          <>
            <ScoreGauge score={score} label={symbol ? `Sentimiento medido de ${symbol}` : 'Sentimiento medido'} />
            <p className={`cw-badge ${bandClass(score)}`}>{SENTIMENT_BAND_LABELS[sentimentBand(score)]}</p>
          </>
        )}
        {caption ? <p className="cw-sentiment-caption">{caption}</p> : null}
        {symbol ? (
          score === undefined && votes !== undefined ? (
            <p className="cw-measured-votes">
              Votos de CoinGecko: <strong>{formats.formatScore(votes)}</strong>
            </p>
          ) : null
        ) : (
          <FearAndGreed overview={overview} live={overviewLive} />
        )}
        {coin && coin.mentions > 0 ? (
          <>
            <CoinSocialList figure={coin} />
            <CoinSocialMeaning />
          </>
        ) : null}
      </div>
      <div className="cw-sentiment-platforms">
        <div className="cw-sentiment-platforms-head">
          <h3 className="cw-section-title">Por plataforma</h3>
          {symbol ? <p className="cw-muted">Todo el mercado, no solo {symbol}</p> : null}
        </div>
        {measured.platforms.length > 0 ? (
          <ul>
            {measured.platforms.map((p) => (
              <PlatformRow key={p.platform} figure={p} />
            ))}
          </ul>
        ) : (
          <p className="cw-muted">Ninguna plataforma medida en 24 h.</p>
        )}
        <p className="cw-measured-line" part="measured-line">
          {stateOf(measured.overall) === 'none'
            ? `Sin textos en las últimas 24\u00a0h`
            : `Medido: ${countsText(measured.counts, formats)} en 24\u00a0h${since ? ` · ${agoText(since, now, locale)}` : ''}`}
        </p>
        <HowItIsMeasured measured={measured} now={now} symbol={symbol} />
      </div>
    </div>
  );
}
