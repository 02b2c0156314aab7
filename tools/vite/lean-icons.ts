// Library builds (lib, react, iife): lucide's icons drawn without lucide-react's generic runtime.

import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Each of lucide-react's icon modules holds the icon's drawing (`__iconData`) and builds its component with
 * `../createLucideIcon.mjs`, which brings lucide's generic runtime (its context provider, legacy signatures,
 * attribute mapping: 1.5 KB gzip that every page with a widget loaded). Here that one import of the icon modules
 * resolves to `runtime` (src/widgets/ui/icon.ts), which draws the same <svg> from the same data: lucide stays the
 * icons' source, and widgets keep importing them from 'lucide-react'.
 *
 * Each drawing's elements also lose their React `key` ("1ays0h"): our runtime passes them to createElement as
 * separate children, which need none, and those random strings barely compress (111 of them in the classic
 * script, 0.6 KB gzip). The drawn <svg> is the same.
 */
export function leanIcons(runtime: string): Plugin {
  const file = resolve(runtime);
  return {
    name: 'crypto-widgets:lean-icons',
    enforce: 'pre',
    resolveId: {
      order: 'pre',
      handler(source, importer) {
        if (source === '../createLucideIcon.mjs' && importer && ICON_MODULE.test(importer)) return file;
      },
    },
    transform: {
      filter: { id: ICON_MODULE },
      handler(code) {
        return { code: code.replace(/,\s*key:\s*"[^"]*"/g, ''), map: null };
      },
    },
  };
}
