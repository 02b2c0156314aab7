// The root of a widget whose figures come from the public providers (source="live"): the live source at the
// widget's own `refresh` and currency, in the fetched data's root (FetchedRoot.tsx).

import type { ReactNode } from 'react';
import { liveSourceWith } from '../../client/live-source.ts';
import { sampleDataSource } from '../../client/sample-source.ts';
import { FetchedDataRoot } from './FetchedRoot.tsx';
import type { Fallback } from './live-context.ts';

interface LiveRootProps {
  host: HTMLElement;
  /** Seconds between updates; undefined: each figure's default. */
  refresh: number | undefined;
  /** The currency of its prices. */
  currency: string;
  children: ReactNode;
}

const sampleInstead: Fallback = () => sampleDataSource;

export default function LiveRoot({ host, refresh, currency, children }: LiveRootProps) {
  return (
    <FetchedDataRoot
      host={host}
      source="live"
      dataSource={liveSourceWith(refresh, currency)}
      // The sample data is in dollars: it can stand in for live figures only in dollars.
      fallback={currency === 'USD' ? sampleInstead : undefined}
    >
      {children}
    </FetchedDataRoot>
  );
}
