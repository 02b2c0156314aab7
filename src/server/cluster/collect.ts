// The collectors of a process that shares its PostgreSQL with others: started when this process becomes the
// leader (./leader.ts), stopped (their queue written) when it no longer is. Items are keyed by id in the store,
// so a handover's overlap, or a poll the new leader repeats, stores nothing twice; the feeds' validators and
// Jetstream's cursor live in the database, so the new leader resumes where the old one's writes ended.

import type { Collectors } from '../collect/runner.ts';
import { type Leadership, startLeadership } from './leader.ts';

export interface LeaderCollectors {
  /** What /api/health and the metrics see: the running collectors' health, none while another instance collects. */
  view: { health: Collectors['health']; readonly whales: Collectors['whales'] | undefined };
  leadership: Leadership;
  /** The collectors while this process leads. */
  current(): Collectors | undefined;
}

export function collectWhenLeader(options: {
  databaseUrl: string;
  pollMs?: number;
  start(): Collectors;
  log?: (message: string) => void;
}): LeaderCollectors {
  let running: Collectors | undefined;
  const leadership = startLeadership({
    databaseUrl: options.databaseUrl,
    pollMs: options.pollMs,
    log: options.log,
    onGain: () => {
      running ??= options.start();
    },
    onLose: async () => {
      const stopping = running;
      running = undefined;
      await stopping?.stop();
    },
  });
  return {
    view: {
      health: () => running?.health() ?? [],
      get whales() {
        return running?.whales;
      },
    },
    leadership,
    current: () => running,
  };
}
