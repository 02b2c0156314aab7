// A live or feed view without the span's prices: the coin's 24-hour series as the source has it (its last 24 hours
// when the provider answered, else the sample series standing in), each panel saying what it draws. Sample series
// say "Datos de ejemplo" beside their title; no matrix is computed from a 24-hour series (its sentiment and whales
// are always sample data); the coin's live card price stands in for a sample price line; the measured history is
// drawn where the site's server measures.

import { lazy, Suspense } from 'react';
import type { AnalyticsCoin, Timeframe } from '../../../core/catalog.ts';
import type { AnalyticsFigures } from '../../../core/data-source.ts';
import { isLive, REAL_STATES } from '../../../core/is-live.ts';
import type { ChartPoint } from '../../../core/types.ts';
import { Figure } from '../../ui/Figure.tsx';
import { useFormats } from '../../ui/formats.ts';
import { Loadable } from '../../ui/Loadable.tsx';
import { useData } from '../../ui/use-data.ts';
import { useSeed } from '../../ui/use-seed.ts';
import type { ChartKind } from '../ChartWidget.tsx';
import { PriceCard } from '../PricePanel.tsx';
import { SentimentCard } from '../SentimentPanel.tsx';
import { periodTag, sampleWords } from '../series-words.ts';
import { VolumeCard } from '../VolumePanel.tsx';
import { useHourlyView } from '../view.tsx';
import { SPAN_WORDS } from './rows.ts';
import { LivePricePanel, NoCorrelationPanel } from './span-panels.tsx';

const MeasuredHistoryPanel = lazy(() => import('../../measured/MeasuredHistoryPanel.tsx'));

const SAMPLE_TAG = 'Datos de ejemplo';

type SentimentSplit = AnalyticsFigures['sentimentSplit'];

interface HourlyViewProps {
  kind: ChartKind;
  coin: AnalyticsCoin;
  timeframe: Timeframe;
  seed: number | undefined;
  height: number;
}

interface PanelProps {
  coin: AnalyticsCoin;
  series: readonly ChartPoint[];
  /** The series is the sample one (by its own state: a real measured history beside it does not make it real). */
  sample: boolean;
  /** A widget alone: its timeframe as a tag, where the series is real. */
  timeframe?: Timeframe;
}

/** The price of the 24 hours; a sample line gives way to the coin's live card price when it has one. */
function HourlyPrice({ coin, series, sample, timeframe, livePrice }: PanelProps & { livePrice?: number }) {
  const view = useHourlyView(series);
  if (sample && livePrice !== undefined) return <LivePricePanel coin={coin} price={livePrice} />;
  return (
    <PriceCard
      coin={coin}
      view={view}
      subtitle={sample ? `Precio por hora, ${sampleWords(undefined)}` : `Precio ${SPAN_WORDS['1D']}`}
      tag={sample ? SAMPLE_TAG : periodTag(timeframe)}
    />
  );
}

/**
 * The volume of the 24 hours: the sample's with the spec's fixed figures, said to be sample; a live one (each bar a
 * 24th of CoinGecko's rolling 24 h volume) with that 24 h volume alone, no sample figure beside it.
 */
function HourlyVolume({
  coin,
  series,
  sample,
  timeframe,
  fixed,
}: PanelProps & { fixed: [volume: number, whales: number] }) {
  const { formatVolume, formatNumber } = useFormats();
  const day = formatVolume(sample ? fixed[0] : (series.at(-1)?.volume ?? 0) * 24);
  const whales = sample ? formatNumber(fixed[1]) : undefined;
  return (
    <VolumeCard
      title={sample ? `Volumen on-chain de ${coin}` : `Volumen de ${coin}`}
      subtitle={sample ? `Volumen por hora, ${sampleWords(undefined)}` : `Volumen negociado ${SPAN_WORDS['1D']}`}
      tag={sample ? SAMPLE_TAG : periodTag(timeframe)}
      view={useHourlyView(series)}
      unit="hora"
      figures={
        <>
          <Figure label="Volumen 24 h" value={day} />
          {whales ? <Figure label="Transacciones de ballenas" value={whales} /> : null}
        </>
      }
      figuresText={`Volumen en 24 h: ${day}${whales ? `; transacciones de ballenas: ${whales}` : ''}.`}
    />
  );
}

