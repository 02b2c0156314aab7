// The positive/neutral/negative split a span view shows: the span's own (the server measured the coin's items over
// the chosen span), else the 24 h figures of the feed, titled as what they are. Pure, so tests read it.

import type { MeasuredSentiment } from '../../../core/measured/types.ts';
import type { SpanSeries } from '../../../core/spans/types.ts';

/** The split of the coin over the span when the series has one; else the coin's 24 h, or the market's 24 h. */
export function measuredSplit(
  measured: MeasuredSentiment | undefined,
  coin: string,
  series?: SpanSeries,
  formatNumber: (n: number) => string = String,
) {
  if (series?.split) {
    const { mentions, shares } = series.split;
    return { shares, title: `Reparto de ${coin}, ${series.span} (${formatNumber(mentions)} textos)` };
  }
  if (!measured) return undefined;
  const figure = measured.coins.find((c) => c.coin === coin);
  const coinShares = figure?.score !== undefined ? figure.shares : undefined;
  const shares = coinShares ?? measured.overall.shares;
  return shares && { shares, title: coinShares ? `Reparto de ${coin}, 24 h` : 'Reparto del mercado, 24 h' };
}
