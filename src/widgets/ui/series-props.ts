import { ANALYTICS_COINS, type AnalyticsCoin, TIMEFRAMES, type Timeframe } from '../../core/catalog.ts';
import type { WidgetProps } from '../registry.ts';

/** Coin and timeframe props of the chart widgets, with the registry's defaults as a last resort. */
export function seriesProps(props: WidgetProps): { coin: AnalyticsCoin; timeframe: Timeframe } {
  const coin = ANALYTICS_COINS.find((c) => c === props.coin) ?? 'BTC';
  const timeframe = TIMEFRAMES.find((t) => t === props.timeframe) ?? '7D';
  return { coin, timeframe };
}
