// source="https://…/feed.json": every figure from one JSON document the site serves (its own providers, paid
// ones included). It rides on the live source's machinery: one shared request for all widgets of the page,
// timeout, backoff, the last answer kept for the next page, refresh only while widgets watch and the page
// is visible. A part the feed lacks (or gives wrong) is the sample data, marked as such.

import type { Awaitable, DataSource, OnChainOverview } from '../core/data-source.ts';
import { PART_PROVIDERS, PRICED_PARTS, type ReadFeed, readFeed } from '../core/feed/read-feed.ts';
import type { FeedPart, PartSource } from '../core/feed/schema.ts';
import { seriesUrlBeside } from '../core/feed/series-url.ts';
import { MAX_ANSWER_BYTES } from '../core/live/capped-body.ts';
import { SENTIMENT_SAMPLE_PARTS } from '../core/live/compose.ts';
import { refreshMs } from '../core/live/pace.ts';
import { stateOf } from '../core/measured/state.ts';
import type { MeasuredSentiment } from '../core/measured/types.ts';
import type { Credit } from '../core/provenance.ts';
import { OVERALL_SENTIMENT, quoteOf } from '../core/sample/common.ts';
import type { CoinQuote, MarketPoint, Portfolio } from '../core/types.ts';
import { warnField } from './field-warnings.ts';
import { provenanceOf, type Reading, type ReadSettings, type Resource, read } from './read-resource.ts';
import { retryMissing, subscribe } from './refresh.ts';
import { type Answer, cachedAnswer, RequestError, request } from './request.ts';
import { sampleDataSource } from './sample-source.ts';

/** How long a feed's answer counts as fresh without a `refresh` attribute. */
export const FEED_REFRESH_MS = 60_000;

const readFeeds = new WeakMap<Answer, ReadFeed>();

/** The feed in an answer, read once however many widgets and parts look at it. */
function feedOf(answer: Answer): ReadFeed {
  let feed = readFeeds.get(answer);
  if (!feed) {
    feed = readFeed(answer.value, warnField);
    readFeeds.set(answer, feed);
  }
  return feed;
}

/** The currency of the feed at `url`, once it has arrived (widgets show its money in it). */
export function feedCurrency(answer: Answer | undefined): string | undefined {
  return answer ? feedOf(answer).currency : undefined;
}

const hostOf = (url: string): Credit => ({ name: new URL(url).hostname });

interface PartRead<T> {
  part: FeedPart;
  /** The part as readers see it named ("cotizaciones"). */
  label: string;
  pick(feed: ReadFeed): T | undefined;
  sample(): Awaitable<T>;
  /** What the feed's measured figures change in the reading (see `measured` below); none without them. */
  withMeasured?(
    reading: Reading<T>,
    measured: MeasuredSentiment,
    feed: ReadFeed,
    live: (value: T) => Reading<T>,
  ): Reading<T>;
}

/** The sample data answers at once (see sampleDataSource). */
const sampleNow = <T>(partRead: PartRead<T>): T => partRead.sample() as T;

/** A part's time, unless it is ahead of the reader's clock (which would show "hace 0 s" forever). */
function timeOf(source: PartSource | undefined): number | undefined {
  const time = source?.updatedAt ? Date.parse(source.updatedAt) : Number.NaN;
  return time <= Date.now() ? time : undefined;
}

function readingOf<T>(url: string, feed: ReadFeed, partRead: PartRead<T>): Reading<T> {
  const value = partRead.pick(feed);
  const source = feed.sources[partRead.part];
  if (value !== undefined && source?.sample) {
    return { value, sample: true, sampleParts: [partRead.label], missing: PART_PROVIDERS[partRead.part] };
  }
  if (value !== undefined) {
    const reading: Reading<T> = {
      value,
      ...(source?.stale ? { state: 'stale' as const } : {}),
      publisher: feed.publisher ?? hostOf(url),
      providers: source?.providers,
      sampleParts: source?.sampleParts,
      updatedAt: timeOf(source) ?? feed.updatedAt,
    };
    // A part made of our measure alone (the rules' insights, the measured part) is what the measure is.
    const { measured } = feed.parts;
    const measuredOnly = (source?.measured || partRead.part === 'measured') && !source?.providers?.length;
    if (!measured || !measuredOnly) return reading;
    return { ...reading, ...measuredReading(measured), ...(source?.stale ? { state: 'stale' as const } : {}) };
  }
  // The sample data is in dollars: in another currency it cannot stand in for money.
  if (feed.currency !== 'USD' && PRICED_PARTS.includes(partRead.part)) {
    throw new RequestError(`falta «${partRead.label}» en el feed y los datos de ejemplo están en USD`);
  }
  return {
    value: sampleNow(partRead),
    sample: true,
    sampleParts: [partRead.label],
    missing: PART_PROVIDERS[partRead.part],
  };
}

