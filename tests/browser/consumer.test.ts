// The package as an app installs it: packed with `npm pack`, unpacked into a Vite app's node_modules, then
// served by Vite's dev server and built for production (and by webpack). No request may fail, no console error,
// no warning from Vite or its bundler, and every tag of the registry renders its content through every entry
// (the ES module, `crypto-widgets/react`, the classic script): a new widget is covered without editing this file.

import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { build, createLogger, createServer, type Logger } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEASURED_ONLY } from '../../src/widgets/common-docs.ts';
import { registry } from '../../src/widgets/registry.ts';
import { ensureFrameworkTooling } from '../../tools/framework-tooling.ts';
import { type StaticServer, startServer } from '../../tools/static-server.ts';
import { askChat, chatMessages, scrollThrough, shadowText, sharedChromium, waitForWidgets } from './browser.ts';

/** Every tag of the registry; the fixtures add the ones their page lacks from `?tags=`. */
const TAGS: string[] = registry.map((definition) => definition.tag);
const EVERY_TAG = `?tags=${TAGS.join(',')}`;

const chromium = sharedChromium();
let work: string;
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
  work = mkdtempSync(join(tmpdir(), 'crypto-widgets-consumer-'));
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
  return { ...watched, failed };
}

interface WidgetsProbe {
  tags: string[];
  parts: Record<string, string[]>;
  /** Report even if some widget is still on its way. */
  now: boolean;
}

/**
 * In the page: what is wrong with each tag (nothing, once it rendered its content: every part its manifest entry
 * declares, charts drawn at a real size), or false while some tag is neither rendered nor failed.
 */
function widgetProblems({ tags, parts, now }: WidgetsProbe): Record<string, string[]> | false {
  const report: Record<string, string[]> = {};
  let settled = true;
  for (const tag of tags) {
    const problems: string[] = [];
    const root = document.querySelector(tag)?.shadowRoot;
    const failure =
      root?.querySelector('[part=placeholder] [role=alert]') ?? root?.querySelector('.cw-failure') ?? undefined;
    if (!root) problems.push('no shadow root');
    else if (failure) problems.push(`failed: ${failure.textContent?.trim()}`);
    else if (root.querySelector('[part=placeholder]') || !root.querySelector('.cw-root')) problems.push('not rendered');
    else {
      for (const part of parts[tag] ?? []) if (!root.querySelector(`[part~="${part}"]`)) problems.push(`no ${part}`);
      for (const chart of root.querySelectorAll('[part~="chart"]')) {
        const svg = chart.querySelector('svg.recharts-surface');
        if (!svg || svg.getBoundingClientRect().width === 0) problems.push('chart not drawn');
      }
    }
    if (problems.length > 0 && !failure && !now) settled = false;
    report[tag] = problems;
  }
  return settled ? report : false;
}

/** Waits until every registry tag rendered or failed, then expects each to have rendered its content. */
async function expectEveryWidgetRendered(page: Page) {
  // The parts each widget renders, as the installed package's manifest declares them; it declares every tag.
  const manifest: {
    modules: { declarations: { tagName: string; cssParts: { name: string; description: string }[] }[] }[];
  } = JSON.parse(readFileSync(join(app, 'node_modules', 'crypto-widgets', 'dist', 'custom-elements.json'), 'utf8'));
  const declarations = manifest.modules.flatMap((m) => m.declarations);
  expect(declarations.map((d) => d.tagName)).toEqual(TAGS);
  // Sample figures render every part but those only measured figures do (their description says so).
  const parts = Object.fromEntries(
    declarations.map((d) => [
      d.tagName,
      d.cssParts.filter((p) => !p.description.startsWith(MEASURED_ONLY)).map((p) => p.name),
    ]),
  );
  const probe = { tags: TAGS, parts, now: false };
  // A chart far down the page is drawn when the reader comes near it (issue 25): visit every part of the page.
  await scrollThrough(page);
  const report = await page
    .waitForFunction(widgetProblems, probe, { timeout: 90_000, polling: 250 })
    .then((handle) => handle.jsonValue())
    .catch(() => page.evaluate(widgetProblems, { ...probe, now: true }));
  expect(report).toEqual(Object.fromEntries(TAGS.map((tag) => [tag, []])));
}

