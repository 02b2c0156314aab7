// Dev server: /crypto-widgets.js served from the source entry, so pages load it as in production.

import type { Plugin } from 'vite';

/** In dev, pages load /crypto-widgets.js exactly as in production; serve it from source. */
export function devEntry(entry: string): Plugin {
  return {
    name: 'crypto-widgets:dev-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0]?.endsWith('/crypto-widgets.js')) req.url = `/${entry}`;
        next();
      });
    },
  };
}
