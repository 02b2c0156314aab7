// The files hosted on another origin than the page, as on a CDN: with `Access-Control-Allow-Origin` the
// widgets work; without it (a plain static server) the browser refuses the module, as the README warns.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { addWidget, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
let cdn: StaticServer;
let plain: StaticServer;

beforeAll(async () => {
  cdn = await startServer('dist', { headers: () => ({ 'access-control-allow-origin': '*' }) });
  plain = await startServer('dist');
});
afterAll(async () => {
  await cdn?.close();
  await plain?.close();
});

/** A page of the site's own origin that loads the module script from `origin`, with two widgets. */
async function embedFrom(page: Page, origin: string): Promise<void> {
  await page.goto(`${base}/fixtures/blank.html`);
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.append(script);
  }, `${origin}/crypto-widgets.js`);
  await addWidget(page, 'crypto-sentiment', { loading: 'eager' });
  await addWidget(page, 'crypto-price-chart', { loading: 'eager', coin: 'SOL' });
}

describe('files on another origin', () => {
  it('work from a server that sends Access-Control-Allow-Origin, as CDNs do', async () => {
    expect(new URL(cdn.url).origin).not.toBe(new URL(base).origin);
    const { page } = await chromium.open();
    await embedFrom(page, cdn.url);
    await waitForWidgets(page);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    expect(await shadowText(page, 'crypto-price-chart')).toContain('Precio de SOL');
  });

  it('are refused by the browser from a server without it: nothing renders', async () => {
    const { page, problems } = await chromium.open();
    await embedFrom(page, plain.url);
    await expect.poll(() => problems.some((p) => p.includes('CORS policy'))).toBe(true);
    expect(await page.evaluate(() => customElements.get('crypto-sentiment'))).toBeUndefined();
    problems.length = 0;
  });
});
