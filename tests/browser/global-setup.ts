// Before the browser suite: the built dist/ must exist, Chromium must be installed, and a server runs.

import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../tools/static-server.ts';
import { CHROMIUM_PATH } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/crypto-widgets.js') || !existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` first (`npm test` does it for you).');
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install Debian's package (apt-get update && apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary. The browser tests never skip.',
    );
  }
  const server = await startServer('dist');
  project.provide('baseUrl', server.url);
  return () => server.close();
}
