// The feed of one currency from the providers' latest answers: every part a provider fills, named with its
// providers and the time of its answers; the rest is the spec's sample data marked as such (in dollars only:
// sample money cannot stand in for another currency's), or left out when the site turned the sample off.

import * as v from 'valibot';
import { ANALYTICS_COINS, QUOTE_SYMBOLS } from '../../core/catalog.ts';
import type { OnChainOverview } from '../../core/data-source.ts';
import { FEED_PARTS, type Feed, type FeedPart, type PartSource } from '../../core/feed/schema.ts';
import {
  ONCHAIN_SAMPLE_PARTS,
  onChainWith,
  SENTIMENT_SAMPLE_PARTS,
  SERIES_SAMPLE_PARTS,
  sentimentWith,
  seriesWith,
} from '../../core/live/compose.ts';
import type { FieldReport } from '../../core/live/read-fields.ts';
import type { Provider } from '../../core/provenance.ts';
import { COIN_QUOTES, MARKET_HISTORY, SAMPLE_SOURCE } from '../../core/sample-data.ts';
import { generateSeries } from '../../core/series.ts';
import type { MarketChartSamples } from '../../core/spans/market-chart.ts';
import { hourlyPoints, spanPoints } from '../../core/spans/points.ts';
import type { SpanPoint } from '../../core/spans/types.ts';
import type { ChartPoint } from '../../core/types.ts';
import type { MeasuredSnapshot } from '../metrics/service.ts';
import { countChange } from '../metrics/whale-activity.ts';
import type { Snapshot } from '../upstream.ts';
import { measuredCoinSentiment, measuredPlatforms } from './measured.ts';
import type { FeedResources } from './resources.ts';
import { insightsPart, whalesMetric } from './signals.ts';
import { type DroppedField, issueText, trimToSchema } from './trim.ts';

/** The seed of the sample figures that complete the live series (sentiment, transactions…): one per feed. */
export const SERIES_SEED = 1;

/** The snapshots of a currency's resources, as `FeedResources` is laid out. */
export interface FeedSnapshots {
  markets: Snapshot<NonNullable<ReturnType<FeedResources['markets']['read']>>>;
  fearAndGreed: Snapshot<NonNullable<ReturnType<FeedResources['fearAndGreed']['read']>>>;
  coinSentiment: Record<string, Snapshot<number>>;
  hashrate: Snapshot<{ value: number; change: number }>;
  addresses: Snapshot<{ value: number; change: number }>;
  charts: Record<string, Snapshot<NonNullable<ReturnType<FeedResources['charts']['BTC']['read']>>>>;
  /** Each coin's 30D market_chart (the divergence rule's daily closes), read only when the server measures. */
  daily?: Record<string, Snapshot<MarketChartSamples>>;
}

export interface BuiltFeed {
  feed: Feed;
  /** Some part is older than it should be: its provider is failing. */
  stale: boolean;
  /** No part came from a provider. */
  sampleOnly: boolean;
  /** The oldest answer behind a live part (ms since the epoch). */
  oldestAnswer?: number;
  /** What failed the published schema and was left out (a whole part, or a list item of the measured part). */
  dropped: DroppedField[];
}

const iso = (ms: number) => new Date(ms).toISOString();

interface LivePart {
  providers: Provider[];
  snapshots: Snapshot<unknown>[];
  sampleParts?: string[];
  /** Some of its figures are the server's measured ones (their staleness counts too). */
  measured?: boolean;
}

/** The measured figures, when the server has a database: the feed's `measured` part and what it feeds. */
export type MeasuredInput = Pick<MeasuredSnapshot, 'figures' | 'stale'>;

/**
 * The measured part as the published schema takes it: a text, source or point that fails it is left out alone
 * (one hostile post never blanks the figures beside it), each said once in the log and kept for /api/health.
 */
function measuredPart(
  figures: NonNullable<MeasuredInput['figures']>,
  report: FieldReport,
  dropped: DroppedField[],
): NonNullable<MeasuredInput['figures']> | undefined {
  const trimmed = trimToSchema(FEED_PARTS.measured, 'measured', figures);
  for (const field of trimmed.dropped) {
    report(
      `feed measured${field.path ? `.${field.path}` : ''}`,
      `no cumple el esquema (${field.reason}): se deja fuera`,
    );
  }
  dropped.push(...trimmed.dropped);
  return trimmed.value;
}

