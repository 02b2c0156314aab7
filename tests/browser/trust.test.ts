// The labels a reader sees in the cases real deployments meet first, through the real server (`npm start`'s, with
// the app reading /api/feed): every provider unreachable, a fresh database with nothing measured, COLLECT=off. No
// label may claim more than the data behind it: not "en vivo" when nothing is, not an age without data, not the
// portfolio "Conectando…" for ever.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeServer, startNodeServer } from '../../src/server/node.ts';
import { configWith, type FakeProviders, fakeProviders } from '../../tools/fake-servers.ts';
import { MemoryStore } from '../../tools/memory-store.ts';
import { provenanceOf, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
/** Generous: the machine may be busy; a pass takes well under a second when it is not. */
const WAIT = { timeout: 15_000 };
let providers: FakeProviders;
let server: NodeServer;

/** A server of its own for each case (its providers' answers and failures cached by it), on a fresh database. */
function serverWith(fault: FakeProviders['fault']) {
  beforeAll(async () => {
    providers = await fakeProviders();
    providers.fault = fault;
    // Nothing collected (COLLECT=off): the feed has a measured part with no text in it.
    server = await startNodeServer({
      config: configWith(providers.url, { FEED_UPSTREAM_TIMEOUT_MS: '2000' }),
      port: 0,
      hostname: '127.0.0.1',
      staticDir: 'dist',
      store: new MemoryStore(),
    });
  });
  afterAll(async () => {
    await server?.close();
    await providers?.close();
  });
}

const status = (page: Page) =>
  page
    .locator('.data-status')
    .textContent()
    .then((text) => text?.trim() ?? '');
const footer = (page: Page) =>
  page
    .locator('footer')
    .textContent()
    .then((text) => text?.trim() ?? '');

/** The app on `hash`, in "En vivo" (the reader's choice, remembered as the app remembers it). */
async function liveApp(hash: string): Promise<Page> {
  const { page } = await chromium.open();
  await page.addInitScript(() => localStorage.setItem('criptopulso:fuente', 'live'));
  await page.goto(`${server.url}/${hash}`);
  await waitForWidgets(page);
  return page;
}

describe('the app in "En vivo" with every provider down and nothing measured', () => {
  serverWith('500');

  it('never says "en vivo": the status, the footer and every card say sample data', async () => {
    const page = await liveApp('#/');
    await expect.poll(() => status(page), WAIT).toBe('Sin conexión con los proveedores: datos de ejemplo');
    expect(await page.locator('.data-bar').getAttribute('class')).toContain('data-state-offline');
    const note = await footer(page);
    expect(note).toContain('Sin conexión con los proveedores de datos en vivo');
    expect(note).not.toMatch(/en vivo de/i);
    for (const tag of ['crypto-market-overview', 'crypto-onchain', 'crypto-trending']) {
      await expect.poll(() => provenanceOf(page, tag), { ...WAIT, message: tag }).toBe('Datos de ejemplo');
    }
    // The insights say there are no figures yet, not "0 fuentes" nor that no rule holds on figures there are not.
    const insights = (await page.locator('crypto-insights').evaluate((el) => el.shadowRoot?.textContent)) ?? '';
    expect(insights).toContain('Todavía no hay cifras con las que calcular señales');
    expect(insights).toContain('Ninguna fuente de datos responde ahora');
    expect(insights).not.toMatch(/hace\s\d/);
  });

  it('on an article, a coin the server follows says what it lacks; only a coin it does not follow is "not followed"', async () => {
    const { page } = await chromium.open();
    await page.route(`${server.url}/articulo.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Dogecoin hoy</title>
<script type="module" src="/crypto-widgets.js"></script></head><body><article><h1>Dogecoin hoy</h1>
<crypto-sentiment id="doge" coin="DOGE" source="/api/feed" loading="eager"></crypto-sentiment>
<crypto-price-chart id="chart" coin="DOGE" source="/api/feed" loading="eager"></crypto-price-chart>
<crypto-sentiment id="kas" coin="KAS" source="/api/feed" loading="eager"></crypto-sentiment>
</article></body></html>`,
      }),
    );
    await page.goto(`${server.url}/articulo.html`);
    await waitForWidgets(page);
    // DOGE is among the default COINS: no text yet, and no price while the providers are down.
    await expect.poll(() => shadowText(page, '#doge'), WAIT).toContain('Aún no hay textos sobre DOGE');
    await expect
      .poll(() => shadowText(page, '#chart'), WAIT)
      .toContain('Sin precios de DOGE para este periodo. CoinGecko no da precios ahora');
    await expect.poll(() => shadowText(page, '#kas'), WAIT).toContain('No seguimos KAS en este servidor.');
    for (const id of ['#doge', '#chart']) expect(await shadowText(page, id)).not.toContain('No seguimos');
    expect(await page.locator('#kas').getByRole('img').count()).toBe(0);
  });

  it('does not leave the portfolio "Conectando con los proveedores…": it is sample data, whoever answers', async () => {
    const page = await liveApp('#/portfolio');
    await expect.poll(() => status(page), WAIT).toBe('Datos de ejemplo: ningún proveedor da estas cifras');
  });
});

describe('the app in "En vivo" with the providers answering', () => {
  serverWith('none');

  it('names exactly who answered, beside the switch and in the footer', async () => {
    const page = await liveApp('#/');
    await expect
      .poll(() => status(page), WAIT)
      .toBe('En vivo: CoinGecko, Alternative.me, mempool.space y Blockchain.com');
    expect(await footer(page)).toContain(
      'Datos en vivo de CoinGecko, Alternative.me, mempool.space y Blockchain.com; lo que no ofrecen sigue siendo de ejemplo.',
    );
  });

  it('does not credit CoinGecko on the portfolio, whose positions and prices are all sample data', async () => {
    const page = await liveApp('#/portfolio');
    await expect.poll(() => status(page), WAIT).toBe('Datos de ejemplo: ningún proveedor da estas cifras');
    expect(await footer(page)).toContain('Datos de ejemplo con fines demostrativos');
    expect(await footer(page)).not.toContain('CoinGecko');
  });
});
