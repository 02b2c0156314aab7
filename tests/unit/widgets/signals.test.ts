// Issue 23's signals in the widgets, from a feed as our server writes it: <crypto-onchain> with measured whale
// activity (count, BTC, the largest linked to the explorer as text, the definition), and <crypto-insights> with
// rule-made cards, none ("Ninguna señal activa ahora: …"), or the spec's sample cards left as they are.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequests } from '../../../src/client/request.ts';
import { AI_INSIGHTS } from '../../../src/core/sample-data.ts';
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/ui/Provenance.tsx';
import { NONE_ACTIVE, RULES_NOTE } from '../../../src/widgets/insights/Insights.tsx';
import { mount, plain, visibleText, waitUntil } from '../helpers.ts';
import { measuredFeed } from './measured-feed.ts';

const FEED = 'https://senales.example/api/feed';
// biome-ignore lint/suspicious/noExplicitAny: a JSON feed changed field by field in each test.
let feed: Record<string, any>;

const txid = (n: number) => n.toString(16).padStart(64, 'e');
const WHALES = {
  minBtc: 250,
  count24h: 12,
  btc24h: 8_431.5,
  previousCount24h: 9,
  largest: [
    { txid: txid(1), btc: 3_120.75, seenAt: '2026-11-24T10:00:00.000Z', url: `https://mempool.space/tx/${txid(1)}` },
    { txid: txid(2), btc: 910.5, seenAt: '2026-11-24T11:00:00.000Z', url: `https://mempool.space/tx/${txid(2)}` },
    { txid: txid(3), btc: 402.25, seenAt: '2026-11-24T12:00:00.000Z', url: `https://mempool.space/tx/${txid(3)}` },
    { txid: txid(4), btc: 300, seenAt: '2026-11-24T13:00:00.000Z', url: `https://mempool.space/tx/${txid(4)}` },
  ],
  daily: [{ time: '2026-11-23T00:00:00.000Z', btc: 6_000 }],
  dailyMedianBtc: 6_000,
};

