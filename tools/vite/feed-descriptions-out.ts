// Library builds (lib, react, iife): the feed schema's descriptions stay out of the widgets' bundles.

import type { Plugin } from 'vite';

const SCHEMA = /src[\\/]core[\\/]feed[\\/]schema\.ts$/;
/** A description as src/core/feed/schema.ts writes it: about`…` (no backtick inside). */
const DESCRIPTION = /\babout`[^`]*`/g;

/**
 * The widgets validate a site's feed with src/core/feed/schema.ts but never show its descriptions, which are for the
 * published JSON Schema (dist/feed.schema.json, generated from the source with them). Each about`…` becomes '' before
 * the module is compiled: about 2 KB of Spanish the readers' browsers no longer download.
 */
export function feedDescriptionsOut(): Plugin {
  return {
    name: 'crypto-widgets:feed-descriptions-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SCHEMA.test(id)) return undefined;
      return { code: code.replace(DESCRIPTION, "''"), map: null };
    },
  };
}