/**
 * What measured figures are, as the server decided (core/measured/state.ts): a measure (at least the minimum of
 * texts) or too few texts to score (none at all included), dated by the newest text behind them; with no text, no
 * date (the hour the figures were computed is no data's time).
 */
function measuredReading(measured: MeasuredSentiment): Pick<Reading<unknown>, 'state' | 'updatedAt'> {
  const newest = Date.parse(measured.newestItemAt ?? measured.lastItemAt ?? '');
  const state = stateOf(measured.overall);
  return {
    state: state === 'measured' ? 'measured' : 'few',
    updatedAt: state !== 'none' && newest <= Date.now() ? newest : null,
  };
}

/** Stands for "the feed has no measured figures" among the reads, whose values are objects. */
const NOT_MEASURED = Object.freeze({}) as MeasuredSentiment;

const mapAwaitable = <T, U>(value: Awaitable<T>, map: (value: T) => U): Awaitable<U> =>
  value instanceof Promise ? value.then(map) : map(value as T);

/**
 * The AI panel's true count beside measured figures: each feed, channel or stream measured, and each market
 * provider the feed names for its parts (CoinGecko, Alternative.me, mempool.space, Blockchain.com).
 */
export function dataSourcesOf(feed: ReadFeed, measured: MeasuredSentiment): number {
  const providers = new Set(Object.values(feed.sources).flatMap((source) => source?.providers ?? []));
  return measured.sources.length + providers.size;
}

/** A part's reading, with what the feed's measured figures change in it. */
function measuredRead<T>(url: string, feed: ReadFeed, partRead: PartRead<T>): Reading<T> {
  const { measured } = feed.parts;
  const reading = readingOf(url, feed, partRead);
  if (!measured || !partRead.withMeasured) return reading;
  const live = (value: T): Reading<T> => ({
    value,
    ...measuredReading(measured),
    publisher: feed.publisher ?? hostOf(url),
  });
  return partRead.withMeasured(reading, measured, feed, live);
}

const resources = new Map<string, Resource<object>>();

function resourceOf<T extends object>(url: string, key: string, partRead: PartRead<T>): Resource<T> {
  const id = `${url} ${key}`;
  let resource = resources.get(id) as Resource<T> | undefined;
  if (!resource) {
    resource = {
      key: `feed ${key}`,
      url: () => url,
      who: 'el feed',
      maxAgeMs: FEED_REFRESH_MS,
      maxBytes: MAX_ANSWER_BYTES.feed,
      read(answer): Reading<T> {
        const feed = feedOf(answer);
        const reading = measuredRead(url, feed, partRead);
        // Each of the feed's own figures says which coins the publisher follows. Not a sample stand-in: that is
        // one object for every source of the page, and its provenance would carry this feed's list to them.
        return feed.coins && !reading.sample ? { ...reading, coins: feed.coins } : reading;
      },
      sample: () => sampleNow(partRead),
    };
    resources.set(id, resource as Resource<object>);
  }
  return resource;
}

