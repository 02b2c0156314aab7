// A real Angular 21 client: a component compiled by Angular's own compiler (ngc, strictTemplates, the README's
// snippet) and bundled, binding properties (`[coin]`) before the widgets' code has arrived and listening to a
// typed `(crypto-analytics-change)` event.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFrameworkTooling } from '../../tools/framework-tooling.ts';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
let server: StaticServer;

beforeAll(async () => {
  const frameworks = ensureFrameworkTooling();
  const root = join(frameworks, 'angular');
  try {
    execFileSync(join(frameworks, 'node_modules', '.bin', 'ngc'), ['-p', 'tsconfig.json'], {
      cwd: root,
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(`ngc: ${(error as { stdout?: Buffer }).stdout}`);
  }
  const out = mkdtempSync(join(tmpdir(), 'crypto-widgets-angular-'));
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { 'crypto-widgets': resolve('dist/crypto-widgets.js') } },
    build: { outDir: out, emptyOutDir: true },
  });
  server = await startServer(out);
  return async () => {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  };
}, 180_000);

describe('an Angular 21 app', () => {
  it('binds properties before the widgets’ code arrives, and hears their typed events', async () => {
    const { page } = await chromium.open();
    await page.goto(`${server.url}/`);
    await waitForWidgets(page);
    expect(
      await page.evaluate(() => (window as unknown as { definedAtFirstRender: boolean }).definedAtFirstRender),
    ).toBe(false);
    // [coin]="coin()" set the property while the tag was still undefined: the widget rendered SOL.
    await expect.poll(() => shadowText(page, 'crypto-price-chart')).toContain('Precio de SOL');
    expect(
      await page
        .locator('crypto-price-chart')
        .evaluate((el) => el.shadowRoot?.querySelector('.cw-root')?.getAttribute('data-theme')),
    ).toBe('dark');
    // The reader picks ETH in the analytics widget: Angular hears the event and rebinds the chart's coin.
    await page.locator('crypto-analytics').getByRole('button', { name: 'ETH' }).click();
    await expect.poll(() => page.locator('#coin').textContent()).toBe('Moneda elegida: ETH');
    await expect.poll(() => shadowText(page, 'crypto-price-chart')).toContain('Precio de ETH');
  });
});
