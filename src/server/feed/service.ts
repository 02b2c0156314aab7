// The feed as the server serves it: built from the cache's snapshots, and serialised, hashed and compressed
// once per change of its figures, so a warm request costs a few lookups whatever the traffic.

import { ANALYTICS_COINS } from '../../core/catalog.ts';
import type { MarketChartSamples } from '../../core/spans/market-chart.ts';
import type { ServerConfig } from '../api-settings.ts';
import { type EncodedBody, type Encoders, encodeJson } from '../encoded.ts';
import { fieldLog } from '../field-log.ts';
import type { MeasuredService, MeasuredSnapshot } from '../metrics/service.ts';
import { chartResource } from '../series/chart.ts';
import type { Snapshot, UpstreamCache, UpstreamResource } from '../upstream.ts';
import { type BuiltFeed, buildFeed, type FeedSnapshots } from './build.ts';
import { allResources, type FeedResources, feedResources } from './resources.ts';
import type { DroppedField } from './trim.ts';

export interface EncodedFeed extends BuiltFeed, EncodedBody {}

/** A key that changes whenever any snapshot's figures or staleness do, or the measured figures' version. */
const versionOf = (snapshots: readonly Snapshot<unknown>[], measured?: MeasuredSnapshot): string =>
  `${snapshots.map((snapshot) => `${snapshot.receivedAt ?? '-'}${snapshot.stale ? 's' : ''}`).join(',')}|${measured?.version ?? '-'}`;

export class FeedService {
  readonly #resources = new Map<string, FeedResources>();
  readonly #built = new Map<string, { version: string; feed: EncodedFeed }>();
  readonly #building = new Map<string, { version: string; pending: Promise<EncodedFeed> }>();
  readonly #lists = new Map<string, UpstreamResource<unknown>[]>();
  readonly #daily = new Map<string, Record<string, UpstreamResource<MarketChartSamples>>>();

  constructor(
    readonly config: ServerConfig,
    readonly cache: UpstreamCache,
    readonly encoders: Encoders,
    readonly log: (message: string) => void = () => {},
    /** The figures measured from the database, when the server has one. */
    readonly measured?: MeasuredService,
  ) {}

  /** Whether the last feed built had no live part: said once in the log each time that changes. */
  #sampleOnly = false;
  /** Providers' and the store's wrong fields, one log line each. */
  readonly #report = fieldLog((message) => this.log(message));

  resourcesOf(currency: string): FeedResources {
    let resources = this.#resources.get(currency);
    if (!resources) {
      resources = feedResources(this.config, currency);
      this.#resources.set(currency, resources);
    }
    return resources;
  }

  /** The feed of `currency` now; waits only while a resource has no figures yet and its request is out. */
  async feed(currency: string): Promise<EncodedFeed> {
    const known = this.current(currency);
    if (known) return known;
    const resources = this.resourcesOf(currency);
    const list = this.#listOf(currency);
    await Promise.all([...list.map((resource) => this.cache.read(resource).arriving), this.measured?.read().arriving]);
    const snapshots = list.map((resource) => this.cache.read(resource).snapshot);
    const measured = this.measured?.read().snapshot;
    const version = versionOf(snapshots, measured);
    const built = this.#built.get(currency);
    if (built?.version === version) return built.feed;
    // The readers arriving while a version is being built wait for that one build (and its one compression).
    const building = this.#building.get(currency);
    if (building?.version === version) return building.pending;
    const pending = (async () => {
      const feed = await this.#encode(this.#build(currency, resources, list, snapshots, measured));
      this.#built.set(currency, { version, feed });
      return feed;
    })();
    this.#building.set(currency, { version, pending });
    pending
      .finally(() => {
        if (this.#building.get(currency)?.pending === pending) this.#building.delete(currency);
      })
      .catch(() => {});
    return pending;
  }

  /** What the feeds last built left out because it failed the published schema, for /api/health. */
  dropped(): (DroppedField & { currency: string })[] {
    return [...this.#built].flatMap(([currency, { feed }]) => feed.dropped.map((field) => ({ currency, ...field })));
  }

  /** The encoded feed at once when nothing changed since it was built (no promise: the warm path). */
  current(currency: string): EncodedFeed | undefined {
    const built = this.#built.get(currency);
    if (!built) return undefined;
    const list = this.#listOf(currency);
    const snapshots: Snapshot<unknown>[] = [];
    for (const resource of list) {
      const { snapshot, arriving } = this.cache.read(resource);
      if (arriving) return undefined;
      snapshots.push(snapshot);
    }
    const measured = this.measured?.read();
    if (measured?.arriving) return undefined;
    return versionOf(snapshots, measured?.snapshot) === built.version ? built.feed : undefined;
  }

  #listOf(currency: string): UpstreamResource<unknown>[] {
    let list = this.#lists.get(currency);
    if (!list) {
      list = [...allResources(this.resourcesOf(currency)), ...Object.values(this.#dailyOf(currency))];
      this.#lists.set(currency, list);
    }
    return list;
  }

  /**
   * Each coin's 30D market_chart, for the divergence rule's daily closes: only on a server that measures (rules
   * run only then). The same resources as /api/series?span=30D (the cache is keyed by URL): one request per
   * coin and hour for both.
   */
  #dailyOf(currency: string): Record<string, UpstreamResource<MarketChartSamples>> {
    if (!this.measured) return {};
    let daily = this.#daily.get(currency);
    if (!daily) {
      daily = Object.fromEntries(
        ANALYTICS_COINS.map((coin) => [coin, chartResource(this.config, coin, '30D', currency)]),
      );
      this.#daily.set(currency, daily);
    }
    return daily;
  }

  #build(
    currency: string,
    resources: FeedResources,
    list: readonly unknown[],
    snapshots: readonly Snapshot<unknown>[],
    measured: MeasuredSnapshot | undefined,
  ): BuiltFeed {
    const built = buildFeed(
      currency,
      this.#laidOut(currency, resources, list, snapshots),
      this.config.sampleFallback,
      measured,
      this.#report,
      this.config.timeZone,
      this.config.coins.map((coin) => coin.symbol),
    );
    if (built.sampleOnly !== this.#sampleOnly) {
      this.#sampleOnly = built.sampleOnly;
      this.log(
        !built.sampleOnly
          ? 'El feed vuelve a tener cifras en vivo.'
          : this.config.sampleFallback
            ? 'Ningún proveedor responde: el feed sirve los datos de ejemplo, marcados como tales.'
            : 'Ningún proveedor responde: el feed responde 503 hasta que haya cifras (FEED_SAMPLE_FALLBACK=false).',
      );
    }
    return built;
  }

  #laidOut(
    currency: string,
    resources: FeedResources,
    list: readonly unknown[],
    snapshots: readonly Snapshot<unknown>[],
  ): FeedSnapshots {
    const of = (resource: unknown) => snapshots[list.indexOf(resource)] as Snapshot<never>;
    const map = (record: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(record).map(([key, resource]) => [key, of(resource)]));
    return {
      markets: of(resources.markets),
      fearAndGreed: of(resources.fearAndGreed),
      coinSentiment: map(resources.coinSentiment),
      hashrate: of(resources.hashrate),
      addresses: of(resources.addresses),
      charts: map(resources.charts),
      daily: map(this.#dailyOf(currency)),
    };
  }

  async #encode(built: BuiltFeed): Promise<EncodedFeed> {
    return { ...built, ...(await encodeJson(built.feed, this.encoders)) };
  }
}
