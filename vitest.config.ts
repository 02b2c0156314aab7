import { configDefaults, defineConfig } from 'vitest/config';
import { VERSION_DEFINE } from './vite.config.ts';

/**
 * Time budgets are what a busy two-core CI machine meets, not what a quiet laptop needs: a budget only says when a
 * test that waits for a condition has waited too long. Tests never sleep; they wait for a condition and move on
 * as soon as it holds, so a generous budget costs nothing when all is well.
 */
const BUDGET = {
  /** One unit or server test: mounting a widget, a few renders, a few requests to a local server. */
  unit: 30_000,
  /** Loading every widget's code once per file (recharts, React DOM), or starting a server, under load. */
  unitHook: 120_000,
  /** One run of tsc, vue-tsc or svelte-check on the generated declarations. */
  typings: 240_000,
  /** Installing the framework tooling from its lockfile on first use. */
  typingsHook: 600_000,
  /** `expect.poll`: a condition seen through a page or a server. */
  poll: 15_000,
} as const;

/** The typing tests run compilers in child processes: their own project, so they never hold up the unit suite. */
const TYPINGS = ['tests/unit/typings.test.ts', 'tests/unit/frameworks.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        define: VERSION_DEFINE,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...TYPINGS],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: BUDGET.unit,
          hookTimeout: BUDGET.unitHook,
          expect: { poll: { timeout: BUDGET.poll } },
        },
      },
      {
        define: VERSION_DEFINE,
        test: {
          name: 'typings',
          environment: 'node',
          include: TYPINGS,
          // Each compiler run takes a core; two files at once would only slow both down.
          fileParallelism: false,
          testTimeout: BUDGET.typings,
          hookTimeout: BUDGET.typingsHook,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: BUDGET.unit,
          hookTimeout: BUDGET.unitHook,
          expect: { poll: { timeout: BUDGET.poll } },
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // One Chromium at a time on a two-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: BUDGET.poll } },
        },
      },
    ],
  },
});
