// Which instance collects, when several share one PostgreSQL (DATABASE_URL): the one holding a session advisory
// lock on a connection of its own. Every LEADER_POLL_MS the others try to take it (pg_try_advisory_lock) and
// the holder checks its connection still answers. The lock goes with the connection: a killed process's socket
// is closed by its kernel, PostgreSQL ends that session at once and the next poll elsewhere takes over
// (≤ LEADER_POLL_MS). A machine or network that vanishes without closing is found by TCP keepalives (10 s idle,
// then 2 probes 5 s apart: ≤ 20 s), then one poll: ≤ 25 s with the default poll. Needs a direct connection or a
// pooler in session mode (a transaction-mode pooler cannot keep a session lock).

import pg from 'pg';
import { DEFAULT_LEADER_POLL_MS, type LeaderStatus } from './cluster-settings.ts';

export type { LeaderStatus } from './cluster-settings.ts';

/** Any constant of our own, beside the store's migration and write locks. */
export const LEADER_LOCK = 7_302_202_203;

export interface LeadershipOptions {
  databaseUrl: string;
  pollMs?: number;
  /** Called when this instance becomes the leader; resolves once it has started collecting. */
  onGain(): void | Promise<void>;
  /** Called when it stops being the leader (its connection lost, or stop()); resolves once collecting stopped. */
  onLose(): void | Promise<void>;
  log?: (message: string) => void;
  now?: () => number;
}

export interface Leadership {
  status(): LeaderStatus;
  /** Stops collecting (onLose) first, then lets the lock go by closing the connection. */
  stop(): Promise<void>;
}

export function startLeadership(options: LeadershipOptions): Leadership {
  const pollMs = options.pollMs ?? DEFAULT_LEADER_POLL_MS;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  let client: pg.Client | undefined;
  let leader = false;
  let since = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | undefined;
  /** Said once per outage, not once per poll. */
  let unreachable = false;

  const lose = async (reason: string) => {
    if (!leader) return;
    leader = false;
    since = now();
    log(`Liderazgo: esta instancia deja de recoger (${reason}).`);
    await options.onLose();
  };

  const drop = async (reason: string) => {
    const gone = client;
    client = undefined;
    gone?.removeAllListeners('error');
    gone?.on('error', () => {});
    gone?.end().catch(() => {});
    await lose(reason);
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      query_timeout: Math.max(2_000, pollMs),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'criptopulso-leader',
    });
    // A connection lost while idle: the lock went with it.
    fresh.on('error', (error) => {
      if (client === fresh) void drop(`conexión perdida: ${error.message}`);
    });
    fresh.on('end', () => {
      if (client === fresh) void drop('conexión cerrada');
    });
    await fresh.connect();
    // The server's side of the same watch, for a client machine that vanishes without closing its socket.
    await fresh.query('SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 2');
    return fresh;
  };

  const tick = async () => {
    try {
      if (!client) {
        const fresh = await connect();
        if (stopped) {
          await fresh.end().catch(() => {});
          return;
        }
        client = fresh;
      }
      if (unreachable) {
        unreachable = false;
        log('Liderazgo: la base de datos vuelve a responder.');
      }
      if (leader) {
        await client.query('SELECT 1');
        return;
      }
      const [row] = (
        await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK])
      ).rows;
      if (row?.locked && !stopped) {
        leader = true;
        since = now();
        log('Liderazgo: esta instancia recoge (tiene el bloqueo de PostgreSQL); las demás solo sirven.');
        await options.onGain();
      }
    } catch (error) {
      if (!unreachable && !leader) {
        unreachable = true;
        log(`Liderazgo: la base de datos no responde (${(error as Error).message}); se vuelve a intentar.`);
      }
      await drop(`la base de datos no responde: ${(error as Error).message}`);
    }
  };

  const loop = () => {
    ticking = tick().finally(() => {
      ticking = undefined;
      if (!stopped) {
        // Not unref'd: a collecting process (`npm run collect`) that is waiting for its turn stays up.
        timer = setTimeout(loop, pollMs);
      }
    });
  };
  loop();

  return {
    status: () => ({ collecting: leader, since }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await lose('la instancia se detiene');
      const gone = client;
      client = undefined;
      await gone?.end().catch(() => {});
    },
  };
}