async function expectWidgetsWork(page: Page) {
  await waitForWidgets(page);
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
      const { page, failed } = await visit(`${url}${EVERY_TAG}`);
      await expectEveryWidgetRendered(page);
      await expectWidgetsWork(page);
      expect(failed).toEqual([]);
      expect(reported).toEqual([]);
    } finally {
      await server.close();
    }
  }, 240_000);

  it('works built for production, with no failed request and no warning', async () => {
    const { logger, reported } = recordingLogger();
    await build({ root: app, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: 'dist' } });
    let server: StaticServer | undefined;
    try {
      server = await startServer(join(app, 'dist'));
      const { page, failed } = await visit(`${server.url}/${EVERY_TAG}`);
      await expectEveryWidgetRendered(page);
      await expectWidgetsWork(page);
      expect(failed).toEqual([]);
      expect(reported).toEqual([]);
    } finally {
      await server?.close();
    }
  }, 240_000);
});

interface WebpackStats {
  hasErrors(): boolean;
  toJson(options: { all: false; errors: true; warnings: true }): {
    errors?: { message: string }[];
    warnings?: { message: string; moduleName?: string }[];
  };
}
type Webpack = (config: object, callback: (error: Error | null, stats?: WebpackStats) => void) => void;

/** webpack 5 with its own defaults builds `context`'s main.js into `out`; the warnings that name the package fail. */
async function webpackBuild(context: string, out: string): Promise<void> {
  const frameworks = ensureFrameworkTooling();
  const { default: webpack }: { default: Webpack } = await import(
    join(frameworks, 'node_modules', 'webpack', 'lib', 'index.js')
  );
  // `experiments.css` is webpack's built-in CSS support, for the placeholders stylesheet the app imports.
  const stats = await new Promise<WebpackStats>((resolveStats, reject) =>
    webpack(
      {
        mode: 'production',
        context,
        entry: './main.js',
        output: { path: out, clean: true },
        experiments: { css: true },
      },
      (error, result) => (error || !result ? reject(error) : resolveStats(result)),
    ),
  );
  const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
  expect(errors.map((e) => e.message)).toEqual([]);
  expect(warnings.filter((w) => `${w.moduleName} ${w.message}`.includes('crypto-widgets'))).toEqual([]);
}

/** The page html-webpack-plugin would write: the entry's script (and its extracted stylesheet, if any). */
function webpackPage(context: string, out: string, stylesheet: boolean): void {
  writeFileSync(
    join(out, 'index.html'),
    readFileSync(join(context, 'index.html'), 'utf8').replace(
      '<script type="module" src="/main.js"></script>',
      `${stylesheet ? '<link rel="stylesheet" href="main.css" />' : ''}<script defer src="main.js"></script>`,
    ),
  );
}

describe('installed in a webpack app', () => {
  it('builds with no warning about the package, and works with no failed request', async () => {
    const out = join(work, 'webpack-dist');
    await webpackBuild(app, out);
    expect(readdirSync(out)).toContain('main.css');
    webpackPage(app, out, true);
    const server = await startServer(out);
    try {
      const { page, failed } = await visit(`${server.url}/${EVERY_TAG}`);
      await expectEveryWidgetRendered(page);
      await expectWidgetsWork(page);
      expect(failed).toEqual([]);
    } finally {
      await server.close();
    }
  }, 240_000);

  it('with crypto-widgets/react, builds and renders every tag on the app’s own React', async () => {
    const root = reactApp('crypto-widgets/react');
    const out = join(work, 'webpack-react-dist');
    await webpackBuild(root, out);
    webpackPage(root, out, false);
    const server = await startServer(out);
    try {
      const { reactDomCopies } = await visitReactApp(`${server.url}/`);
      expect(reactDomCopies).toBe(1);
    } finally {
      await server.close();
    }
  }, 240_000);
});

