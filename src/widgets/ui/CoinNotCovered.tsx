// A coin the data does not cover, where its figures or chart would be: one sentence, never another coin's figures.
// With the chart widgets' code (its chart-ui chunk); a sentiment card fetches it only for such a coin.

import { SPEC_COIN_SYMBOLS } from '../../core/coins/symbols.ts';
import type { MeasuredSentiment } from '../../core/measured/types.ts';
import type { CoinQuote } from '../../core/types.ts';
import type { DataState } from './use-data.ts';

/** Whether the data has figures for `symbol`: among its quotes or its measured coins. */
export const coinCovered = (
  symbol: string,
  quotes: readonly CoinQuote[] | undefined,
  measured: MeasuredSentiment | undefined,
): boolean => !!quotes?.some((q) => q.symbol === symbol) || !!measured?.coins.some((c) => c.coin === symbol);

/**
 * Where the figures came from, as far as the sentence needs it. `followed`: a server whose feed lists the coin
 * among those it follows, with no figure of it now: its prices not answering, and whether it measures texts.
 */
export type CoverageOrigin =
  | 'server'
  | 'sample'
  | 'browser'
  | 'unavailable'
  | { followed: true; pricesDown: boolean; measuring: boolean };

/**
 * Who the figures of a read came from: a site's server (a feed, or measured figures), the sample data, or the
 * providers read from the browser. `state.states.quotes` is the quotes read's.
 */
export function coverageOrigin(state: DataState<unknown>, measured: unknown, symbol: string): CoverageOrigin {
  if (state.status !== 'ready') return 'sample';
  const quotesSample = state.states.quotes === undefined || state.states.quotes === 'sample';
  // A feed that lists the coins its server follows (ours does) says for itself whether this one is among them.
  const followed = state.provenance.find((p) => p.coins)?.coins;
  if (followed) {
    if (!followed.includes(symbol)) return 'server';
    return { followed: true, pricesDown: quotesSample, measuring: !!measured };
  }
  // A server whose quotes are the sample's (its providers not answering), with no measured figures to say which
  // coins it follows: it cannot be told not to follow one.
  if (!measured && quotesSample && state.provenance.some((p) => p.publisher)) return 'unavailable';
  if (measured || state.provenance.some((p) => p.publisher)) return 'server';
  return quotesSample ? 'sample' : 'browser';
}

/**
 * The sentence for a coin the data does not cover: a site's server that does not follow it (or follows it and
 * has no figure of it now, and why), the sample data, or the providers read from the browser (which cover the
 * spec's coins).
 */
export function notCoveredText(
  symbol: string,
  origin: CoverageOrigin,
  sampleCoins: readonly string[] = SPEC_COIN_SYMBOLS,
): string {
  const list = (items: readonly string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
  if (typeof origin === 'object') {
    const why = [
      origin.pricesDown ? 'los proveedores de precios no responden' : 'el proveedor de precios no da su precio',
      ...(origin.measuring ? ['ningún texto de las últimas 24 h la menciona'] : []),
    ];
    return `Este servidor sigue ${symbol}, pero ahora no tiene cifras suyas: ${list(why)}.`;
  }
  if (origin === 'server') return `No seguimos ${symbol} en este servidor.`;
  if (origin === 'unavailable')
    return `Ahora no hay cifras de ${symbol}: los proveedores no responden y el servidor sirve datos de ejemplo.`;
  if (origin === 'sample') return `Los datos de ejemplo no incluyen ${symbol}: solo ${list(sampleCoins)}.`;
  return `No seguimos ${symbol} sin el servidor del sitio: desde el navegador, solo ${list(sampleCoins)}.`;
}

/** Its look, here rather than in the base styles: only a page showing it carries it (set through the CSSOM). */
const LOOK = {
  display: 'grid',
  placeContent: 'center',
  margin: 0,
  padding: '32px 16px',
  borderRadius: 12,
  background: 'var(--_surface)',
  color: 'var(--_muted)',
  textAlign: 'center',
  textWrap: 'balance',
} as const;

export function CoinNotCovered({ text, height }: { text: string; height: number }) {
  return (
    <p className="cw-coin-untracked" role="status" style={{ ...LOOK, minHeight: Math.min(height, 160) }}>
      {text}
    </p>
  );
}

/** The sentence for `symbol`, from the read that lacks it (for a lazy import). */
export default function CoinNotCoveredFor({
  symbol,
  state,
  measured,
  height = 300,
}: {
  symbol: string;
  state: DataState<unknown>;
  measured: unknown;
  /** The card's usual height, which the sentence's box keeps some of. */
  height?: number;
}) {
  return <CoinNotCovered text={notCoveredText(symbol, coverageOrigin(state, measured, symbol))} height={height} />;
}
