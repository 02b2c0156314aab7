// The whale figures a span view shows beside its volume: measured ones only (the feed's whale activity and the
// series' whale column, Bitcoin's), or "—" with the reason; never a sample number. Pure, so tests read it.

import type { MeasuredSentiment } from '../../../core/measured/types.ts';
import { DEFAULT_WHALE_MIN_BTC } from '../../../core/measured/whales.ts';
import type { SpanSeries } from '../../../core/spans/types.ts';

export type SpanWhales =
  | {
      measured: true;
      /** Transfers at or above minBtc in the last 24 h (the feed's count). */
      count24h?: number;
      /** BTC they moved over the span (the series' column), or in the last 24 h without one. */
      btc: number;
      /** What `btc` covers: the span ("7D"), or "24 h". */
      period: string;
      minBtc: number;
    }
  | { measured: false; reason: string };

/** Measured whale figures of the coin over the span, or why there are none. */
export function spanWhales(coin: string, series: SpanSeries, measured: MeasuredSentiment | undefined): SpanWhales {
  if (coin !== 'BTC') {
    return { measured: false, reason: `Sin datos de ballenas para ${coin}: solo se miden transferencias de bitcoin.` };
  }
  const whales = measured?.whales;
  const column = series.points.flatMap((p) => (p.whaleVolume === undefined ? [] : [p.whaleVolume]));
  if (!whales && column.length === 0) {
    return { measured: false, reason: 'Sin datos de ballenas para BTC: las mide el servidor del sitio.' };
  }
  const minBtc = whales?.minBtc ?? DEFAULT_WHALE_MIN_BTC;
  const count = whales ? { count24h: whales.count24h } : {};
  if (column.length > 0) {
    const btc = Math.round(column.reduce((sum, value) => sum + value, 0) * 1e4) / 1e4;
    return { measured: true, ...count, btc, period: series.span, minBtc };
  }
  return { measured: true, ...count, btc: whales?.btc24h ?? 0, period: '24 h', minBtc };
}

/** The credit line under the volume figures: each figure's source, the whale threshold, and what it cannot say. */
export function figuresCredit(whales: SpanWhales, formatNumber: (n: number) => string): string {
  if (!whales.measured) return `Volumen: CoinGecko. ${whales.reason}`;
  return (
    `Volumen: CoinGecko. Ballenas: mempool.space, transferencias de ${formatNumber(whales.minBtc)} BTC o más ` +
    '(suma de salidas; sin etiquetas de exchanges).'
  );
}
