// Collected items for the metrics' and the feed's tests: scored texts as a collector hands them to the store.

import type { CollectedItem, MeasuredPlatform, TrackedCoin } from '../../../src/core/measured/types.ts';

const HOSTS: Record<MeasuredPlatform, string> = {
  news: 'criptonoticias.example',
  bluesky: 'jetstream',
  telegram: 'canal_cripto',
  reddit: 'r/criptomonedas',
};

/** One item: its label follows the scorer's thresholds (±0.05). */
export function item(
  id: string,
  platform: MeasuredPlatform,
  publishedAt: number,
  score: number,
  coins: TrackedCoin[] = [],
  extra: Partial<CollectedItem> = {},
): CollectedItem {
  return {
    id: `${platform}:${id}`,
    platform,
    source: HOSTS[platform],
    url: `https://${platform === 'news' ? HOSTS.news : `${platform}.example`}/${id}`,
    publishedAt,
    lang: 'es',
    text: `Texto ${id} sobre ${coins.join(', ') || 'el mercado'}`,
    coins,
    score,
    label: score >= 0.05 ? 'pos' : score <= -0.05 ? 'neg' : 'neu',
    ...extra,
  };
}

/** `count` items of one platform, `minutesApart` minutes apart going back from `newest`, with these scores in turn. */
export function items(
  prefix: string,
  platform: MeasuredPlatform,
  newest: number,
  count: number,
  scores: readonly number[],
  coins: TrackedCoin[] = [],
  minutesApart = 10,
): CollectedItem[] {
  return Array.from({ length: count }, (_, i) =>
    item(`${prefix}-${i}`, platform, newest - i * minutesApart * 60_000, scores[i % scores.length] as number, coins),
  );
}
