// The dashboard's five elements and the ad banner.

import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleDataSource } from '../../../src/client/sample-source.ts';
import { setDataSource } from '../../../src/widgets/element/context.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';

describe('<crypto-market-overview>', () => {
  it('shows BTC, ETH and SOL price cards with their 24 h change', async () => {
    const { root } = await mount('crypto-market-overview');
    const cards = [...root.querySelectorAll('[part="price-card"]')].map((c) => plain(visibleText(c)));
    expect(cards.map((c) => c.replace(/\s/g, ''))).toEqual([
      'BBTCBitcoin47.793,87$+2,48%24h',
      'EETHEthereum2.066,76$+1,92%24h',
      'SSOLSolana42,48$+3,15%24h',
    ]);
  });

  it('draws a line per coin over six 4-hour points', async () => {
    const { root } = await mount('crypto-market-overview');
    // The chart waits until it nears the screen; happy-dom lays nothing out, so the test draws it as printing does.
    expect(root.querySelector('.recharts-line')).toBeNull();
    await update(async () => {
      window.dispatchEvent(new Event('beforeprint'));
      await import('../../../src/widgets/market-overview/MarketLines.tsx');
    });
    expect(root.querySelectorAll('.recharts-line')).toHaveLength(3);
    // Tick labels need text measurement, which happy-dom lacks; the browser suite reads them.
    expect(root.querySelectorAll('.recharts-xAxis-tick-lines .recharts-cartesian-axis-tick')).toHaveLength(6);
    expect(root.querySelector('figcaption')?.textContent).toMatch(/seis puntos cada 4 horas.*BTC \+2,48/);
  });
});

describe('<crypto-sentiment>', () => {
  it('shows the overall 75/100 with Twitter, Reddit and Telegram: score, trend and mentions', async () => {
    const { root } = await mount('crypto-sentiment');
    expect(within(inShadow(root)).getByRole('img', { name: /^Sentimiento general: 75\/100, alcista$/ })).toBeTruthy();
    const rows = [...root.querySelectorAll('[part="platform"]')].map((r) => plain(visibleText(r)));
    expect(rows).toEqual([
      'Twitter78/100al alza125,4 mil mencionesAlcista',
      'Reddit71/100al alza45,2 mil mencionesAlcista',
      'Telegram76/100a la baja28,9 mil mencionesAlcista',
    ]);
  });

  it('with coin shows that coin’s score from the quotes, and follows the attribute', async () => {
    const { el, root } = await mount('crypto-sentiment', { coin: 'DOT' });
    expect(within(inShadow(root)).getByRole('img', { name: 'Sentimiento de DOT: 45/100, bajista' })).toBeTruthy();
    expect(root.querySelector('[part="gauge"]')?.classList).toContain('cw-band-negative');
    await update(() => el.setAttribute('coin', 'ADA'));
    expect(visibleText(root)).toContain('Cardano (ADA)');
    expect(root.querySelector('[part="gauge"]')?.classList).toContain('cw-band-neutral');
    await update(() => el.removeAttribute('coin'));
    expect(visibleText(root)).toContain('Sentimiento general');
  });

  it('colours each platform row by its own band', async () => {
    const { root } = await mount('crypto-sentiment');
    // The spec's three platforms are all 70 or more: green.
    const classes = [...root.querySelectorAll('[part="platform"]')].map((r) => r.className);
    expect(classes).toEqual(Array(3).fill('cw-platform cw-band-positive'));
  });

  describe('with figures from another source', () => {
    afterEach(() => setDataSource(sampleDataSource));
    const overview = {
      overall: 40,
      label: 'Miedo',
      platforms: [
        { platform: 'Twitter', score: 72, trend: 'up', mentions: 1000 },
        { platform: 'Reddit', score: 55, trend: 'down', mentions: 2000 },
        { platform: 'Telegram', score: 30, trend: 'down', mentions: 3000 },
      ],
    } as const;

    it('names the market’s score with the provider’s own word (Fear & Greed) and colours rows by band', async () => {
      setDataSource({ ...sampleDataSource, sentiment: () => overview });
      const { root } = await mount('crypto-sentiment');
      const badge = root.querySelector('.cw-sentiment-overall .cw-badge');
      expect(badge?.textContent).toBe('Miedo');
      expect(badge?.className).toContain('cw-band-negative');
      const rows = [...root.querySelectorAll('[part="platform"]')];
      expect(rows.map((r) => r.className)).toEqual([
        'cw-platform cw-band-positive',
        'cw-platform cw-band-neutral',
        'cw-platform cw-band-negative',
      ]);
      expect(rows.map((r) => r.querySelector('.cw-platform-band')?.textContent)).toEqual([
        'Alcista',
        'Neutral',
        'Bajista',
      ]);
    });

    it('keeps the band word for one coin: the index speaks for the market only', async () => {
      setDataSource({ ...sampleDataSource, sentiment: () => overview });
      const { root } = await mount('crypto-sentiment', { coin: 'BTC' });
      expect(root.querySelector('.cw-sentiment-overall .cw-badge')?.textContent).toBe('Alcista');
    });
  });

  it('says the sample data has no other coin, instead of showing another figure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('crypto-sentiment', { coin: 'DOGE' });
    await waitUntil(() => root.querySelector('.cw-coin-untracked') !== null, 'the sentence');
    expect(plain(visibleText(root.querySelector('.cw-coin-untracked') as Element))).toBe(
      'Los datos de ejemplo no incluyen DOGE: solo BTC, ETH, SOL, ADA y DOT.',
    );
    expect(root.querySelector('[role="img"]')).toBeNull();
    // The sentence alone: no «Datos de ejemplo» line under a card without a figure.
    expect(root.querySelector('.cw-provenance')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the overall score for an unknown coin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('crypto-sentiment', { coin: '<script>' });
    expect(visibleText(root)).toContain('Sentimiento general');
    expect(String(warn.mock.calls[0]?.[0])).toContain('BTC, ETH, SOL, ADA, DOT');
  });
});

