// The timeframe selects real history on live and feed pages: a CriptoPulso server's GET /api/series beside its
// feed, or CoinGecko's market_chart straight from the browser. Points per span, axis labels that follow it, the
// correlation of changes with sign, band, "n < 10" and the method line; a bad answer falls back with one warning.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedSource } from '../../../src/client/feed-source.ts';
import { resetFieldWarnings } from '../../../src/client/field-warnings.ts';
import { liveSpanSeries } from '../../../src/client/live-span.ts';
import { clearRequests } from '../../../src/client/request.ts';
import { sampleDataSource } from '../../../src/client/sample-source.ts';
import type { Timeframe } from '../../../src/core/catalog.ts';
import { seriesUrlBeside } from '../../../src/core/feed/series-url.ts';
import { COINGECKO_IDS } from '../../../src/core/live/coingecko.ts';
import { samplesFromMarketChart } from '../../../src/core/spans/market-chart.ts';
import { spanPoints } from '../../../src/core/spans/points.ts';
import { parseSpanSeries } from '../../../src/core/spans/schema.ts';
import type { SpanSeries } from '../../../src/core/spans/types.ts';
import { noPricesReason } from '../../../src/server/series/build.ts';
// Loaded up front, as a page that read live data before would have them: React's lazy() then resolves quickly.
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/element/LiveRoot.tsx';
import '../../../src/widgets/measured/MeasuredHistoryPanel.tsx';
import '../../../src/widgets/panels/span/SpanView.tsx';
import '../../../src/client/feed-span.ts';
import '../../../src/client/live-span.ts';
import '../../../src/widgets/ui/Provenance.tsx';
import { historyTicks, pointLabel, tickLabel } from '../../../src/widgets/measured/history-axis.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';
import { DOGE_QUOTE, measuredFeed } from './measured-feed.ts';
import { lastSampleAt, marketChart, SPAN_COUNT, spanFixture } from './span-fixture.ts';

const FEED = 'https://medido.example/api/feed';
const HOUR = 3_600_000;
let warnings: string[];
let seriesAnswer: (url: URL) => Response;
let feed: Record<string, unknown>;
let asked: string[];

