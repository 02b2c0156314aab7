// What issue 23's signals change in the feed: the on-chain card's whale metric measured from stored transfers,
// and the insight cards made by the rules of metrics/insights.ts from the figures the feed build has.

import type { Feed } from '../../core/feed/schema.ts';
import type { FearAndGreed } from '../../core/live/alternative.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import type { WhaleActivity } from '../../core/measured/whales.ts';
import type { Provider } from '../../core/provenance.ts';
import type { SpanPoint } from '../../core/spans/types.ts';
import type { OnChainMetric } from '../../core/types.ts';
import { DIVERGENCE_DAYS, type InsightInputs, insightsFrom, rulesWithFigures } from '../metrics/insights.ts';

const DAY_MS = 86_400_000;

/** The whale metric's words once measured: what counts as a whale, and what the count cannot say. */
export function whalesMetric(onChain: NonNullable<Feed['onChain']>, whales: WhaleActivity | undefined) {
  if (!whales) return onChain;
  const threshold = whales.minBtc.toLocaleString('es-ES');
  return {
    ...onChain,
    metrics: onChain.metrics.map(
      (metric): OnChainMetric =>
        metric.id === 'whales'
          ? { ...metric, description: `Transferencias de ${threshold} BTC o más en 24 h (suma de salidas)` }
          : metric,
    ),
  };
}

/**
 * The last DIVERGENCE_DAYS + 1 prices of a 30D series' consecutive days (each day's close, today's latest price
 * last), or undefined when the series lacks one of those days (a gap is never bridged).
 */
export function lastDailyCloses(points: readonly SpanPoint[] | undefined): number[] | undefined {
  const last = points?.slice(-(DIVERGENCE_DAYS + 1)) ?? [];
  if (last.length < DIVERGENCE_DAYS + 1) return undefined;
  const times = last.map((point) => Date.parse(point.time));
  if (times.some((time, i) => i > 0 && time - (times[i - 1] as number) !== DAY_MS)) return undefined;
  const closes = last.flatMap((point) => (point.price === undefined ? [] : [point.price]));
  return closes.length === last.length ? closes : undefined;
}

/**
 * The inputs of the rules from what the feed has; the providers whose figures they used. `daily`: each coin's 30D
 * series (daily closes from CoinGecko's market_chart, the same /api/series draws).
 */
export function insightInputs(
  measured: MeasuredSentiment,
  fearAndGreed: FearAndGreed | undefined,
  daily: Readonly<Partial<Record<string, readonly SpanPoint[]>>> = {},
): { inputs: InsightInputs; providers: Provider[] } {
  const providers: Provider[] = [];
  const closesOf = (coin: string) => lastDailyCloses(daily[coin]);
  if (measured.coins.some((coin) => coin.relative !== undefined && closesOf(coin.coin) !== undefined)) {
    providers.push('coingecko');
  }
  if (fearAndGreed) providers.push('alternative');
  const today = Math.floor(Date.parse(measured.computedAt) / DAY_MS) * DAY_MS;
  const whales = measured.whales;
  return {
    providers,
    inputs: {
      coins: measured.coins.map((coin) => {
        const closes = closesOf(coin.coin);
        return {
          coin: coin.coin,
          ...(coin.score !== undefined ? { score: coin.score } : {}),
          ...(coin.relative !== undefined ? { relative: coin.relative } : {}),
          ...(closes !== undefined ? { dailyCloses: closes } : {}),
        };
      }),
      ...(fearAndGreed ? { fearAndGreed: fearAndGreed.value } : {}),
      ...(whales
        ? {
            whales: {
              btc24h: whales.btc24h,
              days: whales.daily.length,
              minBtc: whales.minBtc,
              ...(whales.dailyMedianBtc !== undefined ? { dailyMedianBtc: whales.dailyMedianBtc } : {}),
            },
          }
        : {}),
      // The complete days before today (today's partial count would read as a fall), leaving out days without a
      // single text: nothing was collecting then, and a zero would make any day look like a spike.
      social: {
        mentions24h: measured.overall.mentions,
        daily: measured.history['30D']
          .filter((point) => Date.parse(point.time) < today && point.mentions > 0)
          .map((point) => point.mentions),
      },
    },
  };
}

/** The insights part from rules: the cards that fired (maybe none); dataSources is set by the build. */
export function insightsPart(
  measured: MeasuredSentiment,
  fearAndGreed: FearAndGreed | undefined,
  daily?: Readonly<Partial<Record<string, readonly SpanPoint[]>>>,
): { value: NonNullable<Feed['insights']>; providers: Provider[] } {
  const { inputs, providers } = insightInputs(measured, fearAndGreed, daily);
  return {
    value: { insights: insightsFrom(inputs), dataSources: 0, rulesWithFigures: rulesWithFigures(inputs) },
    providers,
  };
}