function feedSourceAt(url: string, settings: ReadSettings): DataSource {
  const sample = sampleDataSource;
  const part = <T extends object>(key: string, partRead: PartRead<T>) => read(resourceOf(url, key, partRead), settings);
  /** A part the feed holds whole, read as the sample source's method of the same name. */
  const whole = <T extends object>(key: 'quotes' | 'marketHistory' | 'onChain' | 'portfolio', label: string) =>
    part<T>(key, { part: key, label, pick: (f) => f.parts[key] as T | undefined, sample: sample[key] as () => T });
  return {
    provenanceOf,
    subscribe,
    retry: retryMissing,
    quotes: () => whole<readonly CoinQuote[]>('quotes', 'cotizaciones'),
    marketHistory: () => whole<readonly MarketPoint[]>('marketHistory', 'historial del mercado'),
    sentiment: () =>
      part('sentiment', {
        part: 'sentiment',
        label: 'sentimiento',
        pick: (f) => f.parts.sentiment,
        sample: sample.sentiment,
        // The measured view takes the sample platforms' place (with "Ninguna plataforma medida" when it has none):
        // those are no longer shown, so not named as sample.
        withMeasured: (reading) =>
          reading.sample
            ? reading
            : { ...reading, sampleParts: reading.sampleParts?.filter((p) => !SENTIMENT_SAMPLE_PARTS.includes(p)) },
      }),
    measured: () =>
      mapAwaitable(
        part('measured', {
          part: 'measured',
          label: 'sentimiento medido',
          pick: (f) => f.parts.measured,
          sample: () => NOT_MEASURED,
        }),
        (measured) => (measured === NOT_MEASURED ? undefined : measured),
      ),
    coinSentiment: (symbol) =>
      part(`coin ${symbol}`, {
        part: 'quotes',
        label: `sentimiento de ${symbol}`,
        pick: (f) => {
          const quote = f.parts.quotes?.find((q) => q.symbol === symbol);
          return quote?.sentiment === undefined ? undefined : { score: quote.sentiment };
        },
        sample: () => ({ score: quoteOf(symbol)?.sentiment ?? OVERALL_SENTIMENT }),
      }),
    coinSentiments: () =>
      part('coin sentiments', {
        part: 'quotes',
        label: 'sentimiento por moneda',
        pick: (f) =>
          f.parts.quotes &&
          Object.fromEntries(
            f.parts.quotes.flatMap((q) => (q.sentiment === undefined ? [] : [[q.symbol, q.sentiment]])),
          ),
        sample: sample.coinSentiments,
        // Every tracked coin shows its measured figure (a score, or "pocos datos"): no sample score is shown.
        withMeasured: (reading, measured, _feed, live) =>
          reading.sample && measured.coins.length > 0 ? live(reading.value) : reading,
      }),
    onChain: () => whole<OnChainOverview>('onChain', 'métricas on-chain'),
    insights: () =>
      part('insights', {
        part: 'insights',
        label: 'perspectivas de IA',
        pick: (f) => f.parts.insights,
        sample: sample.insights,
        // Sample insights beside measured figures: the count of sources becomes the true one, the cards stay
        // marked sample. A publisher's own insights keep its own count.
        withMeasured: (reading, measured, feed, live) =>
          reading.sample
            ? {
                ...live({ ...reading.value, dataSources: dataSourcesOf(feed, measured) }),
                sampleParts: ['perspectivas de IA'],
              }
            : reading,
      }),
    portfolio: () => whole<Portfolio>('portfolio', 'portafolio'),
    series: (coin, seed) =>
      part(`series ${coin} ${seed}`, {
        part: 'series',
        label: `serie de ${coin}`,
        pick: (f) => f.parts.series?.[coin as 'BTC'],
        sample: () => sample.series(coin, seed),
      }),
    analyticsFigures: (coin) =>
      part(`analytics ${coin}`, {
        part: 'analytics',
        label: `cifras del análisis de ${coin}`,
        pick: (f) => f.parts.analytics?.[coin as 'BTC'],
        sample: () => sample.analyticsFigures(coin),
      }),
    spanSeries: (coin, span) => {
      const seriesUrl = seriesUrlBeside(url, coin, span);
      if (!seriesUrl) return undefined;
      // The span is the feed's publisher's, named as the feed names it: read once the feed has answered (the
      // widgets ask for it too; the request is shared).
      const withPublisher = (feed: Answer | undefined) => {
        const publisher = (feed && feedOf(feed).publisher) ?? hostOf(url);
        return spanReader((read) => read(seriesUrl, settings, publisher));
      };
      const feed = cachedAnswer(url);
      if (feed) return withPublisher(feed);
      return request(url, false, 'el feed', MAX_ANSWER_BYTES.feed).then(withPublisher, () => withPublisher(undefined));
    },
    ads: () => sample.ads(),
    ask: (question, signal) => sample.ask(question, signal),
  };
}

type SpanReader = typeof import('./feed-span.ts').feedSpanSeries;
let loadedSpanReader: SpanReader | undefined;

/** The span reader, loaded on first use (only a CriptoPulso server's feed has spans); at once once loaded. */
function spanReader<T>(use: (read: SpanReader) => Awaitable<T>): Awaitable<T | undefined> {
  if (loadedSpanReader) return use(loadedSpanReader);
  return import('./feed-span.ts').then(
    (module) => {
      loadedSpanReader = module.feedSpanSeries;
      return use(loadedSpanReader);
    },
    () => undefined,
  );
}

const sources = new Map<string, DataSource>();

/** The source of widgets reading the feed at `url` (absolute), with their own `refresh` in seconds. */
export function feedSource(url: string, seconds: number | undefined): DataSource {
  const maxAgeMs = refreshMs(seconds);
  const key = `${url} ${maxAgeMs}`;
  let source = sources.get(key);
  if (!source) {
    // The feed's money is in the feed's currency, whatever the widget's `currency`.
    source = feedSourceAt(url, { currency: 'USD', maxAgeMs });
    sources.set(key, source);
  }
  return source;
}
