// The live data source, fetched (with its providers' code) only when a widget asks for live data: a page
// whose widgets all use sample data downloads none of it. Until it is here, a read waits for it.

import type { DataSource } from '../../core/data-source.ts';

type LiveModule = typeof import('../../core/live/live-source.ts');

let loading: Promise<LiveModule> | undefined;
let loaded: LiveModule | undefined;

const load = () =>
  (loading ??= import('../../core/live/live-source.ts').then((module) => {
    loaded = module;
    return module;
  }));

type Method = (...args: unknown[]) => unknown;
const proxies = new Map<number | undefined, DataSource>();

/** The live source for a widget refreshing every `refresh` seconds (undefined: each figure's default). */
export function liveProxy(refresh: number | undefined): DataSource {
  let proxy = proxies.get(refresh);
  if (proxy) return proxy;
  const source = (module: LiveModule) => module.liveSourceWithRefresh(refresh);
  proxy = new Proxy({} as DataSource, {
    get(_, name: keyof DataSource) {
      if (name === 'provenanceOf' || name === 'retry') {
        return (...args: unknown[]) => (loaded && (source(loaded)[name] as Method | undefined))?.(...args);
      }
      if (name === 'subscribe') {
        return (listener: () => void) => {
          let unsubscribe: (() => void) | undefined;
          let active = true;
          load().then((module) => {
            if (active) unsubscribe = source(module).subscribe?.(listener);
          });
          return () => {
            active = false;
            unsubscribe?.();
          };
        };
      }
      return (...args: unknown[]) =>
        loaded
          ? (source(loaded)[name] as Method)(...args)
          : load().then((module) => (source(module)[name] as Method)(...args));
    },
  });
  proxies.set(refresh, proxy);
  return proxy;
}
