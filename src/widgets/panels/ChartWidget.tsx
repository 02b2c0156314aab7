// The one wrapper of the chart widgets (<crypto-analytics>, price, volume, sentiment and correlation charts). With
// the sample data (no `source`) it draws the widget's own panels over the sample series, as the spec says. With
// a network source (source="live", a site's feed), the span view (span/SpanView.tsx, a chunk of its own) draws the
// chosen span's real history, and where a figure has none, says so: sample series marked "Datos de ejemplo" beside
// their title, no matrix of them, the coin's live price where its card has one.

import { lazy, type ReactNode, Suspense } from 'react';
import { ANALYTICS_COINS, type AnalyticsCoin, type Timeframe } from '../../core/catalog.ts';
import { useDataSource } from '../element/context.ts';
import { CoinNotCovered, notCoveredText } from '../ui/CoinNotCovered.tsx';
import { type SeriesData, SeriesLoader } from './SeriesLoader.tsx';

/** Which widget the span is drawn for: the analytics' four panels, or one chart alone. */
export type ChartKind = 'analytics' | 'price' | 'volume' | 'sentiment' | 'correlation';

export interface ChartWidgetProps {
  kind: ChartKind;
  /** A ticker: one of the sample's analytics coins, or any coin a site's server follows. */
  coin: string;
  timeframe: Timeframe;
  /** The `seed` attribute: the sample series a live view falls back on are the same as the sample page's. */
  seed: number | undefined;
  /** Height of the placeholder while loading, close to the content's. */
  height: number;
}

interface Props extends ChartWidgetProps {
  /** The widget's panels over the sample series: the whole widget with the sample data. */
  panels: (data: SeriesData) => ReactNode;
}

const SpanView = lazy(() => import('./span/SpanView.tsx'));

const isSampleCoin = (coin: string) => (ANALYTICS_COINS as readonly string[]).includes(coin);

export function ChartWidget({ panels, ...props }: Props) {
  if (!useDataSource().subscribe) {
    if (!isSampleCoin(props.coin)) {
      return <CoinNotCovered text={notCoveredText(props.coin, 'sample', ANALYTICS_COINS)} height={props.height} />;
    }
    // One chart places the series' notes in its card; the analytics widget leaves them around its grid.
    return (
      <SeriesLoader
        coin={props.coin as AnalyticsCoin}
        seed={props.seed}
        height={props.height}
        placeNotes={props.kind !== 'analytics'}
      >
        {panels}
      </SeriesLoader>
    );
  }
  return (
    <Suspense fallback={<div style={{ minHeight: props.height }} />}>
      <SpanView {...props} />
    </Suspense>
  );
}
