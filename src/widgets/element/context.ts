// The data source every widget reads through: the sample data (or what replaced it, see setDataSource), or the
// live source, which LiveRoot.tsx provides to a widget whose `source` (or the page's default) is `live`.

import { createContext, useContext } from 'react';
import { dataSettings } from '../../client/page-settings.ts';
import { sampleDataSource } from '../../client/sample-source.ts';
import type { DataSource } from '../../core/data-source.ts';
import { isUrl } from './parse-attribute.ts';

let activeSource: DataSource = sampleDataSource;

/** The source widgets mounted from now on will read; the sample data unless replaced. */
export function setDataSource(source: DataSource): void {
  activeSource = source;
}

/**
 * Where the widget's figures come from, by its `source` or (without one) the page's default: 'live', the
 * absolute URL of a feed, or undefined for the sample data. A page default that is neither is ignored.
 */
export function effectiveSource(source: string | undefined): string | undefined {
  const chosen = (source ?? dataSettings().source)?.trim();
  if (!chosen || chosen === 'sample') return undefined;
  if (chosen === 'live') return 'live';
  if (!isUrl(chosen)) return undefined;
  try {
    const url = new URL(chosen, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The source of widgets that do not ask for live data: the sample data, or what replaced it. */
export function sampleSource(): DataSource {
  return activeSource;
}

export const DataSourceContext = createContext<DataSource>(sampleDataSource);

export function useDataSource(): DataSource {
  return useContext(DataSourceContext);
}

/** The widget's element, for state that must outlive its React tree (the chat's conversation). */
export const HostContext = createContext<HTMLElement | undefined>(undefined);
