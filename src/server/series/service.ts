// The series as the server serves them: one provider request per coin, span and currency per TTL (the
// upstream cache's single-flight), built, checked, serialised, hashed and compressed once per change of their
// inputs (a new answer, new stored sentiment, the period rolling over), so a warm request costs a few lookups.
// Without any price answer (the provider failing from the start), a server that measures still serves the measured
// sentiment, marked partial; without a store there is nothing to serve.

import type { Timeframe } from '../../core/catalog.ts';
import type { MarketChartSamples } from '../../core/spans/market-chart.ts';
import { SPAN_PERIODS } from '../../core/spans/periods.ts';
import { parseSpanSeries } from '../../core/spans/schema.ts';
import type { SpanSeries } from '../../core/spans/types.ts';
import type { ServerConfig } from '../api-settings.ts';
import { type EncodedBody, type Encoders, encodeJson } from '../encoded.ts';
import type { Snapshot, UpstreamCache, UpstreamResource } from '../upstream.ts';
import { buildSeries, type HourTotals } from './build.ts';
import { chartResource } from './chart.ts';
import type { HistorySnapshot, SentimentHistory } from './history.ts';

export interface EncodedSeries extends EncodedBody {
  series: SpanSeries;
  stale: boolean;
  /** No prices: the measured sentiment alone (short cache lifetimes, as stale ones). */
  partial: boolean;
  /** When the chart's answer arrived (ms), for `Age` on stale series; none in a partial one. */
  receivedAt?: number;
}

const NO_HOURS: ReadonlyMap<number, HourTotals> = new Map();

export class SeriesService {
  readonly #resources = new Map<string, UpstreamResource<MarketChartSamples>>();
  readonly #built = new Map<string, { version: string; series: EncodedSeries }>();
  readonly #building = new Map<string, { version: string; pending: Promise<EncodedSeries | undefined> }>();
  readonly #now: () => number;
  /** Series that failed their check, said once each in the log. */
  readonly #refused = new Set<string>();

  constructor(
    readonly config: ServerConfig,
    readonly cache: UpstreamCache,
    readonly encoders: Encoders,
    readonly log: (message: string) => void = () => {},
    /** The stored sentiment, when the server has a store. */
    readonly history?: SentimentHistory,
    now: () => number = Date.now,
  ) {
    this.#now = now;
  }

  resourceOf(coin: string, span: Timeframe, currency: string): UpstreamResource<MarketChartSamples> {
    const key = `${coin}|${span}|${currency}`;
    let resource = this.#resources.get(key);
    if (!resource) {
      resource = chartResource(this.config, coin, span, currency);
      this.#resources.set(key, resource);
    }
    return resource;
  }

  /** What the series is built from, as a key: it changes whenever the series may. */
  #versionOf(
    span: Timeframe,
    chart: Snapshot<MarketChartSamples>,
    history: HistorySnapshot | undefined,
    now: number,
  ): string {
    const prices = chart.receivedAt === undefined ? `-${chart.error ?? ''}` : `${chart.receivedAt}`;
    return `${prices}${chart.stale ? 's' : ''}|${history?.byCoin ? history.version : '-'}|${Math.floor(now / SPAN_PERIODS[span].stepMs)}`;
  }

  /** The series now, without waiting, when nothing changed since it was built (the warm path). */
  current(coin: string, span: Timeframe, currency: string): EncodedSeries | undefined {
    const key = `${coin}|${span}|${currency}`;
    const built = this.#built.get(key);
    if (!built) return undefined;
    const { snapshot, arriving } = this.cache.read(this.resourceOf(coin, span, currency));
    const history = this.history?.read();
    if (arriving || history?.arriving) return undefined;
    const version = this.#versionOf(span, snapshot, history?.snapshot, this.#now());
    return version === built.version ? built.series : undefined;
  }

  /**
   * The series, waiting only while the chart has no answer yet (its request out) or the store's first read;
   * undefined when there is none: no price answer and no stored sentiment to serve instead.
   */
  async series(coin: string, span: Timeframe, currency: string): Promise<EncodedSeries | undefined> {
    const known = this.current(coin, span, currency);
    if (known) return known;
    const key = `${coin}|${span}|${currency}`;
    const resource = this.resourceOf(coin, span, currency);
    await Promise.all([this.cache.read(resource).arriving, this.history?.read().arriving]);
    const { snapshot } = this.cache.read(resource);
    const history = this.history?.read().snapshot;
    const chart = snapshot.figures;
    // No prices: the measured sentiment alone, when the server measures (it read its store at least once).
    if (chart === undefined && !history?.byCoin) return undefined;
    const now = this.#now();
    const version = this.#versionOf(span, snapshot, history, now);
    const built = this.#built.get(key);
    if (built?.version === version) return built.series;
    const building = this.#building.get(key);
    if (building?.version === version) return building.pending;
    const receivedAt = chart ? (snapshot.receivedAt as number) : (history?.lastIngestAt ?? now);
    const stale = (!!chart && snapshot.stale) || history?.stale === true;
    const pending = (async () => {
      const series = buildSeries({
        coin,
        span,
        currency,
        now,
        chart,
        receivedAt,
        sentiment: history?.byCoin ? (history.byCoin.get(coin) ?? NO_HOURS) : undefined,
        // Whale transfers are Bitcoin's: only its series has the column.
        whaleHours: coin === 'BTC' ? history?.whaleHours : undefined,
        stale,
        pricesError: chart ? undefined : snapshot.error,
      });
      // The same check the widgets make (src/core/spans/schema.ts): the server never serves what they refuse.
      const checked = parseSpanSeries(series);
      if (!checked.ok) {
        if (!this.#refused.has(key)) {
          this.#refused.add(key);
          this.log(`La serie ${coin} ${span} no pasa su esquema (${checked.problem}): no se sirve.`);
        }
        return undefined;
      }
      this.#refused.delete(key);
      const encoded: EncodedSeries = {
        series,
        stale,
        partial: !chart,
        ...(chart ? { receivedAt } : {}),
        ...(await encodeJson(series, this.encoders)),
      };
      this.#built.set(key, { version, series: encoded });
      return encoded;
    })();
    this.#building.set(key, { version, pending });
    pending
      .finally(() => {
        if (this.#building.get(key)?.pending === pending) this.#building.delete(key);
      })
      .catch(() => {});
    return pending;
  }
}
