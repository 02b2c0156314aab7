// The root of a widget whose figures are fetched (from the providers, source="live", or from a site's feed): it
// gives the widget its source, reports crypto-data-update (what its figures are: live, partly sample, sample; who
// answered and who did not) and crypto-data-error (once per reason), and tells the widget's reads whether it is on or
// near the screen (only then do its figures keep refreshing). Shared by LiveRoot.tsx and FeedRoot.tsx, so a page
// reading a feed never fetches the providers' readers.

import { type ReactNode, useEffect, useState } from 'react';
import { holdRequests } from '../../client/refresh.ts';
import type { DataSource } from '../../core/data-source.ts';
import { summarize } from '../../core/figures-summary.ts';
import type { Provenance } from '../../core/provenance.ts';
import { DataSourceContext } from './context.ts';
import { emit } from './emit.ts';
import {
  type DataEvents,
  DataEventsContext,
  type Fallback,
  FallbackSourceContext,
  NearScreenContext,
} from './live-context.ts';

const reporters = new WeakMap<HTMLElement, DataEvents & { source: string }>();

/**
 * The element's one voice for all its reads: crypto-data-error while one of them cannot be had (once per reason),
 * otherwise crypto-data-update each time what its figures add up to changes (new figures, a provider lost or back).
 * Reads reporting in the same task are said once.
 */
function dataEventsFor(host: HTMLElement, source: string): DataEvents {
  let reporter = reporters.get(host);
  if (reporter?.source !== source) {
    /** Each read's figures, or why it failed (a string). */
    const reads = new Map<string, readonly Provenance[] | string>();
    let said = '';
    const say = () => {
      const all = [...reads.values()];
      const failure = all.find((read) => typeof read === 'string');
      const summary = failure === undefined && all.length > 0 ? summarize(all.flat() as Provenance[]) : undefined;
      const key = failure ?? JSON.stringify(summary);
      if (key === said || !(failure || summary)) return;
      said = key;
      if (summary) emit(host, 'crypto-data-update', { source, ...summary, updatedAt: summary.updatedAt ?? Date.now() });
      else emit(host, 'crypto-data-error', { source, message: failure as string });
    };
    reporter = {
      source,
      read(reader, provenances) {
        reads.set(reader, JSON.parse(provenances));
        queueMicrotask(say);
      },
      failed(reader, message) {
        reads.set(reader, message);
        queueMicrotask(say);
      },
      gone(reader) {
        reads.delete(reader);
      },
    };
    reporters.set(host, reporter);
  }
  return reporter;
}

const NEAR = '600px 0px';

function useNearScreenOf(host: HTMLElement): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? true), {
      rootMargin: NEAR,
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return near;
}

/** Gives a widget a source of fetched figures, the element's data events and whether it is near the screen. */
export function FetchedDataRoot({
  host,
  source,
  dataSource,
  fallback,
  children,
}: {
  host: HTMLElement;
  /** What the events name as the source: 'live' or the feed's URL. */
  source: string;
  dataSource: DataSource;
  /** What stands in, marked as sample data, when the figures cannot be had; none where it would mislead. */
  fallback: Fallback | undefined;
  children: ReactNode;
}) {
  const near = useNearScreenOf(host);
  useEffect(holdRequests, []);
  // Leaving fetched data (the page switched the widget to sample data) ends what the events said: coming back,
  // a failure that persists is reported again, so the page hears of it.
  useEffect(() => () => void reporters.delete(host), [host]);
  return (
    <DataSourceContext value={dataSource}>
      <FallbackSourceContext value={fallback}>
        <DataEventsContext value={dataEventsFor(host, source)}>
          <NearScreenContext value={near}>{children}</NearScreenContext>
        </DataEventsContext>
      </FallbackSourceContext>
    </DataSourceContext>
  );
}
