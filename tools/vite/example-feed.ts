// Pages build and dev server: the README's example feed served as demo/feed.json.

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The README's example feed, served beside the demo as demo/feed.json (`source="./feed.json"`). */
export function exampleFeed(): Plugin {
  const file = 'docs/feed-ejemplo.json';
  return {
    name: 'crypto-widgets:example-feed',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'demo/feed.json', source: readFileSync(file, 'utf8') });
    },
    configureServer(server) {
      server.middlewares.use('/demo/feed.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(file, 'utf8'));
      });
    },
  };
}
