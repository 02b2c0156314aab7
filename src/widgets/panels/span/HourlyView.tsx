// A live or feed view without the span's prices: the coin's 24-hour series as the source has it (its last 24 hours
// when the provider answered, else the sample series standing in), each panel saying what it draws. Sample series
// say "Datos de ejemplo" beside their title; no matrix is computed from a 24-hour series (its sentiment and whales
// are always sample data); the coin's live card price stands in for a sample price line; the measured history is
// drawn where the site's server measures.

import type { Timeframe } from '../../../core/catalog.ts';
import { isLive, REAL_STATES } from '../../../core/is-live.ts';
import type { ChartPoint } from '../../../core/types.ts';
import { Loadable } from '../../ui/Loadable.tsx';
import { useData } from '../../ui/use-data.ts';
import { useSeed } from '../../ui/use-seed.ts';
import { AnalyticsGrid, MeasuredSentimentPanel } from '../AnalyticsGrid.tsx';
import type { ChartKind } from '../ChartWidget.tsx';
import { PricePanel } from '../PricePanel.tsx';
import { SentimentPanel } from '../SentimentPanel.tsx';
import { VolumePanel } from '../VolumePanel.tsx';
import { LivePricePanel, NoCorrelationPanel } from './span-panels.tsx';

interface HourlyViewProps {
  kind: ChartKind;
  coin: string;
  timeframe: Timeframe;
  seed: number | undefined;
  height: number;
}

/** The price of the 24 hours; a sample line gives way to the coin's live card price when it has one. */
function HourlyPrice({
  coin,
  series,
  sample,
  timeframe,
  livePrice,
}: {
  coin: string;
  series: readonly ChartPoint[];
  sample: boolean;
  timeframe?: Timeframe;
  livePrice?: number;
}) {
  if (sample && livePrice !== undefined) return <LivePricePanel coin={coin} price={livePrice} />;
  return <PricePanel coin={coin} series={series} timeframe={timeframe} look={sample ? 'stand-in' : 'live'} />;
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
        const look = sample ? 'stand-in' : 'live';
        // No provider gives a coin's sentiment by the hour: the sample's, said so.
        const sentiment = <SentimentPanel coin={coin} series={series} split={figures.sentimentSplit} look="stand-in" />;
        if (kind !== 'analytics') {
          return (
            <>
              {before}
              {kind === 'price' ? (
                <HourlyPrice coin={coin} series={series} sample={sample} timeframe={timeframe} livePrice={livePrice} />
              ) : kind === 'volume' ? (
                <VolumePanel coin={coin} series={series} figures={figures} timeframe={timeframe} look={look} />
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
          <AnalyticsGrid
            note={hourlyNote(timeframe, sample, !!measured)}
            price={<HourlyPrice coin={coin} series={series} sample={sample} livePrice={livePrice} />}
            sentiment={
              measured ? <MeasuredSentimentPanel coin={coin} timeframe={timeframe} measured={measured} /> : sentiment
            }
            volume={<VolumePanel coin={coin} series={series} figures={figures} look={look} />}
            correlation={<NoCorrelationPanel coin={coin} />}
          />
        );
      }}
    </Loadable>
  );
}

/** The coin's card price when it is live ("cotización de ADA" among the sample parts is not), or undefined. */
function useLivePrice(coin: string, wanted: boolean): number | undefined {
  const quotes = useData((source) => ({ quotes: wanted ? source.quotes() : undefined }), [wanted]);
  if (quotes.status !== 'ready' || quotes.offline) return undefined;
  const quote = quotes.data.quotes?.find((q) => q.symbol === coin);
  const live = quotes.provenance.some(
    (p) => isLive(p) && !p.sampleParts?.some((part) => part.startsWith('cotización') && part.includes(coin)),
  );
  return live ? quote?.price : undefined;
}
