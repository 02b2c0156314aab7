// The leader's lock on a real PostgreSQL (Debian's packages): one holder among several contenders, a holder
// whose connection the server ends stops collecting and another takes over, and a holder that stops hands over
// only after its collectors have stopped.

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Leadership, startLeadership } from '../../src/server/cluster/leader.ts';
import { startPostgres, type TestPostgres } from '../../tools/throwaway-postgres.ts';

let database: TestPostgres;
beforeAll(async () => {
  database = await startPostgres({ fast: true });
});
afterAll(async () => {
  await database?.destroy();
});

interface Contender {
  name: string;
  leadership: Leadership;
  events: string[];
  log: string[];
}

function contender(name: string, onLose: () => Promise<void> = async () => {}): Contender {
  const events: string[] = [];
  const log: string[] = [];
  const leadership = startLeadership({
    databaseUrl: database.url,
    pollMs: 100,
    log: (line) => log.push(line),
    onGain: () => {
      events.push('gain');
    },
    onLose: async () => {
      await onLose();
      events.push('lose');
    },
  });
  return { name, leadership, events, log };
}

const leaders = (all: Contender[]) => all.filter((one) => one.leadership.status().collecting);

describe('the leader’s lock', () => {
  it('has one holder; when the server ends its connection, it stops and another takes over', async () => {
    const all = ['a', 'b', 'c'].map((name) => contender(name));
    try {
      const first = await vi.waitFor(
        () => {
          const found = leaders(all);
          if (found.length !== 1) throw new Error(`${found.length} recogen`);
          return found[0] as Contender;
        },
        { timeout: 30_000, interval: 20 },
      );
      expect(first.events).toEqual(['gain']);
      expect(first.log).toEqual([
        'Liderazgo: esta instancia recoge (tiene el bloqueo de PostgreSQL); las demás solo sirven.',
      ]);
      // Still one holder after several polls of the others.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await vi.waitFor(
          async () => {
            const { rows } = await admin.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'criptopulso-leader'",
            );
            expect(rows[0]?.n).toBe(3);
          },
          { timeout: 30_000, interval: 50 },
        );
        expect(leaders(all)).toEqual([first]);
        const since = first.leadership.status().since;

        // The holder's session ends on the server (a network cut, a failover): its lock goes with it.
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_locks
           WHERE locktype = 'advisory' AND granted AND objid = $1`,
          [7_302_202_203 % 2 ** 32],
        );
        await vi.waitFor(() => expect(first.events).toEqual(['gain', 'lose']), { timeout: 30_000, interval: 20 });
        expect(first.log[1]).toMatch(/^Liderazgo: esta instancia deja de recoger \(.+\)\.$/);
        expect(first.leadership.status().since).toBeGreaterThanOrEqual(since);
        const second = await vi.waitFor(
          () => {
            const found = leaders(all);
            if (found.length !== 1) throw new Error(`${found.length} recogen`);
            return found[0] as Contender;
          },
          { timeout: 30_000, interval: 20 },
        );
        expect(second.events.at(-1)).toBe('gain');
      } finally {
        await admin.end();
      }
    } finally {
      await Promise.all(all.map((one) => one.leadership.stop()));
    }
  });

  it('hands over on stop only after its collectors stopped', async () => {
    let release!: () => void;
    const stopping = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const first = contender('a', async () => {
      order.push('collectors stopping');
      await stopping;
      order.push('collectors stopped');
    });
    await vi.waitFor(() => expect(first.leadership.status().collecting).toBe(true), { timeout: 30_000, interval: 20 });
    const next = contender('b');
    try {
      const stopped = first.leadership.stop();
      await vi.waitFor(() => expect(order).toEqual(['collectors stopping']), { timeout: 30_000, interval: 20 });
      // The lock is still held while the collectors write what they have: the next one waits.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1",
          [7_302_202_203 % 2 ** 32],
        );
        expect(rows[0]?.n).toBe(1);
      } finally {
        await admin.end();
      }
      expect(next.leadership.status().collecting).toBe(false);
      release();
      await stopped;
      expect(order).toEqual(['collectors stopping', 'collectors stopped']);
      await vi.waitFor(() => expect(next.leadership.status().collecting).toBe(true), {
        timeout: 30_000,
        interval: 20,
      });
      order.push('next collects');
      expect(order).toEqual(['collectors stopping', 'collectors stopped', 'next collects']);
    } finally {
      release();
      await Promise.all([first.leadership.stop(), next.leadership.stop()]);
    }
  });
});
