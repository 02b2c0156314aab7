// The measured figures at one moment: the store's answers (aggregates, extremes, sources, last arrival) put
// through the pure formulas of figures.ts. A store that throws makes this throw; service.ts decides what then.

import {
  type CollectedItem,
  MEASURED_PLATFORMS,
  type MeasuredEvidence,
  type MeasuredEvidenceLists,
  type MeasuredPlatform,
  type MeasuredSentiment,
} from '../../core/measured/types.ts';
import { DEFAULT_WHALE_MIN_BTC } from '../../core/measured/whales.ts';
import type { Extremes, SentimentStore } from '../store/types.ts';
import { evidenceWords } from './evidence-words.ts';
import { DAY_MS, figuresAt, LOOKBACK_DAYS, windowsAt } from './measured-figures.ts';
import { whaleActivity, whalesSince } from './whale-activity.ts';

/** The most positive and most negative items shown behind a figure. */
export const EVIDENCE_ITEMS = 3;
/**
 * Longest evidence text, the ellipsis included, in UTF-16 code units: what the feed's schema counts (its JSON
 * Schema counts code points, never more than units), so an emoji-heavy post is cut shorter rather than refused.
 */
export const EVIDENCE_TEXT_MAX = 280;

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * At most `max` UTF-16 units: a longer text keeps the whole characters (graphemes: an emoji with its modifiers, a
 * flag) that fit with "…" after them, never half of one.
 */
export function cutText(text: string, max = EVIDENCE_TEXT_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  let kept = '';
  for (const { segment } of graphemes.segment(plain)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

/** A link a reader can open: http(s) and one the URL parser takes whole (the feed's schema checks both). */
function isWebLink(url: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** An item as the widgets show it; none when it has no text or no web link to open. */
function evidenceOf(item: CollectedItem): MeasuredEvidence | undefined {
  const text = cutText(item.text);
  if (!text || !item.source || !isWebLink(item.url) || !Number.isFinite(item.publishedAt)) return undefined;
  return {
    platform: item.platform,
    source: item.source,
    url: item.url,
    publishedAt: new Date(item.publishedAt).toISOString(),
    text,
    score: Math.max(-1, Math.min(1, item.score)),
    // The whole text's words, as its score is the whole text's: a word past the cut is named after the text.
    words: evidenceWords(item.text, item.lang),
  };
}

const evidence = (items: readonly CollectedItem[]): MeasuredEvidence[] =>
  items
    .map(evidenceOf)
    .filter((item): item is MeasuredEvidence => item !== undefined)
    .slice(0, EVIDENCE_ITEMS);

const NO_EVIDENCE: MeasuredEvidenceLists = { positive: [], negative: [] };

/** A few more than shown are asked: an item without a usable link is skipped, and the next one stands in. */
const ASKED = EVIDENCE_ITEMS * 3;

const shown = (found: Extremes): MeasuredEvidenceLists => ({
  positive: evidence(found.positive),
  negative: evidence(found.negative),
});

export interface MeasureOptions {
  /** The platforms whose collectors are on; unknown: those with recent items. */
  collecting?: readonly MeasuredPlatform[];
  /** store.lastIngestAt() when the caller has just asked it. */
  lastIngestAt?: number;
  /** The coins with figures of their own (COINS); the spec's five by default. */
  coins?: readonly string[];
}

/** Every measured figure at `now`, from the store. */
export async function measure(
  store: SentimentStore,
  now: number,
  options: MeasureOptions = {},
): Promise<MeasuredSentiment> {
  const { windowStart, currentHour } = windowsAt(now);
  const [rows, market, byCoin, sources, lastIngestAt, newest, whales, whaleMin] = await Promise.all([
    store.hourly(currentHour - LOOKBACK_DAYS * DAY_MS),
    store.extremes(windowStart, ASKED),
    // Each coin's evidence is its own texts, all coins in one pass; a coin without any has none.
    store.extremesByCoin(windowStart, ASKED),
    store.sourceCounts(windowStart),
    'lastIngestAt' in options ? options.lastIngestAt : store.lastIngestAt(),
    store.newestPublishedAt(windowStart, now),
    store.whales(whalesSince(now)),
    store.whaleMinBtc(),
  ]);
  const figures = figuresAt(rows, now, options.collecting, options.coins);
  const minBtc = whaleMin ?? DEFAULT_WHALE_MIN_BTC;
  const order = (platform: MeasuredPlatform) => MEASURED_PLATFORMS.indexOf(platform);
  return {
    computedAt: new Date(now).toISOString(),
    ...(lastIngestAt !== undefined ? { lastItemAt: new Date(lastIngestAt).toISOString() } : {}),
    // The figures' age is their newest text's; with no text in the window they have none.
    ...(newest !== undefined ? { newestItemAt: new Date(newest).toISOString() } : {}),
    ...figures,
    coins: figures.coins.map((coin) => {
      const found = byCoin.get(coin.coin);
      return { ...coin, evidence: found ? shown(found) : NO_EVIDENCE };
    }),
    sources: sources
      .filter((entry) => entry.items > 0 && entry.source.length > 0)
      .sort((a, b) => order(a.platform) - order(b.platform) || b.items - a.items || a.source.localeCompare(b.source))
      .map((entry) => ({ platform: entry.platform, name: entry.source, items: entry.items })),
    evidence: shown(market),
    // Only once the collector has stored a transfer: no whale figures is not "zero whales".
    ...(whales.length > 0 ? { whales: whaleActivity(whales, now, minBtc) } : {}),
  };
}
