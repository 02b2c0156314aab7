// A small seeded PRNG, so a `seed` makes generated charts reproducible.

/** Returns a function yielding floats in [0, 1), fully determined by `seed` (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh unsigned 32-bit seed, for charts that were given none. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

/** Mixes a text into a seed (FNV-1a), so one seed gives each coin its own series. */
export function mixSeed(seed: number, text: string): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}
