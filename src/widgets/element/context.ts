// The data source every widget reads through: the sample data (or what replaced it, see setDataSource), or the
// live source, which LiveRoot.tsx provides to a widget whose `source` (or the page's default) is `live`.

import { createContext, useContext } from 'react';
import { type DataSource, sampleDataSource } from '../../core/data-source.ts';
import { dataSettings } from '../../core/page-settings.ts';

let activeSource: DataSource = sampleDataSource;

/** The source widgets mounted from now on will read; the sample data unless replaced. */
export function setDataSource(source: DataSource): void {
  activeSource = source;
}

/** 'live' when the widget's `source` (or, without one, the page's default) asks for live data. */
export function effectiveSource(source: string | undefined): 'live' | undefined {
  return (source ?? dataSettings().source) === 'live' ? 'live' : undefined;
}

/** The source of widgets that do not ask for live data: the sample data, or what replaced it. */
export function sampleSource(): DataSource {
  return activeSource;
}

export const DataSourceContext = createContext<DataSource>(sampleDataSource);

export function useDataSource(): DataSource {
  return useContext(DataSourceContext);
}
