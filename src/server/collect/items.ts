// A source's text becomes a CollectedItem here, or is filtered with a reason: the one path every collector's
// entries take (bounded text, coins, score, language, spam and duplicates), so every platform is filtered alike.

import { type CoinMatcher, detectCoins, SPEC_COIN_MATCHER } from '../../core/measured/mentions.ts';
import type { CollectedItem, FilterReason, MeasuredPlatform } from '../../core/measured/types.ts';
import { scoreTargetsWith } from '../../core/sentiment/coin-targets.ts';
import { scoreText } from '../../core/sentiment/index.ts';
import type { SentimentStore } from '../store/types.ts';
import { BoundedSet, DuplicateWindow, isSpam, NEAR_DUPLICATE_WINDOW, onlyLinksOrTags } from './filters.ts';
import { bound, httpUrl, plainText } from './text.ts';

/** What a collector read: text without its source's markup (plainText sanitizes it again here, for every source). */
export interface Entry {
  /** The source's own id (at-URI, guid, channel/123); the item's id is `${platform}:${sourceId}`. */
  sourceId: string;
  source: string;
  url: string;
  text: string;
  publishedAt?: number;
  /** Languages the source declares (Bluesky's record.langs, a feed's <language>); detected otherwise. */
  langs?: readonly string[];
}

/** Older entries are not kept (a feed's archive, a replay from long ago). */
export const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** A date this far in the future is the source's clock or a mistake: the collection time is used. */
const FUTURE_SLACK_MS = 10 * 60_000;

export interface ItemBuilderOptions {
  platform: MeasuredPlatform;
  /** Social posts must mention a tracked coin; a news headline without one is kept with coins [] (it counts for ALL). */
  requireCoin: boolean;
  now: () => number;
  /** Called once per filtered entry. */
  onFiltered: (reason: FilterReason) => void;
  /**
   * The store the items go to: ready() seeds the duplicate windows with this platform's latest stored items, so
   * a restart does not forget what it already took (the same headline under a new guid stays a duplicate).
   */
  store?: Pick<SentimentStore, 'recentItems'>;
  /** The coins to find (the server's COINS); the spec's five by default. */
  coins?: CoinMatcher | undefined;
}

/** The declared language, when it is one we score: 'es-ES' → 'es'; 'other' when declared and neither. */
export function declaredLang(langs: readonly string[] | undefined): 'es' | 'en' | 'other' | undefined {
  if (!langs || langs.length === 0) return undefined;
  for (const lang of langs) {
    const base = typeof lang === 'string' ? lang.slice(0, 2).toLowerCase() : '';
    if (base === 'es' || base === 'en') return base;
  }
  return 'other';
}

export class ItemBuilder {
  readonly #seen = new BoundedSet<string>(20_000);
  readonly #duplicates = new DuplicateWindow();
  #seeded: Promise<void> | undefined;

  constructor(readonly options: ItemBuilderOptions) {}

  /**
   * Resolves once the windows hold the platform's latest stored items (at most the near-duplicate window's size,
   * published within MAX_AGE_MS). A collector awaits it before its first build; a store that does not answer
   * leaves the windows as they are, and the next call asks again.
   */
  ready(): Promise<void> {
    const { store, platform, now } = this.options;
    if (!store) return Promise.resolve();
    this.#seeded ??= store.recentItems(platform, now() - MAX_AGE_MS, NEAR_DUPLICATE_WINDOW).then(
      (items) => {
        // Oldest first, so the newest stay longest in the windows.
        for (let i = items.length - 1; i >= 0; i--) this.remember(items[i] as CollectedItem);
      },
      () => {
        this.#seeded = undefined;
      },
    );
    return this.#seeded;
  }

  /** An item already taken: its id is not new and its text is a duplicate from now on. */
  remember(item: Pick<CollectedItem, 'id' | 'text'>): void {
    this.#seen.add(item.id);
    this.#duplicates.check(item.text);
  }

  /** The item, or undefined when it was filtered (counted) or already built from this same entry (not counted). */
  build(entry: Entry): CollectedItem | undefined {
    const { platform, requireCoin, now, onFiltered } = this.options;
    const id = `${platform}:${entry.sourceId}`;
    // A feed lists the same entries at every poll: seen again is not a duplicate, just nothing new.
    if (this.#seen.has(id)) return undefined;
    this.#seen.add(id);
    const drop = (reason: FilterReason): undefined => {
      onFiltered(reason);
      return undefined;
    };
    const url = httpUrl(entry.url);
    if (!url) return undefined;
    const time = now();
    let publishedAt = entry.publishedAt;
    if (publishedAt === undefined || !Number.isFinite(publishedAt) || publishedAt > time + FUTURE_SLACK_MS) {
      publishedAt = time;
    }
    if (publishedAt < time - MAX_AGE_MS) return drop('too_old');
    const text = bound(plainText(entry.text));
    if (onlyLinksOrTags(text)) return drop('only_links_or_tags');
    const declared = declaredLang(entry.langs);
    if (declared === 'other') return drop('other_language');
    const coins = detectCoins(text, this.options.coins);
    if (requireCoin && coins.length === 0) return drop('no_coin');
    if (requireCoin && isSpam(text)) return drop('spam');
    const duplicate = this.#duplicates.check(text);
    if (duplicate) return drop(duplicate);
    const scored = scoreText(text, declared ? { lang: declared } : {});
    if (scored.lang === 'other') return drop('other_language');
    // A text naming several coins says something of each ("BTC sube mientras ETH se desploma"): each its own score.
    const coinScores =
      coins.length > 1
        ? Object.fromEntries(
            scoreTargetsWith(text, { lang: scored.lang }, this.options.coins ?? SPEC_COIN_MATCHER).map(
              ({ coin, score }) => [coin, score],
            ),
          )
        : undefined;
    return {
      id,
      platform,
      source: entry.source,
      url,
      publishedAt: Math.round(publishedAt),
      lang: scored.lang,
      text,
      coins,
      score: scored.score,
      label: scored.label,
      ...(coinScores ? { coinScores } : {}),
    };
  }
}
