// The analytics' fixed figures over a span, measured or "—": whale transfers from the feed's whale activity and
// the series' whale column (Bitcoin only), the split of the span's own items, and <crypto-correlation>'s
// timeframe. Values unlike the sample data (142 transactions, 65/25/10).

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timeframe } from '../../../src/core/catalog.ts';
import { formatsFor } from '../../../src/core/format.ts';

const { formatNumber } = formatsFor();

import { resetFieldWarnings } from '../../../src/client/field-warnings.ts';
import { clearRequests } from '../../../src/client/request.ts';
import type { MeasuredSentiment } from '../../../src/core/measured/types.ts';
import type { WhaleActivity } from '../../../src/core/measured/whales.ts';
import type { SpanSeries } from '../../../src/core/spans/types.ts';
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/element/LiveRoot.tsx';
import '../../../src/widgets/panels/span/SpanView.tsx';
import '../../../src/client/feed-span.ts';
import '../../../src/client/live-span.ts';
import '../../../src/widgets/ui/Provenance.tsx';
import { figuresCredit, spanWhales } from '../../../src/widgets/panels/span/span-whales.ts';
import { measuredSplit } from '../../../src/widgets/panels/span/split.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';
import { measuredFeed, measuredPart } from './measured-feed.ts';
import { lastSampleAt, marketChart, spanFixture } from './span-fixture.ts';

const FEED = 'https://medido.example/api/feed';
const HOUR = 3_600_000;

const WHALES: WhaleActivity = {
  minBtc: 250,
  count24h: 37,
  btc24h: 18_420.5,
  previousCount24h: 29,
  largest: [],
  daily: [],
};

/** The span with a whale column over its last three periods (1 200,25 + 0 + 3 400,5 BTC) and a split. */
function withWhales(span: Timeframe, coin: 'BTC' | 'ETH' = 'BTC'): SpanSeries {
  const series = spanFixture(span, coin);
  const n = series.points.length;
  const column = [1200.25, 0, 3400.5];
  return {
    ...series,
    points: series.points.map((p, i) => (i >= n - 3 ? { ...p, whaleVolume: column[i - (n - 3)] } : p)),
    split: { mentions: 1_234, shares: { positive: 52, neutral: 29, negative: 19 } },
  };
}

let asked: string[];
let warnings: string[];
let feedWhales: WhaleActivity | undefined;

beforeEach(() => {
  asked = [];
  warnings = [];
  feedWhales = WHALES;
  resetFieldWarnings();
  vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.href);
    if (url.pathname === '/api/series') {
      const coin = url.searchParams.get('coin') as 'BTC' | 'ETH';
      return Response.json(withWhales(url.searchParams.get('span') as Timeframe, coin));
    }
    if (url.pathname.endsWith('/market_chart')) {
      const days = Number(url.searchParams.get('days'));
      const step = days === 1 ? 5 * 60_000 : HOUR;
      return Response.json(marketChart(Math.round((days * 24 * HOUR) / step) + 1, step, lastSampleAt(Date.now())));
    }
    const feed = measuredFeed();
    const measured = feed.measured as MeasuredSentiment;
    return Response.json({ ...feed, measured: feedWhales ? { ...measured, whales: feedWhales } : measured });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

const text = (root: ParentNode) => plain(visibleText(root)).replace(/\u2060/g, '');
const until = (root: ShadowRoot, wanted: string) => waitUntil(() => text(root).includes(wanted), `«${wanted}»`);
const figures = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="figures"] .cw-figure')].map((f) => text(f)).slice(1);
const credit = (root: ShadowRoot) => text(root.querySelector('.cw-span-credit') as Element);
const es = formatNumber;

describe('spanWhales', () => {
  it('sums the series’ whale column over the span, with the feed’s 24 h count and threshold', () => {
    const measured = { ...measuredPart(), whales: WHALES };
    expect(spanWhales('BTC', withWhales('30D'), measured)).toEqual({
      measured: true,
      count24h: 37,
      btc: 4600.75,
      period: '30D',
      minBtc: 250,
    });
    // Without a whale column, the feed's 24 h volume.
    expect(spanWhales('BTC', spanFixture('7D'), measured)).toEqual({
      measured: true,
      count24h: 37,
      btc: 18_420.5,
      period: '24 h',
      minBtc: 250,
    });
    // A column but no activity in the feed: the volume, no count, the default threshold.
    expect(spanWhales('BTC', withWhales('1D'), measuredPart())).toEqual({
      measured: true,
      btc: 4600.75,
      period: '1D',
      minBtc: 100,
    });
  });

  it('has none for a coin other than bitcoin, nor without a server, and says why in Spanish', () => {
    const measured = { ...measuredPart(), whales: WHALES };
    const eth = spanWhales('ETH', withWhales('7D', 'ETH'), measured);
    expect(eth).toEqual({
      measured: false,
      reason: 'Sin datos de ballenas para ETH: solo se miden transferencias de bitcoin.',
    });
    expect(spanWhales('BTC', spanFixture('7D'), undefined)).toEqual({
      measured: false,
      reason: 'Sin datos de ballenas para BTC: las mide el servidor del sitio.',
    });
    expect(figuresCredit(eth, es)).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para ETH: solo se miden transferencias de bitcoin.',
    );
    expect(figuresCredit(spanWhales('BTC', withWhales('7D'), measured), es)).toBe(
      'Volumen: CoinGecko. Ballenas: mempool.space, transferencias de 250 BTC o más (suma de salidas; sin etiquetas de exchanges).',
    );
  });
});

