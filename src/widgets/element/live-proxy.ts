// The live data source, fetched (with its providers' code) only when a widget asks for live data: a page
// whose widgets all use sample data downloads none of it. Until it is here, a read waits for it.

import type { DataSource } from '../../core/data-source.ts';

let loading: Promise<DataSource> | undefined;
let loaded: DataSource | undefined;

const load = () =>
  (loading ??= import('../../core/live/live-source.ts').then(({ liveDataSource }) => (loaded = liveDataSource)));

type Method = (...args: unknown[]) => unknown;

export const liveProxy = new Proxy({} as DataSource, {
  get(_, name: keyof DataSource) {
    if (name === 'provenanceOf' || name === 'retry')
      return (...args: unknown[]) => (loaded?.[name] as Method)?.(...args);
    if (name === 'subscribe') {
      return (listener: () => void) => {
        let unsubscribe: (() => void) | undefined;
        let active = true;
        load().then((source) => {
          if (active) unsubscribe = source.subscribe?.(listener);
        });
        return () => {
          active = false;
          unsubscribe?.();
        };
      };
    }
    return (...args: unknown[]) =>
      loaded ? (loaded[name] as Method)(...args) : load().then((source) => (source[name] as Method)(...args));
  },
});