describe('installed as the classic script', () => {
  it('renders every tag from crypto-widgets.iife.js', async () => {
    const server = await startServer(app);
    try {
      const { page, failed } = await visit(`${server.url}/clasico.html${EVERY_TAG}`);
      await expectEveryWidgetRendered(page);
      expect(failed).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe('the npm package', () => {
  it('holds only what a consumer needs', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, '').replace(/^dist\/(react\/)?chunks\/.*\.js$/, 'dist/$1chunks/*.js'));
    expect([...new Set(files)].sort()).toEqual([
      'LICENSE',
      'README.md',
      'dist/chunks/*.js',
      'dist/crypto-widgets-placeholders.css',
      'dist/crypto-widgets.cjs',
      'dist/crypto-widgets.d.cts',
      'dist/crypto-widgets.d.ts',
      'dist/crypto-widgets.iife.js',
      'dist/crypto-widgets.js',
      'dist/custom-elements.json',
      'dist/emoji.LICENSE.md',
      'dist/feed.schema.json',
      'dist/react/chunks/*.js',
      'dist/react/crypto-widgets.js',
      'dist/sentiment.cjs',
      'dist/sentiment.d.cts',
      'dist/sentiment.d.ts',
      'dist/sentiment.js',
      'dist/svelte.d.ts',
      'dist/vue.d.ts',
      'package.json',
    ]);
  });

  it('scores text in Node through the installed crypto-widgets/sentiment', () => {
    const script =
      "import { scoreText } from 'crypto-widgets/sentiment';" +
      "const r = scoreText('Bitcoin no es alcista'); console.log(JSON.stringify([r.label, r.lang]));";
    const out = execFileSync('node', ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(['neg', 'es']);
  });

  it('scores text with require() too, as the ES module does', () => {
    const score = "scoreText('Bitcoin no es alcista')";
    const required = execFileSync(
      'node',
      ['-e', `const { scoreText } = require('crypto-widgets/sentiment'); console.log(JSON.stringify(${score}));`],
      { cwd: app, encoding: 'utf8' },
    );
    const imported = execFileSync(
      'node',
      [
        '--input-type=module',
        '-e',
        `import { scoreText } from 'crypto-widgets/sentiment'; console.log(JSON.stringify(${score}));`,
      ],
      { cwd: app, encoding: 'utf8' },
    );
    expect(JSON.parse(required)).toEqual(JSON.parse(imported));
    expect(JSON.parse(required)).toMatchObject({ label: 'neg', lang: 'es' });
  });

  it('exports only its documented API from the ES entry', async () => {
    const entry = await import(join(app, 'node_modules', 'crypto-widgets', 'dist', 'crypto-widgets.js'));
    expect(Object.keys(entry).sort()).toEqual(['configure', 'load', 'loadAll']);
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
    // Only the React apps' build imports anything: the app's React, an optional peer dependency.
    expect([...new Set(bare)].sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
    const outsideReactBuild = readdirSync(join(installed, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.js') &&
        !file.startsWith('react/') &&
        /from\s*"react/.test(readFileSync(join(installed, 'dist', file), 'utf8')),
    );
    expect(outsideReactBuild).toEqual([]);
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true }, 'react-dom': { optional: true } });
  });

  it('has a manifest whose module paths, from the package root, are files it ships', () => {
    const installed = join(app, 'node_modules', 'crypto-widgets');
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    const manifest: { modules: { path: string; exports: { declaration: { module: string } }[] }[] } = JSON.parse(
      readFileSync(join(installed, pkg.customElements), 'utf8'),
    );
    const paths = manifest.modules.flatMap((m) => [m.path, ...m.exports.map((e) => e.declaration.module)]);
    expect([...new Set(paths)]).toEqual(['dist/crypto-widgets.js']);
    for (const path of paths) expect(existsSync(join(installed, path)), path).toBe(true);
  });

  it('gives a CommonJS TypeScript project the types, and no function require() would not give', () => {
    // A project without "type": "module": its .ts files are CommonJS, so `import` from them resolves through the
    // package's `require` condition, while `await import()` goes through `import`.
    const project = join(work, 'typescript-commonjs');
    mkdirSync(join(project, 'node_modules', '@types'), { recursive: true });
    symlinkSync(join(app, 'node_modules', 'crypto-widgets'), join(project, 'node_modules', 'crypto-widgets'));
    for (const name of ['@types/react', 'csstype'])
      symlinkSync(resolve('node_modules', name), join(project, 'node_modules', name));
    writeFileSync(join(project, 'package.json'), '{ "name": "typescript-commonjs", "private": true }\n');
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          strict: true,
          noEmit: true,
          lib: ['es2022', 'dom'],
          types: [],
          skipLibCheck: false,
          // Resolve from this project's node_modules, where React's types are, as an installed copy would.
          preserveSymlinks: true,
        },
        files: ['page.ts'],
      }),
    );
    const page = `import type { CryptoSentimentElement } from 'crypto-widgets';
export const sentiment: CryptoSentimentElement = document.createElement('crypto-sentiment');
export async function start(): Promise<void> {
  const { load } = await import('crypto-widgets');
  await load('crypto-price-chart');
}
`;
    const typecheck = () => {
      try {
        execFileSync(resolve('node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8', stdio: 'pipe' });
        return '';
      } catch (error) {
        return String((error as { stdout?: string }).stdout);
      }
    };
    writeFileSync(join(project, 'page.ts'), page);
    expect(typecheck()).toBe('');
    // require('crypto-widgets') gives nothing: its types say so.
    writeFileSync(join(project, 'page.ts'), `import { load } from 'crypto-widgets';\nvoid load;\n${page}`);
    expect(typecheck()).toContain("has no exported member 'load'");
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

/** A React 19 app importing one entry or the other, laid out as npm installs it beside the app's React. */
function reactApp(entry: 'crypto-widgets' | 'crypto-widgets/react'): string {
  const root = join(work, entry.replace('/', '-'));
  if (existsSync(root)) return root;
  cpSync(resolve('tests/browser/consumer-react'), root, { recursive: true });
  const main = join(root, 'main.js');
  writeFileSync(main, readFileSync(main, 'utf8').replace("from 'crypto-widgets/react'", `from '${entry}'`));
  mkdirSync(join(root, 'node_modules'));
  cpSync(join(app, 'node_modules', 'crypto-widgets'), join(root, 'node_modules', 'crypto-widgets'), {
    recursive: true,
  });
  // The app's own React, the one the repository tests with.
  for (const name of ['react', 'react-dom', 'scheduler'])
    symlinkSync(resolve('node_modules', name), join(root, 'node_modules', name));
  return root;
}

/**
 * Loads the app until its widgets render: the JavaScript it transferred (gzip) and how many copies of React DOM
 * that holds.
 */
async function visitReactApp(url: string) {
  const watched = await chromium.open();
  const scripts: Promise<{ bytes: number; body: string }>[] = [];
  const onScript = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.text() ?? '')]).then(([sizes, body]) => ({
        bytes: sizes.responseBodySize,
        body,
      })),
    );
  };
  watched.page.on('requestfinished', onScript);
  await watched.page.goto(`${url}${EVERY_TAG}`);
  await watched.page.evaluate(() => (window as unknown as { widgetsReady: Promise<unknown> }).widgetsReady);
  await expectEveryWidgetRendered(watched.page);
  await waitForWidgets(watched.page);
  await watched.page.waitForLoadState('networkidle');
  // What loads later (the chat's reply code, fetched when its field takes the focus below) is not this count, and
  // its body could not be read once the page closes.
  watched.page.off('requestfinished', onScript);
  const loaded = await Promise.all(scripts);
  const { page } = watched;
  expect(await shadowText(page, 'crypto-sentiment')).toContain('Ethereum');
  // The app's React hears the widget's event through its `oncrypto-…` prop.
  await askChat(page.locator('crypto-chat'), '¿Qué pasa con ETH?');
  await expect.poll(() => page.locator('#asked').textContent()).toBe('¿Qué pasa con ETH?');
  // The reply's code arrives with the question: the page closes (and the dev server with it) only once it has
  // answered, so no request is cut on its way on a loaded machine.
  await expect
    .poll(() => chatMessages(page.locator('crypto-chat')).count(), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(3);
  return {
    bytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
    // React DOM's root marker, once per copy of React DOM.
    reactDomCopies: loaded.reduce((sum, script) => sum + script.body.split('__reactContainer$').length - 1, 0),
  };
}