describe('<crypto-onchain>', () => {
  it('shows whale activity, on-chain volume, active addresses and hash rate', async () => {
    const { root } = await mount('crypto-onchain');
    const metrics = [...root.querySelectorAll('[part="metric"]')].map((m) => plain(visibleText(m)));
    expect(metrics.map((m) => m.split(/\d/)[0])).toEqual([
      'Actividad de ballenas',
      'Volumen on-chain',
      'Direcciones activas',
      'Tasa de hash',
    ]);
    expect(metrics[1]).toContain('2.800 M $');
    expect(metrics[3]).toContain('512,4 EH/s');
    // "1 M $" stays on one line.
    const whales = root.querySelector('[part="metric"] .cw-metric-description')?.textContent;
    expect(whales).toBe('Transferencias de más de 1\u00a0M\u00a0$ en las últimas 24 h');
  });

  it('shows network health at 85 % "Excelente" as a meter', async () => {
    const { root } = await mount('crypto-onchain');
    const meter = within(inShadow(root)).getByRole('meter');
    expect(meter.getAttribute('aria-valuenow')).toBe('85');
    expect(plain(meter.getAttribute('aria-valuetext') ?? '')).toBe('85 %, Excelente');
    expect(plain(visibleText(root.querySelector('[part="health"]') as Element))).toContain('85 % · Excelente');
  });
});