beforeEach(() => {
  warnings = [];
  asked = [];
  resetFieldWarnings();
  vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  feed = measuredFeed();
  seriesAnswer = (url) => Response.json(spanFixture(url.searchParams.get('span') as Timeframe));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.href);
    if (url.pathname === '/api/series') return seriesAnswer(url);
    if (url.pathname.endsWith('/market_chart')) {
      const days = Number(url.searchParams.get('days'));
      // CoinGecko: 5-minutely for 1 day, hourly from 2 to 90 days; a few minutes past each sample's start.
      const step = days === 1 ? 5 * 60_000 : HOUR;
      return Response.json(marketChart(Math.round((days * 24 * HOUR) / step) + 1, step, lastSampleAt(Date.now())));
    }
    return Response.json(feed);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

const text = (root: ParentNode) => plain(visibleText(root)).replace(/\u2060/g, '');
const until = (root: ShadowRoot, wanted: string) => waitUntil(() => text(root).includes(wanted), `«${wanted}»`);
const captions = (root: ShadowRoot) => [...root.querySelectorAll('figcaption')].map((f) => plain(f.textContent ?? ''));
/** The x-axis labels of the chart with class `chart` (recharts draws the x-axis first). */
const xTicks = (root: ShadowRoot, chart: string) =>
  [...root.querySelectorAll(`.${chart} .recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value`)].map(
    (t) => t.textContent,
  );
const expectedTicks = (span: Timeframe) => {
  const { points } = spanFixture(span);
  return historyTicks(points, span, 0).map((t) => tickLabel(t, span, 'es-ES'));
};

describe('a span’s points from CoinGecko’s market_chart', () => {
  /** The span's points at `end`, as the server and the browser draw them (src/core/spans). */
  const pointsOf = (body: unknown, coin: 'BTC' | 'ETH' | 'SOL', span: Timeframe, end: number) => {
    const samples = samplesFromMarketChart(body, COINGECKO_IDS[coin], (field, problem) =>
      warnings.push(`${field}: ${problem}`),
    );
    return samples && spanPoints(span, end, samples);
  };

  it('takes the last price of each hour (1D, 7D) or UTC day (30D, 90D), stamped with its start', () => {
    const end = Date.parse('2026-11-25T09:03:00Z');
    const day = pointsOf(marketChart(289, 5 * 60_000, end), 'BTC', '1D', end);
    expect(day).toHaveLength(24);
    expect(day?.at(-1)).toEqual({
      time: '2026-11-25T09:00:00.000Z',
      price: 63_000 + 288 * 3,
      // CoinGecko's rolling 24 h volume at the hour's last sample, kept as such (as /api/series does).
      volume: 24e9 + 288 * 24_000,
    });
    expect(day?.[0]?.time).toBe('2026-11-24T10:00:00.000Z');
    const week = pointsOf(marketChart(169, HOUR, end), 'BTC', '7D', end);
    expect(week).toHaveLength(168);
    expect(week?.[0]?.time).toBe('2026-11-18T10:00:00.000Z');
    const month = pointsOf(marketChart(30 * 24 + 1, HOUR, end), 'ETH', '30D', end);
    expect(month).toHaveLength(30);
    // Days are UTC midnights; a day's volume is CoinGecko's rolling 24 h volume at its last sample.
    expect(month?.at(-1)).toEqual({
      time: '2026-11-25T00:00:00.000Z',
      price: 63_000 + 720 * 3,
      volume: 24e9 + 720 * 24_000,
    });
    expect(month?.at(-2)?.time).toBe('2026-11-24T00:00:00.000Z');
    expect(month?.at(-2)?.price).toBe(63_000 + (720 - 10) * 3);
    expect(pointsOf(marketChart(90 * 24 + 1, HOUR, end), 'SOL', '90D', end)).toHaveLength(90);
    expect(warnings).toEqual([]);
  });

  it('refuses an answer without a usable price, saying what was wrong once', () => {
    expect(pointsOf({ prices: [[1, 'x']], total_volumes: [[1, 5]] }, 'BTC', '7D', Date.now())).toBeUndefined();
    expect(warnings).toEqual([
      'coingecko bitcoin/market_chart.prices: 1 de 1 muestras imposibles, descartadas',
      'coingecko bitcoin/market_chart.prices: ningún precio utilizable',
    ]);
  });

  it('leaves out an hour without a volume sample in the browser too, as the server does (it was drawn as 0)', async () => {
    const now = Date.now();
    const chart = marketChart(289, 5 * 60_000, now);
    // No volume samples in the hour before the current one.
    const current = Math.floor(now / HOUR) * HOUR;
    const hole = chart.total_volumes.filter(([at]) => (at as number) < current - HOUR || (at as number) >= current);
    vi.stubGlobal('fetch', async () => Response.json({ ...chart, total_volumes: hole }));
    const series = await liveSpanSeries('BTC', '1D', { currency: 'USD' });
    expect(series?.points).toHaveLength(23);
    expect(series?.points.map((p) => p.time)).not.toContain(new Date(current - HOUR).toISOString());
    expect(series?.points.some((p) => p.volume === 0)).toBe(false);
    // No change is taken across the missing hour: 21 of the 22 steps between the 23 points.
    expect(series?.correlation.matrix.price.price.n).toBe(21);
  });
});

describe('a coin the browser does not chart', () => {
  it('has no span from the providers, and no other coin’s chart is asked for in its place', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Response.json(marketChart(169, HOUR, Date.now()));
    });
    expect(await liveSpanSeries('DOGE', '7D', { currency: 'USD' })).toBeUndefined();
    expect(fetched).toEqual([]);
  });
});

