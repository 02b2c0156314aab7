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
    expect(figures).toEqual(['Último2.849,18 $', 'Máximo2.853,00 $', 'Mínimo2.731,08 $']);
    expect(root.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(root.querySelectorAll('.recharts-cartesian-axis-tick-value').length).toBeGreaterThan(3);
  });

  it('has a text alternative with its key figures', async () => {
    const { root } = await mount('crypto-price-chart', { coin: 'ETH', seed: '21' });
    expect(plain(root.querySelector('figcaption')?.textContent ?? '')).toBe(
      'Precio de ETH en 24 puntos horarios, de 00:00 a 23:00: último 2.849,18 $, máximo 2.853,00 $, mínimo 2.731,08 $, variación +2,17 %.',
    );
    expect(root.querySelector('svg title')?.textContent).toBe('Precio de ETH');
  });

  it('redraws when the coin changes', async () => {
    const { el, root } = await mount('crypto-price-chart', { seed: '21' });
    await update(() => el.setAttribute('coin', 'SOL'));
    const figures = [...root.querySelectorAll('.cw-figure')].map((f) => plain(visibleText(f)));
    expect(figures).toEqual(['Último116,63 $', 'Máximo117,63 $', 'Mínimo112,23 $']);
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

  it('states the average sentiment with its band', async () => {
    const { root } = await mount('crypto-sentiment-chart', { seed: '2' });
    expect(visibleText(root)).toContain('Media48 · Bajista');
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
      ['1,00', '0,30', '-0,23', '-0,16'],
      ['0,30', '1,00', '-0,23', '0,12'],
      ['-0,23', '-0,23', '1,00', '-0,03'],
      ['-0,16', '0,12', '-0,03', '1,00'],
    ]);
    // Each cell names its band: 0,30 is weak, -0,03 very weak.
    expect(table.querySelectorAll('tbody td')[1]?.querySelector('.cw-cell-band')?.textContent).toBe('Débil');
    expect(table.querySelectorAll('tbody td')[11]?.querySelector('.cw-cell-band')?.textContent).toBe('Muy débil');
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