/** Builds the app for production and visits it. */
async function builtReactApp(entry: 'crypto-widgets' | 'crypto-widgets/react') {
  const root = reactApp(entry);
  const { logger, reported } = recordingLogger();
  await build({ root, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: 'dist' } });
  expect(reported).toEqual([]);
  const server = await startServer(join(root, 'dist'));
  try {
    return await visitReactApp(`${server.url}/`);
  } finally {
    await server.close();
  }
}

describe('installed in a React 19 app', () => {
  it('with crypto-widgets/react, runs on the app’s own React: one React DOM and about 63 KB less', async () => {
    const own = await builtReactApp('crypto-widgets');
    const peer = await builtReactApp('crypto-widgets/react');
    expect(own.reactDomCopies).toBe(2);
    expect(peer.reactDomCopies).toBe(1);
    const saved = own.bytes - peer.bytes;
    console.log(
      `App de React 19 con las ${TAGS.length} etiquetas: ${(own.bytes / 1024).toFixed(1)} KB con crypto-widgets, ` +
        `${(peer.bytes / 1024).toFixed(1)} KB con crypto-widgets/react (${(saved / 1024).toFixed(1)} KB menos, gzip)`,
    );
    expect(saved).toBeGreaterThan(55 * 1024);
  }, 240_000);

  it('with crypto-widgets/react, works on the dev server with one React and no warning', async () => {
    const { logger, reported } = recordingLogger();
    const server = await createServer({
      root: reactApp('crypto-widgets/react'),
      configFile: false,
      logLevel: 'warn',
      customLogger: logger,
      server: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    await server.listen();
    try {
      const { reactDomCopies } = await visitReactApp(server.resolvedUrls?.local[0] ?? '');
      expect(reactDomCopies).toBe(1);
      expect(reported).toEqual([]);
    } finally {
      await server.close();
    }
  }, 240_000);
});
