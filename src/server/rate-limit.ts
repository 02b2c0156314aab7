// Requests per client per minute, as a token bucket: a burst of the whole minute's allowance, then one
// request each 60/limit seconds. In memory, per process (an edge platform's isolate counts alone: put the
// platform's own rate limiting in front for a hard limit across its machines). With DATABASE_URL the same
// buckets live in PostgreSQL, shared by every instance (src/server/cluster/limiter.ts).

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What the chat and scoring routes ask: this process's buckets, or the shared ones (src/server/cluster/limiter.ts). */
export interface Limiter {
  take(client: string): Verdict | Promise<Verdict>;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter implements Limiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #perMs: number;
  #checks = 0;

  constructor(
    readonly perMinute: number,
    readonly now: () => number = Date.now,
  ) {
    this.#perMs = perMinute / 60_000;
  }

  /** Takes one request from `client`'s allowance; when there is none, the seconds until there is. */
  take(client: string): Verdict {
    const now = this.now();
    if (++this.#checks % 1000 === 0) this.#sweep(now);
    const bucket = this.#buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perMs / 1000)) };
  }

  /** Forgets clients whose allowance is whole again: the map does not grow with every address ever seen. */
  #sweep(now: number): void {
    for (const [client, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * this.#perMs >= this.perMinute) this.#buckets.delete(client);
    }
  }
}