describe('where a server serves spans', () => {
  it('is beside its /api/feed, same origin, with the feed’s currency; any other feed has none', () => {
    expect(seriesUrlBeside('https://datos.example/cp/api/feed?currency=EUR', 'ETH', '30D')).toBe(
      'https://datos.example/cp/api/series?coin=ETH&span=30D&currency=EUR',
    );
    expect(seriesUrlBeside('https://datos.example/api/feed', 'BTC', '1D')).toBe(
      'https://datos.example/api/series?coin=BTC&span=1D',
    );
    expect(seriesUrlBeside('https://datos.example/feed.json', 'BTC', '1D')).toBeUndefined();
    expect(seriesUrlBeside('https://datos.example/api/feed/extra', 'BTC', '1D')).toBeUndefined();
  });

  it('answers are checked whole against the SpanSeries schema', () => {
    expect(parseSpanSeries(spanFixture('30D')).ok).toBe(true);
    const wrong = { ...spanFixture('30D'), points: [{ time: 'ayer', price: -1, volume: 0 }] };
    expect(parseSpanSeries(wrong)).toMatchObject({ ok: false });
    expect(parseSpanSeries({ ...spanFixture('7D'), span: '2W' }).ok).toBe(false);
    // Prices in every period, or (a partial series) in none: a line with unexplained holes is refused.
    const holed = spanFixture('7D');
    const { price: _, ...withoutPrice } = holed.points[3] as SpanSeries['points'][number];
    holed.points[3] = withoutPrice;
    expect(parseSpanSeries(holed)).toEqual({
      ok: false,
      problem: 'points: precio y volumen van en todos los periodos, o en ninguno si es parcial',
    });
    expect(parseSpanSeries(partialFixture('7D')).ok).toBe(true);
    const priced = partialFixture('7D');
    expect(
      parseSpanSeries({ ...priced, points: [{ ...priced.points[0], price: 1, volume: 1 }, ...priced.points.slice(1)] })
        .ok,
    ).toBe(false);
  });

  it('the sample data has none: its timeframe is only a label', () => {
    expect(sampleDataSource.spanSeries?.('BTC', '30D')).toBeUndefined();
  });
});

