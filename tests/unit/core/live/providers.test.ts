// Reading the providers' answers: exact figures from well-formed answers, and for each kind of bad data the
// figure falls back with one warning naming the field.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFieldWarnings, warnField } from '../../../../src/client/field-warnings.ts';
import { MONEY, PERCENT_CHANGE, PRICE, within } from '../../../../src/core/feed/bounds.ts';
import { fearAndGreed } from '../../../../src/core/live/alternative.ts';
import { latestFromChart } from '../../../../src/core/live/blockchain.ts';
import { historyFromMarkets, quotesFromMarkets, sentimentFromCoin } from '../../../../src/core/live/coingecko.ts';
import { hashrateFrom } from '../../../../src/core/live/mempool.ts';
import { COIN_QUOTES } from '../../../../src/core/sample-data.ts';
import { type MarketChartSamples, samplesFromMarketChart } from '../../../../src/core/spans/market-chart.ts';
import { hourlyPoints } from '../../../../src/core/spans/points.ts';
import { COIN_ETH, FEAR_AND_GREED, HASHRATE, MARKETS, marketChart } from '../../../../tools/provider-answers.ts';

afterEach(() => resetFieldWarnings());

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('CoinGecko /coins/markets', () => {
  it('gives each spec coin its live price, 24 h change, volume and trend, keeping name and colour', () => {
    const { quotes, sampleCoins } = quotesFromMarkets(MARKETS, warnField);
    expect(sampleCoins).toEqual([]);
    expect(quotes.map((q) => [q.symbol, q.price, q.change, q.volume, q.trend])).toEqual([
      ['BTC', 61234.5, -1.186, 31_500_000_000, 'down'],
      ['ETH', 3120.75, 4.5, 17_250_000_000, 'up'],
      ['SOL', 151.2, 0.3, 3_100_000_000, 'up'],
      ['ADA', 0.4521, -2.75, 512_000_000, 'down'],
      ['DOT', 5.87, 1.1, 230_000_000, 'up'],
    ]);
    expect(quotes[0]).toMatchObject({ name: 'Bitcoin', colour: '#f7931a' });
  });

  it.each([
    ['a string for a number', { current_price: '61234.5' }, 'bitcoin.current_price: no es un número ("61234.5")'],
    ['a null', { price_change_percentage_24h: null }, 'bitcoin.price_change_percentage_24h: no es un número (null)'],
    ['a missing field', { total_volume: undefined }, 'bitcoin.total_volume: falta'],
    ['an absurd value', { current_price: -5 }, 'bitcoin.current_price: valor fuera de lo razonable (-5)'],
  ])('keeps the sample quote of a coin whose row has %s, with one warning', (_, change, warning) => {
    const warn = warnings();
    const broken = MARKETS.map((row) => (row.id === 'bitcoin' ? { ...row, ...change } : row));
    const first = quotesFromMarkets(broken, warnField);
    quotesFromMarkets(broken, warnField);
    expect(first.sampleCoins).toEqual(['BTC']);
    expect(first.quotes[0]).toEqual(COIN_QUOTES[0]);
    expect(first.quotes[1]?.price).toBe(3120.75);
    expect(warn.mock.calls).toEqual([[`[crypto-widgets] coingecko ${warning}; se usa el dato de ejemplo.`]]);
  });

  it('keeps every sample quote when the answer is not a list', () => {
    const warn = warnings();
    expect(quotesFromMarkets({ status: { error_code: 429 } }, warnField).sampleCoins).toEqual([
      'BTC',
      'ETH',
      'SOL',
      'ADA',
      'DOT',
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[crypto-widgets] coingecko /coins/markets: la respuesta no es una lista; se usa el dato de ejemplo.',
    );
  });

  it('draws the overview’s six 4-hour points from the hourly sparkline, labelled with their hours', () => {
    const now = Date.parse('2026-11-23T10:20:00Z');
    const history = historyFromMarkets(MARKETS, now, warnField, 'UTC');
    expect(history?.map((p) => p.time)).toEqual(['14:00', '18:00', '22:00', '02:00', '06:00', '10:00']);
    // The last point is the sparkline's last hourly price; each one before is 4 hours earlier.
    expect(history?.map((p) => p.prices.BTC)).toEqual([
      60000 + 147 * 7,
      60000 + 151 * 7,
      60000 + 155 * 7,
      60000 + 159 * 7,
      60000 + 163 * 7,
      60000 + 167 * 7,
    ]);
    expect(history?.[5]?.prices).toEqual({ BTC: 61169, ETH: 3083.5, SOL: 148.35 });
  });

  it('gives no history when a sparkline is short or holds a non-number', () => {
    const warn = warnings();
    const short = MARKETS.map((row) => (row.id === 'solana' ? { ...row, sparkline_in_7d: { price: [1, 2, 3] } } : row));
    expect(historyFromMarkets(short, Date.now(), warnField)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['1e300', 1e300],
    ['0', 0],
    ['just past the schema’s maximum', PRICE.max * 1.01],
  ])('gives no history when a sparkline price is %s (outside the feed schema’s bounds)', (_, price) => {
    const warn = warnings();
    const absurd = MARKETS.map((row) =>
      row.id === 'bitcoin' ? { ...row, sparkline_in_7d: { price: [...row.sparkline_in_7d.price, price] } } : row,
    );
    expect(historyFromMarkets(absurd, Date.now(), warnField)).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      ['[crypto-widgets] coingecko bitcoin.sparkline_in_7d.price: falta o no son precios; se usa el dato de ejemplo.'],
    ]);
  });

  it('refuses quotes outside the feed schema’s bounds, and accepts them up to the bounds', () => {
    warnings();
    const rowWith = (change: object) => MARKETS.map((row) => (row.id === 'bitcoin' ? { ...row, ...change } : row));
    expect(quotesFromMarkets(rowWith({ current_price: 0 }), warnField).sampleCoins).toEqual(['BTC']);
    expect(quotesFromMarkets(rowWith({ current_price: 1e300 }), warnField).sampleCoins).toEqual(['BTC']);
    expect(quotesFromMarkets(rowWith({ total_volume: MONEY.max * 2 }), warnField).sampleCoins).toEqual(['BTC']);
    expect(
      quotesFromMarkets(rowWith({ price_change_percentage_24h: PERCENT_CHANGE.max * 2 }), warnField).sampleCoins,
    ).toEqual(['BTC']);
    const edge = quotesFromMarkets(rowWith({ current_price: PRICE.max, price_change_percentage_24h: -100 }), warnField);
    expect(edge.sampleCoins).toEqual([]);
    // What passes the readers passes the published schema: the same bounds.
    expect(edge.quotes.every((quote) => within(quote.price, PRICE))).toBe(true);
  });
});

