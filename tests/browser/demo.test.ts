// The embedding demo: the article (module and classic builds), the configurator, and the theming showcase.

import { describe, expect, inject, it } from 'vitest';
import { scrollThrough, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

describe('the article', () => {
  it.each([
    ['demo/', 'crypto-widgets.js'],
    ['demo/clasico.html', 'crypto-widgets.iife.js'],
  ])('%s loads %s and shows its widgets between the paragraphs', async (path, bundle) => {
    const { page } = await chromium.open();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/${path}`);
    await scrollThrough(page);
    await waitForWidgets(page);
    expect(scripts).toContain(`/${bundle}`);
    if (bundle.endsWith('iife.js')) expect(scripts.filter((s) => s.includes('/chunks/'))).toEqual([]);
    for (const tag of [
      'crypto-sentiment',
      'crypto-price-chart',
      'crypto-trending',
      'crypto-ad',
      'crypto-onchain',
      'crypto-chat',
    ]) {
      expect(await page.locator(`${tag}`).count(), tag).toBeGreaterThan(0);
    }
    expect(
      await page.locator('.article crypto-price-chart').evaluate((el) => el.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(700);
    expect(await page.locator('.sidebar crypto-ad').getAttribute('size')).toBe('vertical');
  });

  it('links the demo pages to each other and to the app', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/demo/`);
    await page.getByRole('link', { name: 'Artículo (script clásico)' }).click();
    await expect.poll(() => page.locator('[data-build-note]').textContent()).toContain('crypto-widgets.iife.js');
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe('Artículo (script clásico)');
    await page.getByRole('link', { name: 'Configurador' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Configurador de widgets');
    await page.getByRole('link', { name: 'Abrir la app' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dashboard de Análisis de Sentimiento');
  });

  it('shows dark, automatic and re-themed widgets', async () => {
    const { page } = await chromium.open({ colorScheme: 'dark' });
    await page.goto(`${base}/demo/`);
    await scrollThrough(page);
    await waitForWidgets(page);
    const cardBackground = (selector: string) =>
      page
        .locator(selector)
        .evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector('.cw-card') as Element).backgroundColor);
    expect(await cardBackground('.theme-grid crypto-sentiment[theme="dark"]')).toBe('rgb(17, 24, 39)');
    // theme="auto" follows the (emulated) dark preference.
    expect(await cardBackground('.theme-grid crypto-sentiment[theme="auto"]')).toBe('rgb(17, 24, 39)');
    expect(await cardBackground('.theme-grid crypto-sentiment.brand-theme')).toBe('rgb(255, 253, 247)');
    const icon = await page
      .locator('crypto-sentiment.brand-theme')
      .evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector('.cw-card-icon') as Element).color);
    expect(icon).toBe('rgb(15, 118, 110)');
  });
});

describe('the configurator', () => {
  it('lists every tag, sets attributes from the allowed values, updates the live widget and the snippet', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/demo/configurador.html`);
    const tag = page.getByLabel('Widget', { exact: true });
    await tag.waitFor();
    expect(await tag.locator('option').count()).toBe(13);
    await tag.selectOption('crypto-analytics');
    await page.getByLabel('coin').fill('ETH');
    await page.getByLabel('seed').fill('42');
    await page.getByLabel('theme').selectOption('dark');
    const snippet = await page.locator('#snippet').textContent();
    expect(snippet).toContain(`<script type="module" src="${base}/crypto-widgets.js"></script>`);
    expect(snippet).toContain('<crypto-analytics theme="dark" coin="ETH" seed="42"></crypto-analytics>');
    await waitForWidgets(page);
    expect(await shadowText(page, '#preview-stage crypto-analytics')).toContain('Precio de ETH');
    // The widget's own events are listed as they happen.
    await page.locator('#preview-stage crypto-analytics').getByRole('button', { name: 'SOL' }).click();
    await expect
      .poll(() => page.locator('.event-log').textContent())
      .toContain('crypto-analytics-change {"coin":"SOL","timeframe":"7D"}');
    // Back to the default removes the attribute from the snippet and the widget.
    await page.getByLabel('theme').selectOption('');
    expect(await page.locator('#snippet').textContent()).toContain('<crypto-analytics coin="ETH" seed="42">');
    expect(await page.locator('#preview-stage crypto-analytics').getAttribute('theme')).toBeNull();
  });

  it('copies the snippet with a button', async () => {
    const { page } = await chromium.open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${base}/demo/configurador.html`);
    await page.getByLabel('Widget', { exact: true }).selectOption('crypto-ad');
    await page.getByLabel('size').selectOption('square');
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect.poll(async () => (await page.locator('.copy-status').textContent())?.trim()).toBe('Código copiado.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#snippet').textContent());
    expect(copied).toContain('<crypto-ad size="square"></crypto-ad>');
  });
});
