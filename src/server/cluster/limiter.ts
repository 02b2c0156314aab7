// The chat's and scoring's allowances (requests, and characters scored) across instances (DATABASE_URL): the same
// token bucket as ../rate-limit.ts, kept in the rate_limits table and updated by one atomic statement per request,
// so a client spreading its requests over instances gets the limit once. Buckets full again (a minute untouched)
// are pruned.

import { costWithin, type Limiter, RateLimiter, secondsUntil, type Verdict } from '../rate-limit.ts';
import { SHARED_QUERY_MS, type SharedSql, withTimeout } from './upstream.ts';

/** Pruning at most this often per instance; a bucket untouched for a minute is full (any limit), so it can go. */
const PRUNE_EVERY_MS = 60_000;

// $1 key, $2 the limit (a full bucket), $3 now (ms), $4 tokens per ms, $5 the cost (1 a request, or the characters
// scored). The refill never runs backwards when two instances' clocks differ a little (greatest).
const REFILL = 'least($2::float8, r.tokens + greatest(0, $3::bigint - r.at) * $4::float8)';
const TAKE = `
INSERT INTO rate_limits AS r (key, tokens, at, allowed) VALUES ($1, $2::float8 - $5::float8, $3::bigint, true)
ON CONFLICT (key) DO UPDATE SET
  tokens = ${REFILL} - CASE WHEN ${REFILL} >= $5::float8 THEN $5::float8 ELSE 0 END,
  at = greatest(r.at, $3::bigint),
  allowed = ${REFILL} >= $5::float8
RETURNING tokens, allowed`;

export interface SharedLimiterOptions {
  /** Which allowance ("chat", "sentiment"): part of each row's key. */
  name: string;
  perMinute: number;
  now?: () => number;
  log?: (message: string) => void;
}

export class SharedRateLimiter implements Limiter {
  readonly #db: SharedSql;
  readonly #name: string;
  readonly #perMinute: number;
  readonly #perMs: number;
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  /** This process's own buckets, used only while the database does not answer. */
  readonly #local: RateLimiter;
  #failing = false;
  #prunedAt = Number.NEGATIVE_INFINITY;

  constructor(db: SharedSql, options: SharedLimiterOptions) {
    this.#db = db;
    this.#name = options.name;
    this.#perMinute = options.perMinute;
    this.#perMs = options.perMinute / 60_000;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? (() => {});
    this.#local = new RateLimiter(options.perMinute, this.#now);
  }

  async take(client: string, cost = 1): Promise<Verdict> {
    const now = this.#now();
    const taken = costWithin(cost, this.#perMinute);
    let row: { tokens: number; allowed: boolean } | undefined;
    try {
      [row] = await withTimeout(
        this.#db.query<{ tokens: number; allowed: boolean }>(TAKE, [
          `${this.#name}:${client}`,
          this.#perMinute,
          now,
          this.#perMs,
          taken,
        ]),
        SHARED_QUERY_MS,
      );
    } catch (error) {
      // Fail open: a database that is away never turns a request into a 500. Each instance then counts alone
      // (its in-memory buckets), said once in the log until the database answers again.
      if (!this.#failing) {
        this.#failing = true;
        this.#log(
          `Límite de peticiones (${this.#name}): la base de datos no responde (${(error as Error).message}): cada instancia cuenta por su cuenta.`,
        );
      }
      return this.#local.take(client, cost);
    }
    if (this.#failing) {
      this.#failing = false;
      this.#log(`Límite de peticiones (${this.#name}): la base de datos vuelve a responder; el límite es compartido.`);
    }
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now;
      this.#db.query('DELETE FROM rate_limits WHERE at < $1::bigint', [now - PRUNE_EVERY_MS]).catch(() => {});
    }
    if (!row || row.allowed) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(taken, Number(row.tokens), this.#perMs) };
  }
}
