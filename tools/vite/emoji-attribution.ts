// Build: the emoji lexicon's CC BY-SA 4.0 attribution travels with every built file that holds it. emoji.json is
// adapted from the Emoji Sentiment Ranking (src/core/sentiment/data/emoji.LICENSE.md); the licence asks for the
// attribution wherever the data goes, and a JSON module cannot carry a comment of its own.

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const DATA = '/src/core/sentiment/data/emoji.json';
const LICENSE = 'src/core/sentiment/data/emoji.LICENSE.md';
/** Where the licence file lands, beside the entry (dist/ in the package). */
export const EMOJI_LICENSE_FILE = 'emoji.LICENSE.md';

/** Above the licence's text in the package. */
export const SHIPPED_NOTE =
  '<!-- In the crypto-widgets package, emoji.json is built into dist/sentiment.js and dist/sentiment.cjs. -->\n\n';

/**
 * A legal comment (`/*!`), which minifiers and bundlers downstream keep: short, since it costs every page that loads
 * the chunk, with the full text one link away.
 */
export const EMOJI_BANNER =
  '/*! Emoji data: Emoji Sentiment Ranking 1.0, Kralj Novak, Smailović, Sluban, Mozetič ' +
  '(http://hdl.handle.net/11356/1048), adapted; CC BY-SA 4.0 ' +
  `(https://creativecommons.org/licenses/by-sa/4.0/). See crypto-widgets/dist/${EMOJI_LICENSE_FILE} */\n`;

export function emojiAttribution(): Plugin {
  return {
    name: 'crypto-widgets:emoji-attribution',
    apply: 'build',
    // After minifying, like strip-annotations: the banner goes on top of the finished file, whatever the minifier's
    // own handling of comments.
    generateBundle(_options, bundle) {
      let holds = false;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(DATA))) continue;
        file.code = EMOJI_BANNER + file.code;
        holds = true;
      }
      // The licence's full text beside the files that need it (nothing when no chunk holds the data), with a first
      // line saying where the data went, since the package has no emoji.json of its own.
      if (holds)
        this.emitFile({
          type: 'asset',
          fileName: EMOJI_LICENSE_FILE,
          source: `${SHIPPED_NOTE}${readFileSync(LICENSE, 'utf8')}`,
        });
    },
  };
}
