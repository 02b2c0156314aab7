// Whale figures from the stored transfers (docs/senales.md): the last 24 h's count and BTC, the 24 h before
// for the change, the largest few with their explorer link, and the daily volume of the complete UTC days
// before today (at most 30, from the first day observed) with its median. Pure: transfers and `now` in.

import { WHALE_DAYS, WHALE_LARGEST, type WhaleActivity } from '../../core/measured/whales.ts';
import type { WhaleTransfer } from '../../core/spans/types.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What measure() asks the store for: the 30 days and today. */
export const whalesSince = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS - WHALE_DAYS * DAY_MS;

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** BTC to 8 decimals (satoshis): sums of floats do not grow noise. */
const sats = (btc: number): number => Math.round(btc * 1e8) / 1e8;

/** Percent change of a count against the previous one; 0 when there was none before (nothing to compare). */
export function countChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export function whaleActivity(transfers: readonly WhaleTransfer[], now: number, minBtc: number): WhaleActivity {
  const windowStart = now - DAY_MS;
  const previousStart = now - 2 * DAY_MS;
  const counted = transfers.filter((t) => t.btc >= minBtc && t.seenAt <= now);
  const last24 = counted.filter((t) => t.seenAt > windowStart);
  const previous = counted.filter((t) => t.seenAt > previousStart && t.seenAt <= windowStart);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const firstDay = counted.length > 0 ? Math.floor(Math.min(...counted.map((t) => t.seenAt)) / DAY_MS) * DAY_MS : today;
  const daily: WhaleActivity['daily'] = [];
  for (let day = Math.max(firstDay, today - WHALE_DAYS * DAY_MS); day < today; day += DAY_MS) {
    const btc = counted.filter((t) => t.seenAt >= day && t.seenAt < day + DAY_MS).reduce((sum, t) => sum + t.btc, 0);
    daily.push({ time: new Date(day).toISOString(), btc: sats(btc) });
  }
  const dailyMedian = median(daily.map((point) => point.btc));
  return {
    minBtc,
    count24h: last24.length,
    btc24h: sats(last24.reduce((sum, t) => sum + t.btc, 0)),
    previousCount24h: previous.length,
    largest: [...last24]
      .sort((a, b) => b.btc - a.btc || a.seenAt - b.seenAt)
      .slice(0, WHALE_LARGEST)
      .map((t) => ({ txid: t.txid, btc: t.btc, seenAt: new Date(t.seenAt).toISOString(), url: t.url })),
    daily,
    ...(dailyMedian !== undefined ? { dailyMedianBtc: sats(dailyMedian) } : {}),
  };
}
