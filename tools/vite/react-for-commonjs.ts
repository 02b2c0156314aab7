// Build (React mode): React stays the app's, even where CommonJS code requires it.

import type { Plugin } from 'vite';

/** What the bundler's `require` helper throws; found in a chunk, it means some `require` reaches the browser. */
const REQUIRE_HELPER = "in an environment that doesn't expose the `require` function";

/**
 * dist/react/ leaves React to the app (this plugin marks it external, in place of the `external` option, which the
 * bundler would apply before it could see a `require`); but recharts' state library reaches it through CommonJS
 * modules (use-sync-external-store's shims: `require('react')`). The bundler keeps such a `require` of an external
 * package as a call to its `require` helper, which throws in a browser ("Calling `require` for "react" in an
 * environment that doesn't expose the `require` function"), and the chart widgets never load. Each such `require`
 * gets an ES module instead that re-exports the package: the chunk imports React like the rest of our code, and
 * `require()` returns its namespace. (Rolldown's own esmExternalRequirePlugin reads `ns["module.exports"]`, which
 * webpack refuses as an export React lacks.) No bundler warns about the helper, so the build fails if it is left.
 */
export function reactForCommonJs(packages: RegExp): Plugin {
  const prefix = '\0crypto-widgets:react-for-commonjs:';
  return {
    name: 'crypto-widgets:react-for-commonjs',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      handler(source, _importer, options) {
        if (!packages.test(source)) return;
        return options.kind === 'require-call' ? `${prefix}${source}` : { id: source, external: true };
      },
    },
    load(id) {
      if (id.startsWith(prefix)) return `export * from ${JSON.stringify(id.slice(prefix.length))};`;
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes(REQUIRE_HELPER))
          this.error(
            `${file.fileName} holds the bundler's require helper (a require() of an external package): it throws in a browser`,
          );
      }
    },
  };
}