describe('<crypto-analytics> over a server’s spans', { timeout: 30_000 }, () => {
  it('draws the chosen span’s points with axis labels that follow it, for price, volume and sentiment', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Precio y volumen:');
    const range = (span: Timeframe) => {
      const { points } = spanFixture(span);
      return `de ${pointLabel(points[0]?.time as string, span, 'es-ES')} a ${pointLabel(points.at(-1)?.time as string, span, 'es-ES')}`;
    };
    // 7D, the default: 168 hourly points, a tick each midnight, labelled with weekday and day.
    expect(text(root.querySelector('.cw-series-note') as Element)).toBe(
      'Precio y volumen: CoinGecko, cada hora, últimos 7 días; sentimiento: medido en redes y noticias.',
    );
    expect(captions(root)[0]).toContain(`Precio de BTC en 168 puntos horarios, ${range('7D')}: último 77.201,00 $`);
    expect(captions(root)[1]).toContain(`Sentimiento medido en 168 puntos horarios, ${range('7D')}`);
    // Under the sentiment line, its texts per hour (the fixture counts 12 to 20 in each hour with a score).
    expect(captions(root)[2]).toBe(
      `Menciones de BTC por hora, 168 puntos horarios, ${range('7D')}: 2.295 en total, pico de 20 el ${pointLabel(spanFixture('7D').points[8]?.time as string, '7D', 'es-ES')}.`,
    );
    // Each hourly bar is CoinGecko's rolling 24 h volume at that hour, and is called so, never "por hora".
    expect(captions(root)[3]).toContain(
      `Volumen de BTC de las 24 h anteriores, cada hora, 168 puntos horarios, ${range('7D')}`,
    );
    expect([...root.querySelectorAll('.cw-subtitle')].map((p) => p.textContent)).toContain(
      'Volumen de 24 h, cada hora, últimos 7 días',
    );
    expect(xTicks(root, 'cw-price-chart')).toEqual(expectedTicks('7D'));
    expect(expectedTicks('7D')[0]).toMatch(/^[a-zé]{3} \d{1,2}$/);
    expect(xTicks(root, 'cw-volume-chart')).toEqual(expectedTicks('7D'));

    const choose = (span: Timeframe) =>
      update(() => within(inShadow(root)).getByRole('button', { name: span }).click());
    await choose('30D');
    await until(root, 'cada día, últimos 30 días');
    expect(captions(root)[0]).toContain(`Precio de BTC en 30 días, ${range('30D')}`);
    expect(xTicks(root, 'cw-price-chart')).toEqual(expectedTicks('30D'));
    expect(expectedTicks('30D')[0]).toMatch(/^\d{1,2} [a-z]{3}$/);
    expect(xTicks(root, 'cw-sentiment-chart')).toEqual(expectedTicks('30D'));

    await choose('1D');
    await until(root, 'cada hora, últimas 24 h;');
    expect(captions(root)[0]).toContain(`Precio de BTC en 24 puntos horarios, ${range('1D')}`);
    expect(xTicks(root, 'cw-price-chart')).toEqual(expectedTicks('1D'));
    expect(expectedTicks('1D')).toHaveLength(6);
    expect(asked.filter((u) => u.includes('/api/series')).map((u) => new URL(u).search)).toEqual([
      '?coin=BTC&span=7D',
      '?coin=BTC&span=30D',
      '?coin=BTC&span=1D',
    ]);
  });

  it('says "sin variación", not "n < 10", where a variable never moved over enough pairs', async () => {
    seriesAnswer = (url) => {
      const series = spanFixture(url.searchParams.get('span') as Timeframe);
      const { matrix } = series.correlation;
      matrix.sentiment.volume = { r: null, n: 167 };
      matrix.volume.sentiment = { r: null, n: 167 };
      return Response.json(series);
    };
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Pearson sobre cambios');
    const cells = [...root.querySelectorAll('table tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => [text(td), td.getAttribute('title')]),
    );
    expect(cells[1]?.[2]).toEqual(['—sin variación', 'Una de las dos series no cambia en sus 167 pares de cambios']);
    expect(cells[2]?.[1]).toEqual(['—sin variación', 'Una de las dos series no cambia en sus 167 pares de cambios']);
    expect(cells[3]?.[0]).toEqual(['n < 10pocos datos', 'Solo 0 pares de cambios']);
  });

  it('shows each correlation with its sign and band, "n < 10" where too few pairs, and the method with n', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Pearson sobre cambios');
    const rows = [...root.querySelectorAll('table tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => text(td)),
    );
    expect(rows).toEqual([
      ['+1,00Fuerte', '+0,42Moderada', '-0,73Fuerte', 'n < 10pocos datos'],
      ['+0,42Moderada', '+1,00Fuerte', '+0,05Muy débil', 'n < 10pocos datos'],
      ['-0,73Fuerte', '+0,05Muy débil', '+1,00Fuerte', 'n < 10pocos datos'],
      ['n < 10pocos datos', 'n < 10pocos datos', 'n < 10pocos datos', 'n < 10pocos datos'],
    ]);
    expect(root.querySelectorAll('td.cw-cell-negative')).toHaveLength(2);
    expect(root.querySelector('[part="method"]')?.textContent).toBe('Pearson sobre cambios horarios · n = 167');
    await update(() => within(inShadow(root)).getByRole('button', { name: '90D' }).click());
    await until(root, 'Pearson sobre cambios diarios');
    expect(root.querySelector('[part="method"]')?.textContent).toBe('Pearson sobre cambios diarios · n = 89');
  });

  it('keeps the measured split of the coin; no whale activity in the feed: "—"; volume 24 h is the last point’s', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Precio y volumen:');
    const figures = [...root.querySelectorAll('[part="figures"] .cw-figure')].map((f) => text(f));
    // Each point holds the rolling 24 h volume at its end: the fixture's last is 1 500 M $ + 167 M $.
    expect(figures[0]).toBe('Volumen 24 h1.667 M $');
    expect(figures.slice(1)).toEqual(['Transacciones de ballenas—', 'Volumen de ballenas—']);
    expect(text(root.querySelector('.cw-span-credit') as Element)).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para BTC: las mide el servidor del sitio.',
    );
    // The series has no split of its own: the coin's 24 h, titled as such.
    expect(text(root.querySelector('[part="split"]') as Element)).toContain('Reparto de BTC, 24 h');
    // The span is credited to the feed's publisher, as the feed names it, beside the providers it names.
    const provenance = text(root.querySelector('.cw-provenance') as Element);
    expect(provenance).toMatch(/^Datos: CoinGecko.*El Observador Cripto/);
    expect(provenance).not.toContain('medido.example');
  });

  it('falls back to the last 24 hours, with one warning, when /api/series answers something else', async () => {
    seriesAnswer = () => Response.json({ ...spanFixture('7D'), points: 'ninguno' });
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'últimas 24 horas');
    // The feed's last 24 hours are real; the span's correlation cannot be had, and no matrix stands in for it.
    expect(text(root.querySelector('.cw-series-note') as Element)).toBe(
      'Precio y volumen: últimas 24 horas, hora a hora (sin datos de 7D); el sentimiento medido sigue el periodo (7D); sin correlación, que necesita los precios del periodo.',
    );
    expect(captions(root)[0]).toContain('en 24 puntos horarios');
    // Each says how often and over what once ("Precio por hora, cada hora" said the hour twice).
    const subtitles = [...root.querySelectorAll('.cw-subtitle')].map((p) => p.textContent);
    expect(subtitles).toContain('Precio cada hora, últimas 24 h');
    expect(subtitles).toContain('Volumen negociado cada hora, últimas 24 h');
    expect(root.querySelector('table')).toBeNull();
    expect(text(root)).toContain(
      'Sin correlación: los precios de BTC no están disponibles ahora, y correlacionar series de ejemplo no diría nada.',
    );
    expect(warnings.filter((w) => w.includes('/api/series'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('/api/series'))[0]).toContain('points');
  });

  it('falls back too when the server fails, with one warning', async () => {
    seriesAnswer = () => new Response('error', { status: 500 });
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'últimas 24 horas');
    expect(warnings.filter((w) => w.includes('/api/series'))).toHaveLength(1);
  });
});

