// Library builds (lib, react, iife): module namespaces immune to a polluted Object.prototype.

import type { Plugin } from 'vite';

/**
 * The bundler's runtime builds module namespaces with `for (name in exports)`, which also walks enumerable
 * properties a page (or a prototype-pollution bug) put on Object.prototype, and then throws "Getter must be a
 * function" for every widget. Walk the object's own keys instead.
 */
export function ownKeysOnly(): Plugin {
  const forIn = /for\(var (\w+) in (\w+)\)(\w+)\((\w+),\1,\{get:\2\[\1\],enumerable:!0\}\)/g;
  return {
    name: 'crypto-widgets:own-keys-only',
    apply: 'build',
    // After minification, whose output the pattern matches.
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.replace(forIn, 'for(var $1 of Object.keys($2))$3($4,$1,{get:$2[$1],enumerable:!0})');
      }
    },
  };
}
