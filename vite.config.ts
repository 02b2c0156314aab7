// Three builds into dist/ (see the README's build contract):
//   vite build --mode lib   → crypto-widgets.js + chunks/ + custom-elements.json   (emptied first)
//   vite build --mode iife  → crypto-widgets.iife.js, one classic script holding everything
//   vite build              → index.html (the app) and demo/ (the embedding demo)
// `vite` (dev) serves the pages and maps /crypto-widgets.js to the source entry.

import { defineConfig, type Plugin, runnerImport, type UserConfig } from 'vite';

const ENTRY = 'src/widgets/index.ts';
const PORT = Number(process.env.PORT) || 4173;

/** In dev, pages load /crypto-widgets.js exactly as in production; serve it from source. */
function devEntry(): Plugin {
  return {
    name: 'crypto-widgets:dev-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url?.split('?')[0]?.endsWith('/crypto-widgets.js')) req.url = `/${ENTRY}`;
        next();
      });
    },
  };
}

/** Writes custom-elements.json and crypto-widgets.d.ts from the registry. */
function consumerFiles(): Plugin {
  return {
    name: 'crypto-widgets:consumer-files',
    apply: 'build',
    async generateBundle() {
      const [{ module: manifest }, { module: typings }] = await Promise.all([
        runnerImport<typeof import('./src/widgets/manifest.ts')>('./src/widgets/manifest.ts'),
        runnerImport<typeof import('./src/widgets/typings.ts')>('./src/widgets/typings.ts'),
      ]);
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(manifest.buildManifest(), null, 2)}\n`,
      });
      this.emitFile({ type: 'asset', fileName: 'crypto-widgets.d.ts', source: typings.buildDeclarations() });
    },
  };
}

/** Replaces `from` in `text` once; a missing marker fails the build rather than shipping a broken page. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`demo/clasico.html: marker not found: ${from}`);
  return next;
}

/** demo/clasico.html: the built article, loading the single-file classic script instead of the module. */
function classicArticle(): Plugin {
  return {
    name: 'crypto-widgets:classic-article',
    apply: 'build',
    // After Vite has written the HTML pages into the bundle.
    enforce: 'post',
    generateBundle(_, bundle) {
      const article = bundle['demo/index.html'];
      if (article?.type !== 'asset') return;
      let page = String(article.source);
      page = replaceOnce(
        page,
        /<script type="module" src="\.\.\/crypto-widgets\.js"\s*><\/script>/,
        '<script src="../crypto-widgets.iife.js"></script>',
      );
      page = replaceOnce(page, '<title>', '<title>Script clásico · ');
      page = replaceOnce(page, '<a href="./" aria-current="page">', '<a href="./">');
      page = replaceOnce(page, '<a href="./clasico.html">', '<a href="./clasico.html" aria-current="page">');
      page = replaceOnce(
        page,
        /(<p data-build-note>)[\s\S]*?(<\/p>)/,
        '$1Esta página carga <code>crypto-widgets.iife.js</code>: todo en un único script clásico, para sitios que no pueden usar módulos.$2',
      );
      this.emitFile({ type: 'asset', fileName: 'demo/clasico.html', source: page });
    },
  };
}

const shared: UserConfig = {
  // Library builds do not set it, and React picks its production build from it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  preview: { port: PORT, strictPort: true },
  server: { port: 5173 },
};

export default defineConfig(({ mode, command }) => {
  if (command === 'serve') return { ...shared, define: {}, plugins: [devEntry()] };

  if (mode === 'lib') {
    return {
      ...shared,
      plugins: [consumerFiles()],
      build: {
        ...shared.build,
        outDir: 'dist',
        emptyOutDir: true,
        lib: { entry: ENTRY, formats: ['es'], fileName: () => 'crypto-widgets.js' },
        rolldownOptions: { output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' } },
      },
    };
  }

  if (mode === 'iife') {
    return {
      ...shared,
      build: {
        ...shared.build,
        outDir: 'dist',
        emptyOutDir: false,
        lib: { entry: ENTRY, formats: ['iife'], name: 'CryptoWidgets', fileName: () => 'crypto-widgets.iife.js' },
        rolldownOptions: { output: { minify: true, codeSplitting: false } },
      },
    };
  }

  // The pages: the app at dist/index.html and the demo at dist/demo/.
  return {
    ...shared,
    base: './',
    plugins: [classicArticle()],
    build: {
      ...shared.build,
      outDir: 'dist',
      emptyOutDir: false,
      rolldownOptions: {
        input: { app: 'index.html', demo: 'demo/index.html', configurator: 'demo/configurador.html' },
      },
    },
  };
});
