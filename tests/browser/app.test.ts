// The standalone app: its routes, the top bar, the mobile menu and the dashboard's fade-in.

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { scrollThrough, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

const ROUTES = [
  {
    hash: '#/',
    title: 'Dashboard de Análisis de Sentimiento',
    link: 'Dashboard',
    tags: [
      'crypto-market-overview',
      'crypto-sentiment',
      'crypto-onchain',
      'crypto-trending',
      'crypto-insights',
      'crypto-ad',
    ],
  },
  { hash: '#/analytics', title: 'Análisis Avanzado', link: 'Análisis', tags: ['crypto-analytics', 'crypto-ad'] },
  { hash: '#/ai-chat', title: 'IA Conversacional', link: 'Chat IA', tags: ['crypto-chat', 'crypto-ad'] },
  { hash: '#/portfolio', title: 'Mi Portafolio', link: 'Portafolio', tags: ['crypto-portfolio', 'crypto-ad'] },
];

describe('routes', () => {
  it.each(ROUTES)(
    '$hash shows "$title" with its widgets, and highlights "$link"',
    async ({ hash, title, link, tags }) => {
      const { page, problems } = await chromium.open();
      await page.goto(`${base}/${hash}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toBe(`${title} · CriptoPulso`);
      const current = page.locator('nav a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toBe(link);
      await scrollThrough(page);
      await waitForWidgets(page);
      for (const tag of tags) expect(await page.locator(tag).count(), tag).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
  );

  it('moves between screens from the top bar and the brand logo', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Portafolio' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Mi Portafolio');
    expect(new URL(page.url()).hash).toBe('#/portfolio');
    // Focus goes to the new screen's title, for screen readers.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.getByRole('link', { name: 'CriptoPulso' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dashboard de Análisis de Sentimiento');
    await page.goBack();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Mi Portafolio');
  });

  it('shows a Spanish not-found page with a link to the dashboard for unknown routes', async () => {
    const { page, problems } = await chromium.open();
    await page.goto(`${base}/#/no-existe`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Página no encontrada');
    expect(await page.locator('nav a[aria-current="page"]').count()).toBe(0);
    await page.getByRole('link', { name: 'Volver al Dashboard' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dashboard de Análisis de Sentimiento');
    expect(problems).toEqual([]);
  });
});

describe('top bar', () => {
  it('stays fixed at the top while the page scrolls', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/#/portfolio`);
    // The portfolio drawn (its placeholder gone): the page is long enough to scroll.
    await page.waitForFunction(() => {
      const portfolio = document.querySelector('crypto-portfolio');
      return (
        portfolio?.matches(':defined') &&
        !portfolio.shadowRoot?.querySelector('[part=placeholder]') &&
        document.documentElement.scrollHeight > innerHeight + 600
      );
    });
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.locator('.topbar').boundingBox();
    expect(box?.y).toBe(0);
  });

  it('shows the links and no menu button on wide screens', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/`);
    expect(await page.locator('.menu-button').isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Análisis' }).isVisible()).toBe(true);
  });
});

describe('mobile menu at 375 px', () => {
  it('collapses the links behind a button that opens and closes them', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}/`);
    const button = page.getByRole('button', { name: 'Abrir menú' });
    const analytics = page.getByRole('link', { name: 'Análisis' });
    expect(await analytics.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await analytics.isVisible()).toBe(true);
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await close.click();
    expect(await analytics.isVisible()).toBe(false);
  });

  it('closes when a link is chosen, and navigates', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Chat IA' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('IA Conversacional');
    expect(await page.getByRole('link', { name: 'Análisis' }).isVisible()).toBe(false);
    expect(await page.locator('.menu-button').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the reader taps outside it', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(await page.getByRole('link', { name: 'Análisis' }).isVisible()).toBe(true);
    // Below the open menu, on the page.
    await page.mouse.click(180, 700);
    expect(await page.getByRole('link', { name: 'Análisis' }).isVisible()).toBe(false);
    expect(await page.locator('.menu-button').getAttribute('aria-expanded')).toBe('false');
  });

  it('adds no listener each time it opens and closes', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}/`);
    const cdp = await page.context().newCDPSession(page);
    /** The page's own click listeners on document (the widgets below the fold load meanwhile and add others). */
    const clickListeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId as string });
      return listeners.filter((listener) => listener.type === 'click').length;
    };
    const before = await clickListeners();
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('button', { name: 'Cerrar menú' }).click();
    }
    expect(await clickListeners()).toBe(before);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { page } = await chromium.open({ viewport: { width: 375, height: 740 } });
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'Análisis' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-button');
  });
});

describe('the analytics screen’s link', () => {
  it('opens on the coin and timeframe in the URL, writes the reader’s choice there, and keeps it across screens', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/#/analytics?coin=ETH&timeframe=30D`);
    const analytics = page.locator('crypto-analytics');
    const pressed = () => analytics.locator('[aria-pressed="true"]').allTextContents();
    await expect.poll(pressed).toEqual(['ETH', '30D']);
    await analytics.getByRole('button', { name: 'SOL' }).click();
    await expect.poll(pressed).toEqual(['SOL', '30D']);
    await expect.poll(() => new URL(page.url()).hash).toBe('#/analytics?coin=SOL&timeframe=30D');
    // Changing the coin is not a new page: Back leaves the screen.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dashboard de Análisis de Sentimiento');
    await page.getByRole('link', { name: 'Análisis' }).click();
    await expect.poll(pressed).toEqual(['SOL', '30D']);
    // A link with values that are no coin or timeframe leaves them out: the reader’s last choice stays.
    await page.goto(`${base}/#/analytics?coin=no%20vale&timeframe=5Y`);
    await page.reload();
    await expect.poll(pressed).toEqual(['SOL', '30D']);
    // Any coin’s ticker is taken (a site’s server may follow it); the sample data says it has none of it.
    await page.goto(`${base}/#/analytics?coin=doge&timeframe=7D`);
    await page.reload();
    await expect.poll(pressed).toEqual(['DOGE', '7D']);
    await expect
      .poll(() => analytics.locator('.cw-coin-untracked').textContent())
      .toBe('Los datos de ejemplo no incluyen DOGE: solo BTC, ETH, SOL y ADA.');
  });
});

