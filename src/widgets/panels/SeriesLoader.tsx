import type { ReactNode } from 'react';
import type { AnalyticsCoin } from '../../core/catalog.ts';
import type { AnalyticsFigures } from '../../core/data-source.ts';
import { REAL_STATES } from '../../core/is-live.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import type { ChartPoint } from '../../core/types.ts';
import { Loadable } from '../ui/Loadable.tsx';
import { useData } from '../ui/use-data.ts';
import { useSeed } from '../ui/use-seed.ts';

export interface SeriesData {
  series: readonly ChartPoint[];
  figures: AnalyticsFigures;
  /** What the site's server measured (with `withMeasured`, from a feed that has it). */
  measured?: MeasuredSentiment;
  /**
   * The series is the simulated sample one (the same 24 hours whatever the timeframe): its own state, not the
   * reads' together (a real measured history beside it does not make it real).
   */
  sample: boolean;
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
  /** Reads the measured figures too (the sentiment panel draws their history). */
  withMeasured?: boolean;
  children: (data: SeriesData) => ReactNode;
}

/** What every chart widget does first: the coin's generated series and fixed figures, then its panels. */
export function SeriesLoader({ coin, seed, height, placeNotes = false, withMeasured, children }: SeriesLoaderProps) {
  const chosenSeed = useSeed(seed);
  const state = useData(
    (source) => ({
      series: source.series(coin, chosenSeed),
      figures: source.analyticsFigures(coin),
      measured: withMeasured ? source.measured() : undefined,
    }),
    [coin, chosenSeed, withMeasured],
  );
  return (
    <Loadable state={state} height={height} placeNotes={placeNotes}>
      {(data, { states, before, after }) =>
        children({ ...data, sample: !REAL_STATES.includes(states.series ?? 'sample'), before, after })
      }
    </Loadable>
  );
}