/** /api/series while CoinGecko fails, on a server that measures: every period, its measured sentiment, no price. */
function partialFixture(span: Timeframe) {
  const full = spanFixture(span);
  return {
    ...full,
    points: full.points.map(({ time, sentiment }) =>
      sentiment === undefined ? { time } : { time, sentiment, mentions: 3 },
    ),
    sources: {
      providers: [],
      measured: true,
      updatedAt: full.sources.updatedAt,
      partial: true,
      reason:
        'CoinGecko no da precios ahora (respondió 429): precio y volumen no disponibles; solo el sentimiento medido.',
    },
  };
}

describe('a server’s span without prices (partial)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seriesAnswer = (url) => Response.json(partialFixture(url.searchParams.get('span') as Timeframe));
  });

  it('<crypto-analytics> draws no price from it and no matrix: the 24 hours it has, said as such', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Sin correlación');
    expect(root.querySelector('table')).toBeNull();
    expect(text(root.querySelector('.cw-series-note') as Element)).toContain('sin correlación');
    expect(captions(root)[0]).toContain('Precio de BTC en 24 puntos horarios');
    expect(warnings.filter((w) => w.includes('/api/series'))).toEqual([]);
  });

  it('is the server’s measure: "measured" with 20 texts or more, "few" (and no age) with fewer', async () => {
    const source = feedSource(FEED, undefined);
    const measured = (await source.spanSeries?.('BTC', '7D')) as SpanSeries;
    expect(source.provenanceOf?.(measured)).toMatchObject({ state: 'measured', providers: [] });
    seriesAnswer = (url) => {
      const empty = partialFixture(url.searchParams.get('span') as Timeframe);
      return Response.json({ ...empty, points: empty.points.map(({ time }) => ({ time })) });
    };
    const none = (await source.spanSeries?.('ETH', '7D')) as SpanSeries;
    expect(source.provenanceOf?.(none)).toMatchObject({ state: 'few', updatedAt: undefined });
  });

  it('<crypto-sentiment-chart> draws its measured column, on a feed without a measured part', async () => {
    const { measured: _, ...withoutMeasured } = feed;
    feed = withoutMeasured;
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, timeframe: '7D' });
    await until(root, 'Medido, escala 0–100, cada hora, últimos 7 días');
    expect(captions(root)[0]).toMatch(/^Sentimiento medido en 168 puntos horarios/);
    expect(text(root)).not.toContain('Datos de ejemplo');
  });
});

describe('<crypto-analytics source="live"> without a server', { timeout: 30_000 }, () => {
  it('reads CoinGecko’s market_chart for the span, shows no sentiment and correlates price and volume changes', async () => {
    const { root } = await mount('crypto-analytics', { source: 'live' });
    await until(root, 'Precio y volumen:');
    expect(text(root.querySelector('.cw-series-note') as Element)).toBe(
      'Precio y volumen: CoinGecko, cada hora, últimos 7 días; sin sentimiento medido.',
    );
    expect(asked.filter((u) => u.includes('market_chart'))).toEqual([
      'https://api.coingecko.com/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=7',
    ]);
    expect(captions(root)[0]).toContain('Precio de BTC en 168 puntos horarios');
    expect(text(root)).toContain('Sin sentimiento medido para este periodo');
    // Price and volume rise by the same step each hour: their changes correlate; sentiment has none.
    const first = [...(root.querySelector('table tbody tr') as Element).querySelectorAll('td')].map((td) => text(td));
    expect(first[1]).toBe('n < 10pocos datos');
    expect(root.querySelector('[part="method"]')?.textContent).toBe('Pearson sobre cambios horarios · n = 167');
    expect(text(root.querySelector('.cw-provenance') as Element)).toMatch(
      /^Datos: CoinGecko.* · (?:ahora|hace \d+ s)$/,
    );
    expect(text(root.querySelector('.cw-span-credit') as Element)).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para BTC: las mide el servidor del sitio.',
    );
    await update(() => within(inShadow(root)).getByRole('button', { name: '30D' }).click());
    await until(root, 'Precio de BTC en 30 días');
    expect(asked.filter((u) => u.includes('market_chart')).at(-1)).toContain('days=30');
  });
});

