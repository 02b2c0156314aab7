// What every widget component can reach: its host element (to dispatch events) and the data source.

import { createContext, useCallback, useContext } from 'react';
import { type DataSource, sampleDataSource } from '../../core/data-source.ts';
import type { CryptoEventDetails } from '../events.ts';

export const HostContext = createContext<HTMLElement | null>(null);

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

/** Dispatches a `crypto-…` event from the widget's element: bubbling, crossing shadow roots, typed detail. */
export function useEmit() {
  const host = useContext(HostContext);
  return useCallback(
    <Name extends keyof CryptoEventDetails>(name: Name, detail: CryptoEventDetails[Name]) => {
      host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    },
    [host],
  );
}