describe('measuredSplit over a span', () => {
  it('is the span’s own split when the series has one, else the coin’s 24 h, else the market’s', () => {
    const measured = measuredPart();
    expect(measuredSplit(measured, 'BTC', withWhales('30D'), es)).toEqual({
      shares: { positive: 52, neutral: 29, negative: 19 },
      title: 'Reparto de BTC, 30D (1.234 textos)',
    });
    expect(measuredSplit(measured, 'BTC', spanFixture('30D'), es)).toEqual({
      shares: { positive: 48, neutral: 33, negative: 19 },
      title: 'Reparto de BTC, 24 h',
    });
    // SOL has too few items for shares of its own: the market's.
    expect(measuredSplit(measured, 'SOL', undefined, es)).toEqual({
      shares: { positive: 41, neutral: 37, negative: 22 },
      title: 'Reparto del mercado, 24 h',
    });
    expect(measuredSplit(undefined, 'BTC', spanFixture('7D'), es)).toBeUndefined();
  });
});

describe('<crypto-analytics> on a feed with whale activity', { timeout: 30_000 }, () => {
  it('shows BTC’s measured whale figures for the span, and "—" with the reason for ETH', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED });
    await until(root, 'Precio y volumen:');
    expect(figures(root)).toEqual(['Transacciones de ballenas37', 'Ballenas, 7D4.601 BTC']);
    expect(credit(root)).toBe(
      'Volumen: CoinGecko. Ballenas: mempool.space, transferencias de 250 BTC o más (suma de salidas; sin etiquetas de exchanges).',
    );
    expect(text(root.querySelector('[part="split"]') as Element)).toContain('Reparto de BTC, 7D (1.234 textos)');
    expect(text(root.querySelector('[part="split"]') as Element)).toContain('52 %');
    // No sample figure anywhere: the provenance names none.
    expect(text(root.querySelector('.cw-provenance') as Element)).not.toContain('De ejemplo');
    expect(text(root)).not.toContain('142');

    await update(() => within(inShadow(root)).getByRole('button', { name: 'ETH' }).click());
    await until(root, 'Sin datos de ballenas para ETH');
    expect(figures(root)).toEqual(['Transacciones de ballenas—', 'Volumen de ballenas—']);
    expect(credit(root)).toBe(
      'Volumen: CoinGecko. Sin datos de ballenas para ETH: solo se miden transferencias de bitcoin.',
    );
    expect(text(root.querySelector('[part="split"]') as Element)).toContain('Reparto de ETH, 7D');
  });

  it('<crypto-volume-chart> alone shows the same measured figures', async () => {
    const { root } = await mount('crypto-volume-chart', { source: FEED, timeframe: '30D' });
    await until(root, 'Ballenas, 30D');
    expect(figures(root)).toEqual(['Transacciones de ballenas37', 'Ballenas, 30D4.601 BTC']);
  });
});

describe('<crypto-correlation timeframe>', { timeout: 30_000 }, () => {
  it('correlates the chosen span’s changes in live mode: market_chart with its days, n of that span', async () => {
    const { root } = await mount('crypto-correlation', { source: 'live', timeframe: '30D' });
    await until(root, 'Pearson sobre cambios diarios · n = 29');
    expect(text(root)).toContain('Cambios de BTC, cada día, últimos 30 días');
    expect(asked.filter((u) => u.includes('market_chart'))).toEqual([
      'https://api.coingecko.com/api/v3/coins/bitcoin/market_chart?vs_currency=usd&days=30',
    ]);
  });

  it('follows a change of the attribute', async () => {
    const { el, root } = await mount('crypto-correlation', { source: 'live', timeframe: '1D' });
    await until(root, 'Pearson sobre cambios horarios · n = 23');
    await update(() => el.setAttribute('timeframe', '90D'));
    await until(root, 'Pearson sobre cambios diarios · n = 89');
  });

  it('an invalid value falls back to 7D with one warning naming the attribute and its values', async () => {
    const { root } = await mount('crypto-correlation', { source: 'live', timeframe: '2W' });
    await until(root, 'Pearson sobre cambios horarios · n = 167');
    const about = warnings.filter((w) => w.includes('timeframe'));
    expect(about).toHaveLength(1);
    expect(about[0]).toContain('2W');
    expect(about[0]).toContain('1D, 7D, 30D, 90D');
  });

  it('leaves the sample matrix as it was', async () => {
    const { root } = await mount('crypto-correlation', { timeframe: '90D', seed: '7' });
    await waitUntil(() => root.querySelector('[part="matrix"]') !== null, 'la matriz');
    expect(text(root)).not.toContain('Pearson sobre cambios');
    expect(asked).toEqual([]);
  });
});
