import { describe, expect, it, vi } from 'vitest';
import { provideSample, sampleDataSource } from '../../../src/client/sample-source.ts';
import { ANALYTICS_COINS, QUOTE_SYMBOLS, TIMEFRAMES } from '../../../src/core/catalog.ts';
import {
  ADS,
  AI_DATA_SOURCES,
  AI_INSIGHTS,
  COIN_QUOTES,
  MARKET_HISTORY,
  NETWORK_HEALTH,
  NETWORK_HEALTH_LABEL,
  ONCHAIN_METRICS,
  OVERALL_SENTIMENT,
  OWN_SAMPLES,
  PLATFORM_SENTIMENT,
  PORTFOLIO,
  quoteOf,
} from '../../../src/core/sample-data.ts';
import { SUGGESTED_QUESTIONS } from '../../../src/widgets/chat/texts.ts';

// Without the widgets' code, the sample source gets every widget's own figures at once (as the server's feed does).
provideSample(OWN_SAMPLES);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('market sample data (spec §2, §3)', () => {
  it('quotes BTC, ETH, SOL, ADA and DOT with every field', () => {
    expect(COIN_QUOTES.map((q) => q.symbol)).toEqual([...QUOTE_SYMBOLS]);
    for (const q of COIN_QUOTES) {
      expect(q.name).toBeTruthy();
      expect(q.price).toBeGreaterThan(0);
      expect(q.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(q.sentiment).toBeGreaterThanOrEqual(0);
      expect(q.sentiment).toBeLessThanOrEqual(100);
      expect(q.volume).toBeGreaterThan(0);
      expect(q.trend).toBe(q.change >= 0 ? 'up' : 'down');
    }
  });

  it('gives the scores the chat quotes: BTC 72, ETH 75', () => {
    expect(quoteOf('BTC')?.sentiment).toBe(72);
    expect(quoteOf('ETH')?.sentiment).toBe(75);
  });

  it('has the overall sentiment 75 and Twitter, Reddit, Telegram around it', () => {
    expect(OVERALL_SENTIMENT).toBe(75);
    expect(PLATFORM_SENTIMENT.map((p) => p.platform)).toEqual(['Twitter', 'Reddit', 'Telegram']);
    expect(Math.round(sum(PLATFORM_SENTIMENT.map((p) => p.score)) / 3)).toBe(75);
  });

  it('has the four on-chain metrics and network health 85 % "Excelente"', () => {
    expect(ONCHAIN_METRICS.map((m) => m.title)).toEqual([
      'Actividad de ballenas',
      'Volumen on-chain',
      'Direcciones activas',
      'Tasa de hash',
    ]);
    expect(NETWORK_HEALTH).toBe(85);
    expect(NETWORK_HEALTH_LABEL).toBe('Excelente');
  });

  it('has the three AI insights with confidence and timeframe, from 15 sources', () => {
    expect(AI_INSIGHTS.map((i) => i.type)).toEqual(['bullish', 'neutral', 'warning']);
    for (const i of AI_INSIGHTS) {
      expect(i.confidence).toBeGreaterThan(0);
      expect(i.timeframe).toBeTruthy();
    }
    expect(AI_DATA_SOURCES).toBe(15);
  });

  it('draws the 4-hour line over six points ending at each coin’s current price', () => {
    expect(MARKET_HISTORY.map((p) => p.time)).toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
    for (const symbol of ['BTC', 'ETH', 'SOL']) {
      expect(MARKET_HISTORY.at(-1)?.prices[symbol]).toBeCloseTo(quoteOf(symbol)?.price as number, 8);
    }
  });

  it('lists the analytics coins and timeframes in order', () => {
    expect([...ANALYTICS_COINS]).toEqual(['BTC', 'ETH', 'SOL', 'ADA']);
    expect([...TIMEFRAMES]).toEqual(['1D', '7D', '30D', '90D']);
  });
});

describe('portfolio sample data (spec §2, §3)', () => {
  const { summary, positions, allocation, risk, recommendations } = PORTFOLIO;

  it('has the summary figures 127450.32, +2.34 % and 78/100', () => {
    expect(summary).toEqual({ totalValue: 127450.32, change24h: 2.34, aiScore: 78 });
  });

  it('holds BTC 1.2, ETH 18.5, SOL 450 and ADA 12000', () => {
    expect(positions.map((p) => [p.symbol, p.amount])).toEqual([
      ['BTC', 1.2],
      ['ETH', 18.5],
      ['SOL', 450],
      ['ADA', 12000],
    ]);
  });

  it('adds up to the total value with the 45/30/15/10 split', () => {
    expect(allocation.map((a) => [a.name, a.value])).toEqual([
      ['BTC', 45],
      ['ETH', 30],
      ['SOL', 15],
      ['ADA', 10],
    ]);
    expect(sum(allocation.map((a) => a.amount))).toBeCloseTo(127450.32, 6);
    const values = positions.map((p) => p.amount * p.currentPrice);
    expect(sum(values)).toBeCloseTo(127450.32, 6);
    for (const [i, v] of values.entries()) expect((v / 127450.32) * 100).toBeCloseTo(allocation[i]?.value as number, 6);
  });

  it('computes pnl = (currentPrice − avgPrice) × amount, and its percent', () => {
    for (const p of positions) {
      expect(p.pnl).toBeCloseTo((p.currentPrice - p.avgPrice) * p.amount, 8);
      expect(p.pnlPercent).toBeCloseTo((p.currentPrice / p.avgPrice - 1) * 100, 8);
    }
  });

  it('prices each position at its coin’s market quote', () => {
    for (const p of positions) expect(p.currentPrice).toBe(quoteOf(p.symbol)?.price);
  });

  it('gets its +2.34 % from the coins’ 24 h changes', () => {
    const yesterday = sum(
      positions.map((p) => (p.amount * p.currentPrice) / (1 + (quoteOf(p.symbol)?.change ?? 0) / 100)),
    );
    expect(Number(((127450.32 / yesterday - 1) * 100).toFixed(2))).toBe(2.34);
  });

  it('has the four risk items and the overall 60/100 verdict', () => {
    expect(risk.items.map((r) => [r.title, r.score])).toEqual([
      ['Diversificación', 72],
      ['Volatilidad', 45],
      ['Liquidez', 85],
      ['Correlación', 38],
    ]);
    expect(risk.overall).toBe(60);
    expect(risk.verdict).toBe('Riesgo moderado - Considerar rebalanceo');
  });

  it('has rebalance, buy, sell and warning recommendations over all three impacts', () => {
    expect(recommendations.map((r) => r.type)).toEqual(['rebalance', 'buy', 'sell', 'warning']);
    expect(new Set(recommendations.map((r) => r.impact))).toEqual(new Set(['high', 'medium', 'low']));
  });
});

describe('chat and ads sample data', () => {
  it('offers six suggested questions and three ads, each with a call to action', () => {
    expect(SUGGESTED_QUESTIONS).toHaveLength(6);
    expect(Object.keys(ADS)).toEqual(['course', 'tools', 'exchange']);
    for (const ad of Object.values(ADS)) expect(ad.cta).toBeTruthy();
  });
});

describe('the sample data source', () => {
  it('answers market data synchronously, so widgets paint at once', () => {
    expect(sampleDataSource.quotes()).toBe(COIN_QUOTES);
    expect(Array.isArray(sampleDataSource.series('BTC', 1))).toBe(true);
  });

  it('answers the chat after 1.5 s', async () => {
    // The replies' code is there, as it is in a page whose chat asks (it comes with the chat's code).
    await import('../../../src/core/chat.ts');
    vi.useFakeTimers();
    let answer: string | undefined;
    sampleDataSource.ask('btc').then((a) => {
      answer = a;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // The replies' module loads with the question (issue 25); it may still be on its way.
    await vi.waitFor(() => expect(answer).toContain('Bitcoin'));
  });

  it('cancels a pending answer without leaving a timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = sampleDataSource.ask('btc', controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
