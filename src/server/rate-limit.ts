// Allowances per client as token buckets: `perMinute` tokens a minute, a burst of a whole minute's allowance at
// most. The chat and /api/sentiment count requests (a token each); /api/sentiment also counts the characters it
// scores (a token each), since a request's cost is its text. In memory, per process (an edge platform's isolate
// counts alone: put the platform's own rate limiting in front for a hard limit across its machines). With
// DATABASE_URL the same buckets live in PostgreSQL, shared by every instance (src/server/cluster/limiter.ts).

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What the chat and scoring routes ask: this process's buckets, or the shared ones (src/server/cluster/limiter.ts). */
export interface Limiter {
  /** Takes `cost` tokens (1: one request) from `client`'s allowance; when it has fewer, the seconds until it has. */
  take(client: string, cost?: number): Verdict | Promise<Verdict>;
}

/**
 * What a request costs at most: never more than a full bucket, so a request bigger than a minute's allowance
 * passes with the bucket full and empties it, instead of never passing.
 */
export const costWithin = (cost: number, perMinute: number): number => Math.min(Math.max(0, cost), perMinute);

/** Seconds until `tokens` has grown to `cost` at `perMs` a millisecond: at least one. */
export const secondsUntil = (cost: number, tokens: number, perMs: number): number =>
  Math.max(1, Math.ceil((cost - tokens) / perMs / 1000));

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

  take(client: string, cost = 1): Verdict {
    const now = this.now();
    if (++this.#checks % 1000 === 0) this.#sweep(now);
    const bucket = this.#buckets.get(client) ?? { tokens: this.perMinute, at: now };
    // Capped at a minute's allowance: a client quiet for an hour gets one minute's burst, not sixty.
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(client, bucket);
    const taken = costWithin(cost, this.perMinute);
    if (bucket.tokens >= taken) {
      bucket.tokens -= taken;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: secondsUntil(taken, bucket.tokens, this.#perMs) };
  }

  /** Forgets clients whose allowance is whole again: the map does not grow with every address ever seen. */
  #sweep(now: number): void {
    for (const [client, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * this.#perMs >= this.perMinute) this.#buckets.delete(client);
    }
  }
}
