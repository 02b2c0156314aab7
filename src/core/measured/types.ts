// What the product measures itself (issue: live social and news sentiment). Data flows one way:
// source → collector → scorer → store → metrics → feed → widget; these are the shapes each step hands on.
// Pure types and constants: the server, the feed schema and the widgets all read them.

import { SPEC_COIN_SYMBOLS } from '../coins/symbols.ts';
import type { SentimentLabel } from '../sentiment/index.ts';
import type { SentimentRule } from '../sentiment/rules.ts';
import type { MeasuredPlatform } from './platforms.ts';
import type { WhaleActivity } from './whales.ts';

// One line per platform in platforms.ts; its id, label and kind are what everything else reads.
export {
  MEASURED_PLATFORM_INFO,
  MEASURED_PLATFORM_LABELS,
  MEASURED_PLATFORMS,
  type MeasuredPlatform,
  type MeasuredPlatformLabel,
  type PlatformKind,
  platformKind,
} from './platforms.ts';

/** The spec's coins: whose mentions a server counts when its COINS setting names no others. */
export const TRACKED_COINS = SPEC_COIN_SYMBOLS;
/** A coin's ticker (BTC, DOGE): any coin a server follows (src/core/coins/table.ts, COINS). */
export type TrackedCoin = string;

/** The aggregate key of every item, whatever coin it mentions (the market as a whole, and dominance's total). */
export const ALL_COINS = 'ALL' as const;
export type AggregateCoin = TrackedCoin | typeof ALL_COINS;

/** Longest text kept per item, in characters. */
export const ITEM_TEXT_MAX = 1000;

/** Under this many items in the window, a figure is "pocos datos" with its count, not a score. */
export const MIN_ITEMS_FOR_SCORE = 20;

/**
 * What a measured figure can honestly claim: a score ("measured", n ≥ MIN_ITEMS_FOR_SCORE), its count alone
 * ("few", 0 < n < MIN_ITEMS_FOR_SCORE), or nothing yet ("none", n = 0). state.ts decides and words it.
 */
export const MEASURED_STATES = ['measured', 'few', 'none'] as const;
export type MeasuredState = (typeof MEASURED_STATES)[number];

/** One collected text, scored: what a collector hands to the store. */
export interface CollectedItem {
  /** `${platform}:${source's own id}` (a post's at-URI, a feed entry's guid or link, a channel/message id): the dedupe key. */
  id: string;
  platform: MeasuredPlatform;
  /** Where on that platform: the feed's host (cointelegraph.com), the channel's name, "jetstream". */
  source: string;
  /** A public http(s) page a reader can open. */
  url: string;
  /** Publication time, ms since the epoch (the collection time when the source gives none). */
  publishedAt: number;
  lang: 'es' | 'en';
  /** Plain text (no HTML), at most ITEM_TEXT_MAX characters. */
  text: string;
  /** The tracked coins it mentions; empty for a general crypto headline (it counts only towards ALL). */
  coins: TrackedCoin[];
  /** The scorer's score, −1…1, and label. */
  score: number;
  label: SentimentLabel;
  /**
   * For a text naming more than one coin, the score of what it says of each (scoreTargets: "BTC sube mientras ETH
   * se desploma"); a coin's figures, history and evidence use it. Absent: `score` stands for every coin it names.
   */
  coinScores?: Partial<Record<TrackedCoin, number>>;
}

