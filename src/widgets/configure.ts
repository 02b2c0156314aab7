// configure(): the page's data settings from script, for widgets without their own `source`. Stored under a
// global symbol that the live data code (a chunk loaded only when needed) reads with Symbol.for, as the element
// classes share their version mark: nothing of it weighs on the entry but these lines.

/** Read by src/core/page-settings.ts under the same key. */
const CONFIG = Symbol.for('crypto-widgets.config');

interface DataSettings {
  source?: string;
  providers?: Record<string, { baseUrl?: string }>;
}

/**
 * Sets the page's default `source` and the providers' base URLs (for a proxy or a paid endpoint); later calls
 * add to earlier ones. Widgets read it when they render: call it before they appear.
 */
export function configure(options: DataSettings): void {
  const page = globalThis as { [CONFIG]?: DataSettings };
  const current = page[CONFIG] ?? {};
  page[CONFIG] = { ...current, ...options, providers: { ...current.providers, ...options?.providers } };
}
