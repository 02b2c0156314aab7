// What is not kept, and why: each check names a FILTER_REASONS reason, counted in the collector's health.
// Memory is bounded whatever the rate: the windows of recent texts and ids have fixed sizes.

/** Giveaway and airdrop spam in both languages (for social posts; a news outlet's headline about one is news). */
const SPAM = [
  /\bgive ?aways?\b/i,
  /\bair ?drops?\b/i,
  /\bfree\s+(?:\$?btc|\$?eth|\$?sol|bitcoin|ethereum|crypto|tokens?|coins?|nfts?|usdt)\b/i,
  /\b(?:btc|eth|sol|bitcoin|ethereum|cripto|crypto|tokens?|usdt)\s+(?:gratis|free)\b/i,
  /\bsorteos?\b/i,
  /\bregal(?:o|os|a|amos|ando)\b/i,
  /\bsend\b.{0,60}\b(?:get|receive)\b.{0,60}\b(?:back|double|2x|x2)\b/i,
  /\benv[ií]a(?:me|nos)?\b.{0,60}\brecib(?:e|es|ir[aá]s)\b/i,
  /\b(?:double|doubling)\s+your\b/i,
  /\bduplica\s+tus?\b/i,
  /\bclaim\s+(?:your|now|free|here)\b/i,
  /\breclam[ae]\s+(?:tu|tus|ahora|aqu[ií]|gratis)\b/i,
  /\b(?:dm|md)\s+(?:me|para|for)\b/i,
  /\blink\s+in\s+(?:bio|my\s+bio)\b/i,
  /\benlace\s+en\s+(?:mi\s+)?(?:bio|perfil)\b/i,
  /\bpump\s+(?:group|signal)s?\b/i,
  /\bse[ñn]ales\s+(?:vip|gratis)\b/i,
];

const URLS = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const TAGS = /[#$@][\p{L}\p{N}_.-]+/gu;
const WORDS = /\p{L}{2,}/gu;

/** True when, without links, hashtags, cashtags and mentions, fewer than two words remain. */
export function onlyLinksOrTags(text: string): boolean {
  const rest = text.replace(URLS, ' ').replace(TAGS, ' ');
  WORDS.lastIndex = 0;
  let words = 0;
  while (WORDS.exec(rest)) if (++words >= 2) return false;
  return true;
}

export function isSpam(text: string): boolean {
  for (const pattern of SPAM) if (pattern.test(text)) return true;
  return false;
}

/** What two texts must share to be "the same": lowercase letters and digits, links dropped. */
export function normalizeForHash(text: string): string {
  return text
    .replace(URLS, ' ')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** FNV-1a, 32 bits, with a seed (two seeds make one 64-bit fingerprint). */
function fnv(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const SEED_A = 0x811c9dc5;
const SEED_B = 0x9e3779b9;

/** SimHash (Charikar 2002) of the text's words and word pairs, as two 32-bit halves. */
export function simHash(normalized: string): [number, number] {
  const words = normalized.split(' ').filter(Boolean);
  const weights = new Int32Array(64);
  const add = (feature: string) => {
    const a = fnv(feature, SEED_A);
    const b = fnv(feature, SEED_B);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] = (weights[bit] as number) + ((a >>> bit) & 1 ? 1 : -1);
      weights[bit + 32] = (weights[bit + 32] as number) + ((b >>> bit) & 1 ? 1 : -1);
    }
  };
  for (let i = 0; i < words.length; i++) {
    add(words[i] as string);
    if (i + 1 < words.length) add(`${words[i]} ${words[i + 1]}`);
  }
  let high = 0;
  let low = 0;
  for (let bit = 0; bit < 32; bit++) {
    if ((weights[bit] as number) > 0) high |= 1 << bit;
    if ((weights[bit + 32] as number) > 0) low |= 1 << bit;
  }
  return [high >>> 0, low >>> 0];
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A set that forgets its oldest entries past `max`. */
export class BoundedSet<T> {
  readonly #items = new Set<T>();
  constructor(readonly max: number) {}
  has(value: T): boolean {
    return this.#items.has(value);
  }
  add(value: T): void {
    this.#items.add(value);
    if (this.#items.size > this.max) this.#items.delete(this.#items.values().next().value as T);
  }
  get size(): number {
    return this.#items.size;
  }
}

/**
 * Texts this close (differing bits of 64) are near duplicates: the same post with a word, a number or a mention
 * changed. Measured on short crypto posts (tests/server/collect/items.test.ts): one word changed 3–7 bits,
 * unrelated posts about the same coin 12 or more.
 */
export const NEAR_DUPLICATE_BITS = 8;
/** How many recent fingerprints the near-duplicate check compares with (a ring: the oldest is overwritten). */
export const NEAR_DUPLICATE_WINDOW = 2_000;

/** Exact and near duplicates among the recent texts of one collector, in bounded memory. */
export class DuplicateWindow {
  readonly #exact: BoundedSet<string>;
  readonly #high: Uint32Array;
  readonly #low: Uint32Array;
  #filled = 0;
  #next = 0;

  constructor(exactWindow = 20_000, nearWindow = NEAR_DUPLICATE_WINDOW) {
    this.#exact = new BoundedSet(exactWindow);
    this.#high = new Uint32Array(nearWindow);
    this.#low = new Uint32Array(nearWindow);
  }

  /** 'duplicate', 'near_duplicate', or undefined (then the text is remembered). */
  check(text: string): 'duplicate' | 'near_duplicate' | undefined {
    const normalized = normalizeForHash(text);
    const key = `${fnv(normalized, SEED_A).toString(36)}.${fnv(normalized, SEED_B).toString(36)}.${normalized.length}`;
    if (this.#exact.has(key)) return 'duplicate';
    this.#exact.add(key);
    // Numbers aside: a template whose only change is an amount is the same post.
    const [high, low] = simHash(normalized.replace(/\d+/g, '0'));
    // Short texts share too few shingles for the distance to mean anything: only exact duplicates for them.
    const comparable = normalized.split(' ').length >= 6;
    if (comparable) {
      for (let i = 0; i < this.#filled; i++) {
        const distance = popcount((this.#high[i] as number) ^ high) + popcount((this.#low[i] as number) ^ low);
        if (distance <= NEAR_DUPLICATE_BITS) return 'near_duplicate';
      }
      this.#high[this.#next] = high;
      this.#low[this.#next] = low;
      this.#next = (this.#next + 1) % this.#high.length;
      this.#filled = Math.min(this.#filled + 1, this.#high.length);
    }
    return undefined;
  }
}
