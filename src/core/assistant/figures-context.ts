// The figures the assistant may quote: what the page or the server knows now (quotes, Fear & Greed, measured
// sentiment), each with where and when it came from, per tracked coin. Pure: no request, no clock. A figure the
// input lacks is absent here, so nothing downstream can quote it.

import { SPEC_COIN_SYMBOLS } from '../coins/symbols.ts';
import { type Formats, formatsFor } from '../format.ts';
import { type MeasuredSentiment, MIN_ITEMS_FOR_SCORE } from '../measured/types.ts';
import { quoteOf } from '../sample/common.ts';
import type { CoinQuote } from '../types.ts';

/** One part of what is known, with its origin. */
export interface FiguresPart<T> {
  value: T;
  /** Who gave it, as a reader is told ("CoinGecko", "El Observador Cripto"). */
  source?: string;
  /** When it arrived or was computed, ms since the epoch. */
  at?: number;
  /** The spec's sample data standing in: quoted only as "datos de ejemplo". */
  sample?: boolean;
  /** Coins whose quote alone is sample data in a live part ("cotización de SOL"). */
  sampleSymbols?: readonly string[];
}

export interface FiguresInput {
  quotes?: FiguresPart<readonly CoinQuote[]>;
  fearGreed?: FiguresPart<{ value: number; label?: string }>;
  measured?: FiguresPart<MeasuredSentiment>;
  /** ISO 4217 currency of the prices; USD when not said. */
  currency?: string;
  /** The coins the figures' publisher follows (a feed's `coins`): then exactly those are covered, figures or not. */
  coins?: readonly string[];
}

export interface Origin {
  source?: string;
  at?: number;
  sample: boolean;
}

export interface MeasuredCoin {
  /** Items mentioning the coin in 24 h. */
  mentions: number;
  /** 0–100; absent under MIN_ITEMS_FOR_SCORE ("pocos datos"). */
  score?: number;
}

export interface CoinFigures {
  coin: string;
  name: string;
  measured?: MeasuredCoin;
  price?: { value: number; change: number; sample: boolean };
}

export interface FiguresContext {
  /** Every coin the figures cover, by ticker, in the feed's order. */
  coins: Readonly<Record<string, CoinFigures>>;
  /** The market as a whole. */
  market: { measured?: MeasuredCoin; fearGreed?: { value: number; label?: string } };
  origins: { quotes?: Origin; fearGreed?: Origin; measured?: Origin };
  currency: string;
}

const originOf = (part: FiguresPart<unknown>): Origin => ({
  ...(part.source ? { source: part.source } : {}),
  ...(part.at !== undefined ? { at: part.at } : {}),
  sample: part.sample === true,
});

const measuredOf = (figure: { mentions: number; score?: number }): MeasuredCoin =>
  figure.score !== undefined && figure.mentions >= MIN_ITEMS_FOR_SCORE
    ? { mentions: figure.mentions, score: figure.score }
    : { mentions: figure.mentions };

/**
 * The coins the input covers: those its publisher says it follows (else the spec's five), then any other coin its
 * live quotes or measured figures name (a server's COINS). A spec coin missing from a part is still covered: a
 * window that did not mention it has no entry.
 */
function coinsCovered({ quotes, measured, coins }: FiguresInput): string[] {
  const liveQuotes =
    quotes && !quotes.sample ? quotes.value.filter((q) => !quotes.sampleSymbols?.includes(q.symbol)) : [];
  const named = [...liveQuotes.map((q) => q.symbol), ...(measured?.value.coins.map((c) => c.coin) ?? [])];
  // Without a list, the sample's quotes name coins too (the spec's five): they stand for what a page follows.
  const sampleNamed = coins ? [] : (quotes?.value.map((q) => q.symbol) ?? []);
  return [...new Set([...(coins ?? SPEC_COIN_SYMBOLS), ...named, ...sampleNamed])];
}

export function figuresContext(input: FiguresInput): FiguresContext {
  const { quotes, fearGreed, measured } = input;
  const coins = Object.fromEntries(
    coinsCovered(input).map((coin): [string, CoinFigures] => {
      const quote = quotes?.value.find((q) => q.symbol === coin);
      // The name the feed gives (CoinGecko's), the sample's for its coins, else the ticker.
      const figures: CoinFigures = { coin, name: quote?.name ?? quoteOf(coin)?.name ?? coin };
      if (quote) {
        const sample = quotes?.sample === true || (quotes?.sampleSymbols ?? []).includes(coin);
        figures.price = { value: quote.price, change: quote.change, sample };
      }
      if (measured) {
        // A coin the window did not mention has no entry: 0 publications, not an unknown.
        const figure = measured.value.coins.find((c) => c.coin === coin);
        figures.measured = figure ? measuredOf(figure) : { mentions: 0 };
      }
      return [coin, figures];
    }),
  );
  return {
    coins,
    market: {
      ...(measured ? { measured: measuredOf(measured.value.overall) } : {}),
      ...(fearGreed ? { fearGreed: { ...fearGreed.value } } : {}),
    },
    origins: {
      ...(quotes ? { quotes: originOf(quotes) } : {}),
      ...(fearGreed ? { fearGreed: originOf(fearGreed) } : {}),
      ...(measured ? { measured: originOf(measured) } : {}),
    },
    currency: input.currency ?? 'USD',
  };
}

