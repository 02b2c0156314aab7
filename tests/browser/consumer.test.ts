// The package as an app installs it: packed with `npm pack`, unpacked into a Vite app's node_modules, then
// served by Vite's dev server and built for production. No request may fail, no console error, no warning from
// Vite or its bundler, and the widgets render.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, createLogger, createServer, type Logger } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { shadowText, sharedChromium, waitForWidgets } from './browser.ts';

const chromium = sharedChromium();
let app: string;
let tarball: string;

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
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim();
  tarball = join(work, packed.split('\n').at(-1) ?? '');
  const installed = join(app, 'node_modules', 'crypto-widgets');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
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
  // The placeholder rules came in with the app's own CSS (document.styleSheets leaves out the loader's sheet).
  const ownRules = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  expect(ownRules.some((rule) => rule.startsWith('crypto-sentiment:not(:defined)'))).toBe(true);
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

describe('the npm package', () => {
  it('holds only what a consumer needs', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, '').replace(/^dist\/chunks\/.*\.js$/, 'dist/chunks/*.js'));
    expect([...new Set(files)].sort()).toEqual([
      'LICENSE',
      'README.md',
      'dist/chunks/*.js',
      'dist/crypto-widgets-placeholders.css',
      'dist/crypto-widgets.cjs',
      'dist/crypto-widgets.d.ts',
      'dist/crypto-widgets.iife.js',
      'dist/crypto-widgets.js',
      'dist/custom-elements.json',
      'package.json',
    ]);
  });

  it('is publishable, MIT-licensed, and depends on nothing its files do not import', () => {
    const installed = join(app, 'node_modules', 'crypto-widgets');
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toContain('MIT License');
    // The built files import only each other: a Vue or Svelte app installing us gains no React.
    const bare = readdirSync(join(installed, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [
        ...readFileSync(join(installed, 'dist', file), 'utf8').matchAll(
          /(?:from|import\()\s*["'`]([^"'`.][^"'`]*)["'`]/g,
        ),
      ])
      .map((match) => match[1]);
    expect(bare).toEqual([]);
    expect(pkg.dependencies ?? {}).toEqual({});
  });

  it('answers require() with a Spanish explanation instead of a resolver failure', () => {
    let message = '';
    try {
      execFileSync('node', ['-e', "require('crypto-widgets')"], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      message = String((error as { stderr?: string }).stderr);
    }
    expect(message).toContain(
      "crypto-widgets es un módulo ES y no se puede cargar con require(). Usa import 'crypto-widgets'",
    );
    expect(message).not.toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