/** Each coin's daily points over 30 days at `now`, drawn as /api/series draws them (src/core/spans/points.ts). */
function dailySeries(snapshots: FeedSnapshots['daily'], now: number): Partial<Record<string, SpanPoint[]>> {
  const daily: Partial<Record<string, SpanPoint[]>> = {};
  for (const [coin, snapshot] of Object.entries(snapshots ?? {})) {
    if (snapshot.figures) daily[coin] = spanPoints('30D', now, snapshot.figures);
  }
  return daily;
}

export function buildFeed(
  currency: string,
  s: FeedSnapshots,
  sampleFallback: boolean,
  measuredInput: MeasuredInput | undefined,
  report: FieldReport,
  /** Where the hourly series' hours are labelled ("14:00"); the runtime's zone unless set (FEED_TIME_ZONE). */
  timeZone?: string,
  /** The tickers the server follows (COINS), said in the feed whatever figures each has now. */
  coins?: readonly string[],
): BuiltFeed {
  const dollars = currency === 'USD';
  const feed: Feed = { currency, ...(coins ? { coins: [...coins] } : {}) };
  const sources: Partial<Record<FeedPart, PartSource>> = {};
  const times: number[] = [];
  let stale = false;
  const dropped: DroppedField[] = [];
  const measured = measuredInput?.figures && measuredPart(measuredInput.figures, report, dropped);
  const measuredStale = !!measured && !!measuredInput?.stale;

  /**
   * A part from the providers, when it passes the published schema (the readers bound every figure already:
   * this is the last guard, so the feed never serves what its own schema refuses). False: it did not.
   */
  const live = <K extends FeedPart>(part: K, value: Feed[K], from: LivePart): boolean => {
    const verdict = v.safeParse(FEED_PARTS[part], value);
    if (!verdict.success) {
      const where = verdict.issues[0].path?.map((item) => String(item.key)).join('.');
      report(`feed ${part}${where ? `.${where}` : ''}`, `no cumple el esquema (${issueText(verdict.issues[0])})`);
      dropped.push({ part, path: '', reason: issueText(verdict.issues[0]) });
      return false;
    }
    feed[part] = value;
    const used = from.snapshots.filter((snapshot) => snapshot.receivedAt !== undefined);
    // A part made of measured figures alone (whales without hashrate or addresses) dates from their computation.
    const oldest =
      used.length > 0
        ? Math.min(...used.map((snapshot) => snapshot.receivedAt as number))
        : Date.parse(measured?.computedAt ?? '');
    const partStale = used.some((snapshot) => snapshot.stale) || (!!from.measured && measuredStale);
    times.push(oldest);
    stale ||= partStale;
    sources[part] = {
      providers: from.providers,
      updatedAt: iso(oldest),
      ...(from.sampleParts && from.sampleParts.length > 0 ? { sampleParts: from.sampleParts } : {}),
      ...(partStale ? { stale: true } : {}),
      ...(from.measured ? { measured: true } : {}),
    };
    return true;
  };
  /** Sample figures hold dollars: a priced part in another currency is left out instead. */
  const sample = <K extends FeedPart>(part: K, value: Feed[K], priced: boolean) => {
    if (!sampleFallback || (priced && !dollars)) return;
    feed[part] = value;
    sources[part] = { sample: true };
  };

  // Quotes and the overview's history: one CoinGecko answer; each coin's sentiment measured by the server when
  // it had enough items, its CoinGecko votes otherwise.
  const markets = s.markets.figures;
  if (markets) {
    const coinMeasured = measuredCoinSentiment(measured);
    const votedSymbols = QUOTE_SYMBOLS.filter((symbol) => coinMeasured[symbol] === undefined);
    const sentimentSnapshots = votedSymbols.map((symbol) => s.coinSentiment[symbol] as Snapshot<number>);
    const missingSentiment = votedSymbols.filter((_, i) => sentimentSnapshots[i]?.figures === undefined);
    const quotes = markets.quotes
      .filter((quote) => dollars || !markets.sampleCoins.includes(quote.symbol))
      .map((quote) => ({
        ...quote,
        sentiment: coinMeasured[quote.symbol] ?? s.coinSentiment[quote.symbol]?.figures ?? quote.sentiment,
      }));
    const quotesLive = live('quotes', quotes, {
      providers: ['coingecko'],
      snapshots: [s.markets, ...sentimentSnapshots],
      sampleParts: [
        ...(markets.sampleCoins.length > 0 && dollars ? [`cotización de ${markets.sampleCoins.join(', ')}`] : []),
        ...(missingSentiment.length > 0 ? [`sentimiento de ${missingSentiment.join(', ')}`] : []),
      ],
      measured: votedSymbols.length < QUOTE_SYMBOLS.length,
    });
    if (!quotesLive) sample('quotes', [...COIN_QUOTES], true);
    if (
      !markets.history ||
      !live('marketHistory', markets.history, { providers: ['coingecko'], snapshots: [s.markets] })
    ) {
      sample('marketHistory', [...MARKET_HISTORY], true);
    }
  } else {
    sample('quotes', [...COIN_QUOTES], true);
    sample('marketHistory', [...MARKET_HISTORY], true);
  }

  // The overall score stays Alternative.me's index (credited, never merged with ours); the platforms are the
  // measured ones when any has enough items.
  const index = s.fearAndGreed.figures;
  const platforms = measuredPlatforms(measured);
  if (
    !index ||
    !live(
      'sentiment',
      (platforms.length > 0 ? { ...sentimentWith(index), platforms } : sentimentWith(index)) as Feed['sentiment'],
      {
        providers: ['alternative'],
        snapshots: [s.fearAndGreed],
        sampleParts: platforms.length > 0 ? [] : SENTIMENT_SAMPLE_PARTS,
        measured: platforms.length > 0,
      },
    )
  ) {
    sample('sentiment', SAMPLE_SOURCE.sentiment() as Feed['sentiment'], false);
  }

  // The on-chain card holds sample money (its volume): in another currency it cannot be shown. Its whale
  // count is the server's own measure of large Bitcoin transfers once the whales collector has stored any.
  const { hashrate, addresses } = s;
  const whales = measured?.whales;
  if (
    !(hashrate.figures || addresses.figures || whales) ||
    !dollars ||
    !live(
      'onChain',
      whalesMetric(
        onChainWith(SAMPLE_SOURCE.onChain() as OnChainOverview, {
          hashrate: hashrate.figures,
          addresses: addresses.figures,
          ...(whales
            ? { whales: { value: whales.count24h, change: countChange(whales.count24h, whales.previousCount24h) } }
            : {}),
        }) as NonNullable<Feed['onChain']>,
        whales,
      ),
      {
        providers: [
          ...(hashrate.figures || whales ? (['mempool'] as const) : []),
          ...(addresses.figures ? (['blockchain'] as const) : []),
        ],
        snapshots: [hashrate, addresses],
        sampleParts: [
          ...ONCHAIN_SAMPLE_PARTS.filter((part) => !(whales && part === 'ballenas')),
          ...(hashrate.figures ? [] : ['tasa de hash']),
          ...(addresses.figures ? [] : ['direcciones activas']),
        ],
        measured: !!whales,
      },
    )
  ) {
    sample('onChain', SAMPLE_SOURCE.onChain() as Feed['onChain'], true);
  }

  const series: Record<string, ChartPoint[]> = {};
  const liveCoins: string[] = [];
  for (const coin of ANALYTICS_COINS) {
    const chart = s.charts[coin];
    // The last 24 hours at the answer's arrival, as /api/series?span=1D draws them from the same samples.
    const hourly = chart?.figures && hourlyPoints(chart.figures, chart.receivedAt as number, timeZone);
    const withLive = hourly && seriesWith(generateSeries(coin, SERIES_SEED), hourly);
    if (withLive) {
      series[coin] = withLive;
      liveCoins.push(coin);
    } else if (dollars && sampleFallback) {
      series[coin] = generateSeries(coin, SERIES_SEED);
    }
  }
  const sampleCoins = ANALYTICS_COINS.filter((coin) => !liveCoins.includes(coin) && series[coin]);
  if (
    liveCoins.length === 0 ||
    !live('series', series, {
      providers: ['coingecko'],
      snapshots: liveCoins.map((coin) => s.charts[coin] as Snapshot<unknown>),
      sampleParts: [...SERIES_SAMPLE_PARTS, ...sampleCoins.map((coin) => `serie de ${coin}`)],
    })
  ) {
    const sampleSeries = dollars
      ? Object.fromEntries(ANALYTICS_COINS.map((coin) => [coin, generateSeries(coin, SERIES_SEED)]))
      : {};
    sample('series', sampleSeries, true);
  }

  // Insights from rules over the measured figures, the Fear & Greed index and the prices, once the server
  // measures (docs/senales.md); the spec's sample cards otherwise.
  const daily = measured ? dailySeries(s.daily, Date.parse(measured.computedAt)) : {};
  const fromRules = measured ? insightsPart(measured, index, daily) : undefined;
  const rulesVerdict = fromRules && v.safeParse(FEED_PARTS.insights, fromRules.value);
  if (rulesVerdict && !rulesVerdict.success) {
    dropped.push({ part: 'insights', path: '', reason: issueText(rulesVerdict.issues[0]) });
  }
  if (fromRules && measured && rulesVerdict?.success) {
    feed.insights = fromRules.value;
    const used = [
      ...(fromRules.providers.includes('alternative') ? [s.fearAndGreed] : []),
      ...(fromRules.providers.includes('coingecko')
        ? Object.values(s.daily ?? {}).filter((snapshot) => snapshot.figures)
        : []),
    ];
    const partStale = measuredStale || used.some((snapshot) => snapshot.stale);
    // Dated by the newest data behind the rules: the newest text, the index's or the prices' answer; none without.
    const dataTimes = [
      ...(measured.newestItemAt ? [Date.parse(measured.newestItemAt)] : []),
      ...used.flatMap((snapshot) => (snapshot.receivedAt === undefined ? [] : [snapshot.receivedAt])),
    ];
    sources.insights = {
      providers: fromRules.providers,
      ...(dataTimes.length > 0 ? { updatedAt: iso(Math.max(...dataTimes)) } : {}),
      measured: true,
      ...(partStale ? { stale: true } : {}),
    };
    stale ||= partStale;
  } else {
    // No provider gives these: the spec's figures, said to be sample.
    sample('insights', SAMPLE_SOURCE.insights() as Feed['insights'], false);
  }
  sample('portfolio', SAMPLE_SOURCE.portfolio() as Feed['portfolio'], true);
  sample(
    'analytics',
    Object.fromEntries(ANALYTICS_COINS.map((coin) => [coin, SAMPLE_SOURCE.analyticsFigures(coin)])),
    true,
  );

  // What the server measured itself, the last good figures when the database fails: dated by its newest text, and
  // not dated at all without one (the hour the figures were computed is no data's age).
  const measuredTimes: number[] = [];
  if (measured) {
    feed.measured = sources.insights?.measured ? { ...measured, insightsFromRules: true } : measured;
    const newest = measured.newestItemAt;
    if (newest) measuredTimes.push(Date.parse(newest));
    sources.measured = {
      measured: true,
      ...(newest ? { updatedAt: newest } : {}),
      ...(measuredStale ? { stale: true } : {}),
    };
    stale ||= measuredStale;
  }

  // The count of sources behind rule-made insights: each feed, channel or stream measured, and each provider
  // the feed names (the same count the widgets make beside sample cards: feed-source.ts dataSourcesOf).
  if (feed.insights && sources.insights?.measured && measured) {
    const providers = new Set(Object.values(sources).flatMap((source) => source?.providers ?? []));
    feed.insights = { ...feed.insights, dataSources: measured.sources.length + providers.size };
  }

  feed.sources = sources;
  const all = [...times, ...measuredTimes];
  if (all.length > 0) feed.updatedAt = iso(Math.max(...all));
  // Unchanged measured figures stay current however long ago they were computed: only stale ones age the feed.
  const aging = [...times, ...(measuredStale ? measuredTimes : [])];
  return {
    feed,
    stale,
    sampleOnly: all.length === 0,
    oldestAnswer: aging.length > 0 ? Math.min(...aging) : undefined,
    dropped,
  };
}
