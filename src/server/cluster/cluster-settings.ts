// The instances' one setting of their own (see the README's table) and what /api/health says of the leader,
// apart from ./leader.ts so that neither loads a database driver (the edge worker's imports stay clean).

export const DEFAULT_LEADER_POLL_MS = 5_000;
/** The poll's bounds: with the keepalives' 20 s, a takeover stays within 30 s. */
export const LEADER_POLL_RANGE = [100, 10_000] as const;

export interface LeaderStatus {
  /** This instance holds the lock: it runs the collectors. */
  collecting: boolean;
  /** Since when it is in its current role (ms). */
  since: number;
}

/** LEADER_POLL_MS, read as the other settings are (a bad value stops the start, naming it). */
export function leaderPollMsFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.LEADER_POLL_MS?.trim();
  if (!raw) return DEFAULT_LEADER_POLL_MS;
  const value = Number(raw);
  const [min, max] = LEADER_POLL_RANGE;
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`LEADER_POLL_MS=${raw}: se esperaba un número entero de milisegundos entre ${min} y ${max}.`);
  }
  return value;
}
