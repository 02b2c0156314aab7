// dist/'s chunks without the bundler annotations the minifier keeps.

import { type Plugin, parseSync } from 'vite';

/** `/* @__PURE__ *\/`, `/* #__NO_SIDE_EFFECTS__ *\/` and the like, as the minifier writes them. */
const ANNOTATION = /^\s*[@#]__(PURE|NO_SIDE_EFFECTS)__\s*$/;

/**
 * The minifier keeps every pure annotation (about 1 150 in dist/chunks/, mostly React's and recharts'), for a
 * bundler that might drop what it does not use. Browsers load these chunks as they are, and in chunks already
 * tree-shaken a bundler has nothing left to drop: 2.7 KB gzip over all chunks, 0.3 KB on a sample sentiment page.
 * Removed once the chunks are final, found by the parser (never text inside a string); dist/react/, which only
 * bundlers read, keeps them. Dropping them before minifying instead makes React's chunk larger (the minifier then
 * keeps what they let it remove).
 */
export function stripAnnotations(): Plugin {
  return {
    name: 'crypto-widgets:strip-annotations',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = withoutAnnotations(file.fileName, file.code);
      }
    },
  };
}

/** `code` without its pure annotations; everything else as it was. */
export function withoutAnnotations(fileName: string, code: string): string {
  const annotations = parseSync(fileName, code).comments.filter(
    (comment) => comment.type === 'Block' && ANNOTATION.test(comment.value),
  );
  let result = code;
  // From the end, so earlier positions stay valid; with the space the minifier writes after each, unless it parts
  // two words (`return/* @__PURE__ */ new Map` is `return new Map`).
  for (const { start, end } of annotations.reverse()) {
    const parts = /[\w$]/.test(result[start - 1] ?? '');
    result = result.slice(0, start) + result.slice(result[end] === ' ' && !parts ? end + 1 : end);
  }
  return result;
}
