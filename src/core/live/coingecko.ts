// CoinGecko's public API (https://docs.coingecko.com, OpenAPI in coingecko/coingecko-api-oas): market quotes
// with a 7-day hourly sparkline in one call for every coin, and a coin's community sentiment votes. Its
// market_chart (a coin's price and volume over a span) is read in src/core/spans/market-chart.ts.

import type { QuoteSymbol } from '../catalog.ts';
import { MONEY, PERCENT_CHANGE, PRICE, SCORE, within } from '../feed/bounds.ts';
import { COIN_QUOTES, OVERVIEW_SYMBOLS } from '../sample/common.ts';
import type { CoinQuote, MarketPoint } from '../types.ts';
import { type FieldReport, isRecord, numberAt } from './read-fields.ts';

/** The spec's coins by CoinGecko id. */
export const COINGECKO_IDS: Readonly<Record<QuoteSymbol, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  ADA: 'cardano',
  DOT: 'polkadot',
};

const SPEC_IDS: readonly string[] = COIN_QUOTES.map((q) => COINGECKO_IDS[q.symbol as QuoteSymbol]);

/** One page of /coins/markets for every coin (its default page holds 100 rows, its largest 250). */
export const marketsPath = (currency: string, ids: readonly string[] = SPEC_IDS) =>
  `/coins/markets?vs_currency=${currency.toLowerCase()}&ids=${ids.join(',')}&sparkline=true&price_change_percentage=24h` +
  (ids.length > 100 ? `&per_page=${ids.length}` : '');

/** The slim variant of /coins/{id}: no tickers, market, community or developer data. */
export const coinPath = (symbol: QuoteSymbol) =>
  `/coins/${COINGECKO_IDS[symbol]}?localization=false&tickers=false&market_data=false&community_data=false&developer_data=false&sparkline=false`;

function rowsById(body: unknown, report: FieldReport): Map<string, Record<string, unknown>> {
  if (!Array.isArray(body)) {
    report('coingecko /coins/markets', 'la respuesta no es una lista');
    return new Map();
  }
  return new Map(body.filter(isRecord).map((row) => [String(row.id), row]));
}

export interface LiveQuotes {
  quotes: CoinQuote[];
  /** Coins whose row was missing or unusable: shown with sample figures. */
  sampleCoins: string[];
}

/** A coin of the markets call: its id, ticker and name (src/core/coins/table.ts has them). */
export interface MarketCoin {
  id: string;
  symbol: string;
  name: string;
}

/** Colours of the coins without one of their own (the spec's five have theirs), by position. */
const COIN_COLOURS = ['#64748b', '#f3ba2f', '#c2a633', '#ef0027', '#e84142', '#2a5ada', '#0098ea', '#ffa409'];

/**
 * Quotes from /coins/markets, in `coins` order (the spec's five by default). A spec coin whose row is missing or
 * wrong keeps its sample quote; another coin has no sample to keep and is left out (reported).
 */
export function quotesFromMarkets(body: unknown, report: FieldReport, coins?: readonly MarketCoin[]): LiveQuotes {
  const rows = rowsById(body, report);
  const sampleCoins: string[] = [];
  const wanted: readonly MarketCoin[] =
    coins ?? COIN_QUOTES.map((q) => ({ id: COINGECKO_IDS[q.symbol as QuoteSymbol], symbol: q.symbol, name: q.name }));
  const quotes = wanted.flatMap((coin, index): CoinQuote[] => {
    const sample = COIN_QUOTES.find((q) => q.symbol === coin.symbol);
    const id = coin.id;
    const row = rows.get(id);
    const field = (key: string) => `coingecko ${id}.${key}`;
    const price = row && numberAt(row, 'current_price', field('current_price'), PRICE, report);
    const change =
      row && numberAt(row, 'price_change_percentage_24h', field('price_change_percentage_24h'), PERCENT_CHANGE, report);
    const volume = row && numberAt(row, 'total_volume', field('total_volume'), MONEY, report);
    if (!row) report(`coingecko ${id}`, 'falta en la respuesta');
    if (price === undefined || change === undefined || volume === undefined) {
      if (!sample) return [];
      sampleCoins.push(sample.symbol);
      return [sample];
    }
    const trend = change >= 0 ? 'up' : 'down';
    if (sample) return [{ ...sample, price, change, volume, trend } satisfies CoinQuote];
    const colour = COIN_COLOURS[index % COIN_COLOURS.length] as string;
    return [{ symbol: coin.symbol, name: coin.name, price, change, volume, trend, colour }];
  });
  return { quotes, sampleCoins };
}

const HOURS_BETWEEN_POINTS = 4;
const POINTS = 6;

/**
 * The overview's six 4-hour points from each coin's hourly 7-day sparkline: the last 21 hours, every fourth
 * hour, labelled with the local hour of each point (the last one is the latest price).
 */
export function historyFromMarkets(
  body: unknown,
  now: number,
  report: FieldReport,
  timeZone?: string,
): MarketPoint[] | undefined {
  const rows = rowsById(body, report);
  const series = OVERVIEW_SYMBOLS.map((symbol) => {
    const row = rows.get(COINGECKO_IDS[symbol]);
    const sparkline = row?.sparkline_in_7d;
    const prices = isRecord(sparkline) ? sparkline.price : undefined;
    const usable =
      Array.isArray(prices) &&
      prices.length >= HOURS_BETWEEN_POINTS * (POINTS - 1) + 1 &&
      prices.every((p) => within(p, PRICE));
    if (!usable) report(`coingecko ${COINGECKO_IDS[symbol]}.sparkline_in_7d.price`, 'falta o no son precios');
    return usable ? (prices as number[]) : undefined;
  });
  if (series.some((s) => s === undefined)) return undefined;
  const hour = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', timeZone });
  return Array.from({ length: POINTS }, (_, i) => {
    const hoursAgo = (POINTS - 1 - i) * HOURS_BETWEEN_POINTS;
    const at = new Date(now - hoursAgo * 3_600_000);
    at.setMinutes(0, 0, 0);
    return {
      time: hour.format(at),
      prices: Object.fromEntries(
        OVERVIEW_SYMBOLS.map((symbol, s) => {
          const prices = series[s] as number[];
          return [symbol, prices[prices.length - 1 - hoursAgo] as number];
        }),
      ),
    };
  });
}

/** A coin's share of positive community votes, 0–100, from the slim /coins/{id}. */
export function sentimentFromCoin(body: unknown, symbol: QuoteSymbol, report: FieldReport): number | undefined {
  if (!isRecord(body)) {
    report(`coingecko /coins/${COINGECKO_IDS[symbol]}`, 'la respuesta no es un objeto');
    return undefined;
  }
  const votes = numberAt(
    body,
    'sentiment_votes_up_percentage',
    `coingecko ${COINGECKO_IDS[symbol]}.sentiment_votes_up_percentage`,
    SCORE,
    report,
  );
  return votes === undefined ? undefined : Math.round(votes);
}