/** One hour of one coin (or ALL) on one platform. */
export interface HourlyAggregate {
  /** The hour's start, ms since the epoch (UTC, a multiple of 3 600 000). */
  hour: number;
  coin: AggregateCoin;
  platform: MeasuredPlatform;
  count: number;
  /** Sum of the items' scores (−1…1 each). */
  scoreSum: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** Why a collected text was dropped before scoring; each has a counter in the collector's health. */
export const FILTER_REASONS = [
  'duplicate',
  'near_duplicate',
  'spam',
  'only_links_or_tags',
  'no_coin',
  'other_language',
  'too_old',
] as const;
export type FilterReason = (typeof FILTER_REASONS)[number];

/** A collector's health record (served at /api/health, read by the metrics' provenance). */
export interface CollectorHealth {
  /** The platform it collects (MEASURED_PLATFORMS). */
  collector: MeasuredPlatform;
  enabled: boolean;
  /** Why it is off, in Spanish ("TELEGRAM_CHANNELS está vacía"). */
  disabledReason?: string;
  lastSuccessAt?: number;
  lastErrorAt?: number;
  /** Spanish, one line; never the source's body. */
  lastError?: string;
  /** Items stored since the process started. */
  itemsTaken: number;
  filtered: Partial<Record<FilterReason, number>>;
  /** Per feed / channel / stream: the same record, keyed by URL or name. */
  sources?: Record<string, { lastSuccessAt?: number; lastErrorAt?: number; lastError?: string; items: number }>;
}

// ---- The measured figures: computed by src/server/metrics from the store, carried by the feed's `measured`
// part, shown by the widgets. Formulas are documented in docs/sentimiento.md. ---------------------------------

/** Positive / neutral / negative shares of a window's items, in percent (they add up to 100 ± rounding). */
export interface SentimentShares {
  positive: number;
  neutral: number;
  negative: number;
}

/** One figure over the last 24 h: a platform, a coin, or the whole market. */
export interface MeasuredFigure {
  /** Items in the window. */
  mentions: number;
  /** The figure's state from `mentions` (state.ts); a feed from before the field leaves it out. */
  state?: MeasuredState;
  /** Mean score mapped to 0–100 ((mean + 1) × 50); absent under MIN_ITEMS_FOR_SCORE items ("pocos datos"). */
  score?: number;
  /** Absent under MIN_ITEMS_FOR_SCORE items. */
  shares?: SentimentShares;
  /** The previous 24 h's score, when it had enough items: the trend compares with it. */
  previousScore?: number;
}

export interface MeasuredPlatformFigure extends MeasuredFigure {
  platform: MeasuredPlatform;
}

export interface MeasuredCoinFigure extends MeasuredFigure {
  coin: TrackedCoin;
  /** The coin's share of all mentions in the window, percent. */
  dominance: number;
  /**
   * The score against the coin's own previous 20 days: (score − baseline mean) ÷ baseline standard deviation of
   * its daily scores; absent when the baseline has fewer than 5 days with enough items.
   */
  relative?: number;
  /**
   * The coin's own texts behind its figure (those whose `coins` include it): its most positive and most negative
   * of the window, empty when it has none. A feed from before the field leaves it out.
   */
  evidence?: MeasuredEvidenceLists;
}

/** One point of the measured history: one hour (1D, 7D) or one day (30D, 90D). */
export interface MeasuredPoint {
  /** The period's start, ISO 8601 UTC. */
  time: string;
  mentions: number;
  /** 0–100; absent when the period had no items. */
  score?: number;
}

/** A recent item behind a figure: text only, linked to its source. */
export interface MeasuredEvidence {
  platform: MeasuredPlatform;
  source: string;
  url: string;
  /** ISO 8601. */
  publishedAt: string;
  /** Plain text, at most 280 characters. */
  text: string;
  /** −1…1. */
  score: number;
  /**
   * The words and phrases behind the score, in the text's order (the scorer's `explain`); a feed from before the
   * field, or another publisher's, leaves it out.
   */
  words?: MeasuredEvidenceWord[];
}

/** Most words named per evidence text: the strongest, when the scorer found more. */
export const EVIDENCE_WORDS_MAX = 12;
/** Longest word or phrase named, in characters. */
export const EVIDENCE_WORD_MAX = 60;
/** A word's weight is on VADER's −4…4 scale; the rules can push one a little past it, never past this. */
export const EVIDENCE_WEIGHT_MAX = 10;

/** A word or phrase that moved a text's score, as the scorer read it (lowercased, maybe without its accents). */
export interface MeasuredEvidenceWord {
  text: string;
  /** Its weight after the rules, −EVIDENCE_WEIGHT_MAX…EVIDENCE_WEIGHT_MAX (positive raises the score); never 0. */
  weight: number;
  /** The rules that changed its weight (SENTIMENT_RULES' names), when any did. */
  rules?: SentimentRule[];
}

/** The most positive and the most negative texts behind a figure. */
export interface MeasuredEvidenceLists {
  positive: MeasuredEvidence[];
  negative: MeasuredEvidence[];
}

export interface MeasuredSentiment {
  /**
   * The instant these figures describe, ISO 8601: the last arrival, or the start of the hour when nothing arrived
   * since (the same on every instance reading one database).
   */
  computedAt: string;
  /** The last item's arrival, ISO 8601 (a text published long ago may arrive late: not the figures' age). */
  lastItemAt?: string;
  /**
   * The publication of the newest text in the window, ISO 8601: the figures' age ("hace 2 min"). Absent when the
   * window holds no text (and from a feed older than the field).
   */
  newestItemAt?: string;
  /** Every platform's items together. */
  overall: MeasuredFigure;
  /** The platforms that are collecting, in MEASURED_PLATFORMS order (an off collector is left out). */
  platforms: MeasuredPlatformFigure[];
  coins: MeasuredCoinFigure[];
  /** "Medido: 214 publicaciones y 38 titulares en 24 h": posts (social platforms) and headlines (news). */
  counts: { posts: number; headlines: number };
  /** The feeds, channels and streams read, with their items in the window. */
  sources: { platform: MeasuredPlatform; name: string; items: number }[];
  /** Hourly for 1D and 7D, daily for 30D and 90D; every coin together. */
  history: { '1D': MeasuredPoint[]; '7D': MeasuredPoint[]; '30D': MeasuredPoint[]; '90D': MeasuredPoint[] };
  /** The three most positive and three most negative items of the window, whatever coin they name. */
  evidence: MeasuredEvidenceLists;
  /** Large Bitcoin transfers, when the whales collector has stored any (issue 23). */
  whales?: WhaleActivity;
  /** true: the feed's insights are the cards of docs/senales.md's rules (maybe none), not a publisher's own. */
  insightsFromRules?: boolean;
}