/** The sentiment of the 24 hours: always the sample's (no provider gives a coin's sentiment by the hour). */
function HourlySentiment({ coin, series, split }: Pick<PanelProps, 'coin' | 'series'> & { split: SentimentSplit }) {
  return (
    <SentimentCard
      coin={coin}
      view={useHourlyView(series)}
      subtitle={`Escala 0–100, ${sampleWords(undefined)}`}
      tag={SAMPLE_TAG}
      split={split}
    />
  );
}

/** The analytics' line: what is sample, what is real, and why there is no correlation. */
function hourlyNote(timeframe: Timeframe, sample: boolean, measured: boolean): string {
  const simulated = 'series simuladas de 24 horas';
  const noMatrix = 'sin correlación, que necesita los precios del periodo.';
  if (sample && !measured) return `Datos de ejemplo: ${simulated}; ${noMatrix}`;
  const prices = sample
    ? `Precio y volumen: datos de ejemplo, ${simulated}`
    : `Precio y volumen: últimas 24 horas, hora a hora (sin datos de ${timeframe})`;
  const sentiment = measured
    ? `el sentimiento medido sigue el periodo (${timeframe})`
    : 'sentimiento: datos de ejemplo';
  return `${prices}; ${sentiment}; ${noMatrix}`;
}

export default function HourlyView({ kind, coin, timeframe, seed, height }: HourlyViewProps) {
  const chosenSeed = useSeed(seed);
  const state = useData(
    (source) => ({
      series: source.series(coin, chosenSeed),
      figures: source.analyticsFigures(coin),
      measured: kind === 'analytics' ? source.measured() : undefined,
    }),
    [coin, chosenSeed, kind],
  );
  const livePrice = useLivePrice(coin, kind === 'price' || kind === 'analytics');
  return (
    <Loadable state={state} height={height} placeNotes={kind !== 'analytics'}>
      {({ series, figures, measured }, { states, before, after }) => {
        const sample = !REAL_STATES.includes(states.series ?? 'sample');
        const common = { coin, series, sample, timeframe };
        const fixed: [number, number] = [figures.onChainVolume, figures.whaleTransactions];
        const sentiment = <HourlySentiment coin={coin} series={series} split={figures.sentimentSplit} />;
        if (kind !== 'analytics') {
          return (
            <>
              {before}
              {kind === 'price' ? (
                <HourlyPrice {...common} livePrice={livePrice} />
              ) : kind === 'volume' ? (
                <HourlyVolume {...common} fixed={fixed} />
              ) : kind === 'sentiment' ? (
                sentiment
              ) : (
                <NoCorrelationPanel coin={coin} />
              )}
              {after}
            </>
          );
        }
        return (
          <>
            <p className="cw-series-note cw-loose-note">{hourlyNote(timeframe, sample, !!measured)}</p>
            <div className="cw-panels">
              <div part="panel">
                <HourlyPrice coin={coin} series={series} sample={sample} livePrice={livePrice} />
              </div>
              <div part="panel">
                {measured ? (
                  <Suspense fallback={<div style={{ minHeight: 400 }} />}>
                    <MeasuredHistoryPanel coin={coin} timeframe={timeframe} measured={measured} />
                  </Suspense>
                ) : (
                  sentiment
                )}
              </div>
              <div part="panel">
                <HourlyVolume coin={coin} series={series} sample={sample} fixed={fixed} />
              </div>
              <div part="panel">
                <NoCorrelationPanel coin={coin} />
              </div>
            </div>
          </>
        );
      }}
    </Loadable>
  );
}

/** The coin's card price when it is live ("cotización de ADA" among the sample parts is not), or undefined. */
function useLivePrice(coin: AnalyticsCoin, wanted: boolean): number | undefined {
  const quotes = useData((source) => ({ quotes: wanted ? source.quotes() : undefined }), [wanted]);
  if (quotes.status !== 'ready' || quotes.offline) return undefined;
  const quote = quotes.data.quotes?.find((q) => q.symbol === coin);
  const live = quotes.provenance.some(
    (p) => isLive(p) && !p.sampleParts?.some((part) => part.startsWith('cotización') && part.includes(coin)),
  );
  return live ? quote?.price : undefined;
}