describe('the chart widgets alone over a server’s span', { timeout: 30_000 }, () => {
  it('<crypto-price-chart timeframe="30D"> draws 30 days, tagged with the period', async () => {
    const { root } = await mount('crypto-price-chart', { source: FEED, timeframe: '30D' });
    await until(root, 'Precio cada día, últimos 30 días');
    expect(text(root)).toContain('Periodo 30D');
    expect(captions(root)[0]).toContain(`Precio de BTC en ${SPAN_COUNT['30D']} días`);
  });

  it('<crypto-correlation> shows the span’s matrix and method', async () => {
    const { root } = await mount('crypto-correlation', { source: FEED });
    await until(root, 'Pearson sobre cambios horarios · n = 167');
  });

  it('<crypto-sentiment-chart coin> draws the coin’s own measured history, with its dominance and its mentions', async () => {
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, coin: 'BTC', timeframe: '7D' });
    await until(root, 'Sentimiento de BTC');
    // The coin's column of /api/series, not the market's history of the feed.
    expect(asked.some((url) => url.includes('/api/series?coin=BTC&span=7D'))).toBe(true);
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe('Medido, escala 0–100, cada hora, últimos 7 días');
    expect(text(root.querySelector('.cw-figures') as Element)).toContain(
      'Dominancia social47,6 %Frente a sus 20 díasen su nivel habitual (+0,8 σ)',
    );
    expect(captions(root)[1]).toMatch(/^Menciones de BTC por hora, 168 puntos horarios, .*: 2\.295 en total/);
  });

  it('<crypto-sentiment-chart coin> on a feed without spans draws the whole market’s measured history, said so', async () => {
    seriesAnswer = () => new Response('no', { status: 404 });
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, coin: 'BTC', timeframe: '7D' });
    await until(root, 'Sentimiento medido');
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe(
      'Escala 0–100, todo el mercado, cada hora, últimos 7 días',
    );
    expect(captions(root)[1]).toMatch(/^Menciones de todo el mercado por hora/);
  });
});

