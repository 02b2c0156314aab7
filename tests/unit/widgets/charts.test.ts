// The four chart elements an article can embed on their own.

import { describe, expect, it } from 'vitest';
import { mount, plain, update, visibleText } from '../helpers.ts';

describe('<crypto-price-chart>', () => {
  it('draws 24 hourly prices and labels the last, highest and lowest (golden values for ETH, seed 21)', async () => {
    const { root } = await mount('crypto-price-chart', { coin: 'ETH', seed: '21', timeframe: '1D' });
    const text = plain(visibleText(root));
    // The timeframe is a label: the subtitle says the simulated 24 hours are the same for any.
    expect(text).toContain(
      'Precio de ETHPrecio por hora, serie simulada de 24 h, igual en cualquier periodoPeriodo 1D',
    );
    const figures = [...root.querySelectorAll('.cw-figure')].map((f) => plain(visibleText(f)));
    // The last hour is ETH's price on its card: the series swings ±2,5 % around it.
    expect(figures).toEqual(['Último2.066,76 $', 'Máximo2.114,45 $', 'Mínimo2.017,36 $']);
    expect(root.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(root.querySelectorAll('.recharts-cartesian-axis-tick-value').length).toBeGreaterThan(3);
  });

  it('has a text alternative with its key figures', async () => {
    const { root } = await mount('crypto-price-chart', { coin: 'ETH', seed: '21' });
    expect(plain(root.querySelector('figcaption')?.textContent ?? '')).toBe(
      'Precio de ETH en 24 puntos horarios, de 00:00 a 23:00: último 2.066,76 $, máximo 2.114,45 $, mínimo 2.017,36 $, variación +2,45 %.',
    );
    expect(root.querySelector('svg title')?.textContent).toBe('Precio de ETH');
  });

  it('ends where the trending card says each coin is: one sample world', async () => {
    const trending = await mount('crypto-trending');
    const rows = [...trending.root.querySelectorAll('tbody tr')].map((tr) => plain(visibleText(tr)));
    const cards: [string, string][] = [
      ['BTC', '47.793,87 $'],
      ['ETH', '2.066,76 $'],
      ['SOL', '42,48 $'],
      ['ADA', '1,0621 $'],
    ];
    for (const [coin, price] of cards) {
      expect(rows.find((row) => row.includes(coin))).toContain(price);
      const { root } = await mount('crypto-price-chart', { coin, seed: '5' });
      expect(plain(visibleText(root.querySelector('.cw-figure') as Element))).toBe(`Último${price}`);
    }
  });

  it('redraws when the coin changes', async () => {
    const { el, root } = await mount('crypto-price-chart', { seed: '21' });
    await update(() => el.setAttribute('coin', 'SOL'));
    const figures = [...root.querySelectorAll('.cw-figure')].map((f) => plain(visibleText(f)));
    expect(figures).toEqual(['Último42,48 $', 'Máximo43,22 $', 'Mínimo41,49 $']);
  });
});

describe('<crypto-sentiment-chart>', () => {
  it('shows the 65/25/10 positive/neutral/negative split', async () => {
    const { root } = await mount('crypto-sentiment-chart', { seed: '2' });
    const split = plain(root.querySelector('[part="split"]')?.textContent ?? '');
    expect(split).toContain('Positivo65 %');
    expect(split).toContain('Neutral25 %');
    expect(split).toContain('Negativo10 %');
  });

  it('states the average sentiment with its band, which agrees with the split and the coin’s card', async () => {
    // BTC's card says 72 (Alcista); 65 % of mentions positive: never "Bajista" above that split.
    for (const seed of ['2', '7', '31']) {
      const { root } = await mount('crypto-sentiment-chart', { seed });
      expect(visibleText(root)).toContain('Media72 · Alcista');
    }
  });
});

describe('<crypto-volume-chart>', () => {
  it('shows the fixed figures 2.8B and 142', async () => {
    const { root } = await mount('crypto-volume-chart', { coin: 'ADA', seed: '2' });
    const figures = plain(root.querySelector('[part="figures"]')?.textContent ?? '');
    expect(figures).toContain('Volumen 24 h2.800 M $');
    expect(figures).toContain('Transacciones de ballenas142');
    expect(visibleText(root)).toContain('Volumen on-chain de ADA');
  });
});

describe('<crypto-correlation>', () => {
  it('is a real table with column and row headers for price, sentiment, volume and whales', async () => {
    const { root } = await mount('crypto-correlation', { seed: '8' });
    const table = root.querySelector('table') as HTMLTableElement;
    expect(table.querySelector('caption')).not.toBeNull();
    const columns = [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.querySelector('abbr')?.title);
    expect(columns).toEqual(['Precio', 'Sentimiento', 'Volumen', 'Ballenas']);
    expect(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(4);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('.cw-cell-value')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1,00', '0,41', '-0,24', '-0,14'],
      ['0,41', '1,00', '-0,52', '0,09'],
      ['-0,24', '-0,52', '1,00', '0,22'],
      ['-0,14', '0,09', '0,22', '1,00'],
    ]);
    // Each cell names its band: 0,41 is moderate, -0,24 weak, 0,09 very weak.
    expect(table.querySelectorAll('tbody td')[1]?.querySelector('.cw-cell-band')?.textContent).toBe('Moderada');
    expect(table.querySelectorAll('tbody td')[2]?.querySelector('.cw-cell-band')?.textContent).toBe('Débil');
    expect(table.querySelectorAll('tbody td')[7]?.querySelector('.cw-cell-band')?.textContent).toBe('Muy débil');
  });

  it('colours negative cells apart and says so in its legend', async () => {
    const { root } = await mount('crypto-correlation', { seed: '8' });
    const cells = [...root.querySelectorAll('tbody td')];
    const negative = cells.filter((cell) => cell.querySelector('.cw-cell-value')?.textContent?.startsWith('-'));
    expect(negative.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell.classList.contains('cw-cell-negative')).toBe(negative.includes(cell));
    const legend = [...root.querySelectorAll('.cw-matrix-legend li')].map((li) => plain(visibleText(li)));
    expect(legend).toEqual(['Fuerte ≥ 0,7', 'Moderada 0,4–0,7', 'Débil 0,1–0,4', 'Muy débil < 0,1', 'Negativa < 0']);
    expect(root.querySelector('.cw-legend-negative .cw-legend-dot')?.classList).toContain('cw-cell-negative');
  });
});