describe('<crypto-trending>', () => {
  it('lists BTC, ETH, SOL, ADA and DOT with price, change, sentiment and volume', async () => {
    const { root } = await mount('crypto-trending');
    const rows = [...root.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('.cw-coin-symbol')?.textContent)).toEqual([
      'BTC',
      'ETH',
      'SOL',
      'ADA',
      'DOT',
    ]);
    const dot = plain(visibleText(rows[4] as Element));
    expect(dot).toContain('7,23 $');
    expect(dot).toContain('-1,85 %');
    // Volumes in one unit, millions, grouped as the dashboard's other volumes (never "28,5 mil M $" above
    // "420 M $").
    expect(dot).toContain('420 M $');
    expect(plain(visibleText(rows[0] as Element))).toContain('28.500 M $');
    // The price column holds five-digit amounts: its four-digit ones are grouped too.
    expect(plain(visibleText(rows[1] as Element))).toContain('2.066,76 $');
  });

  it('colours each sentiment by its band: 72 green, 58 yellow, 45 red', async () => {
    const { root } = await mount('crypto-trending');
    const badge = (i: number) => root.querySelectorAll('tbody tr')[i]?.querySelector('td.cw-wide-only .cw-badge');
    expect(badge(0)?.className).toContain('cw-band-positive');
    expect(badge(3)?.className).toContain('cw-band-neutral');
    expect(badge(4)?.className).toContain('cw-band-negative');
    expect(badge(4)?.textContent).toBe('45 · Bajista');
  });
});

describe('<crypto-insights>', () => {
  it('states that the AI analyses 15 data sources', async () => {
    const { root } = await mount('crypto-insights');
    expect(visibleText(root)).toContain('La IA analiza 15 fuentes de datos');
  });

  it('shows the buy signal, wait-for-confirmation and whale-warning cards with confidence and timeframe', async () => {
    const { root } = await mount('crypto-insights');
    const cards = [...root.querySelectorAll('[part="insight"]')].map((c) => plain(visibleText(c)));
    expect(cards).toHaveLength(3);
    expect(cards[0]).toMatch(/Señal alcista.*compra.*Confianza87 %.*Plazo24-48 horas/);
    expect(cards[1]).toMatch(/Esperar confirmación.*Confianza72 %.*Plazo3-5 días/);
    expect(cards[2]).toMatch(/Advertencia.*ballenas.*Confianza91 %.*Plazo12-24 horas/);
  });
});

describe('<crypto-ad>', () => {
  it('is labelled "Anuncio" and picks one of the three ads at random', async () => {
    const titles = new Set<string>();
    for (const value of [0.1, 0.5, 0.9]) {
      vi.spyOn(Math, 'random').mockReturnValue(value);
      const { root } = await mount('crypto-ad');
      expect(visibleText(root)).toContain('Anuncio');
      titles.add(root.querySelector('.cw-ad-title')?.textContent ?? '');
      vi.restoreAllMocks();
    }
    expect(titles).toEqual(new Set(['Curso de Trading Avanzado', 'Herramientas Premium', 'Exchange Recomendado']));
  });

  it('pins an ad with variant and takes horizontal, vertical and square sizes', async () => {
    const { el, root } = await mount('crypto-ad', { variant: 'exchange', size: 'vertical' });
    expect(root.querySelector('.cw-ad-title')?.textContent).toBe('Exchange Recomendado');
    expect(root.querySelector('.cw-ad')?.classList).toContain('cw-ad-vertical');
    await update(() => el.setAttribute('size', 'square'));
    expect(root.querySelector('.cw-ad')?.classList).toContain('cw-ad-square');
    await update(() => el.removeAttribute('size'));
    expect(root.querySelector('.cw-ad')?.classList).toContain('cw-ad-horizontal');
  });

  it('its call to action changes nothing and dispatches crypto-action with the variant', async () => {
    const { el, root } = await mount('crypto-ad', { variant: 'tools' });
    const details: unknown[] = [];
    el.addEventListener('crypto-action', (e) => details.push((e as CustomEvent).detail));
    const before = root.innerHTML;
    await userEvent.setup().click(within(inShadow(root)).getByRole('button', { name: 'Prueba gratis' }));
    expect(details).toEqual([{ action: 'ad-cta', variant: 'tools' }]);
    expect(root.innerHTML).toBe(before);
  });
});
