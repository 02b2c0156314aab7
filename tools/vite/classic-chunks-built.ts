// The iife build reads the classic-chunks build's output: without it, say which command makes it.

import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

export function classicChunksBuilt(folder: string): Plugin {
  return {
    name: 'crypto-widgets:classic-chunks-built',
    apply: 'build',
    buildStart() {
      if (!existsSync(`${folder}/crypto-widgets.js`)) {
        this.error(
          `${folder}/ is missing: run \`vite build --mode classic-chunks\` first (\`npm run build\` does both).`,
        );
      }
    },
  };
}
