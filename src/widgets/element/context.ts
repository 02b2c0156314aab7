// The data source every widget reads through (the sample data unless replaced).

import { createContext, useContext } from 'react';
import { type DataSource, sampleDataSource } from '../../core/data-source.ts';

let activeSource: DataSource = sampleDataSource;

/** The source widgets mounted from now on will read; the sample data unless replaced. */
export function setDataSource(source: DataSource): void {
  activeSource = source;
}

export function currentDataSource(): DataSource {
  return activeSource;
}

export const DataSourceContext = createContext<DataSource>(sampleDataSource);

export function useDataSource(): DataSource {
  return useContext(DataSourceContext);
}