/** The coins a live part names as sample ("cotización de SOL, ADA", as the feed and the live source say). */
export function sampleSymbolsOf(sampleParts: readonly string[] | undefined): string[] {
  return (sampleParts ?? []).flatMap((part) => {
    const match = /^cotizaci[oó]n de (.+)$/.exec(part);
    return match?.[1] ? match[1].split(/,\s*|\s+y\s+/) : [];
  });
}

/** The context without its sample figures (a part that is sample, a coin's sample quote). */
export function liveOnly(context: FiguresContext): FiguresContext {
  const { quotes, fearGreed, measured } = context.origins;
  const coins = Object.fromEntries(
    Object.values(context.coins).map((figures): [string, CoinFigures] => {
      const { price, measured: coinMeasured, ...rest } = figures;
      return [
        figures.coin,
        {
          ...rest,
          ...(price && !price.sample ? { price } : {}),
          ...(coinMeasured && !measured?.sample ? { measured: coinMeasured } : {}),
        },
      ];
    }),
  );
  return {
    coins,
    market: {
      ...(context.market.measured && !measured?.sample ? { measured: context.market.measured } : {}),
      ...(context.market.fearGreed && !fearGreed?.sample ? { fearGreed: context.market.fearGreed } : {}),
    },
    origins: {
      ...(quotes && !quotes.sample ? { quotes } : {}),
      ...(fearGreed && !fearGreed.sample ? { fearGreed } : {}),
      ...(measured && !measured.sample ? { measured } : {}),
    },
    currency: context.currency,
  };
}

/** Whether any figure is live: otherwise the spec's sample replies stay the answer. */
export const hasLiveFigures = (context: FiguresContext): boolean =>
  Object.values(context.origins).some((origin) => origin && !origin.sample);

const SAMPLE_NOTE = ' (datos de ejemplo)';
const publications = (n: number, format: (n: number) => string) =>
  `${format(n)} ${n === 1 ? 'publicación' : 'publicaciones'} en 24 h`;

function measuredText(figure: MeasuredCoin, format: (n: number) => string, sample: boolean): string {
  const count = publications(figure.mentions, format);
  const note = sample ? SAMPLE_NOTE : '';
  if (figure.mentions === 0) return `sentimiento medido: sin publicaciones en 24 h${note}`;
  return figure.score === undefined
    ? `sentimiento medido: pocos datos (${count})${note}`
    : `sentimiento medido ${format(Math.round(figure.score))}/100 (${count})${note}`;
}

function fearGreedText(context: FiguresContext, format: (n: number) => string): string | undefined {
  const index = context.market.fearGreed;
  if (!index) return undefined;
  const label = index.label ? ` (${index.label})` : '';
  return `Fear & Greed ${format(Math.round(index.value))}${label}${context.origins.fearGreed?.sample ? SAMPLE_NOTE : ''}`;
}

/** "Bitcoin: sentimiento medido 63/100 (214 publicaciones en 24 h), Fear & Greed 41 (Miedo), precio 91.230 $, -2,1 % en 24 h". */
export function formatCoinFigures(
  context: FiguresContext,
  coin: string,
  f: Formats = formatsFor('es-ES', context.currency),
  /** The coin's name when the figures have none of their own (a followed coin without a quote). */
  knownName?: string,
): string {
  const figures = context.coins[coin] ?? { coin, name: quoteOf(coin)?.name ?? coin };
  const pieces: string[] = [];
  if (figures.measured)
    pieces.push(measuredText(figures.measured, f.formatNumber, context.origins.measured?.sample ?? false));
  const index = fearGreedText(context, f.formatNumber);
  if (index) pieces.push(index);
  if (figures.price) {
    const { value, change } = figures.price;
    // Whole units for large prices (as the example: 91.230 $); cents, or four decimals under 10, otherwise.
    const price = Math.abs(value) >= 1000 ? f.formatWholeDollars(value) : f.formatPrice(value);
    const note = figures.price.sample ? SAMPLE_NOTE : '';
    pieces.push(`precio ${price}, ${f.formatPercent(change, { signed: true, fractionDigits: 1 })} en 24 h${note}`);
  }
  const shown = figures.name === coin ? (knownName ?? coin) : figures.name;
  const name = shown === coin ? coin : `${shown} (${coin})`;
  return pieces.length > 0 ? `${name}: ${pieces.join(', ')}.` : `${name}: no tengo cifras actuales.`;
}

/** The market as a whole: measured sentiment of every item and the Fear & Greed index. */
export function formatMarketFigures(
  context: FiguresContext,
  f: Formats = formatsFor('es-ES', context.currency),
): string {
  const pieces: string[] = [];
  const { measured } = context.market;
  if (measured) pieces.push(measuredText(measured, f.formatNumber, context.origins.measured?.sample ?? false));
  const index = fearGreedText(context, f.formatNumber);
  if (index) pieces.push(index);
  return pieces.length > 0 ? `Mercado: ${pieces.join(', ')}.` : 'Mercado: no tengo cifras actuales.';
}

/** "precios de CoinGecko; Fear & Greed de Alternative.me; sentimiento medido por El Observador Cripto". */
export function formatSources(context: FiguresContext): string | undefined {
  const { quotes, fearGreed, measured } = context.origins;
  const pieces = [
    quotes?.source && !quotes.sample ? `precios de ${quotes.source}` : undefined,
    fearGreed?.source && !fearGreed.sample ? `Fear & Greed de ${fearGreed.source}` : undefined,
    measured?.source && !measured.sample ? `sentimiento medido por ${measured.source}` : undefined,
  ].filter((piece): piece is string => piece !== undefined);
  return pieces.length > 0 ? `Fuentes: ${pieces.join('; ')}.` : undefined;
}
