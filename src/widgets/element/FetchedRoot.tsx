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
    const reads = new Map<string, readonly Provenance[]>();
    const failures = new Map<string, string>();
    let said = '';
    let pending = false;
    const say = () => {
      pending = false;
      const [failure] = failures.values();
      if (failure !== undefined) {
        if (said === `error ${failure}`) return;
        said = `error ${failure}`;
        emit(host, 'crypto-data-error', { source, message: failure });
        return;
      }
      if (reads.size === 0) return;
      const { updatedAt, ...summary } = summarize([...reads.values()].flat());
      const key = JSON.stringify({ ...summary, updatedAt });
      if (key === said) return;
      said = key;
      emit(host, 'crypto-data-update', { source, updatedAt: updatedAt ?? Date.now(), ...summary });
    };
    const later = () => {
      if (pending) return;
      pending = true;
      queueMicrotask(say);
    };
    reporter = {
      source,
      read(reader, provenances) {
        failures.delete(reader);
        reads.set(reader, JSON.parse(provenances));
        later();
      },
      failed(reader, message) {
        reads.delete(reader);
        failures.set(reader, message);
        later();
      },
      gone(reader) {
        reads.delete(reader);
        failures.delete(reader);
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
