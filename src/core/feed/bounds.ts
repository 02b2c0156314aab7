// The plausibility bounds of the feed's figures: one source of truth for the published schema (schema.ts builds
// its checks from these, and the JSON Schema publishes them) and for every reader of a provider's answer, in the
// browser (src/core/live) and on the server. Plain data, no validation library: the live readers stay light.

export interface Bounds {
  min: number;
  max: number;
  /** The minimum itself is refused (a price of 0 is no price). */
  minExclusive?: boolean;
}

/** A price, in the feed's currency: more than 0, at most a trillion. */
export const PRICE: Bounds = { min: 0, minExclusive: true, max: 1e12 };
/** A change in per cent: a coin can lose everything, or gain ten thousand times its value. */
export const PERCENT_CHANGE: Bounds = { min: -100, max: 1_000_000 };
/** Money (volumes, values) in the feed's currency. */
export const MONEY: Bounds = { min: 0, max: 1e15 };
/** A score or share, 0–100. */
export const SCORE: Bounds = { min: 0, max: 100 };
/** An on-chain metric's value (a count, EH/s or money). */
export const METRIC: Bounds = { min: 0, max: 1e15 };
/** An amount of coins. */
export const AMOUNT: Bounds = { min: 0, max: 1e15 };
/** A gain or loss, in the feed's currency. */
export const PNL: Bounds = { min: -1e15, max: 1e15 };

/** Whether `value` is a finite number within `bounds`. */
export const within = (value: unknown, bounds: Bounds): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  (bounds.minExclusive ? value > bounds.min : value >= bounds.min) &&
  value <= bounds.max;
