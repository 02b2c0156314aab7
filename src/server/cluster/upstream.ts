// The providers' answers shared by every instance on one PostgreSQL (DATABASE_URL): a row per provider URL in
// upstream_cache. When a URL's answer is past its TTL, the one instance that wins the row's lease (one atomic
// statement) asks the provider and writes the raw answer, or its failure and when to try again; the others read
// the row. So a provider sees one request per resource per TTL however many instances serve.

/**
 * What the shared tables need of the database: the store's Queryable has it (not imported from there, so that
 * the edge worker, which shares app.ts, reaches nothing of the store).
 */
export interface SharedSql {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A provider's last answer as the database keeps it. */
export interface SharedAnswer {
  /** The answer's body as received (JSON text); each instance reads its figures from it. */
  body?: string;
  /** When that answer arrived (ms). */
  receivedAt?: number;
  /** Why the last request failed, while that is the latest news. */
  error?: string;
  failures: number;
  /** No instance asks the provider before this (ms): its Retry-After, or the backoff. */
  retryAt?: number;
  /** Someone is asking the provider until this (ms). */
  leaseUntil?: number;
}

/**
 * How long a shared table's statement may take before this instance goes on alone (its own bucket, its own
 * request to the provider): a database that hangs never holds a reader.
 */
export const SHARED_QUERY_MS = 2_000;

// $1 url, $2 now, $3 the resource's TTL, $4 the lease's length. The lease is won only when the answer is past
// its TTL, no failure asks to wait and nobody else holds it.
const CLAIM = `
INSERT INTO upstream_cache AS u (url, lease_until) VALUES ($1, $2::bigint + $4::bigint)
ON CONFLICT (url) DO UPDATE SET lease_until = excluded.lease_until
WHERE (u.lease_until IS NULL OR u.lease_until <= $2::bigint)
  AND (u.received_at IS NULL OR u.received_at + $3::bigint <= $2::bigint)
  AND (u.retry_at IS NULL OR u.retry_at <= $2::bigint)
RETURNING 1 AS mine`;

const READ = `
SELECT body, received_at::float8 AS received_at, error, failures, retry_at::float8 AS retry_at,
  lease_until::float8 AS lease_until
FROM upstream_cache WHERE url = $1`;

const ANSWERED = `
UPDATE upstream_cache SET body = $2, received_at = $3::bigint, error = NULL, failures = 0, retry_at = NULL,
  lease_until = NULL
WHERE url = $1`;

const FAILED = `
UPDATE upstream_cache SET error = $2, failures = $3, retry_at = $4::bigint, lease_until = NULL WHERE url = $1`;

interface Row {
  body: string | null;
  received_at: number | null;
  error: string | null;
  failures: number;
  retry_at: number | null;
  lease_until: number | null;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export class SharedUpstream {
  constructor(readonly db: SharedSql) {}

  /** Takes the URL's lease when its answer is due: true means this instance asks the provider now. */
  async claim(url: string, now: number, ttlMs: number, leaseMs: number): Promise<boolean> {
    return (await withTimeout(this.db.query(CLAIM, [url, now, ttlMs, leaseMs]), SHARED_QUERY_MS)).length > 0;
  }

  async read(url: string): Promise<SharedAnswer | undefined> {
    const [row] = await withTimeout(this.db.query<Row>(READ, [url]), SHARED_QUERY_MS);
    if (!row) return undefined;
    return {
      body: orUndefined(row.body),
      receivedAt: orUndefined(row.received_at),
      error: orUndefined(row.error),
      failures: row.failures,
      retryAt: orUndefined(row.retry_at),
      leaseUntil: orUndefined(row.lease_until),
    };
  }

  /** The lease holder's good answer (and the lease given back). */
  async answered(url: string, body: string, receivedAt: number): Promise<void> {
    await this.db.query(ANSWERED, [url, body, receivedAt]);
  }

  /** The lease holder's failure: the last good answer stays; nobody asks again before `retryAt`. */
  async failed(url: string, error: string, failures: number, retryAt: number): Promise<void> {
    await this.db.query(FAILED, [url, error, failures, retryAt]);
  }
}

/** `work`, or a rejection once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
