// The four chart elements an article can embed on their own.

import { describe, expect, it } from 'vitest';
import { correlationMatrix } from '../../../src/core/correlation.ts';
import { formatCorrelation, formatPrice } from '../../../src/core/format.ts';
import { generateSeries } from '../../../src/core/series.ts';
import { priceFigures } from '../../../src/widgets/price-chart/PriceChart.tsx';
import { mount, plain, update, visibleText } from '../helpers.ts';

describe('<crypto-price-chart>', () => {
  it('draws 24 hourly prices and states last, high and low', async () => {
    const { root } = await mount('crypto-price-chart', { coin: 'ETH', seed: '21', timeframe: '1D' });
    const figures = priceFigures(generateSeries('ETH', 21));
    const text = plain(visibleText(root));
    expect(text).toContain('Precio de ETH');
    expect(text).toContain('Periodo 1D');
    for (const value of [figures.last, figures.high, figures.low]) expect(text).toContain(plain(formatPrice(value)));
    expect(root.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(root.querySelectorAll('.recharts-cartesian-axis-tick-value').length).toBeGreaterThan(3);
  });

  it('has a text alternative with its key figures', async () => {
    const { root } = await mount('crypto-price-chart', { seed: '21' });
    const caption = plain(root.querySelector('figcaption')?.textContent ?? '');
    const figures = priceFigures(generateSeries('BTC', 21));
    expect(caption).toContain('24 puntos horarios');
    expect(caption).toContain(plain(formatPrice(figures.high)));
    expect(root.querySelector('svg title')?.textContent).toBe('Precio de BTC');
  });

  it('redraws when the coin changes', async () => {
    const { el, root } = await mount('crypto-price-chart', { seed: '21' });
    await update(() => el.setAttribute('coin', 'SOL'));
    expect(plain(visibleText(root))).toContain(plain(formatPrice(priceFigures(generateSeries('SOL', 21)).last)));
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
    const values = generateSeries('BTC', 2).map((p) => p.sentiment);
    const average = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    expect(visibleText(root)).toContain(`Media${average} ·`);
  });
});

describe('<crypto-volume-chart>', () => {
  it('shows the fixed figures 2.8B and 142', async () => {
    const { root } = await mount('crypto-volume-chart', { coin: 'ADA', seed: '2' });
    const figures = plain(root.querySelector('[part="figures"]')?.textContent ?? '');
    expect(figures).toContain('Volumen 24 h2800 M $');
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
    const r = correlationMatrix(generateSeries('BTC', 8))[0]?.[1] as number;
    expect(table.querySelectorAll('tbody td')[1]?.querySelector('.cw-cell-value')?.textContent).toBe(
      formatCorrelation(r),
    );
  });
});
