// crypto-data-update and crypto-data-error, for every data widget whose figures come from a provider: the
// reads of a widget (several, in the analytics panels) report here, and the element says each thing once.

import { createContext, useContext, useEffect, useState } from 'react';
import { emit } from './emit.ts';

export interface DataEvents {
  updated(updatedAt: number): void;
  failed(message: string): void;
}

const silent: DataEvents = { updated() {}, failed() {} };

export const DataEventsContext = createContext<DataEvents>(silent);
export const useDataEvents = () => useContext(DataEventsContext);

const reporters = new WeakMap<HTMLElement, DataEvents & { source: string }>();

/** The reporter of `host`'s data events; silent for sample data, which never changes. */
export function dataEventsFor(host: HTMLElement, source: string | undefined): DataEvents {
  if (source === undefined) return silent;
  let reporter = reporters.get(host);
  if (reporter?.source !== source) {
    let lastUpdate = 0;
    let lastError = '';
    reporter = {
      source,
      updated(updatedAt) {
        if (updatedAt <= lastUpdate) return;
        lastUpdate = updatedAt;
        lastError = '';
        emit(host, 'crypto-data-update', { source, updatedAt });
      },
      failed(message) {
        if (message === lastError) return;
        lastError = message;
        emit(host, 'crypto-data-error', { source, message });
      },
    };
    reporters.set(host, reporter);
  }
  return reporter;
}

/** Whether the widget is on or near the screen: only then do its live figures keep refreshing. */
export const NearScreenContext = createContext(true);
export const useNearScreen = () => useContext(NearScreenContext);

const NEAR = '600px 0px';

/** Watches `host` (when `watch` is set: a live widget) and says whether it is within 600 px of the screen. */
export function useWatchNearScreen(host: HTMLElement, watch: boolean): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    if (!watch || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? true), {
      rootMargin: NEAR,
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, watch]);
  return near;
}
