// The package as an app installs it: packed with `npm pack`, unpacked into a Vite app's node_modules, then
// served by Vite's dev server and built for production. No request may fail, no console error, no warning from
// Vite or its bundler, and the widgets render.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createLogger, createServer, type Logger } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
let app: string;

/** A logger that keeps every warning and error Vite or its bundler reports. */
function recordingLogger(): { logger: Logger; reported: string[] } {
  const reported: string[] = [];
  const base = createLogger('warn', { allowClearScreen: false });
  const keep = (message: string) => reported.push(message);
  return {
    logger: { ...base, warn: keep, warnOnce: keep, error: keep },
    reported,
  };
}

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'crypto-widgets-consumer-'));
  app = join(work, 'app');
  cpSync(resolve('tests/browser/consumer-app'), app, { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim();
  const installed = join(app, 'node_modules', 'crypto-widgets');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, tarball.split('\n').at(-1) ?? ''), '-C', installed, '--strip-components=1']);
  return () => rmSync(work, { recursive: true, force: true });
}, 120_000);

/** Loads a page, and lists every request that failed or answered 4xx/5xx. */
async function visit(url: string) {
  const watched = await chromium.open();
  const failed: string[] = [];
  watched.page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  watched.page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await watched.page.goto(url);
  await watched.page.evaluate(() => (window as unknown as { widgetsReady: Promise<unknown> }).widgetsReady);
  await waitForWidgets(watched.page);
  return { ...watched, failed };
}

async function expectWidgetsWork(page: Awaited<ReturnType<typeof visit>>['page']) {
  expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
  expect(await shadowText(page, 'crypto-price-chart')).toContain('Precio de ETH');
  expect(await page.locator('crypto-price-chart svg.recharts-surface').count()).toBe(1);
  // The property set before the chat's code arrived reached it.
  expect(
    await page
      .locator('crypto-chat')
      .evaluate((el) => el.shadowRoot?.querySelector('.cw-root')?.getAttribute('data-theme')),
  ).toBe('dark');
}

describe('installed in a Vite app', () => {
  it('works on the dev server, with no failed request and no warning', async () => {
    const { logger, reported } = recordingLogger();
    const server = await createServer({
      root: app,
      configFile: false,
      logLevel: 'warn',
      customLogger: logger,
      server: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    await server.listen();
    try {
      const url = server.resolvedUrls?.local[0] ?? '';
      const { page, failed } = await visit(url);
      await expectWidgetsWork(page);
      expect(failed).toEqual([]);
      expect(reported).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('works built for production, with no failed request and no warning', async () => {
    const { logger, reported } = recordingLogger();
    await build({ root: app, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: 'dist' } });
    let server: StaticServer | undefined;
    try {
      server = await startServer(join(app, 'dist'));
      const { page, failed } = await visit(`${server.url}/`);
      await expectWidgetsWork(page);
      expect(failed).toEqual([]);
      expect(reported).toEqual([]);
    } finally {
      await server?.close();
    }
  }, 120_000);
});
