// The embed a site makes: the entry script plus tags on a plain page.

import { describe, expect, inject, it } from 'vitest';
import { measuredHeights, reservedHeight } from '../../src/widgets/reserve.ts';
import { scrollThrough, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a plain page with the entry script and all 13 tags', () => {
  it('shows every widget with the spec’s figures, and nothing goes wrong', async () => {
    const { page, problems } = await chromium.open();
    await page.goto(`${base}/fixtures/all-tags.html`);
    await scrollThrough(page);
    await waitForWidgets(page);
    const expectations: Record<string, string[]> = {
      'crypto-market-overview': ['Resumen del mercado', 'BTC', 'ETH', 'SOL', '47.793,87 $', '+2,48 %'],
      'crypto-sentiment': ['Sentimiento general', '75', 'Twitter', 'Reddit', 'Telegram'],
      'crypto-onchain': [
        'Actividad de ballenas',
        'Volumen on-chain',
        'Direcciones activas',
        'Tasa de hash',
        '85 % · Excelente',
      ],
      'crypto-trending': ['BTC', 'ETH', 'SOL', 'ADA', 'DOT'],
      'crypto-insights': ['La IA analiza 15 fuentes de datos', 'Confianza'],
      'crypto-analytics': ['BTC', '7D', 'Precio de BTC', 'Matriz de correlación'],
      'crypto-price-chart': ['Precio de ETH'],
      'crypto-sentiment-chart': ['Positivo', '65 %', '25 %', '10 %'],
      'crypto-volume-chart': ['2.800 M $', '142'],
      'crypto-correlation': ['Precio', 'Ballenas'],
      'crypto-chat': ['¡Hola!', 'Preguntas sugeridas'],
      'crypto-portfolio': ['127.450,32 $', '+2,34 %', '78/100', 'Riesgo moderado - Considerar rebalanceo'],
      'crypto-ad': ['Anuncio', 'Curso de Trading Avanzado'],
    };
    for (const [tag, figures] of Object.entries(expectations)) {
      const text = plain(await shadowText(page, tag));
      for (const figure of figures) expect(text, `<${tag}>`).toContain(figure);
    }
    expect(problems).toEqual([]);
  });

  it('draws charts with a real size inside their shadow roots, hour labels on the axis', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/all-tags.html`);
    const chart = page.locator('crypto-price-chart');
    await chart.scrollIntoViewIfNeeded();
    const svg = chart.locator('svg.recharts-surface');
    await svg.waitFor();
    const box = await svg.boundingBox();
    expect(box?.width).toBeGreaterThan(600);
    expect(box?.height).toBeGreaterThan(150);
    expect(await chart.locator('.recharts-line-curve').count()).toBe(1);
    // A monotone curve, cubic segments (the build ships d3's curveMonotoneX: tools/vite/chart-curves.ts), not a polyline.
    expect(await chart.locator('.recharts-line-curve').getAttribute('d')).toMatch(/^M[\d.,-]+C[^L]+$/);
    const ticks = await chart
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(ticks).toEqual(['00:00', '04:00', '08:00', '12:00', '16:00', '20:00']);
  });

  it('loads no chart library and no React from the entry script until a widget needs it', async () => {
    const { page } = await chromium.open();
    const responses: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        responses.push(response.text().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(`${base}/fixtures/no-charts.html`);
    await waitForWidgets(page);
    // Bodies arrive asynchronously; read them all before looking.
    const scripts = await Promise.all(responses);
    const entry = scripts.find((s) => s.url.endsWith('/crypto-widgets.js'));
    expect(entry?.body).not.toContain('react.transitional.element');
    expect(scripts.some((s) => s.body.includes('react.transitional.element'))).toBe(true);
    expect(scripts.filter((s) => s.body.includes('recharts-surface')).map((s) => s.url)).toEqual([]);
  });

  it('reserves a widget’s space until it comes near the viewport, then loads it', async () => {
    const { page, problems } = await chromium.open();
    await page.goto(`${base}/fixtures/no-charts.html`);
    await waitForWidgets(page);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.body.append(spacer, document.createElement('crypto-portfolio'));
    });
    // The loader learns the element's width without forcing a layout, on the observer's first report.
    await page.waitForFunction(
      (typical) => {
        const el = document.querySelector('crypto-portfolio');
        return el && el.getBoundingClientRect().height !== typical;
      },
      reservedHeight(measuredHeights('crypto-portfolio'), 720),
    );
    const placeholder = await page.$eval('crypto-portfolio', (el) => ({
      defined: el.matches(':defined'),
      attributes: el.getAttributeNames(),
      width: el.getBoundingClientRect().width,
      height: el.getBoundingClientRect().height,
    }));
    expect(placeholder.defined).toBe(false);
    // Reserved from the element's shadow root: the page's element carries nothing of ours.
    expect(placeholder.attributes).toEqual([]);
    expect(placeholder.height).toBe(reservedHeight(measuredHeights('crypto-portfolio'), placeholder.width));
    await page.locator('crypto-portfolio').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('crypto-portfolio')?.matches(':defined'));
    await waitForWidgets(page);
    expect(problems).toEqual([]);
  });
});
