// Keeps the database to its documented size: items for RETENTION_DAYS, hourly aggregates for two years.
// Prunes at start and then every hour; a failed pass (the database away for a while) is retried next hour.

import type { SentimentStore } from './types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long hourly aggregates are kept (the 90D history and a coin's baseline need far less). */
export const AGGREGATE_RETENTION_DAYS = 730;

export function startRetention(
  store: SentimentStore,
  retentionDays: number,
  now: () => number = Date.now,
  log: (message: string) => void = () => {},
): () => void {
  let running = false;
  const pass = () => {
    // One pass at a time, whatever the database's speed.
    if (running) return;
    running = true;
    store
      .prune(now() - retentionDays * DAY_MS, now() - AGGREGATE_RETENTION_DAYS * DAY_MS)
      .catch((error: Error) => log(`Base de datos: no se pudieron borrar los datos antiguos (${error.message})`))
      .finally(() => {
        running = false;
      });
  };
  pass();
  const timer = setInterval(pass, HOUR_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