describe('dashboard fade-in', () => {
  const animationOf = (page: Page, selector: string) =>
    page.$eval(selector, (el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });

  it('fades the dashboard in over 0.5 s, its heading shown from the first frame', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/`);
    expect(await animationOf(page, '.page-fade .dashboard-grid')).toEqual({ name: 'page-fade-in', duration: '0.5s' });
    expect((await animationOf(page, '.page-fade .page-header')).name).toBe('none');
  });

  it('does not animate for people who prefer reduced motion', async () => {
    const { page } = await chromium.open({ reducedMotion: 'reduce' });
    await page.goto(`${base}/`);
    expect((await animationOf(page, '.page-fade .dashboard-grid')).name).toBe('none');
  });
});

describe('the data switch', () => {
  it('with the providers unreachable says so on the switch, on every card and in the footer', async () => {
    const { page, problems } = await chromium.open();
    await page.route(
      /^https:\/\/(api\.coingecko\.com|api\.alternative\.me|mempool\.space|api\.blockchain\.info)\//,
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`${base}/#/`);
    await waitForWidgets(page);
    // Sample mode: every card with figures says so.
    const notes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('crypto-market-overview, crypto-sentiment, crypto-onchain, crypto-trending')].map(
          (el) => el.shadowRoot?.querySelector('.cw-provenance, .cw-offline')?.textContent?.replace(/\s+/g, ' ').trim(),
        ),
      );
    expect(await notes()).toEqual(Array(4).fill('Datos de ejemplo'));
    await page.getByRole('button', { name: 'En vivo' }).click();
    await expect
      .poll(() => page.locator('.data-status').textContent())
      .toContain('Sin conexión con los proveedores: datos de ejemplo');
    await expect.poll(notes).toEqual(Array(4).fill('Sin conexión: mostrando datos de ejemploReintentar'));
    expect(await page.locator('footer').textContent()).toContain('Sin conexión con los proveedores de datos en vivo');
    expect(await page.locator('footer').textContent()).not.toContain('Datos en vivo de CoinGecko');
    // Chromium logs each refused request itself: the test's doing, not a widget's.
    expect(problems.every((p) => p.includes('ERR_INTERNET_DISCONNECTED'))).toBe(true);
    problems.length = 0;
  });

  it('starts on sample data, switches every widget to live data, and remembers the choice', async () => {
    const { page } = await chromium.open();
    // The public providers, answered here: the suite never reaches the internet.
    const asked: string[] = [];
    const { answerFor } = await import('../../tools/provider-answers.ts');
    await page.route(
      /^https:\/\/(api\.coingecko\.com|api\.alternative\.me|mempool\.space|api\.blockchain\.info)\//,
      (route) => {
        const url = route.request().url();
        asked.push(new URL(url).hostname);
        return route.fulfill({ json: answerFor(url), headers: { 'access-control-allow-origin': '*' } });
      },
    );
    await page.goto(`${base}/#/`);
    await waitForWidgets(page);
    const sample = page.getByRole('button', { name: 'Ejemplo' });
    const live = page.getByRole('button', { name: 'En vivo' });
    expect(await sample.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('crypto-sentiment').getAttribute('source')).toBe('sample');
    expect(asked).toEqual([]);
    await live.click();
    expect(await live.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.locator('crypto-sentiment').evaluate((el) => el.shadowRoot?.textContent))
      .toContain('31/100');
    expect(await page.locator('footer').textContent()).toContain('Datos en vivo de CoinGecko');
    // Remembered: the next visit, on another screen, is live too.
    await page.goto(`${base}/#/analytics`);
    await waitForWidgets(page);
    expect(await page.locator('crypto-analytics').getAttribute('source')).toBe('live');
    expect(await page.getByRole('button', { name: 'En vivo' }).getAttribute('aria-pressed')).toBe('true');
    expect(new Set(asked)).toEqual(
      new Set(['api.coingecko.com', 'api.alternative.me', 'mempool.space', 'api.blockchain.info']),
    );
  });
});
