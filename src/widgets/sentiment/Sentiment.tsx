import { Activity, ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SENTIMENT_BAND_LABELS, sentimentBand } from '../../core/bands.ts';
import { quoteOf } from '../../core/sample/common.ts';
import type { PlatformSentiment } from '../../core/types.ts';
import { bandClass } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { ScoreGauge } from '../ui/ScoreGauge.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';

export { default as spec } from './spec.ts';

export { styles };

// The measured view (a feed from a site's server): its own chunk, which pages with sample data never fetch.
const MeasuredBody = lazy(() => import('../measured/MeasuredSentiment.tsx'));
// What a coin the data does not cover says: fetched only for such a coin.
const NotCovered = lazy(() => import('../ui/CoinNotCovered.tsx'));

function PlatformRow({ platform }: { platform: PlatformSentiment }) {
  const { formatCompact, formatScore } = useFormats();
  const up = platform.trend === 'up';
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <li className={`cw-platform ${bandClass(platform.score)}`} part="platform">
      <div className="cw-platform-head">
        <span className="cw-platform-name">{platform.platform}</span>
        <span className="cw-platform-score">
          {formatScore(platform.score)}
          <span className={`cw-platform-trend ${up ? 'cw-change-up' : 'cw-change-down'}`}>
            <Arrow size={15} strokeWidth={2.5} aria-hidden="true" />
            <span className="cw-visually-hidden">{up ? 'al alza' : 'a la baja'}</span>
          </span>
        </span>
      </div>
      <div className="cw-meter" aria-hidden="true">
        <div className="cw-meter-fill" style={{ width: `${platform.score}%` }} />
      </div>
      <div className="cw-platform-foot">
        <span>{formatCompact(platform.mentions)} menciones</span>
        <span className="cw-platform-band">{SENTIMENT_BAND_LABELS[sentimentBand(platform.score)]}</span>
      </div>
    </li>
  );
}

/** `coin` shows that coin's score instead of the market's; a coin the data does not cover says so. */
export default function Sentiment({ coin: symbol }: { coin: string | undefined }) {
  const state = useData(
    (source) => ({
      overview: source.sentiment(),
      // CoinGecko's community votes: asked per coin, so only for the sample's coins (no sample stands in for another).
      coin: quoteOf(symbol) && source.coinSentiment(symbol as string),
      measured: source.measured(),
      quotes: symbol ? source.quotes() : undefined,
    }),
    [symbol],
  );
  // Symbol, not name: the title keeps to one line in narrow columns whichever coin is shown.
  const title = symbol ? `Sentimiento de ${symbol}` : 'Sentimiento general';
  return (
    <Card
      title={title}
      subtitle={`Redes sociales${state.status === 'ready' && state.data.measured ? ' y noticias' : ''} · últimas 24 h`}
      icon={<Activity size={18} />}
    >
      <Loadable state={state} height={300} placeNotes>
        {({ overview, coin, measured, quotes }, { before, after }) => {
          // A coin neither the quotes nor the measured figures have (coinCovered, which is in the lazy chunk): its
          // sentence alone, with no line crediting figures the card does not show.
          const covered =
            !symbol || quotes?.some((q) => q.symbol === symbol) || measured?.coins.some((c) => c.coin === symbol);
          return (
            <>
              {before}
              {!covered ? (
                <Suspense fallback={null}>
                  <NotCovered symbol={symbol} state={state} measured={measured} />
                </Suspense>
              ) : measured ? (
                <Suspense fallback={<div style={{ minHeight: 300 }} />}>
                  <MeasuredBody
                    measured={measured}
                    overview={overview}
                    symbol={symbol}
                    quotes={quotes}
                    coinVotes={coin}
                  />
                </Suspense>
              ) : (
                <SentimentBody
                  overall={coin?.score ?? overview.overall}
                  // The provider's own word for the market's index (Fear & Greed), when it has one.
                  label={symbol ? undefined : overview.label}
                  symbol={symbol}
                  platforms={overview.platforms}
                />
              )}
              {covered ? after : null}
            </>
          );
        }}
      </Loadable>
    </Card>
  );
}

function SentimentBody({
  overall,
  label,
  symbol,
  platforms,
}: {
  overall: number;
  label: string | undefined;
  symbol: string | undefined;
  platforms: readonly PlatformSentiment[];
}) {
  const band = label ?? SENTIMENT_BAND_LABELS[sentimentBand(overall)];
  const name = quoteOf(symbol)?.name;
  return (
    <div className="cw-sentiment">
      <div className="cw-sentiment-overall">
        <ScoreGauge score={overall} label={symbol ? `Sentimiento de ${symbol}` : 'Sentimiento general'} />
        <p className={`cw-badge ${bandClass(overall)}`}>{band}</p>
        <p className="cw-sentiment-caption">{symbol ? `${name} (${symbol})` : 'Todo el mercado cripto'}</p>
      </div>
      <div className="cw-sentiment-platforms">
        <div className="cw-sentiment-platforms-head">
          <h3 className="cw-section-title">Por plataforma</h3>
          {symbol ? <p className="cw-muted">Mercado general</p> : null}
        </div>
        <ul>
          {platforms.map((p) => (
            <PlatformRow key={p.platform} platform={p} />
          ))}
        </ul>
      </div>
    </div>
  );
}
