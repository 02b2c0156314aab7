// A React page rendered on the server and hydrated in the browser, with our script running first: the loader
// reserves space and the widgets render before React hydrates, and React finds the server's HTML unchanged.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { shadowText, sharedChromium, waitForWidgets } from './browser.ts';

/**
 * The article, imported by path: it is typed against the published declarations (tests/types/tsconfig.json),
 * which exist only once built, so the suite's own type check leaves it out.
 */
const ARTICLE = resolve('tests/browser/ssr-app/Article.tsx');
let ARTICLE_TAGS: readonly string[];

const chromium = sharedChromium();
let server: StaticServer;
let serverHtml: string;

beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'crypto-widgets-ssr-'));
  // React's development build: it is the one that reports hydration mismatches.
  await build({
    root: resolve('tests/browser/ssr-app'),
    configFile: false,
    logLevel: 'warn',
    mode: 'development',
    define: { 'process.env.NODE_ENV': '"development"' },
    resolve: { alias: { 'crypto-widgets': resolve('dist/crypto-widgets.js') } },
    build: { outDir: out, minify: false },
  });
  const article: { Article: ComponentType; ARTICLE_TAGS: readonly string[] } = await import(ARTICLE);
  ARTICLE_TAGS = article.ARTICLE_TAGS;
  serverHtml = renderToString(createElement(article.Article));
  const page = join(out, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<!--ssr-->', serverHtml));
  server = await startServer(out);
  return async () => {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  };
}, 120_000);

describe('a server-rendered React page', () => {
  it('hydrates without a mismatch after the widgets rendered, and stays interactive', async () => {
    const { page, problems, warnings } = await chromium.open();
    await page.goto(`${server.url}/`);
    await page.evaluate(() => (window as unknown as { hydrated: Promise<void> }).hydrated);
    // React logs a mismatch asynchronously, after its commit: give it a frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await waitForWidgets(page);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await shadowText(page, 'crypto-sentiment')).toContain('Bitcoin');
    expect(await shadowText(page, 'crypto-price-chart')).toContain('Precio de ETH');
    // The elements are as the server wrote them: no attribute, style or child of ours in the page's DOM.
    const written = await page.$$eval(ARTICLE_TAGS.join(','), (els) => els.map((el) => el.outerHTML).join(''));
    expect(written).toBe(serverHtml.match(/<crypto-[\s\S]*<\/crypto-ad>/)?.[0]);
    // React owns the tree: the ad's event prop reaches the hydrated component.
    await page.locator('crypto-ad').getByRole('button').click();
    await expect.poll(() => page.locator('#clicked').textContent()).toBe('Pulsado: anuncio');
  });
});
