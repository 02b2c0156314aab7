import type { ReactNode } from 'react';
import type { AnalyticsCoin } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import type { ChartPoint } from '../../core/types.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import { useSeed } from '../ui/use-seed.ts';

export interface SeriesData {
  series: readonly ChartPoint[];
  figures: AnalyticsFigures;
  /** With `placeNotes`: the lines for the panel to place in its card (see Loadable). */
  before?: ReactNode;
  after?: ReactNode;
}

interface SeriesLoaderProps {
  coin: AnalyticsCoin;
  /** The `seed` attribute; without one a random seed is kept for the element's lifetime. */
  seed: number | undefined;
  /** Height of the loading placeholder, close to the panel's. */
  height: number;
  /** A single panel places the data's lines inside its card; the analytics widget leaves them around its grid. */
  placeNotes?: boolean;
  children: (data: SeriesData) => ReactNode;
}

/**
 * What every chart widget does first with the sample data: the coin's generated series and fixed figures, then its
 * panels (a live or feed view reads its own: span/HourlyView.tsx).
 */
export function SeriesLoader({ coin, seed, height, placeNotes = false, children }: SeriesLoaderProps) {
  const chosenSeed = useSeed(seed);
  const state = useData(
    (source) => ({ series: source.series(coin, chosenSeed), figures: source.analyticsFigures(coin) }),
    [coin, chosenSeed],
  );
  return (
    <Loadable state={state} height={height} placeNotes={placeNotes}>
      {(data, { before, after }) => children({ ...data, before, after })}
    </Loadable>
  );
}
