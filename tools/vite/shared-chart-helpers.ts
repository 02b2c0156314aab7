// Builds with charts: one copy of the Babel helpers that recharts' modules each carry.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The module every recharts module imports its helpers from (in the chart-base chunk: see vite.config.ts). */
export const CHART_HELPERS_ID = '\0crypto-widgets:chart-helpers';
/** A helper as Babel writes it in recharts' ES build: one top-level line, `function _name(…) { … }`. */
const HELPER_LINE = /^function (_[A-Za-z]+|ownKeys)\(.*$/gm;
const RECHARTS_MODULE = /node_modules[\\/]recharts[\\/]es6[\\/].*\.js$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Each helper whose text is the same in every module that has it (only those can be shared), by name. */
function sameEverywhere(): Map<string, string> {
  const root = join(dirname(createRequire(import.meta.url).resolve('recharts/package.json')), 'es6');
  const texts = new Map<string, string | null>();
  for (const file of filesUnder(root)) {
    for (const [line, name] of readFileSync(file, 'utf8').matchAll(HELPER_LINE)) {
      // null: two modules write it differently.
      if (name) texts.set(name, texts.get(name) === undefined || texts.get(name) === line ? line : null);
    }
  }
  return new Map([...texts].flatMap(([name, line]) => (line === null ? [] : [[name, line] as const])));
}

/**
 * recharts ships each of its modules with its own copy of Babel's helpers (_defineProperty, _objectSpread,
 * _extends…): some forty copies of each in a build with every chart. Their text is the same everywhere, so each
 * module imports them from one module instead. The same code runs; only the copies go.
 */
export function sharedChartHelpers(): Plugin {
  let helpers = new Map<string, string>();
  return {
    name: 'crypto-widgets:shared-chart-helpers',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      helpers = sameEverywhere();
    },
    resolveId: (id) => (id === CHART_HELPERS_ID ? id : undefined),
    load: (id) =>
      id === CHART_HELPERS_ID
        ? `${[...helpers.values()].join('\n')}\nexport { ${[...helpers.keys()].join(', ')} };`
        : undefined,
    transform(code, id) {
      if (!RECHARTS_MODULE.test(id)) return undefined;
      const used: string[] = [];
      const rest = code.replace(HELPER_LINE, (line, name: string) => {
        if (helpers.get(name) !== line) return line;
        used.push(name);
        return '';
      });
      if (used.length === 0) return undefined;
      // On the first line, so every other line keeps its number.
      return { code: `import { ${used.join(', ')} } from '${CHART_HELPERS_ID}';${rest}`, map: null };
    },
  };
}
