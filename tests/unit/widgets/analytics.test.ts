import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inShadow, mount, plain, update, visibleText, within } from '../helpers.ts';

const pressed = (root: ShadowRoot, group: string) =>
  within(inShadow(root)).getByRole('group', { name: group }).querySelector('[aria-pressed="true"]')?.textContent;

/** The "Último" price the price panel shows. */
const lastPrice = (root: ShadowRoot) => plain(root.querySelector('.cw-figure .cw-figure-value')?.textContent ?? '');
/** The "Máximo" price: the series' own shape (every sample series ends at its card's price). */
const highest = (root: ShadowRoot) => plain(root.querySelectorAll('.cw-figure .cw-figure-value')[1]?.textContent ?? '');

describe('<crypto-analytics>', () => {
  it('starts on BTC and 7D, with the four panels', async () => {
    const { root } = await mount('crypto-analytics', { seed: '11' });
    expect(pressed(root, 'Moneda')).toBe('BTC');
    expect(pressed(root, 'Periodo')).toBe('7D');
    expect([...root.querySelectorAll('[part="panel"] h2')].map((h) => h.textContent)).toEqual([
      'Precio de BTC',
      'Sentimiento de BTC',
      'Volumen on-chain de BTC',
      'Matriz de correlación',
    ]);
    expect(
      within(inShadow(root))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['BTC', 'ETH', 'SOL', 'ADA', '1D', '7D', '30D', '90D']);
  });

  it('switches coin on a click, announces it with crypto-analytics-change, and shows that coin’s series', async () => {
    const { el, root } = await mount('crypto-analytics', { seed: '11' });
    const changes: unknown[] = [];
    el.addEventListener('crypto-analytics-change', (e) => changes.push((e as CustomEvent).detail));
    const user = userEvent.setup();
    await user.click(within(inShadow(root)).getByRole('button', { name: 'ETH' }));
    expect(pressed(root, 'Moneda')).toBe('ETH');
    expect(changes).toEqual([{ coin: 'ETH', timeframe: '7D' }]);
    expect(visibleText(root)).toContain('Precio de ETH');
    // Its series ends at ETH's price on the trending card and in the portfolio: one sample world.
    expect(lastPrice(root)).toBe('2.066,76 $');
    // Clicking the coin already shown changes nothing and announces nothing.
    await user.click(within(inShadow(root)).getByRole('button', { name: 'ETH' }));
    expect(changes).toHaveLength(1);
  });

  it('shows the timeframe as a label only: the series stays the same', async () => {
    const { el, root } = await mount('crypto-analytics', { seed: '11' });
    const changes: unknown[] = [];
    el.addEventListener('crypto-analytics-change', (e) => changes.push((e as CustomEvent).detail));
    const before = lastPrice(root);
    await userEvent.setup().click(within(inShadow(root)).getByRole('button', { name: '30D' }));
    expect(pressed(root, 'Periodo')).toBe('30D');
    expect(lastPrice(root)).toBe(before);
    // And says so: no "Periodo 30D" tag on a panel beside a 24-hour series, but one line telling the truth.
    expect(root.querySelectorAll('[part="panel"] .cw-tag')).toHaveLength(0);
    expect(root.querySelector('.cw-series-note')?.textContent).toBe(
      'Datos de ejemplo: series simuladas de 24 horas, las mismas con cualquier periodo (30D es solo una etiqueta).',
    );
    const subtitles = [...root.querySelectorAll('[part="panel"] .cw-subtitle')].map((p) => p.textContent);
    expect(subtitles).toEqual([
      'Precio por hora, serie simulada de 24 h',
      'Escala 0–100, serie simulada de 24 h',
      'Volumen por hora, serie simulada de 24 h',
      'Pearson sobre la serie simulada de 24 h de BTC',
    ]);
    expect(visibleText(root)).not.toMatch(/últimas 24/);
    expect(changes).toEqual([{ coin: 'BTC', timeframe: '30D' }]);
  });

  it('follows its attributes, and the same seed draws the same charts', async () => {
    const a = await mount('crypto-analytics', { seed: '99', coin: 'sol', timeframe: '90d' });
    const b = await mount('crypto-analytics', { seed: '99', coin: 'SOL' });
    expect(pressed(a.root, 'Moneda')).toBe('SOL');
    expect(pressed(a.root, 'Periodo')).toBe('90D');
    expect(lastPrice(a.root)).toBe(lastPrice(b.root));
    await update(() => a.el.setAttribute('coin', 'ADA'));
    expect(pressed(a.root, 'Moneda')).toBe('ADA');
    await update(() => a.el.removeAttribute('coin'));
    expect(pressed(a.root, 'Moneda')).toBe('BTC');
  });

  it('without a seed draws a random series, kept while the element lives', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.1).mockReturnValueOnce(0.9);
    const a = await mount('crypto-analytics');
    const b = await mount('crypto-analytics');
    expect(random).toHaveBeenCalled();
    expect(highest(a.root)).not.toBe(highest(b.root));
    const shown = highest(a.root);
    await update(() => a.el.setAttribute('theme', 'dark'));
    expect(highest(a.root)).toBe(shown);
  });

  it('computes the correlation matrix from the series on screen, each cell labelled with its band', async () => {
    const { root } = await mount('crypto-analytics', { seed: '4', coin: 'ETH' });
    const rows = [...root.querySelectorAll('.cw-matrix tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((cell) => plain(visibleText(cell))),
    );
    expect(rows).toEqual([
      ['1,00Fuerte', '0,15Débil', '-0,20Débil', '-0,21Débil'],
      ['0,15Débil', '1,00Fuerte', '0,03Muy débil', '0,14Débil'],
      ['-0,20Débil', '0,03Muy débil', '1,00Fuerte', '-0,23Débil'],
      ['-0,21Débil', '0,14Débil', '-0,23Débil', '1,00Fuerte'],
    ]);
  });

  it('falls back to BTC and 7D on unknown values, with a warning each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await mount('crypto-analytics', { coin: '<b>XRP</b>', timeframe: '1Y' });
    expect(pressed(root, 'Moneda')).toBe('BTC');
    expect(pressed(root, 'Periodo')).toBe('7D');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
