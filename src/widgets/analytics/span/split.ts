import type { AnalyticsCoin } from '../../../core/catalog.ts';
import type { MeasuredSentiment } from '../../../core/measured/types.ts';

/** The measured shares of the coin when it has enough items, the market's otherwise (as the measured panel). */
export function measuredSplit(measured: MeasuredSentiment | undefined, coin: AnalyticsCoin) {
  if (!measured) return undefined;
  const figure = measured.coins.find((c) => c.coin === coin);
  const coinShares = figure?.score !== undefined ? figure.shares : undefined;
  const shares = coinShares ?? measured.overall.shares;
  return shares && { shares, title: coinShares ? `Reparto de ${coin}, 24 h` : 'Reparto del mercado, 24 h' };
}
