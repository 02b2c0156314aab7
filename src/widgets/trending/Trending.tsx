import { Flame } from 'lucide-react';
import { RELATIVE_WORDS, relativeBand } from '../../core/measured/relative.ts';
import type { MeasuredCoinFigure, MeasuredSentiment } from '../../core/measured/types.ts';
import type { CoinQuote } from '../../core/types.ts';
import { CoinSocialMeaning, useDominanceText } from '../measured/CoinSocial.tsx';
import { measuredWhere } from '../measured/where.ts';
import { Change, SentimentBadge } from '../ui/Bands.tsx';
import { Card } from '../ui/Card.tsx';
import { CoinMark } from '../ui/CoinMark.tsx';
import { useFormats } from '../ui/formats.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import styles from './styles.css?inline';

export { default as spec } from './spec.ts';

export { styles };

/**
 * A coin's sentiment: measured when the feed has it ("pocos datos" and the count under the minimum, "sin textos"
 * without any), else the
 * CoinGecko community votes (or the sample score), marked "votos" beside measured figures.
 */
function CoinSentiment({ symbol, votes, measured }: { symbol: string; votes?: number; measured?: MeasuredSentiment }) {
  const figure = measured?.coins.find((c) => c.coin === symbol);
  if (!figure && votes === undefined) return <span className="cw-badge">sin datos</span>;
  if (!figure) {
    return (
      <>
        <SentimentBadge score={votes as number} />
        {measured ? <span className="cw-coin-name"> votos de CoinGecko</span> : null}
      </>
    );
  }
  if (figure.mentions === 0) return <span className="cw-badge">sin textos</span>;
  return (
    <>
      {figure.score === undefined ? (
        <span className="cw-badge">pocos datos ({figure.mentions})</span>
      ) : (
        <SentimentBadge score={Math.round(figure.score)} />
      )}
      <CoinSocialLine figure={figure} />
    </>
  );
}

/**
 * Under the coin's score: its share of the mentions, and, when unusual, how it stands against its own 20 days
 * ("▲ más positivo de lo habitual").
 */
function CoinSocialLine({ figure }: { figure: MeasuredCoinFigure }) {
  const dominance = useDominanceText();
  const band = figure.relative === undefined ? 'usual' : relativeBand(figure.relative);
  return (
    <span className="cw-coin-name cw-coin-social-line">
      {dominance(figure.dominance)} de las menciones
      {band === 'usual' ? null : (
        <span className={`cw-relative-mark cw-relative-${band}`}>
          <span aria-hidden="true">{band.endsWith('higher') ? '▲ ' : '▼ '}</span>
          {RELATIVE_WORDS[band]}
        </span>
      )}
    </span>
  );
}

/** What the sentiment column holds: measured where the texts came from, and no claim of a measure without texts. */
function sentimentCaption(measured: MeasuredSentiment): string {
  const where = measuredWhere(measured.counts);
  return where ? `Sentimiento ${where.toLowerCase()}, 24 h` : 'Sentimiento: aún no hay textos medidos en 24 h';
}

/** Rows shown: a server following more coins shows the most mentioned. */
const TRENDING_ROWS = 10;

/** Whether any coin was mentioned in 24 h: without a mention there is no ranking by mentions to claim. */
const anyMention = (measured: MeasuredSentiment | undefined): boolean =>
  !!measured?.coins.some((coin) => coin.mentions > 0);

/**
 * The coins listed, in order: all of them up to TRENDING_ROWS; past it, with measured figures, the most mentioned in
 * 24 h first (the feed's order among equals, so the feed's first ones when none was mentioned).
 */
function trendingRows(quotes: readonly CoinQuote[], measured: MeasuredSentiment | undefined): readonly CoinQuote[] {
  if (quotes.length <= TRENDING_ROWS) return quotes;
  if (!measured) return quotes.slice(0, TRENDING_ROWS);
  const mentions = (q: CoinQuote) => measured.coins.find((c) => c.coin === q.symbol)?.mentions ?? 0;
  return [...quotes].sort((a, b) => mentions(b) - mentions(a)).slice(0, TRENDING_ROWS);
}

/** Past TRENDING_ROWS coins, which of them are listed. */
const rowsCaption = (count: number, measured: boolean): string | undefined =>
  count <= TRENDING_ROWS
    ? undefined
    : measured
      ? `las ${TRENDING_ROWS} más mencionadas de ${count}`
      : `las ${TRENDING_ROWS} primeras de ${count}`;

export default function Trending() {
  const { formatVolume, formatPrice } = useFormats();
  const state = useData(
    (source) => ({ quotes: source.quotes(), sentiments: source.coinSentiments(), measured: source.measured() }),
    [],
  );
  return (
    <Card
      title="Monedas en tendencia"
      subtitle="Precio, cambio en 24 h, sentimiento y volumen"
      icon={<Flame size={18} />}
      className="cw-trending-card"
    >
      <Loadable state={state} height={300}>
        {({ quotes, sentiments, measured }) => {
          return (
            <>
              <table className="cw-trending">
                {measured || quotes.length > TRENDING_ROWS ? (
                  <caption className="cw-muted">
                    {[
                      measured ? sentimentCaption(measured) : undefined,
                      rowsCaption(quotes.length, anyMention(measured)),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </caption>
                ) : null}
                <thead>
                  <tr>
                    <th scope="col">Moneda</th>
                    <th scope="col" className="cw-num">
                      Precio<span className="cw-narrow-only cw-narrow-heading"> y sentimiento</span>
                    </th>
                    <th scope="col" className="cw-num cw-wide-only">
                      Cambio 24 h
                    </th>
                    <th scope="col" className="cw-num cw-wide-only">
                      Sentimiento
                    </th>
                    <th scope="col" className="cw-num cw-wide-only">
                      Volumen 24 h
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {trendingRows(quotes, measured).map((q) => {
                    const sentiment = sentiments[q.symbol] ?? q.sentiment;
                    return (
                      <tr key={q.symbol} part="row">
                        <th scope="row">
                          <span className="cw-coin">
                            <CoinMark symbol={q.symbol} colour={q.colour} />
                            <span>
                              <span className="cw-coin-symbol">{q.symbol}</span>
                              <span className="cw-coin-name">{q.name}</span>
                              <span className="cw-narrow-only cw-coin-name">
                                Vol.{'\u00a0'}
                                {formatVolume(q.volume)}
                              </span>
                            </span>
                          </span>
                        </th>
                        <td className="cw-num">
                          <span className="cw-price">{formatPrice(q.price)}</span>
                          <span className="cw-narrow-only">
                            <Change value={q.change} trend={q.trend} />
                          </span>
                          <span className="cw-narrow-only cw-narrow-badge">
                            <CoinSentiment symbol={q.symbol} votes={sentiment} measured={measured} />
                          </span>
                        </td>
                        <td className="cw-num cw-wide-only">
                          <Change value={q.change} trend={q.trend} />
                        </td>
                        <td className="cw-num cw-wide-only">
                          <CoinSentiment symbol={q.symbol} votes={sentiment} measured={measured} />
                        </td>
                        <td className="cw-num cw-wide-only">{formatVolume(q.volume)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {/* What the share of mentions and the 20-day comparison mean, once a row shows them. */}
              {anyMention(measured) ? <CoinSocialMeaning className="cw-trending-note" /> : null}
            </>
          );
        }}
      </Loadable>
    </Card>
  );
}
