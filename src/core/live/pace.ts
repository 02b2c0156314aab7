// How often each kind of figure is asked for, and how long a failing provider is left alone: the same pace in the
// reader's browser (src/client) and on the server (src/server/upstream.ts).

/** How long an answer counts as fresh, by kind of figure. */
export const REFRESH_MS = {
  prices: 60_000,
  series: 5 * 60_000,
  onChain: 10 * 60_000,
  fearAndGreed: 30 * 60_000,
  coinSentiment: 10 * 60_000,
} as const;

/** The shortest refresh any setting may ask for. */
export const MIN_REFRESH_MS = 15_000;

/** A widget's `refresh` in seconds as the wait between updates, never below 15 s. */
export const refreshMs = (seconds: number | undefined): number | undefined =>
  seconds === undefined ? undefined : Math.max(MIN_REFRESH_MS, seconds * 1000);

const FIRST_BACKOFF_MS = 15_000;
const MAX_BACKOFF_MS = 10 * 60_000;

/** The wait after `failures` failures in a row: 15 s, 30 s, 60 s… up to 10 min, ±20 %. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