beforeEach(() => {
  feed = measuredFeed();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.stubGlobal('fetch', async () => Response.json(feed));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

const text = (root: ParentNode) => plain(visibleText(root)).replace(/\u2060/g, '');

describe('<crypto-onchain> with measured whales', { timeout: 20_000 }, () => {
  it('shows the count and BTC of 24 h, the three largest linked to the explorer, and what a whale is', async () => {
    feed.measured.whales = WHALES;
    const { root } = await mount('crypto-onchain', { source: FEED });
    await waitUntil(() => root.querySelector('[part="whales"]') !== null, 'las ballenas');
    const whales = root.querySelector('[part="whales"]') as Element;
    expect(text(whales.querySelector('h3') as Element)).toBe('Ballenas en 24 h: 12 transferencias · 8.432 BTC');
    const links = [...whales.querySelectorAll('a')];
    expect(
      links.map((a) => [text(a), a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')]),
    ).toEqual([
      [`3.121 BTC · ${txid(1).slice(0, 8)}…`, `https://mempool.space/tx/${txid(1)}`, 'noopener noreferrer', '_blank'],
      [`910,50 BTC · ${txid(2).slice(0, 8)}…`, `https://mempool.space/tx/${txid(2)}`, 'noopener noreferrer', '_blank'],
      [`402,25 BTC · ${txid(3).slice(0, 8)}…`, `https://mempool.space/tx/${txid(3)}`, 'noopener noreferrer', '_blank'],
    ]);
    expect(text(whales.querySelector('p') as Element)).toBe(
      'Ballena = transferencia ≥ 250 BTC, suma de salidas; sin etiquetas de exchanges.',
    );
  });

  it('shows no whale block without measured whales', async () => {
    const { root } = await mount('crypto-onchain', { source: FEED });
    await waitUntil(() => text(root).includes('Salud de la red'), 'la tarjeta');
    expect(root.querySelector('[part="whales"]')).toBeNull();
  });
});

describe('<crypto-insights> from rules', { timeout: 20_000 }, () => {
  const fromRules = () => {
    feed.sources.insights = { providers: ['alternative'], updatedAt: feed.measured.computedAt, measured: true };
    feed.measured.insightsFromRules = true;
  };

  it('says so when no rule fired, and that the signals come from rules', async () => {
    feed.insights = { insights: [], dataSources: 5 };
    fromRules();
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => text(root).includes('Ninguna señal activa ahora'), 'el aviso');
    expect(text(root.querySelector('.cw-insights-none') as Element)).toBe(NONE_ACTIVE);
    expect(text(root.querySelector('.cw-insights-rules') as Element)).toBe(
      'Señales calculadas con reglas; no es asesoramiento financiero.',
    );
    expect(RULES_NOTE).toBe('Señales calculadas con reglas; no es asesoramiento financiero.');
    expect(root.querySelectorAll('[part="insight"]')).toHaveLength(0);
    expect(text(root)).toContain('La IA analiza 5 fuentes de datos');
  });

  it('on a new database with the providers down says there are no figures yet, not that no rule holds', async () => {
    // What our server writes then: no text measured, no provider behind the rules, no rule with figures to decide.
    feed.insights = { insights: [], dataSources: 0, rulesWithFigures: 0 };
    feed.sources.insights = { providers: [], updatedAt: feed.measured.computedAt, measured: true };
    feed.measured.insightsFromRules = true;
    feed.measured.overall = { mentions: 0 };
    feed.measured.sources = [];
    delete feed.measured.lastItemAt;
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => root.querySelector('.cw-insights-none') !== null, 'el aviso');
    expect(text(root.querySelector('.cw-insights-none') as Element)).toBe(
      'Todavía no hay cifras con las que calcular señales: hacen falta textos medidos, el índice de miedo y codicia o los precios de varios días.',
    );
    expect(text(root)).toContain('Ninguna fuente de datos responde ahora');
    expect(text(root)).not.toContain('ninguna regla se cumple');
    expect(text(root)).not.toContain('0 fuentes');
    // No age: nothing was measured to be old.
    expect(text(root)).not.toMatch(/hace \d/);
  });

  it('counts one source as one ("1 fuente")', async () => {
    feed.insights = { insights: [], dataSources: 1, rulesWithFigures: 1 };
    fromRules();
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => text(root).includes('Ninguna señal activa ahora'), 'el aviso');
    expect(text(root)).toContain('La IA analiza 1 fuente de datos');
  });

  it('shows the cards that fired with the rules line', async () => {
    feed.insights = {
      insights: [
        {
          type: 'warning',
          title: 'Codicia extrema en el mercado',
          description: 'El índice Fear & Greed de Alternative.me marca 86 (codicia extrema: 80 o más).',
          confidence: 68,
          timeframe: '1-7 días',
          colour: '#dc2626',
        },
      ],
      dataSources: 5,
    };
    fromRules();
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => text(root).includes('Codicia extrema'), 'la tarjeta');
    expect(root.querySelectorAll('[part="insight"]')).toHaveLength(1);
    expect(text(root.querySelector('[part="insight"]') as Element)).toBe(
      'AdvertenciaCodicia extrema en el mercadoEl índice Fear & Greed de Alternative.me marca 86 (codicia extrema: 80 o más).Confianza68 %Plazo1-7 días',
    );
    expect(root.querySelector('.cw-insights-rules')).not.toBeNull();
    expect(root.querySelector('.cw-insights-none')).toBeNull();
  });

  it('leaves a publisher’s own cards without the rules line', async () => {
    delete feed.sources.insights;
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => root.querySelectorAll('[part="insight"]').length > 0, 'las tarjetas');
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'la línea de procedencia');
    expect(root.querySelector('.cw-insights-rules')).toBeNull();
  });

  it('keeps the spec’s sample cards as they are, without the rules line', async () => {
    const { root } = await mount('crypto-insights', { source: FEED });
    await waitUntil(() => root.querySelectorAll('[part="insight"]').length > 0, 'las tarjetas');
    expect([...root.querySelectorAll('.cw-insight-title')].map((h) => h.textContent)).toEqual(
      feed.insights.insights.map((card: { title: string }) => card.title),
    );
    expect(root.querySelector('.cw-insights-rules')).toBeNull();
    const sample = await mount('crypto-insights', { source: 'sample' });
    expect([...sample.root.querySelectorAll('.cw-insight-title')].map((h) => h.textContent)).toEqual(
      AI_INSIGHTS.map((card) => card.title),
    );
    expect(sample.root.querySelector('.cw-insights-rules')).toBeNull();
  });
});