describe('a coin the site’s server follows beyond the sample’s', { timeout: 30_000 }, () => {
  it('draws its span from /api/series; a coin the server does not follow is said so, and never asked for', async () => {
    (feed.quotes as Record<string, unknown>[]).push({ ...DOGE_QUOTE });
    seriesAnswer = (url) =>
      Response.json({ ...spanFixture(url.searchParams.get('span') as Timeframe), coin: url.searchParams.get('coin') });
    const { root } = await mount('crypto-price-chart', { source: FEED, coin: 'doge' });
    await until(root, 'Precio de DOGE en 168 puntos horarios');
    expect(asked.filter((u) => u.includes('/api/series')).map((u) => new URL(u).search)).toEqual([
      '?coin=DOGE&span=7D',
    ]);
    const kas = await mount('crypto-price-chart', { source: FEED, coin: 'KAS' });
    await until(kas.root, 'No seguimos KAS en este servidor.');
    expect(kas.root.querySelector('svg')).toBeNull();
    expect(asked.some((u) => u.includes('coin=KAS'))).toBe(false);
  });

  it('gives no verdict from fewer than 20 texts in the span: «pocos datos (5)», not «Media 70 · Alcista»', async () => {
    seriesAnswer = (url) => {
      const full = spanFixture(url.searchParams.get('span') as Timeframe);
      const last = full.points.length - 1;
      const points = full.points.map(({ time, price, volume }, i) =>
        i === last ? { time, price, volume, sentiment: 70, mentions: 5 } : { time, price, volume },
      );
      return Response.json({ ...full, points });
    };
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, coin: 'BTC', timeframe: '7D' });
    await until(root, 'Mediapocos datos (5)');
    expect(text(root)).not.toContain('Alcista');
    expect(text(root.querySelector('figcaption') as Element)).toContain('pocos datos, 5 textos (mínimo 20)');
  });

  it('labels the price axis of a coin under a dollar with its decimals, not "0 $" on every tick', async () => {
    (feed.quotes as Record<string, unknown>[]).push({ ...DOGE_QUOTE });
    seriesAnswer = (url) => {
      const full = spanFixture(url.searchParams.get('span') as Timeframe);
      const points = full.points.map((point, i) => ({ ...point, price: 0.18 + i * 0.00005 }));
      return Response.json({ ...full, coin: 'DOGE', points });
    };
    const { root } = await mount('crypto-price-chart', { source: FEED, coin: 'DOGE' });
    await until(root, 'Precio de DOGE en 168 puntos horarios');
    const ticks = [...root.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
      (t) => plain(t.textContent ?? ''),
    );
    expect(ticks.length).toBeGreaterThan(2);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const tick of ticks) expect(tick).toMatch(/^0,1\d{1,3} \$$/);
  });

  it('says its span has no prices while the provider is down, where the sentiment chart still draws its measured column', async () => {
    // Prices down: the quotes are the sample's five; the server's measured figures list DOGE (no text yet).
    feed.coins = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT', 'DOGE'];
    (feed.measured as { coins: Record<string, unknown>[] }).coins.push({
      coin: 'DOGE',
      mentions: 0,
      state: 'none',
      dominance: 0,
      evidence: { positive: [], negative: [] },
    });
    const noPrices = (url: URL) => {
      const full = spanFixture(url.searchParams.get('span') as Timeframe);
      return {
        ...full,
        coin: 'DOGE',
        points: full.points.map(({ price: _price, volume: _volume, ...rest }) => rest),
        sources: { ...full.sources, providers: [], partial: true, reason: noPricesReason('HTTP 500') },
      };
    };
    seriesAnswer = (url) => Response.json(noPrices(url));
    const price = await mount('crypto-price-chart', { source: FEED, coin: 'DOGE' });
    await until(
      price.root,
      'Sin precios de DOGE para este periodo. CoinGecko no da precios ahora (HTTP 500): precio y volumen no disponibles; solo el sentimiento medido.',
    );
    expect(price.root.querySelector('svg')).toBeNull();
    const sentiment = await mount('crypto-sentiment-chart', { source: FEED, coin: 'DOGE', timeframe: '7D' });
    await until(sentiment.root, 'Sentimiento medido');
    expect(text(sentiment.root)).not.toContain('Sin precios');
  });

  it('a sentiment chart of a coin without measured sentiment in its span says so, on a feed without a measured part', async () => {
    delete feed.measured;
    (feed.quotes as Record<string, unknown>[]).push({ ...DOGE_QUOTE });
    seriesAnswer = (url) => {
      const full = spanFixture(url.searchParams.get('span') as Timeframe);
      const points = full.points.map(({ time, price, volume }) => ({ time, price, volume }));
      return Response.json({ ...full, coin: 'DOGE', points, sources: { ...full.sources, measured } });
    };
    let measured = true;
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, coin: 'DOGE', timeframe: '30D' });
    await until(root, 'Aún no hay sentimiento medido de DOGE en este periodo.');
    expect(root.querySelector('svg')).toBeNull();
    // A server without a database measures nothing: it does not say the figure is on its way.
    measured = false;
    const unmeasured = await mount('crypto-sentiment-chart', { source: FEED, coin: 'DOGE', timeframe: '90D' });
    await until(unmeasured.root, 'Este servidor no mide el sentimiento de DOGE.');
  });

  it('says the sample data has no such coin, instead of drawing another', async () => {
    const { root } = await mount('crypto-price-chart', { coin: 'DOGE' });
    await until(root, 'Los datos de ejemplo no incluyen DOGE: solo BTC, ETH, SOL y ADA.');
    expect(root.querySelector('svg')).toBeNull();
    const analytics = await mount('crypto-analytics', { coin: 'DOT' });
    await until(analytics.root, 'Los datos de ejemplo no incluyen DOT: solo BTC, ETH, SOL y ADA.');
    // The selector keeps the coin the page asked for beside the sample's four.
    expect([...analytics.root.querySelectorAll('.cw-segment')].map((b) => b.textContent).slice(0, 5)).toEqual([
      'BTC',
      'ETH',
      'SOL',
      'ADA',
      'DOT',
    ]);
  });
});