describe('CoinGecko /coins/{id}/market_chart', () => {
  const now = Date.parse('2026-11-23T10:20:00Z');
  const hourlyOf = (body: unknown) => {
    const samples = samplesFromMarketChart(body, 'bitcoin', warnField);
    return samples && hourlyPoints(samples, now, 'UTC');
  };

  it('reads the documented 288 five-minute samples into the last 24 hours, which the feed’s schema accepts', () => {
    const samples = samplesFromMarketChart(marketChart(now), 'bitcoin', warnField) as MarketChartSamples;
    expect(samples.prices).toHaveLength(288);
    expect(samples.volumes).toHaveLength(288);
    const hourly = hourlyPoints(samples, now, 'UTC');
    expect(hourly).toHaveLength(24);
    // 11:00 yesterday ends with the sample at 11:55 (the 19th); 10:00 today with the latest, at 10:20.
    expect(hourly?.[0]).toEqual({ time: '11:00', price: 60018, volume: 24_000_018_000 });
    expect(hourly?.at(-1)).toEqual({ time: '10:00', price: 60287, volume: 24_000_287_000 });
  });

  it.each([
    ['zeros', 0],
    ['1e300', 1e300],
    ['negative', -1],
  ])('gives no points from prices of %s, with one warning', (_, value) => {
    const warn = warnings();
    const chart = marketChart(now);
    const bad = { ...chart, prices: chart.prices.map(([at]) => [at, value]) };
    expect(hourlyOf(bad)).toBeUndefined();
    expect(hourlyOf(bad)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('bitcoin/market_chart.prices');
  });

  it('gives no points from volumes past the schema’s money bound', () => {
    warnings();
    const chart = marketChart(now);
    const bad = { ...chart, total_volumes: chart.total_volumes.map(([at]) => [at, 1e300]) };
    expect(hourlyOf(bad)).toBeUndefined();
  });
});

describe('on-chain figures within the feed schema’s bounds', () => {
  it('refuses a hash rate whose daily change is beyond belief', () => {
    warnings();
    expect(hashrateFrom(HASHRATE, warnField)).toMatchObject({ value: 642 });
    const leap = { ...HASHRATE, hashrates: [{ avgHashrate: 1e15 }, { avgHashrate: 1e24 }] };
    expect(hashrateFrom(leap, warnField)).toBeUndefined();
  });

  it('refuses an address count whose daily change is beyond belief', () => {
    warnings();
    const values = (before: number, last: number) => ({ values: [{ y: before }, { y: last }] });
    expect(latestFromChart(values(640000, 672000), 'n', warnField)?.change).toBeCloseTo(5, 9);
    expect(latestFromChart(values(1, 1e10), 'n', warnField)).toBeUndefined();
  });
});

describe('CoinGecko /coins/{id}', () => {
  it('reads the share of positive votes as the coin’s sentiment', () => {
    expect(sentimentFromCoin(COIN_ETH, 'ETH', warnField)).toBe(63);
  });

  it('refuses a share outside 0–100', () => {
    const warn = warnings();
    expect(sentimentFromCoin({ ...COIN_ETH, sentiment_votes_up_percentage: 140 }, 'ETH', warnField)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('alternative.me Fear & Greed', () => {
  it('reads the value (sent as a string) with its Spanish classification', () => {
    expect(fearAndGreed(FEAR_AND_GREED, warnField)).toEqual({ value: 31, label: 'Miedo' });
    const classified = (value: string, classification: string) =>
      fearAndGreed({ data: [{ value, value_classification: classification }] }, warnField)?.label;
    expect(
      [
        ['5', 'Extreme Fear'],
        ['50', 'Neutral'],
        ['70', 'Greed'],
        ['90', 'Extreme Greed'],
      ].map(([v, c]) => classified(v as string, c as string)),
    ).toEqual(['Miedo extremo', 'Neutral', 'Codicia', 'Codicia extrema']);
  });

  it('refuses a value that is not an integer from 0 to 100', () => {
    const warn = warnings();
    expect(fearAndGreed({ data: [{ value: 'mucho', value_classification: 'Fear' }] }, warnField)).toBeUndefined();
    expect(fearAndGreed({ data: [] }, warnField)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
